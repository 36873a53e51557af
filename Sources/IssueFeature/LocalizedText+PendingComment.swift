import AppCore
import Localization

/// The byline of a comment still being sent, on the issue page.
extension LocalizedText {
  /// Above the user's comment in the issue while it is on its way.
  public static let pendingCommentByline = LocalizedText(
    en: "You · sending… (pending)", ja: "あなた · 送信中…（保留中）")
}
