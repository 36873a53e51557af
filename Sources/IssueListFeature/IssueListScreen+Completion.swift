import AppCore
import IssueDomain
import SharedWrites
import TerminalUI

extension IssueListScreen {
  /// The query line's list, if open.
  public var completion: Completion? { completions.open }

  /// The rows loaded (the first `rowLimit`), and the repositories the query names.
  public func offerCompletions(_ sources: inout CompletionSources) {
    sources.add(store.items, in: currentRepository)
    for repository in query.repositories { sources.add(repository: repository) }
  }

  /// Opens, narrows or closes the query line's list for the word now before its cursor, with
  /// the repository's labels once they came; and starts or cancels the wait before asking for
  /// them, as `label:`'s values open or close.
  public mutating func complete(_ context: ScreenContext) -> Effect<Event> {
    guard let line = queryLine else {
      completions.clear()
      return labelsStep(wanted: false)
    }
    let labels = completionLabels.names
    func sources() -> CompletionSources {
      var sources = context.completions()
      for label in labels { sources.add(label: label) }
      return sources
    }
    completions.update(
      CompletionTrigger.searchLine(line.text, cursor: line.cursor, sources: sources()))
    return labelsStep(wanted: completion?.kind == .value("label"))
  }

  /// The labels' wait started, cancelled or left as it is.
  private mutating func labelsStep(wanted: Bool) -> Effect<Event> {
    completionLabels.step(
      wanted: wanted, repository: currentRepository, id: labelsID, rested: .labelsRested)
  }

  /// The rest is over: the label picker's first page, once.
  public mutating func askForLabels(_ context: ScreenContext) -> Effect<Event> {
    completionLabels.ask(
      id: labelsID, fetcher: context.environment.labelsFetcher(in:), name: { $0.name },
      answer: { .labels($0) })
  }

  /// A picker action on the open list: move, accept (the word becomes the candidate; after a
  /// qualifier's name, its values' list opens) or close (and with it a labels' wait).
  public mutating func performCompletion(_ action: PickerAction, _ context: ScreenContext)
    -> Effect<Event>
  {
    guard var line = queryLine, completion != nil else { return .none }
    guard let accepted = completions.perform(action) else {
      return completion == nil ? labelsStep(wanted: false) : .none
    }
    line.replace(
      charactersBeforeCursor: line.cursor - accepted.start, with: accepted.selected.insertion)
    queryLine = line
    return complete(context)
  }
}
