import FoundationEssentials
import IssueDomain
import SystemSupport

/// The demo's notifications: a thread for every reason and every kind of subject, on the demo's
/// repositories, and one more arriving every `arrivalInterval` of the demo's clock, so the
/// inbox changes while it is watched. Pure functions of the reference date and the time elapsed.
enum DemoInbox {
  /// How often a new thread arrives.
  static let arrivalInterval = Duration.seconds(90)
  /// How many arrivals the demo makes at most: the inbox stays a size a demo can show.
  static let arrivalLimit = 40
  /// The poll interval the demo's server names, as GitHub's usually does.
  static let pollInterval = Duration.seconds(60)
  /// The poll interval while the demo's server is "under load" (`DemoSwitches.isPollingSlowed`),
  /// as GitHub may raise it.
  static let slowedPollInterval = Duration.seconds(300)

  /// The threads there are `elapsed` after start, newest first.
  static func threads(at elapsed: Duration, now: Date) -> [InboxThread] {
    let arrived = min(arrivalLimit, Int(elapsed / arrivalInterval))
    let fresh = (0..<arrived).map { index in
      let seat = seats[index % seats.count]
      return thread(
        id: 1000 + index, seat, unread: true,
        at: now.addingTimeInterval(Double(index + 1) * arrivalInterval.timeInterval))
    }
    let standing = seats.enumerated().map { index, seat in
      thread(
        id: 100 + index, seat, unread: index % 3 != 2,
        at: now.addingTimeInterval(-Double(index * 47 + 5) * 60))
    }
    return fresh.reversed() + standing
  }

  /// The `Last-Modified` of an inbox: when its newest thread arrived, or the last change to
  /// it was made if later, as an HTTP date.
  static func lastModified(of threads: [InboxThread], changedAt: Date? = nil) -> String {
    let newest = (threads.map(\.updatedAt) + [changedAt].compactMap { $0 }).max() ?? .distantPast
    return httpDate(newest)
  }

  /// `date` as HTTP writes it, `EEE, dd MMM yyyy HH:mm:ss 'GMT'` in English: the days' and
  /// months' names are HTTP's, whatever the locale.
  static func httpDate(_ date: Date) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = .gmt
    let parts = calendar.dateComponents(
      [.weekday, .day, .month, .year, .hour, .minute, .second], from: date)
    let days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    let months = [
      "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]
    func two(_ value: Int?) -> String {
      let text = String(value ?? 0)
      return text.count < 2 ? "0" + text : text
    }
    let day = days[((parts.weekday ?? 1) - 1 + 7) % 7]
    let month = months[((parts.month ?? 1) - 1 + 12) % 12]
    return "\(day), \(two(parts.day)) \(month) \(parts.year ?? 0) "
      + "\(two(parts.hour)):\(two(parts.minute)):\(two(parts.second)) GMT"
  }

  /// One kind of thread: why it is there, what it is about, and where.
  private struct Seat {
    var reason: InboxReason
    var kind: InboxSubject.Kind
    var scenario: DemoScenario
    var number: Int?
    var title: String
  }

  private static func thread(id: Int, _ seat: Seat, unread: Bool, at date: Date) -> InboxThread {
    InboxThread(
      id: "\(id)", repository: seat.scenario.name,
      subject: InboxSubject(title: seat.title, kind: seat.kind, number: seat.number),
      reason: seat.reason, isUnread: unread, updatedAt: date)
  }

  /// Every reason GitHub documents, and every kind of subject, once at least.
  private static let seats: [Seat] = [
    Seat(
      reason: .mention, kind: .issue, scenario: .busy, number: 160,
      title: "Crash when opening settings with an empty profile"),
    Seat(
      reason: .reviewRequested, kind: .pullRequest, scenario: .busy, number: 159,
      title: "Wrap long titles by display width"),
    Seat(
      reason: .assign, kind: .issue, scenario: .busy, number: 158,
      title: "日本語のタイトルが正しく表示されない"),
    Seat(
      reason: .teamMention, kind: .discussion, scenario: .busy, number: nil,
      title: "Roadmap: the next quarter"),
    Seat(
      reason: .ciActivity, kind: .checkSuite, scenario: .flaky, number: nil,
      title: "CI workflow run failed for main"),
    Seat(
      reason: .stateChange, kind: .issue, scenario: .busy, number: 157,
      title: "Paging stops after the third page"),
    Seat(
      reason: .author, kind: .pullRequest, scenario: .busy, number: 154,
      title: "絵文字 🎉 in titles keeps its width"),
    Seat(
      reason: .comment, kind: .issue, scenario: .busy, number: 155,
      title: "Spinner keeps running after a failed refresh"),
    Seat(
      reason: .subscribed, kind: .release, scenario: .busy, number: nil, title: "v2.0.0"),
    Seat(
      reason: .manual, kind: .commit, scenario: .busy, number: nil,
      title: "Fix the footer's width in Japanese"),
    Seat(
      reason: .invitation, kind: .other("RepositoryInvitation"), scenario: .empty, number: nil,
      title: "Invitation to join demo/empty"),
    Seat(
      reason: .approvalRequested, kind: .checkSuite, scenario: .slow, number: nil,
      title: "Deployment to production awaits approval"),
    Seat(
      reason: .memberFeatureRequested, kind: .other("MemberFeatureRequest"),
      scenario: .busy, number: nil, title: "A member asked for Copilot"),
    Seat(
      reason: .securityAlert, kind: .vulnerabilityAlert, scenario: .busy, number: nil,
      title: "A dependency has a known vulnerability"),
    Seat(
      reason: .securityAdvisoryCredit, kind: .other("SecurityAdvisory"), scenario: .busy,
      number: nil, title: "You were credited on an advisory"),
    Seat(
      reason: .other("future_reason"), kind: .issue, scenario: .busy, number: 152,
      title: "A reason this version doesn't know"),
    // Where the inbox's actions fail: every change to these answers 403, or 404.
    Seat(
      reason: .mention, kind: .issue, scenario: .readonly, number: 3,
      title: "Someone else's repository: read, but not yours to change"),
    Seat(
      reason: .subscribed, kind: .issue, scenario: .missing, number: 2,
      title: "A repository deleted since you were notified"),
  ]
}
