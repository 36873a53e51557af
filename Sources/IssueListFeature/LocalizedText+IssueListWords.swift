import AppCore
import IssueDomain
import Localization

/// The issue list's own words: its pull-request switch and its milestone column.
extension LocalizedText {
  public static let withPullRequests = LocalizedText(en: "+ PRs", ja: "+ PR")
  public static let issuesOrPullRequests = LocalizedText(
    en: "issues or pull requests", ja: "課題とプルリクエストを切り替え")
  public static let togglePullRequests = LocalizedText(
    en: "show or hide pull requests", ja: "プルリクエストの表示切替")
  public static let pullRequestsShort = LocalizedText(en: "PRs", ja: "PR")
  public static let columnMilestone = LocalizedText(en: "Milestone", ja: "マイルストーン")
}
