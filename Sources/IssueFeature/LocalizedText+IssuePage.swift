import AppCore
import IssueDomain
import Localization

/// The issue page's header words.
extension LocalizedText {
  public static let pullRequestKind = LocalizedText(en: "pull request", ja: "プルリクエスト")
  public static let issueKind = LocalizedText(en: "issue", ja: "課題")
  public static let noDescription = LocalizedText(en: "No description provided.", ja: "説明はありません。")
  public static let loadingComments = LocalizedText(en: "Loading comments…", ja: "コメントを読み込み中…")
  public static let noComments = LocalizedText(en: "No comments", ja: "コメントはありません")
  public static let commentsRule = LocalizedText(en: "Comments", ja: "コメント")
  public static func issueMeta(
    number: Int, state: IssueState, isPullRequest: Bool, isMerged: Bool = false, age: String,
    author: String
  ) -> LocalizedText {
    let kind = isPullRequest ? pullRequestKind : issueKind
    // A merged pull request is closed too, but "closed" would say it was let go.
    let stateEnglish = isMerged ? "merged" : state == .closed ? "closed" : "open"
    let stateJapanese = isMerged ? "マージ済み" : state == .closed ? "クローズ" : "オープン"
    let isNow = isAgeNow(age)
    return LocalizedText(
      en: "#\(number) · \(stateEnglish) \(kind.english) · opened \(ago(age).english) by \(author)",
      ja: "#\(number) · \(stateJapanese)の\(kind.japanese) · \(author) が "
        + (isNow ? "たった今作成" : "\(age)前に作成"))
  }
}
