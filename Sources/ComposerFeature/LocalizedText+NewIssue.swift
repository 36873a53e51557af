import AppCore
import Localization

/// The new-issue form's words.
extension LocalizedText {
  public static func newIssueIn(_ repository: String) -> LocalizedText {
    LocalizedText(en: "New issue in \(repository)", ja: "\(repository) に新しい課題")
  }
  public static let newIssueBodyPlaceholder = LocalizedText(
    en: "Describe the issue… (Enter files it)", ja: "課題の説明…（Enter で作成）")
  public static let filing = LocalizedText(en: "Filing…", ja: "作成中…")
  public static let fileIssueEnter = LocalizedText(
    en: "Next field; on a list, choose; on the description, file",
    ja: "次の欄へ。一覧の欄では選択、説明では作成")
  public static let nextFormRow = LocalizedText(
    en: "Title / labels / assignees / milestone / description",
    ja: "タイトル / ラベル / 担当者 / マイルストーン / 説明")
  public static let closeNewIssue = LocalizedText(en: "Close", ja: "閉じる")
  public static let chooseTemplate = LocalizedText(
    en: "Start from this template", ja: "このテンプレートで始める")
  public static let chooseShort = LocalizedText(en: "choose", ja: "選択")
  public static let chooseTemplateTitle = LocalizedText(en: "Choose a template", ja: "テンプレートを選択")
  public static let chooseTemplateHint = LocalizedText(
    en: "↑↓ move · Enter choose · Esc close", ja: "↑↓ 移動 · Enter 選択 · Esc 閉じる")
  public static let blankIssue = LocalizedText(en: "Blank issue", ja: "空の課題")
  public static let opensInBrowser = LocalizedText(
    en: "an issue form: opens in the browser", ja: "課題フォーム：ブラウザで開きます")
  public static let issueFormInBrowser = LocalizedText(
    en: "Issue forms are filled on GitHub: opened in the browser",
    ja: "課題フォームは GitHub で記入します：ブラウザで開きました")
  public static let templatesLoading = LocalizedText(
    en: "Reading the repository's templates…", ja: "リポジトリのテンプレートを読み込み中…")
  public static let templatesUnreadable = LocalizedText(
    en: "The templates couldn't be read: a blank issue", ja: "テンプレートを読めませんでした：空の課題です")
  public static let newIssueDraftRestored = LocalizedText(
    en: "Your unsent issue, restored", ja: "未送信の課題を復元しました")
  public static let newIssueKept = LocalizedText(
    en: "Your issue is still in the form.", ja: "課題はフォームに残っています。")
  public static let newIssueMayBeFiled = LocalizedText(
    en: "It may have been filed: look at the list before sending it again.",
    ja: "作成済みの可能性があります。再送信する前に一覧を確認してください。")
  public static func filed(_ number: Int) -> LocalizedText {
    LocalizedText(en: "Filed #\(number)", ja: "#\(number) を作成しました")
  }
  public static let noneChosen = LocalizedText(en: "none", ja: "なし")
  public static let titleField = LocalizedText(en: "Title", ja: "タイトル")
  public static let descriptionField = LocalizedText(en: "Description", ja: "説明")
  public static let labelsField = LocalizedText(en: "Labels", ja: "ラベル")
  public static let assigneesField = LocalizedText(en: "Assignees", ja: "担当者")
  public static let milestoneField = LocalizedText(en: "Milestone", ja: "マイルストーン")
}
