import Localization

/// The fixed status line's own words; every other announcement is words shown elsewhere too
/// (a retry says the pane's `retrying`).
extension LocalizedText {
  /// What a poll brought: `count` threads unread that weren't before.
  public static func newNotifications(_ count: Int) -> LocalizedText {
    LocalizedText(
      en: count == 1 ? "1 new notification" : "\(count) new notifications",
      ja: "新しい通知が \(count) 件あります")
  }
}
