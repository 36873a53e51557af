import AppCore
import IssueDomain

/// An issue change as the issue editor's: what reopens the editor after it failed.
extension IssueChange {
  /// Whether the change edits the title or the body.
  public var isTextEdit: Bool { title != nil || body != nil }

  /// The editor again on this change's text, with `message`: after a conflict saving
  /// overwrites, and an overwrite refused stays one. `shown` (the issue as the screen shows it,
  /// rolled back) stands for the start of an overwrite, which carries none. `nil` for a change
  /// that isn't an edit, or when neither says what the edit began from.
  public func reopened(_ message: String, conflict: Bool, shown: IssueText?) -> (
    original: IssueText, reopened: (text: IssueText, message: String, overwrites: Bool)
  )? {
    guard isTextEdit, let original = editedFrom ?? shown else { return nil }
    let text = IssueText(title: title ?? original.title, body: body ?? original.body)
    return (original, (text, message, conflict || editedFrom == nil))
  }
}
