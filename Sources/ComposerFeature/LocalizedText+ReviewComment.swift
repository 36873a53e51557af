import IssueDomain
import Localization

extension LocalizedText {
  public static let reviewCommentTitle = LocalizedText(en: "Review comment", ja: "レビューコメント")
  public static let togglePendingReviewDescription = LocalizedText(
    en: "Into your pending review, or a single comment",
    ja: "保留中のレビューに入れるか、単独のコメントにするか")
  public static let pendingReviewShort = LocalizedText(en: "pending/single", ja: "保留/単独")

  /// The composer's heading for a review comment: where, and where it goes.
  public static func reviewCommentOn(_ target: ReviewCommentTarget) -> LocalizedText {
    let place: LocalizedText
    switch target.place {
    case .lines(let path, let line, _, let start, _, _):
      let lines = start.map { $0 == line ? "\(line)" : "\($0)–\(line)" } ?? "\(line)"
      place =
        start.map({ $0 != line }) == true
        ? LocalizedText(en: "\(path) lines \(lines)", ja: "\(path) \(lines) 行")
        : LocalizedText(en: "\(path) line \(lines)", ja: "\(path) \(lines) 行")
    case .reply:
      place = LocalizedText(en: "Reply", ja: "返信")
    case .edit:
      return LocalizedText(en: "Edit your review comment", ja: "自分のレビューコメントを編集")
    }
    let mode: LocalizedText =
      target.intoPendingReview
      ? (target.pendingReviewID == nil
        ? LocalizedText(en: "starts your review", ja: "レビューを開始")
        : LocalizedText(en: "into your pending review", ja: "保留中のレビューへ"))
      : LocalizedText(en: "single comment", ja: "単独のコメント")
    return LocalizedText(
      en: "\(place.text(in: .english)) · \(mode.text(in: .english))",
      ja: "\(place.text(in: .japanese)) · \(mode.text(in: .japanese))")
  }

  public static let suggestionPlaceholder = LocalizedText(
    en: "Change the lines in the block to what they should be",
    ja: "ブロック内の行を提案する内容に書き換えてください")
}
