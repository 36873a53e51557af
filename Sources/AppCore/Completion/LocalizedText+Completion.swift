import Localization

/// The completion list's words: its keys in the footer and the help, and what screen-reader
/// mode says of the selection.
extension LocalizedText {
  public static let acceptCompletion = LocalizedText(
    en: "completion: write the selected one", ja: "補完: 選んだ候補を入力")
  public static let acceptCompletionShort = LocalizedText(en: "complete", ja: "補完")
  public static let nextCompletion = LocalizedText(en: "completion: next", ja: "補完: 次の候補")
  public static let nextCompletionShort = LocalizedText(en: "next", ja: "次")
  public static let previousCompletion = LocalizedText(en: "completion: previous", ja: "補完: 前の候補")
  public static let closeCompletion = LocalizedText(
    en: "completion: close the list, keep what is typed", ja: "補完: 一覧を閉じる（入力はそのまま）")
  public static let closeCompletionShort = LocalizedText(en: "close list", ja: "一覧を閉じる")

  /// The selected candidate and where it is: "@monalisa, 1 of 3".
  public static func completionSaid(_ shown: String, _ position: Int, of count: Int)
    -> LocalizedText
  {
    LocalizedText(
      en: "\(shown), \(position) of \(count)", ja: "\(shown)（\(count) 件中 \(position) 件目）")
  }
}
