import Localization

/// The write keys' words: what the footer and the help call the keys that write.
extension LocalizedText {
  public static let comment = LocalizedText(en: "comment on the issue", ja: "課題にコメント")
  public static let commentShort = LocalizedText(en: "comment", ja: "コメント")
  /// Enter's word after a conflict, when saving replaces the change made on GitHub.
  public static let overwriteShort = LocalizedText(en: "overwrite", ja: "上書き")
  public static let overwriteDescription = LocalizedText(
    en: "Save, replacing the change made on GitHub", ja: "GitHub での変更を置き換えて保存")
  public static let newIssueTitle = LocalizedText(en: "New issue", ja: "新しい課題")
  public static let newPullRequestTitle = LocalizedText(en: "New pull request", ja: "新しいプルリクエスト")
  public static let newPullRequestKey = LocalizedText(
    en: "Open a pull request from the clone's branch", ja: "クローンのブランチからプルリクエストを作成")
  public static let newPullRequestShort = LocalizedText(en: "new PR", ja: "新規PR")
  /// A form's reviewers picker (the new pull request's).
  public static let formReviewersTitle = LocalizedText(en: "Reviewers", ja: "レビュアー")
  public static let newIssueKey = LocalizedText(
    en: "file a new issue (from a template)", ja: "新しい課題を作成（テンプレートから）")
  public static let newIssueShort = LocalizedText(en: "new", ja: "新規")
  public static let editIssueKey = LocalizedText(
    en: "edit the title and description", ja: "タイトルと説明を編集")
  public static let editShort = LocalizedText(en: "edit", ja: "編集")
  public static let cannotEditTruncated = LocalizedText(
    en: "This description is too long to edit here", ja: "この説明は長すぎてここでは編集できません")
}
