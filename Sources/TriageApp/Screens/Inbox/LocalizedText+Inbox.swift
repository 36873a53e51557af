import IssueDomain
import Localization

/// The inbox's words: its title, why each thread is there, and what it is about.
extension LocalizedText {
  static let inbox = LocalizedText(en: "Inbox", ja: "受信箱")
  static let noNotifications = LocalizedText(en: "No notifications", ja: "通知はありません")

  /// The header's word on when the inbox was last asked: `checked 3m ago`, `checked just now`.
  static func checked(_ age: String) -> LocalizedText {
    let ago = ago(age)
    return LocalizedText(en: "checked \(ago.english)", ja: "確認 \(ago.japanese)")
  }

  /// Why the thread is in the inbox, in words; a reason GitHub added since is shown as sent.
  static func inboxReason(_ reason: InboxReason) -> LocalizedText {
    switch reason {
    case .approvalRequested: LocalizedText(en: "Approval requested", ja: "承認依頼")
    case .assign: LocalizedText(en: "Assigned", ja: "担当")
    case .author: LocalizedText(en: "Author", ja: "作成者")
    case .ciActivity: LocalizedText(en: "CI activity", ja: "CI")
    case .comment: LocalizedText(en: "Comment", ja: "コメント")
    case .invitation: LocalizedText(en: "Invitation", ja: "招待")
    case .manual: LocalizedText(en: "Subscribed by you", ja: "手動購読")
    case .memberFeatureRequested: LocalizedText(en: "Feature request", ja: "機能リクエスト")
    case .mention: LocalizedText(en: "Mention", ja: "メンション")
    case .reviewRequested: LocalizedText(en: "Review requested", ja: "レビュー依頼")
    case .securityAdvisoryCredit: LocalizedText(en: "Advisory credit", ja: "アドバイザリ")
    case .securityAlert: LocalizedText(en: "Security alert", ja: "セキュリティ警告")
    case .stateChange: LocalizedText(en: "State change", ja: "状態変更")
    case .subscribed: LocalizedText(en: "Subscribed", ja: "購読中")
    case .teamMention: LocalizedText(en: "Team mention", ja: "チームメンション")
    case .other(let name): .verbatim(name)
    }
  }

  /// What the thread is about, with its number when it has one: `PR #7`, `Issue #12`, `Release`.
  static func inboxSubject(_ subject: InboxSubject) -> LocalizedText {
    let number = subject.number.map { " #\($0)" } ?? ""
    switch subject.kind {
    case .issue: return LocalizedText(en: "Issue\(number)", ja: "Issue\(number)")
    case .pullRequest: return LocalizedText(en: "PR\(number)", ja: "PR\(number)")
    case .release: return LocalizedText(en: "Release", ja: "リリース")
    case .discussion: return LocalizedText(en: "Discussion", ja: "ディスカッション")
    case .commit: return LocalizedText(en: "Commit", ja: "コミット")
    case .checkSuite: return LocalizedText(en: "Checks", ja: "チェック")
    case .vulnerabilityAlert: return LocalizedText(en: "Alert", ja: "警告")
    case .other(let type): return .verbatim(type)
    }
  }
}
