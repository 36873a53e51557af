import AppCore
import ErrorHandling
import IssueDomain
import Localization

/// What the footer and the alerts say about the inbox's changes.
extension LocalizedText {
  public static let inboxStillChanging = LocalizedText(
    en: "That thread's last change is still being sent", ja: "このスレッドの前の変更を送信中です")

  /// The footer once the server has the change.
  public static func inboxChanged(_ change: InboxChange) -> LocalizedText {
    switch change {
    case .markRead: LocalizedText(en: "Marked read", ja: "既読にしました")
    case .markDone: LocalizedText(en: "Marked done", ja: "完了にしました")
    case .unsubscribe: LocalizedText(en: "Unsubscribed", ja: "購読を解除しました")
    case .markAllRead: LocalizedText(en: "Marked everything read", ja: "すべて既読にしました")
    }
  }

  /// The alert's title when the server refused the change or couldn't be reached: the change
  /// is undone on screen.
  public static func inboxNotChanged(_ change: InboxChange) -> LocalizedText {
    switch change {
    case .markRead: LocalizedText(en: "Not marked read", ja: "既読にできませんでした")
    case .markDone: LocalizedText(en: "Not marked done", ja: "完了にできませんでした")
    case .unsubscribe: LocalizedText(en: "Not unsubscribed", ja: "購読を解除できませんでした")
    case .markAllRead:
      LocalizedText(en: "Not marked read", ja: "既読にできませんでした")
    }
  }

  /// The footer when a change that came with its thread's page opening couldn't reach the
  /// server: the title, then why.
  public static func inboxNotChangedOffline(
    _ change: InboxChange, because error: AppError
  ) -> LocalizedText {
    let title = inboxNotChanged(change)
    return LocalizedText(
      en: title.english + ": " + (error.message(in: .english) ?? ""),
      ja: title.japanese + ": " + (error.message(in: .japanese) ?? ""))
  }

  public static let inboxChangeUndone = LocalizedText(
    en: "The thread is shown as it was.", ja: "スレッドは元の表示に戻しました。")

  /// The confirmation `M` asks for.
  public static let markAllReadQuestion = LocalizedText(
    en: "Mark everything read?", ja: "すべて既読にしますか？")
  public static func markAllReadDetail(_ count: Int) -> LocalizedText {
    LocalizedText(
      en: "Every thread up to the newest one shown (\(count) unread) is marked read on GitHub.",
      ja: "表示中の最新のスレッドまで（未読 \(count) 件）を GitHub で既読にします。")
  }
  public static let markAllReadConfirm = LocalizedText(en: "Mark read", ja: "既読にする")
}
