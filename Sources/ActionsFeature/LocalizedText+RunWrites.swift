import AppCore
import IssueDomain
import Localization

/// The words of the runs' writes: the keys, the confirmations, what GitHub answered.
extension LocalizedText {
  public static let rerunFailedKey = LocalizedText(
    en: "re-run the failed jobs", ja: "失敗したジョブを再実行")
  public static let rerunAllKey = LocalizedText(en: "re-run every job", ja: "すべてのジョブを再実行")
  public static let rerunJobKey = LocalizedText(en: "re-run the selected job", ja: "選んだジョブを再実行")
  public static let cancelRunKey = LocalizedText(en: "cancel the run", ja: "実行を取り消す")
  public static let approveRunKey = LocalizedText(
    en: "approve the waiting run", ja: "承認待ちの実行を承認")
  public static let rerunShort = LocalizedText(en: "re-run", ja: "再実行")
  public static let cancelRunShort = LocalizedText(en: "cancel run", ja: "取り消す")
  public static let approveShort = LocalizedText(en: "approve", ja: "承認")

  /// The confirmation's question.
  public static func runWriteQuestion(_ write: WorkflowRunWrite, run label: String)
    -> LocalizedText
  {
    switch write {
    case .rerunFailed:
      LocalizedText(
        en: "Re-run the failed jobs of \(label)?", ja: "\(label) の失敗したジョブを再実行しますか?")
    case .rerunAll:
      LocalizedText(en: "Re-run every job of \(label)?", ja: "\(label) のすべてのジョブを再実行しますか?")
    case .rerunJob(_, let name):
      LocalizedText(
        en: "Re-run the job “\(name)” of \(label)?", ja: "\(label) のジョブ「\(name)」を再実行しますか?")
    case .cancel:
      LocalizedText(en: "Cancel \(label)?", ja: "\(label) を取り消しますか?")
    case .approve:
      LocalizedText(en: "Approve \(label) to run?", ja: "\(label) の実行を承認しますか?")
    }
  }

  /// What the confirmation says will happen.
  public static func runWriteDetail(_ write: WorkflowRunWrite) -> LocalizedText {
    switch write {
    case .rerunFailed:
      LocalizedText(
        en: "GitHub starts a new attempt of the failed jobs and the jobs that need them.",
        ja: "失敗したジョブと、それに依存するジョブを新しい試行として実行します。")
    case .rerunAll:
      LocalizedText(
        en: "GitHub starts a new attempt of the whole run.", ja: "実行全体を新しい試行として実行します。")
    case .rerunJob:
      LocalizedText(
        en: "GitHub starts a new attempt of this job and the jobs that need it.",
        ja: "このジョブと、それに依存するジョブを新しい試行として実行します。")
    case .cancel:
      LocalizedText(
        en: "The jobs still running stop, and the run ends as cancelled.",
        ja: "実行中のジョブは止まり、実行は取り消しで終わります。")
    case .approve:
      LocalizedText(
        en: "It comes from a fork by a first-time contributor: read its changes first, "
          + "since its workflows run with this repository's runners.",
        ja: "初めての貢献者のフォークからの実行です。このリポジトリのランナーで動くので、"
          + "先に変更を確かめてください。")
    }
  }

  /// The confirmation's button.
  public static func runWriteConfirm(_ write: WorkflowRunWrite) -> LocalizedText {
    switch write {
    case .rerunFailed, .rerunAll, .rerunJob: LocalizedText(en: "Re-run", ja: "再実行")
    case .cancel: LocalizedText(en: "Cancel run", ja: "実行を取り消す")
    case .approve: LocalizedText(en: "Approve and run", ja: "承認して実行")
    }
  }

  /// The confirmation's other button, which forgets the write.
  public static func runWriteKeep(_ write: WorkflowRunWrite) -> LocalizedText {
    switch write {
    case .cancel: LocalizedText(en: "Keep running", ja: "実行を続ける")
    default: .cancel
    }
  }

  /// Said as the write is sent.
  public static func runWriteSending(_ write: WorkflowRunWrite, run label: String)
    -> LocalizedText
  {
    switch write {
    case .rerunFailed, .rerunAll, .rerunJob:
      LocalizedText(en: "Asking GitHub to re-run \(label)…", ja: "\(label) の再実行を依頼中…")
    case .cancel: LocalizedText(en: "Asking GitHub to cancel \(label)…", ja: "\(label) の取り消しを依頼中…")
    case .approve: LocalizedText(en: "Approving \(label)…", ja: "\(label) を承認中…")
    }
  }

  /// Said once GitHub accepted it.
  public static func runWritten(_ write: WorkflowRunWrite, run label: String) -> LocalizedText {
    switch write {
    case .rerunFailed:
      LocalizedText(
        en: "GitHub accepted: the failed jobs of \(label) run again",
        ja: "受け付けられました: \(label) の失敗したジョブを再実行します")
    case .rerunAll:
      LocalizedText(
        en: "GitHub accepted: \(label) runs again", ja: "受け付けられました: \(label) を再実行します")
    case .rerunJob(_, let name):
      LocalizedText(
        en: "GitHub accepted: “\(name)” runs again", ja: "受け付けられました: 「\(name)」を再実行します")
    case .cancel:
      LocalizedText(
        en: "GitHub accepted: \(label) is being cancelled", ja: "受け付けられました: \(label) を取り消しています")
    case .approve:
      LocalizedText(
        en: "GitHub accepted: \(label) is approved and starts",
        ja: "受け付けられました: \(label) を承認し、実行を始めます")
    }
  }

  /// Said when a write to the run is still on its way.
  public static func runStillWriting(_ label: String) -> LocalizedText {
    LocalizedText(
      en: "Still waiting for GitHub's answer about \(label)", ja: "\(label) についての GitHub の応答を待っています"
    )
  }

  /// The failure alert's title.
  public static func runNotWritten(_ write: WorkflowRunWrite, run label: String) -> LocalizedText {
    switch write {
    case .rerunFailed, .rerunAll, .rerunJob:
      LocalizedText(en: "\(label) not re-run", ja: "\(label) を再実行できませんでした")
    case .cancel: LocalizedText(en: "\(label) not cancelled", ja: "\(label) を取り消せませんでした")
    case .approve: LocalizedText(en: "\(label) not approved", ja: "\(label) を承認できませんでした")
    }
  }

  /// GitHub refused it for the run's state, in its own words when it gave any.
  public static func runWriteRefused(_ write: WorkflowRunWrite, said: String?) -> LocalizedText {
    if let said {
      return LocalizedText(
        en: "GitHub refused. It says: “\(said)”", ja: "GitHub が拒否しました。理由:「\(said)」")
    }
    switch write {
    case .cancel:
      return LocalizedText(
        en: "The run had already finished: there was nothing left to cancel.",
        ja: "実行はすでに終わっていて、取り消すものはありませんでした。")
    default:
      return LocalizedText(
        en: "GitHub refused it as the run stands now: refresh with r and look again.",
        ja: "いまの実行の状態では受け付けられませんでした。r で読み直してください。")
    }
  }

  public static let cannotWriteRuns = LocalizedText(
    en: "You can't re-run, cancel or approve runs in this repository.",
    ja: "このリポジトリの実行は再実行も取り消しも承認もできません。")

}
