import IssueDomain
import TerminalUI

// STUB until the writes model is merged.
extension TriageProgram {
  func beginComment(_ attempt: CommentAttempt, _ state: inout AppState) -> Effect<AppAction> {
    .none
  }

  func unsentComments(_ state: AppState) -> [CommentAttempt] { [] }
}

extension Keymap {
  /// `c`, where a comment can be written.
  static func comment(for issue: Issue?, _ keys: Context) -> [KeyBinding] {
    guard issue != nil else { return [] }
    return [commentKey]
  }

  static let commentKey = KeyBinding(
    [.character("c")], .comment, "c", .comment, footer: "c", short: .commentShort)
}
