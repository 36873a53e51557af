import AppCore
import Localization

/// The preview pane's words.
extension LocalizedText {
  static let togglePreview = LocalizedText(
    en: "lists: show or hide the selected row's page beside the list",
    ja: "一覧: 選択中の行のページを横に表示/非表示")
  static let previewShort = LocalizedText(en: "preview", ja: "プレビュー")
  static let focusPreview = LocalizedText(
    en: "lists: move between the list and the preview (Esc returns to the list)",
    ja: "一覧: 一覧とプレビューの間を移動（Esc で一覧に戻る）")
  static let focusPreviewShort = LocalizedText(en: "pane", ja: "ペイン")
  static let backToList = LocalizedText(en: "list", ja: "一覧")
  static let previewTitle = LocalizedText(en: "Preview", ja: "プレビュー")
  static let previewNothing = LocalizedText(
    en: "Nothing to preview here", ja: "ここにはプレビューするものがありません")
  static let previewFocusedHint = LocalizedText(
    en: "Esc back to the list", ja: "Esc で一覧に戻る")
}
