import AppCore
import InboxFeature
import IssueDomain
import ScreenState
import SharedWrites
import TerminalUI

/// What the fixed status line of screen-reader mode watches, read from the state before and
/// after an action: a status is announced when one of these changes in a way that is news, and
/// never because a countdown moved on a second, so the line is written once per change.
struct StatusFacts: Equatable {
  /// The footer's status, while it shows over the top screen.
  var status: StatusMessage?
  /// Rate limits raised so far: one more is a wait starting.
  var rateLimitsRaised: Int
  /// Automatic retries made, by screens and by writes: one more is a retry starting.
  var automaticRetries: Int
  /// The write notice's write and what it is doing, without its countdown's seconds.
  var writeNotice: WriteNoticeKey?
  /// The unread threads of the inbox an action is about, when its rows were loaded before.
  var unreadThreads: Set<String>?
  /// The selection of a completion list open on the top screen.
  var completion: Completion.Said?

  /// The write notice's identity: which attempt of which write, and in what phase.
  struct WriteNoticeKey: Equatable {
    var reference: IssueReference
    var serial: Int
    var phase: Phase
  }

  /// A write notice's phase: a countdown's next second is the same phase.
  enum Phase: Equatable {
    case failed, waiting, checking, sending
  }

  init(_ state: AppState, inbox: ScreenID?) {
    status = state.status.flatMap { $0.shows(over: state.top.id) ? $0 : nil }
    rateLimitsRaised = state.rateLimitsRaised
    let writes = state.writes.pending
    automaticRetries =
      state.automaticRetries.values.reduce(0, &+)
      &+ writes.entries.values.reduce(0) { $0 &+ $1.automaticRetries }
    writeNotice = writes.notice.map { notice in
      let phase =
        switch notice.entry.phase {
        case .failed: Phase.failed
        case .waiting: Phase.waiting
        case .checking: Phase.checking
        case .sending, .resending: Phase.sending
        }
      return WriteNoticeKey(
        reference: notice.reference, serial: notice.entry.serial, phase: phase)
    }
    completion = state.top.screen.completion?.said
    let store = inbox.flatMap { state.navigation[$0]?.as(InboxScreen.self)?.store }
    unreadThreads = store?.state.value.map { page in
      Set(page.items.lazy.filter(\.isUnread).map(\.id))
    }
  }
}
