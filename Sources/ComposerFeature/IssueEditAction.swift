import AppCore

/// What keys do in the issue editor; every other key types into the focused field.
public enum IssueEditAction: String, BindableAction, CaseIterable {
  /// Enter: on the title, on to the body; on the body, send.
  case send
  /// Tab: the other field.
  case switchField = "switch-field"
  /// Hand the body to `$VISUAL` / `$EDITOR`.
  case openEditor = "open-editor"
  /// Close, sending nothing.
  case close

  public static let context = KeyContext.issueEdit
  public static var all: [IssueEditAction] { allCases }
  public var name: String { rawValue }
}

extension KeyContext {
  /// The editor of an issue's title and body.
  public static let issueEdit = KeyContext(rawValue: "issue-edit")
}
