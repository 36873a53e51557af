import ErrorHandling
import IssueDomain
import Localization
import TerminalUI

/// The issue editor's keys and routing: Enter moves on then saves, Tab switches fields,
/// Ctrl-E runs the editor on the body, Esc closes, and everything else the table doesn't bind
/// types into the focused field.
extension IssueEditScreen: Screen {
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
  static let overwritingKeys = Keymap.overwriting(keys)

  static let keys = [
    KeyBinding([.enter], IssueEditAction.send, "Enter", .saveEdit, footer: "Enter", short: .send),
    KeyBinding(
      [.tab], IssueEditAction.switchField, "Tab", .switchEditField, footer: "Tab",
      short: .nextFieldShort),
    KeyBinding(
      [.ctrl("e")], IssueEditAction.openEditor, "^E", .openEditorDescription, footer: "^E",
      short: .editorShort),
    KeyBinding(
      [.escape], IssueEditAction.close, "Esc", .discardEdit, footer: "Esc", short: .cancelShort),
    KeyBinding([.function(1)], GlobalAction.help, "F1", .thisHelp, footer: "F1", short: .help),
    Keymap.controlQuit,
    Keymap.suspend,
  ]

  public mutating func load(_ context: ScreenContext) -> ScreenUpdate<Event> { .none }

  public mutating func perform(
    _ action: IssueEditAction, _ context: ScreenContext
  ) -> ScreenUpdate<Event> {
    let environment = context.environment
    switch action {
    case .send:
      guard let outcome = submit(language: environment.language) else { return .none }
      guard let change = outcome else { return ScreenUpdate(.none, [.close]) }
      return ScreenUpdate(.none, [.write(.editIssue(reference, change)), .close])
    case .switchField:
      switchField()
      return .none
    case .openEditor:
      return ScreenUpdate(runEditor(environment.editor))
    case .close:
      cancel()
      return ScreenUpdate(.none, [.close])
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
    }
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
