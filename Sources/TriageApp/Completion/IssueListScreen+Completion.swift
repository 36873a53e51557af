extension IssueListScreen {
  /// The query line's list, if open.
  public var completion: Completion? { completions.open }

  /// The rows loaded (the first `rowLimit`), and the repositories the query names.
  public func offerCompletions(_ sources: inout CompletionSources) {
    sources.add(store.items, in: currentRepository)
    for repository in query.repositories { sources.add(repository: repository) }
  }

  /// Opens, narrows or closes the query line's list for the word now before its cursor.
  mutating func complete(_ sources: CompletionSources) {
    guard let line = queryLine else { return completions.clear() }
    completions.update(CompletionTrigger.searchLine(line.text, cursor: line.cursor, sources: sources))
  }

  /// A picker action on the open list: move, accept (the word becomes the candidate; after a
  /// qualifier's name, its values' list opens) or close.
  mutating func performCompletion(_ action: PickerAction, _ sources: CompletionSources) {
    guard let open = completion, var line = queryLine else { return }
    switch action {
    case .moveUp: completions.move(by: -1)
    case .moveDown: completions.move(by: 1)
    case .pageUp, .pageDown: return
    case .apply, .toggle:
      line.replace(charactersBeforeCursor: line.cursor - open.start, with: open.selected.insertion)
      queryLine = line
      complete(sources)
    case .close:
      completions.dismiss()
    }
  }
}
