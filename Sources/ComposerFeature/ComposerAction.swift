import AppCore

/// What keys do in the comment composer; every other key types.
public enum ComposerAction: String, BindableAction, CaseIterable {
  case send
  /// Named in the footer and the help only: the text area takes Alt-Enter and Ctrl-J itself.
  case newLine = "new-line"
  /// Hand the text to `$VISUAL` / `$EDITOR`.
  case openEditor = "open-editor"
  /// Close, keeping the text as the draft.
  case close
  /// A review comment: into the pending review, or seen at once.
  case togglePendingReview = "toggle-pending-review"

  public static let context = KeyContext.composer
  public static var all: [ComposerAction] { allCases }
  public var name: String { rawValue }
}

extension KeyContext {
  /// The comment composer.
  public static let composer = KeyContext(rawValue: "composer")
}
