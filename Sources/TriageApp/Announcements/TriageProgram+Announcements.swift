import AppCore
import ErrorHandling
import InboxFeature
import IssueDomain
import Localization
import SharedWrites
import TerminalUI

/// The fixed status line of screen-reader mode. The reducer compares what it watches
/// (`StatusFacts`) before and after each action, in one place, so no feature has to remember
/// to announce, and a countdown's ticks, which change none of it, are never said again.
extension TriageProgram {
  /// Runs `reduce` on `state` and, in screen-reader mode, sets the status line when the action
  /// made a status change.
  func announcing(
    _ action: AppAction, _ state: inout AppState,
    _ reduce: (inout AppState) -> Effect<AppAction>
  ) -> Effect<AppAction> {
    guard theme.screenReader else { return reduce(&state) }
    let inbox = Self.polledInbox(action)
    let before = StatusFacts(state, inbox: inbox)
    let effect = reduce(&state)
    let after = StatusFacts(state, inbox: inbox)
    if before != after, let text = announcement(from: before, to: after, state) {
      announce(text, &state)
    }
    return effect
  }

  /// Sets the status line to `text`, as a new change even when the words are the same.
  func announce(_ text: String, _ state: inout AppState) {
    state.announcement = Announcement(
      text: text, serial: (state.announcement?.serial ?? 0) &+ 1)
  }

  /// The inbox whose poll answered, when `action` is a poll's answer.
  private static func polledInbox(_ action: AppAction) -> ScreenID? {
    guard case .screen(let id, let event) = action,
      case .polled? = event as? InboxScreen.Event
    else { return nil }
    return id
  }

  /// What changed, in words: a wait starting, a write's notice, a retry, the footer's status,
  /// a completion's selection, new notifications. When one action makes more than one, the
  /// first of these is said.
  private func announcement(
    from before: StatusFacts, to after: StatusFacts, _ state: AppState
  ) -> String? {
    let language = environment.language
    if after.rateLimitsRaised != before.rateLimitsRaised,
      let wait = ([state.alerts.current].compactMap { $0 } + state.alerts.waiting)
        .last(where: { $0.remaining != nil })?.remaining
    {
      return AppError.rateLimitMessage(remaining: wait, in: language)
    }
    if after.writeNotice != before.writeNotice, let key = after.writeNotice,
      key.phase != .sending, let notice = state.writes.pending.notice
    {
      return theme.words(
        WriteOverlayView.bannerText(notice.entry, number: notice.reference.number, theme))
    }
    if after.automaticRetries > before.automaticRetries {
      return LocalizedText.retrying.text(in: language)
    }
    if after.status != before.status, let status = after.status {
      return status.text
    }
    if after.completion != before.completion, let said = after.completion {
      return said.text.text(in: language)
    }
    if let old = before.unreadThreads, let new = after.unreadThreads {
      let arrived = new.subtracting(old).count
      if arrived > 0 { return LocalizedText.newNotifications(arrived).text(in: language) }
    }
    return nil
  }
}
