import AppCore
import ErrorHandling
import IssueDomain
import Localization
import SharedWrites
import TerminalUI

/// The issue editor's keys and routing: Enter moves on then saves, Tab switches fields,
/// Ctrl-E runs the editor on the body, Esc closes keeping a changed text as the issue's draft,
/// and everything else the table doesn't bind types into the focused field.
extension IssueEditScreen: Screen,
  FocusingScreen, TextEntryScreen, DraftHoldingScreen, RecoveringScreen
{
  public var title: LocalizedText { .editIssueTitle }
  public var effectIDs: [EffectID] { [] }
  public var errorResponder: (any ErrorResponder)? { nil }
  public var isBusy: Bool { false }
  public var loadingIndicator: LoadingIndicator { .none }
  public var currentRepository: RepositoryName? { repository }
  public var takesText: Bool { true }

  public func bindings(_ keys: Keymap.Context) -> [KeyBinding] {
    (overwrites ? Self.overwritingKeys : Self.keys) + Keymap.demoInForms(keys)
  }

  /// The table with Enter named for what it does after a conflict.
  public static let overwritingKeys = Keymap.overwriting(keys)

  public static let keys = IssueEditAction.formKeys(enter: .saveEdit, tab: .switchEditField)

  public mutating func load(_ context: ScreenContext) -> ScreenUpdate<Event> {
    guard !draftRead else { return .none }
    let environment = context.environment
    guard let drafts = environment.drafts else {
      draftLoaded(nil, language: environment.language)
      return .none
    }
    let key = draftKey(host: environment.host)
    return ScreenUpdate(
      .run { context in
        do throws(DraftError) {
          context.send(.draftLoaded(try drafts.loadDraft(key)?.text))
        } catch {
          context.send(.draftUnreadable(error))
        }
      })
  }

  public mutating func perform(
    _ action: IssueEditAction, _ context: ScreenContext
  ) -> ScreenUpdate<Event> {
    let environment = context.environment
    switch action {
    case .send:
      guard let outcome = submit(language: environment.language) else { return .none }
      // Sent (or nothing to send): the draft goes; a refused edit reopens with its text, which
      // a quit keeps again.
      let forget = ScreenRequest.write(
        .closedFormDraft(draftKey(host: environment.host), text: nil))
      guard let change = outcome else { return ScreenUpdate(.none, [.close, forget]) }
      return ScreenUpdate(.none, [.write(.editIssue(reference, change)), .close, forget])
    case .switchField:
      switchField()
      return .none
    case .openEditor:
      return ScreenUpdate(runEditor(environment.editor))
    case .close:
      let kept = keptDraft
      cancel()
      guard let kept else { return ScreenUpdate(.none, [.close]) }
      // Closed first, so that what the writes say of the draft is said over the page.
      return ScreenUpdate(
        .none, [.close, .write(.closedFormDraft(draftKey(host: environment.host), text: kept))])
    }
  }

  public mutating func edit(_ input: InputEvent, _ context: ScreenContext) -> ScreenUpdate<Event> {
    edit(input, bodySize: IssueEditView.textSize(self, in: context.body))
    return .none
  }

  public mutating func handle(_ event: Event, _ context: ScreenContext) -> ScreenUpdate<Event> {
    switch event {
    case .editorFinished(let outcome):
      editorFinished(outcome, language: context.environment.language)
      return .none
    case .draftLoaded(let draft):
      draftLoaded(draft, language: context.environment.language)
      return .none
    case .draftUnreadable(let error):
      draftUnreadable(error, language: context.environment.language)
      return .none
    }
  }

  /// While the editor is open on a changed text, that is the issue's draft: a quit, a signal
  /// or a lost terminal keeps it.
  public func unsentDraft(host: String) -> (key: DraftKey, text: String)? {
    guard phase != .closed, change != nil else { return nil }
    return (draftKey(host: host), draftText)
  }

  public mutating func showInline(_ message: String) -> Bool {
    show(message)
    return true
  }

  public func draw(in rect: Rect, canvas: inout Canvas, _ context: ScreenContext) {
    IssueEditView.draw(self, in: rect, canvas: &canvas, theme: context.theme)
  }
}

extension IssueEditScreen.Event: ScreenEvent {
  /// The editor is not an answer from the server.
  public var isResponse: Bool { false }
}
