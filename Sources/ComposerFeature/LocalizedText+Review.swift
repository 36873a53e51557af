import AppCore
import IssueDomain
import Localization

/// What the review composer says: its heading names the review's event, and a review that
/// isn't an approval needs a text.
extension LocalizedText {
  public static func reviewEvent(_ event: ReviewEvent) -> LocalizedText {
    switch event {
    case .approve: LocalizedText(en: "Approve", ja: "承認")
    case .requestChanges: LocalizedText(en: "Request changes", ja: "変更を依頼")
    case .comment: LocalizedText(en: "Comment", ja: "コメント")
    }
  }

  /// The review composer's heading.
  public static func reviewOn(_ event: ReviewEvent, _ target: String) -> LocalizedText {
    LocalizedText(
      en: "\(reviewEvent(event).text(in: .english)) · \(target)",
      ja: "\(reviewEvent(event).text(in: .japanese)) · \(target)")
  }

  public static let reviewBodyRequired = LocalizedText(
    en: "A review that isn't an approval needs a text.",
    ja: "承認以外のレビューには本文が必要です。")
}
