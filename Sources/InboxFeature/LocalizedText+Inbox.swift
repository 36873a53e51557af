import AppCore
import IssueDomain
import Localization

/// The inbox's words: its title, why each thread is there, and what it is about.
extension LocalizedText {
  public static let inbox = LocalizedText(en: "Inbox", ja: "受信箱")
  public static let noNotifications = LocalizedText(en: "No notifications", ja: "通知はありません")

  /// The header's word on when the inbox was last asked: `checked 3m ago`, `checked just now`.
  public static func checked(_ age: String) -> LocalizedText {
    let ago = ago(age)
    return LocalizedText(en: "checked \(ago.english)", ja: "確認 \(ago.japanese)")
  }

  /// Why the thread is in the inbox, in words; a reason GitHub added since is shown as sent.
  public static func inboxReason(_ reason: InboxReason) -> LocalizedText {
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
  /// Each word fits the subject column whole (`InboxRowLayout.subjectColumn`), in both
  /// languages; "PR" is the Japanese UI's own word for a pull request, as in its list marks.
  public static func inboxSubject(_ subject: InboxSubject) -> LocalizedText {
    let number = subject.number.map { " #\($0)" } ?? ""
    switch subject.kind {
    case .issue: return LocalizedText(en: "Issue\(number)", ja: "課題\(number)")
    case .pullRequest: return LocalizedText(en: "PR\(number)", ja: "PR\(number)")
    case .release: return LocalizedText(en: "Release", ja: "リリース")
    case .discussion: return LocalizedText(en: "Discussion", ja: "議論")
    case .commit: return LocalizedText(en: "Commit", ja: "コミット")
    case .checkSuite: return LocalizedText(en: "Checks", ja: "チェック")
    case .vulnerabilityAlert: return LocalizedText(en: "Alert", ja: "警告")
    case .other(let type): return otherSubject(type)
    }
  }

  /// The subject types GitHub sends that the domain keeps as sent; a type it adds later is
  /// shown as sent.
  private static func otherSubject(_ type: String) -> LocalizedText {
    switch type {
    case "RepositoryInvitation": LocalizedText(en: "Invitation", ja: "招待")
    case "MemberFeatureRequest": LocalizedText(en: "Request", ja: "機能要望")
    case "SecurityAdvisory", "RepositoryAdvisory": LocalizedText(en: "Advisory", ja: "勧告")
    case "WorkflowRun": LocalizedText(en: "Workflow", ja: "CI 実行")
    case "TeamDiscussion": LocalizedText(en: "Discussion", ja: "チーム議論")
    default: .verbatim(type)
    }
  }
}

/// The inbox's keys, its filter bar and its token pane.
extension LocalizedText {
  public static let openOnTheWeb = LocalizedText(
    en: "open on the web (Triage has no page for it)", ja: "Web で開く（Triage に画面がないもの）")
  public static let onTheWebShort = LocalizedText(en: "web", ja: "Web")
  public static let columnReason = LocalizedText(en: "Reason", ja: "理由")
  public static let columnSubject = LocalizedText(en: "Subject", ja: "対象")
  public static let columnRepositoryAndTitle = LocalizedText(
    en: "Repository · Title", ja: "リポジトリ · タイトル")
  public static let markReadKey = LocalizedText(en: "mark read", ja: "既読")
  public static let markDoneKey = LocalizedText(en: "done", ja: "完了")
  public static let unsubscribeKey = LocalizedText(en: "unsubscribe", ja: "購読解除")
  public static let markAllReadKey = LocalizedText(
    en: "mark everything up to the newest read", ja: "最新までをすべて既読")
  public static let cycleReasonKey = LocalizedText(en: "reason", ja: "理由")
  public static let filterKey = LocalizedText(en: "filter", ja: "絞り込み")
  public static let keepFilter = LocalizedText(en: "keep", ja: "確定")
  public static let dropFilter = LocalizedText(en: "cancel", ja: "取消")
  public static let filterLineHint = LocalizedText(
    en: "type to narrow the threads shown", ja: "入力して表示を絞り込む")
  public static let noMatchingThreads = LocalizedText(
    en: "No thread matches — t or / changes the filter", ja: "一致するスレッドはありません — t か / で変更")

  /// The filter bar: the reason and the text the rows are narrowed to.
  public static func inboxNarrowing(reason: String?, query: String) -> LocalizedText {
    let quoted = query.isEmpty ? "" : "“\(query)”"
    switch (reason, quoted.isEmpty) {
    case (let reason?, true): return LocalizedText(en: "only \(reason)", ja: "\(reason) のみ")
    case (let reason?, false):
      return LocalizedText(en: "only \(reason) · \(quoted)", ja: "\(reason) のみ · \(quoted)")
    case (nil, _): return .verbatim(quoted)
    }
  }

  public static let notificationsTokenNeeded = LocalizedText(
    en:
      "GitHub shows notifications only to a classic token with the notifications or repo scope; fine-grained tokens can't read them.",
    ja: "通知を読めるのは notifications か repo スコープを持つクラシックトークンだけです（fine-grained トークンは不可）。")
}
