import AppCore
import IssueDomain
import SharedWrites
import TerminalUI

/// The composer's completion: `@` offers the logins the app holds (`CompletionSources`), then
/// the repository's assignable users once the list has rested (`CompletionRequest`), and `#`
/// the issues the app holds, narrowed as the word is typed; the pickers' keys choose, accept or
/// close the list.
extension ComposerScreen {
  /// The list open on the word before the cursor, if any.
  public var completion: Completion? { completions.open }

  /// Opens, narrows or closes the list for the word now before the cursor, with the assignable
  /// users once they came after the screens' logins; and starts or cancels the wait before
  /// asking for them, as an `@` word is begun, or ended or closed with Esc.
  public mutating func complete(_ context: ScreenContext) -> Effect<Event> {
    guard phase == .editing || phase == .loadingDraft else {
      completions.clear()
      return assignableStep(wanted: false)
    }
    let logins = assignable.names
    func sources() -> CompletionSources {
      var sources = context.completions()
      for login in logins { sources.add(login: login) }
      return sources
    }
    let word = CompletionTrigger.composerWord(area.characters, cursor: area.cursor)
    completions.update(
      CompletionTrigger.composer(word, repository: repository, sources: sources()),
      word: word?.start)
    return assignableStep(wanted: wantsAssignable(word))
  }

  /// Whether an `@` word is being typed whose list Esc hasn't closed: its list is open, or
  /// nothing the screens hold matches it yet, which is when a teammate not on the page is
  /// meant, so the rest goes on while the login is typed.
  public var wantsAssignable: Bool {
    wantsAssignable(CompletionTrigger.composerWord(area.characters, cursor: area.cursor))
  }

  /// `wantsAssignable` for `word`, the word before the cursor found already.
  private func wantsAssignable(_ word: CompletionTrigger.Word?) -> Bool {
    guard phase == .editing || phase == .loadingDraft, let word else { return false }
    return word.isLogin && completions.dismissed != word.start
  }

  /// The assignable users' wait started, cancelled or left as it is.
  private mutating func assignableStep(wanted: Bool) -> Effect<Event> {
    assignable.step(
      wanted: wanted, repository: repository, id: assignableID, rested: .assignableRested)
  }

  /// The rest is over: the assignees picker's first page, once, if the `@` word is still
  /// typed (the editor may have taken the text meanwhile).
  public mutating func askForAssignable(_ context: ScreenContext) -> Effect<Event> {
    guard wantsAssignable else { return assignableStep(wanted: false) }
    return assignable.ask(
      id: assignableID, fetcher: context.environment.assigneesFetcher(in:),
      name: { $0.login }, answer: { .assignable($0) })
  }

  /// A picker action on the open list: move, accept (the word becomes the candidate, and the
  /// list is looked for again after it) or close (and with it an assignable users' wait).
  public mutating func performCompletion(
    _ action: PickerAction, _ context: ScreenContext, in size: Size
  ) -> Effect<Event> {
    guard completion != nil else { return .none }
    guard let accepted = completions.perform(action) else {
      return assignableStep(wanted: wantsAssignable)
    }
    area.replace(
      charactersBeforeCursor: area.cursor - accepted.start, with: accepted.selected.insertion,
      in: size)
    restoredDraft = false
    foundPosted = false
    return complete(context)
  }
}
