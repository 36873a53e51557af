import AppCore
import Localization

/// The preview pane's words.
extension LocalizedText {
  public static let togglePreview = LocalizedText(
    en: "lists: show or hide the selected row's page beside the list",
    ja: "一覧: 選択中の行のページを横に表示/非表示")
  public static let previewShort = LocalizedText(en: "preview", ja: "プレビュー")
  public static let focusPreview = LocalizedText(
    en: "lists: move between the list and the preview (Esc returns to the list)",
    ja: "一覧: 一覧とプレビューの間を移動（Esc で一覧に戻る）")
  public static let focusPreviewShort = LocalizedText(en: "pane", ja: "ペイン")
  public static let backToList = LocalizedText(en: "list", ja: "一覧")
  public static let previewTitle = LocalizedText(en: "Preview", ja: "プレビュー")
  public static let previewNothing = LocalizedText(
    en: "Nothing to preview here", ja: "ここにはプレビューするものがありません")
  public static let previewFocusedHint = LocalizedText(
    en: "Esc back to the list", ja: "Esc で一覧に戻る")
}
