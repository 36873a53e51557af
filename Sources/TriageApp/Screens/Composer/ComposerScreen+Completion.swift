import TerminalUI

/// The composer's completion: `@` offers the logins and `#` the issues the app holds
/// (`CompletionSources`), narrowed as the word is typed; the pickers' keys choose, accept or
/// close the list.
extension ComposerScreen {
  /// The list open on the word before the cursor, if any.
  public var completion: Completion? { completions.open }

  /// Opens, narrows or closes the list for the word now before the cursor.
  mutating func complete(_ sources: @autoclosure () -> CompletionSources) {
    guard phase == .editing || phase == .loadingDraft else { return completions.clear() }
    completions.update(
      CompletionTrigger.composer(
        area.characters, cursor: area.cursor, repository: repository, sources: sources()))
  }

  /// A picker action on the open list: move, accept (the word becomes the candidate, and the
  /// list is looked for again after it) or close.
  mutating func performCompletion(
    _ action: PickerAction, sources: @autoclosure () -> CompletionSources, in size: Size
  ) {
    guard let accepted = completions.perform(action) else { return }
    area.replace(
      charactersBeforeCursor: area.cursor - accepted.start, with: accepted.selected.insertion,
      in: size)
    restoredDraft = false
    foundPosted = false
    complete(sources())
  }
}
