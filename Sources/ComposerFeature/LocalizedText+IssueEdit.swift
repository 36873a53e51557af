import AppCore
import Localization

/// The issue editor's words.
extension LocalizedText {
  public static let editIssueTitle = LocalizedText(en: "Edit", ja: "編集")
  public static func editIssueOn(_ issue: String) -> LocalizedText {
    LocalizedText(en: "Edit \(issue)", ja: "\(issue) を編集")
  }
  public static let titleLabel = LocalizedText(en: "Title: ", ja: "タイトル: ")
  public static let bodyPlaceholder = LocalizedText(
    en: "The issue's description… (Enter saves)", ja: "課題の説明…（Enter で保存）")
  public static let titleRequired = LocalizedText(
    en: "A title is required.", ja: "タイトルは必須です。")
  /// Said in the editor, reopened on the user's text, when the issue changed on GitHub since
  /// the edit began.
  public static let editConflict = LocalizedText(
    en: "Changed on GitHub since you began: Enter overwrites it with yours, Esc discards yours.",
    ja: "編集中に GitHub で変更されました。\nEnter で上書き、Esc で破棄します。")
  public static let switchEditField = LocalizedText(en: "Title / description", ja: "タイトル / 説明")
  public static let nextFieldShort = LocalizedText(en: "field", ja: "欄")
  public static let saveEdit = LocalizedText(
    en: "Next field, then save", ja: "次の欄へ、そして保存")
  public static let issueEditDraftRestored = LocalizedText(
    en: "Your unsaved edit, restored: Esc keeps it, Enter saves it.",
    ja: "保存していない編集を復元しました: Esc で残し、Enter で保存します。")
}
