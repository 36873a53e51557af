import AppCore
import IssueDomain
import Localization

/// A check's, job's or step's state in words: what the checks part, a run's page and screen
/// readers say.
extension LocalizedText {
  public static func checkState(_ state: Check.State) -> LocalizedText {
    switch state {
    case .pending: LocalizedText(en: "pending", ja: "実行中")
    case .success: LocalizedText(en: "passed", ja: "成功")
    case .failure: LocalizedText(en: "failed", ja: "失敗")
    case .neutral: LocalizedText(en: "neutral", ja: "中立")
    case .skipped: LocalizedText(en: "skipped", ja: "スキップ")
    case .cancelled: LocalizedText(en: "cancelled", ja: "キャンセル")
    }
  }

  /// A check whose run waits for a maintainer's approval, in the state's column.
  public static let awaitingApprovalState = LocalizedText(en: "waiting", ja: "承認待ち")
}
