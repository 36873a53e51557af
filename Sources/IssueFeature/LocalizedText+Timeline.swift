import AppCore
import IssueDomain
import Localization

/// How the issue page says what happened between comments, one line an event, and its `t` key.
extension LocalizedText {
  public static let toggleTimelineDescription = LocalizedText(
    en: "hide or show the events between comments", ja: "コメント間のイベントの表示・非表示")

  /// The line for `event`, without its age. The actor, labels and titles are the server's,
  /// sanitised and bounded when they were read.
  public static func timelineEvent(_ event: TimelineEvent) -> LocalizedText {
    let who = event.actor?.login ?? "ghost"
    switch event.kind {
    case .labeled(let label):
      return LocalizedText(
        en: "\(who) added the \(label) label", ja: "\(who) が \(label) ラベルを追加しました")
    case .unlabeled(let label):
      return LocalizedText(
        en: "\(who) removed the \(label) label", ja: "\(who) が \(label) ラベルを外しました")
    case .assigned(let user):
      return LocalizedText(
        en: "\(who) assigned \(user.login)", ja: "\(who) が \(user.login) を担当者にしました")
    case .unassigned(let user):
      return LocalizedText(
        en: "\(who) unassigned \(user.login)", ja: "\(who) が \(user.login) を担当者から外しました")
    case .closed(let reason):
      return closed(by: who, reason)
    case .reopened:
      return LocalizedText(en: "\(who) reopened this", ja: "\(who) が再オープンしました")
    case .renamed(let from, let to):
      return LocalizedText(
        en: "\(who) changed the title from “\(from)” to “\(to)”",
        ja: "\(who) がタイトルを「\(from)」から「\(to)」に変更しました")
    case .milestoned(let milestone):
      return LocalizedText(
        en: "\(who) added this to the \(milestone) milestone",
        ja: "\(who) がマイルストーン \(milestone) に追加しました")
    case .demilestoned(let milestone):
      return LocalizedText(
        en: "\(who) removed this from the \(milestone) milestone",
        ja: "\(who) がマイルストーン \(milestone) から外しました")
    case .referenced(let commit):
      return LocalizedText(
        en: "\(who) referenced this in commit \(commit)",
        ja: "\(who) がコミット \(commit) で参照しました")
    case .crossReferenced(let number, let isPullRequest, let repository):
      let target = "\(repository.map(\.description) ?? "")#\(number)"
      return isPullRequest
        ? LocalizedText(
          en: "\(who) mentioned this in pull request \(target)",
          ja: "\(who) がプルリクエスト \(target) で言及しました")
        : LocalizedText(
          en: "\(who) mentioned this in issue \(target)", ja: "\(who) が Issue \(target) で言及しました")
    case .locked(let reason):
      guard let reason, !reason.isEmpty else {
        return LocalizedText(en: "\(who) locked this", ja: "\(who) がロックしました")
      }
      return LocalizedText(
        en: "\(who) locked this as \(reason)", ja: "\(who) がロックしました（\(reason)）")
    case .unlocked:
      return LocalizedText(en: "\(who) unlocked this", ja: "\(who) がロックを解除しました")
    case .other(let name):
      // No actor (a commit on a pull request names none): the name alone, not a "ghost".
      return .verbatim(event.actor.map { "\($0.login): \(name)" } ?? name)
    }
  }

  private static func closed(by who: String, _ reason: IssueStateReason?) -> LocalizedText {
    switch reason {
    case .completed:
      LocalizedText(en: "\(who) closed this as completed", ja: "\(who) が完了としてクローズしました")
    case .notPlanned:
      LocalizedText(
        en: "\(who) closed this as not planned", ja: "\(who) が対応しないとしてクローズしました")
    case .duplicate:
      LocalizedText(
        en: "\(who) closed this as a duplicate", ja: "\(who) が重複としてクローズしました")
    case .reopened, nil:
      LocalizedText(en: "\(who) closed this", ja: "\(who) がクローズしました")
    }
  }
}
