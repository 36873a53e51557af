import Localization

/// The words of rows kept from an earlier run: their age in the header while the server is
/// asked, and the banner when it can't be reached.
extension LocalizedText {
  /// The header's badge: `as of 12m ago`.
  public static func asOf(_ age: String) -> LocalizedText {
    let ago = ago(age)
    return LocalizedText(en: "as of \(ago.english)", ja: "\(ago.japanese)の情報")
  }

  /// The banner while offline: `offline, showing data from 12m ago`.
  public static func offlineShowing(_ age: String) -> LocalizedText {
    let ago = ago(age)
    return LocalizedText(
      en: "offline, showing data from \(ago.english)",
      ja: "オフライン：\(ago.japanese)のデータを表示中")
  }

  /// A failed refresh's banner over rows: `showing rows from 2m ago · ` and what failed.
  public static func showingRowsFrom(_ age: String, _ message: String) -> LocalizedText {
    let ago = ago(age)
    return LocalizedText(
      en: "showing rows from \(ago.english) · \(message)",
      ja: "\(ago.japanese)の行を表示中・\(message)")
  }
}
