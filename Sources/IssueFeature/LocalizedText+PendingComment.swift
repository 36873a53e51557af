import AppCore
import Localization

/// The write keys' words: what the footer and the help call the keys that write.
extension LocalizedText {
  /// Above the user's comment in the issue while it is on its way.
  public static let pendingCommentByline = LocalizedText(
    en: "You · sending… (pending)", ja: "あなた · 送信中…（保留中）")
}
