import IssueDomain
import Localization

/// How a pull request's reviews and their threads are said, in its conversation and beside its
/// code. Logins and paths are the server's, sanitised and bounded when they were read.
extension LocalizedText {
  public static let threadResolved = LocalizedText(en: "resolved", ja: "解決済み")
  public static let threadOutdated = LocalizedText(en: "outdated", ja: "古い")
  public static let threadPending = LocalizedText(en: "pending", ja: "保留中")
  public static func threadLines(_ start: Int, _ end: Int) -> LocalizedText {
    LocalizedText(en: "lines \(start)–\(end)", ja: "\(start)–\(end) 行")
  }
  public static func threadLine(_ line: Int) -> LocalizedText {
    LocalizedText(en: "line \(line)", ja: "\(line) 行")
  }

  /// A review's first line, without its age: who, and what they said it comes to.
  public static func reviewByline(_ author: String, _ standing: Reviewer.Standing)
    -> LocalizedText
  {
    switch standing {
    case .approved:
      LocalizedText(en: "\(author) approved these changes", ja: "\(author) が変更を承認しました")
    case .changesRequested:
      LocalizedText(en: "\(author) requested changes", ja: "\(author) が変更を依頼しました")
    case .dismissed:
      LocalizedText(
        en: "\(author) reviewed (dismissed)", ja: "\(author) がレビューしました（却下済み）")
    case .commented, .requested:
      LocalizedText(en: "\(author) reviewed", ja: "\(author) がレビューしました")
    }
  }
}
