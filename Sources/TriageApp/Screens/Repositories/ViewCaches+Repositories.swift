import AppCore
import IssueDomain
import TerminalUI
import ListSupport

extension ViewCaches {
  /// Repository rows already laid out.
  var repositories: RowCache<ListRowKey<Repository, RepositoryRowLayout.Columns>> {
    shared { RowCache() }
  }
}
