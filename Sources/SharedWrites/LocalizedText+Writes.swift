import AppCore
import ErrorHandling
import IssueDomain
import Localization

/// The words of the writes: the keys, the close-reason choice, the pickers, the pending
/// marks, the banner and the statuses.
extension LocalizedText {
  // Keys (help, then footer).
  public static let closeIssue = LocalizedText(
    en: "close (asks why: completed / not planned)", ja: "課題をクローズ（理由を選択）")
  public static let closeShort = LocalizedText(en: "close", ja: "クローズ")
  public static let reopenIssue = LocalizedText(en: "reopen", ja: "課題を再オープン")
  public static let reopenShort = LocalizedText(en: "reopen", ja: "再オープン")
  public static let editLabels = LocalizedText(
    en: "labels: pick from the repository's labels", ja: "ラベルを編集")
  public static let labelsShort = LocalizedText(en: "labels", ja: "ラベル")
  public static let editAssignees = LocalizedText(
    en: "assignees: pick from the repository's people", ja: "担当者を編集")
  public static let assigneesShort = LocalizedText(en: "assign", ja: "担当")
  public static let editMilestone = LocalizedText(
    en: "milestone: pick an open milestone, or none",
    ja: "マイルストーンを選択（なしも可）")
  public static let milestoneShort = LocalizedText(en: "milestone", ja: "マイルストーン")
  public static let reactKey = LocalizedText(
    en: "react to the issue, or take your reaction back", ja: "リアクションを付ける・取り消す")
  public static let reactShort = LocalizedText(en: "react", ja: "リアクション")
  public static let retryWrite = LocalizedText(
    en: "send the change that failed again", ja: "失敗した変更を再送信")
  public static let retryShort = LocalizedText(en: "retry", ja: "再送信")
  public static let dismissWrite = LocalizedText(
    en: "give up the change that failed", ja: "失敗した変更を破棄")
  public static let dismissShort = LocalizedText(en: "dismiss", ja: "破棄")

  // The close-reason choice.
  public static let closeReasonTitle = LocalizedText(en: "Close as", ja: "クローズの理由")
  public static let closeCompleted = LocalizedText(en: "Completed", ja: "完了")
  public static let closeNotPlanned = LocalizedText(en: "Not planned", ja: "対応しない")
  public static let closeReasonHint = LocalizedText(
    en: "↑↓ choose · Enter close · Esc cancel", ja: "↑↓ 選択 · Enter クローズ · Esc 取消")

  // Pickers.
  public static let labelsPickerTitle = LocalizedText(en: "Labels", ja: "ラベル")
  public static let assigneesPickerTitle = LocalizedText(en: "Assignees", ja: "担当者")
  public static let noLabelsInRepository = LocalizedText(
    en: "This repository has no labels", ja: "このリポジトリにラベルはありません")
  public static let noAssignable = LocalizedText(
    en: "No one can be assigned here", ja: "割り当てられる人がいません")
  public static let pickerFilter = LocalizedText(en: "Filter: ", ja: "絞り込み: ")
  public static let pickerMoveUp = LocalizedText(en: "picker: move up", ja: "選択画面: 上へ")
  public static let pickerMoveDown = LocalizedText(en: "picker: move down", ja: "選択画面: 下へ")
  public static let pickerPageUp = LocalizedText(en: "picker: page up", ja: "選択画面: 前のページ")
  public static let pickerPageDown = LocalizedText(en: "picker: page down", ja: "選択画面: 次のページ")
  public static let pickerToggle = LocalizedText(en: "picker: tick or untick", ja: "選択画面: 選択/解除")
  public static let pickerApply = LocalizedText(en: "picker: apply", ja: "選択画面: 適用")
  public static let pickerClose = LocalizedText(en: "picker: close", ja: "選択画面: 閉じる")
  public static let pickerHint = LocalizedText(
    en: "Space toggle · Enter apply · Esc cancel", ja: "Space 選択 · Enter 適用 · Esc 取消")
  public static let milestonePickerTitle = LocalizedText(en: "Milestone", ja: "マイルストーン")
  public static let noOpenMilestones = LocalizedText(
    en: "This repository has no open milestones", ja: "このリポジトリに未完了のマイルストーンはありません")
  public static let milestonePickerHint = LocalizedText(
    en: "Enter choose · Esc cancel", ja: "Enter 選択 · Esc 取消")
  public static let reactionsTitle = LocalizedText(en: "React", ja: "リアクション")
  public static let reactionsLoading = LocalizedText(
    en: "Loading your reactions…", ja: "あなたのリアクションを読み込み中…")
  public static let reactionsHint = LocalizedText(
    en: "↑↓ 1-8 choose · Enter add/remove · Esc cancel", ja: "↑↓ 1-8 選択 · Enter 付ける/取消 · Esc 取消")
  public static let reactionsYours = LocalizedText(en: "yours", ja: "自分")
  public static let reactionsRetry = LocalizedText(en: "Enter tries again", ja: "Enter で再試行")
  public static let pickerNoMatches = LocalizedText(en: "Nothing matches", ja: "一致するものはありません")

  // Pending marks and the issue's assignees.
  public static let pendingMark = LocalizedText(en: "⋯ saving", ja: "⋯ 保存中")
  public static let noLabels = LocalizedText(en: "No labels", ja: "ラベルなし")
  public static func assigneesLine(_ logins: String) -> LocalizedText {
    LocalizedText(en: "Assigned to \(logins)", ja: "担当: \(logins)")
  }
  public static let noAssignees = LocalizedText(en: "No one assigned", ja: "担当者なし")
  /// An issue without one, and the milestone picker's first row, which takes it away.
  public static let noMilestone = LocalizedText(en: "No milestone", ja: "マイルストーンなし")
  public static func milestoneLine(_ title: String) -> LocalizedText {
    LocalizedText(en: "Milestone: \(title)", ja: "マイルストーン: \(title)")
  }

  // A repository whose writes the server refused.
  public static let cannotChangeHere = LocalizedText(
    en: "can't change issues here (the server refused)", ja: "ここでは課題を変更できません（サーバーが拒否）")
  public static let cannotChangeShort = LocalizedText(en: "read-only", ja: "変更不可")
  public static func cannotChangeIn(_ repository: RepositoryName) -> LocalizedText {
    LocalizedText(
      en: "You can't change issues in \(repository): the server refused.",
      ja: "\(repository) の課題は変更できません（サーバーが拒否しました）。")
  }

  // Statuses and the banner.
  public static let draftKept = LocalizedText(
    en: "Draft kept: c restores it.", ja: "下書きを保存しました: c で戻せます。")
  public static func stillSaving(_ number: Int) -> LocalizedText {
    LocalizedText(
      en: "#\(number): the last change is still being saved",
      ja: "#\(number): 前の変更を保存中です")
  }
  public static func saved(_ write: IssueWrite, number: Int, alreadyApplied: Bool) -> LocalizedText
  {
    let what = writeName(write)
    return alreadyApplied
      ? LocalizedText(
        en: "Had already been saved: \(what.english) #\(number)",
        ja: "保存済みでした: #\(number) の\(what.japanese)")
      : LocalizedText(
        en: "Saved: \(what.english) #\(number)", ja: "保存しました: #\(number) の\(what.japanese)")
  }
  public static func notSaved(_ write: IssueWrite, number: Int, message: String) -> LocalizedText {
    let what = writeName(write)
    return LocalizedText(
      en: "Not saved: \(what.english) #\(number). \(message)",
      ja: "保存できませんでした: #\(number) の\(what.japanese)。\(message)")
  }
  public static func mayNotBeSaved(_ write: IssueWrite, number: Int, message: String)
    -> LocalizedText
  {
    let what = writeName(write)
    return LocalizedText(
      en: "May not have been saved: \(what.english) #\(number). \(message)",
      ja: "保存されていない可能性があります: #\(number) の\(what.japanese)。\(message)")
  }
  public static func checkingWrite(_ write: IssueWrite, number: Int) -> LocalizedText {
    let what = writeName(write)
    return LocalizedText(
      en: "May not have been saved: \(what.english) #\(number) — checking…",
      ja: "保存されていない可能性があります: #\(number) の\(what.japanese) — 確認中…")
  }
  public static func waitingToResend(
    _ write: IssueWrite, number: Int, remaining: Duration
  ) -> LocalizedText {
    let what = writeName(write)
    let wait = max(remaining, .seconds(1)).countdownText
    return LocalizedText(
      en:
        "Too many requests: \(what.english) #\(number) is checked and sent again in \(wait.text(in: .english))",
      ja:
        "リクエストが多すぎます: #\(number) の\(what.japanese)は \(wait.text(in: .japanese))後に確認して再送信します")
  }
  public static func writeName(_ write: IssueWrite) -> (english: String, japanese: String) {
    switch write {
    case .comment: ("comment on", "コメント")
    case .reaction: ("reaction on", "リアクション")
    case .commentChange(.edit): ("comment edit on", "コメントの編集")
    case .commentChange(.delete): ("comment deletion on", "コメントの削除")
    case .commentChange(.reaction): ("reaction to a comment on", "コメントへのリアクション")
    case .change(let change):
      if change.state == .closed {
        ("close", "クローズ")
      } else if change.state == .open {
        ("reopen", "再オープン")
      } else if change.labels != nil {
        ("labels of", "ラベル")
      } else if change.milestone != nil {
        ("milestone of", "マイルストーン")
      } else if change.title != nil || change.body != nil {
        ("edit of", "編集")
      } else {
        ("assignees of", "担当者")
      }
    }
  }
}
