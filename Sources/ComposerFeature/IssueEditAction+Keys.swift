import AppCore
import Localization
import TerminalUI

extension IssueEditAction {
  /// The key table of a form over an `IssueTextForm` (the issue editor, the new issue's and the
  /// new pull request's): Enter and Tab described for what they do in that form, then Ctrl-E,
  /// Esc, help, quit and suspend, alike in every one.
  public static func formKeys(enter: LocalizedText, tab: LocalizedText) -> [KeyBinding] {
    [
      KeyBinding([.enter], IssueEditAction.send, "Enter", enter, footer: "Enter", short: .send),
      KeyBinding(
        [.tab], IssueEditAction.switchField, "Tab", tab, footer: "Tab", short: .nextFieldShort),
      KeyBinding(
        [.ctrl("e")], IssueEditAction.openEditor, "^E", .openEditorDescription, footer: "^E",
        short: .editorShort),
      KeyBinding(
        [.escape], IssueEditAction.close, "Esc", .closeKeepingDraft, footer: "Esc",
        short: .cancelShort),
      KeyBinding([.function(1)], GlobalAction.help, "F1", .thisHelp, footer: "F1", short: .help),
      Keymap.controlQuit,
      Keymap.suspend,
    ]
  }

  /// The key table of a form choosing before it is written in (a template, or a look at the
  /// branch again): Enter does `enter`, Esc closes; help, quit and suspend as in the form.
  public static func choiceKeys(enter: LocalizedText, short: LocalizedText) -> [KeyBinding] {
    [
      KeyBinding([.enter], IssueEditAction.send, "Enter", enter, footer: "Enter", short: short),
      KeyBinding(
        [.escape], IssueEditAction.close, "Esc", .closeNewIssue, footer: "Esc",
        short: .cancelShort),
      KeyBinding([.function(1)], GlobalAction.help, "F1", .thisHelp, footer: "F1", short: .help),
      Keymap.controlQuit,
      Keymap.suspend,
    ]
  }
}
