import AppCore
import IssueDomain
import Localization

/// The words of a pull request row's columns: the review decision short enough for a column,
/// the checks as words for screen-reader mode (a glyph otherwise), and the columns' names.
extension LocalizedText {
  public static func rowReview(_ decision: ReviewDecision) -> LocalizedText {
    switch decision {
    case .approved: LocalizedText(en: "approved", ja: "承認済み")
    case .changesRequested: LocalizedText(en: "changes req.", ja: "変更依頼")
    case .reviewRequired: LocalizedText(en: "review req.", ja: "レビュー待ち")
    }
  }

  public static let rowReviews: [LocalizedText] = [
    .rowReview(.approved), .rowReview(.changesRequested), .rowReview(.reviewRequired),
  ]

  /// The checks' glyph (`✓`, `✗`, `•`) as a screen reader should say it.
  public static func rowChecks(_ state: Check.State) -> LocalizedText {
    switch state {
    case .success, .neutral, .skipped: LocalizedText(en: "checks passing", ja: "チェック成功")
    case .failure, .cancelled: LocalizedText(en: "checks failing", ja: "チェック失敗")
    case .pending: LocalizedText(en: "checks pending", ja: "チェック実行中")
    }
  }

  public static let rowChecksWords: [LocalizedText] = [
    .rowChecks(.success), .rowChecks(.failure), .rowChecks(.pending),
  ]

  public static let columnReview = LocalizedText(en: "Review", ja: "レビュー")
  public static let columnChecks = LocalizedText(en: "Checks", ja: "チェック")
  public static let columnSize = LocalizedText(en: "Size", ja: "差分")
}
