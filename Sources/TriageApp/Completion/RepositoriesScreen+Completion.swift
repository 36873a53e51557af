import AppCore
import IssueDomain
import TerminalUI

extension RepositoriesScreen {
  /// The repositories loaded, for `repo:`.
  public func offerCompletions(_ sources: inout CompletionSources) {
    for repository in store.items.prefix(CompletionSources.rowLimit) {
      sources.add(repository: repository.name)
    }
  }
}
