import FoundationEssentials

/// One check of a commit: a check run (Actions and other apps) or a commit status (the older
/// API that CI services post to). Both say the same things here: a name, a state, when it ran.
public struct Check: Hashable, Sendable, Identifiable {
  public enum State: String, Hashable, Sendable, CaseIterable {
    case pending, success, failure, neutral, skipped, cancelled
  }

  /// Check runs and statuses are counted apart, and names may repeat across them.
  public var id: String { "\(isStatus ? "status" : "run"):\(name)" }
  /// Untrusted text.
  public var name: String
  public var state: State
  public var startedAt: Date?
  public var completedAt: Date?
  /// Where its details are on the web; empty when it has none. Untrusted text.
  public var url: String
  /// A commit status rather than a check run.
  public var isStatus: Bool
  /// For a GitHub Actions check, its job and the run it is part of: what Enter opens.
  public var actionsJob: ActionsJobReference?
  /// Its run waits for a maintainer's approval (a first-time contributor's fork): pending, and
  /// never starting by itself.
  public var awaitsApproval: Bool

  public init(
    name: String, state: State, startedAt: Date? = nil, completedAt: Date? = nil,
    url: String = "", isStatus: Bool = false, actionsJob: ActionsJobReference? = nil,
    awaitsApproval: Bool = false
  ) {
    self.awaitsApproval = awaitsApproval
    self.name = name
    self.state = state
    self.startedAt = startedAt
    self.completedAt = completedAt
    self.url = url
    self.isStatus = isStatus
    self.actionsJob = actionsJob
  }

  /// How long it ran: `nil` until it has both ends, or when they are the wrong way round.
  public var duration: TimeInterval? {
    guard let startedAt, let completedAt, completedAt >= startedAt else { return nil }
    return completedAt.timeIntervalSince(startedAt)
  }
}

/// The checks of a commit, and what they add up to.
public struct CommitChecks: Hashable, Sendable {
  public var checks: [Check]
  /// Whether more checks exist than were kept.
  public var isIncomplete: Bool

  public init(checks: [Check], isIncomplete: Bool = false) {
    self.checks = checks
    self.isIncomplete = isIncomplete
  }

  /// Failing when any failed or was cancelled, pending while any runs, passing when every one
  /// passed (or was skipped or neutral); `nil` with no checks at all.
  public var overall: Check.State? {
    guard !checks.isEmpty else { return nil }
    if checks.contains(where: { $0.state == .failure || $0.state == .cancelled }) {
      return .failure
    }
    if checks.contains(where: { $0.state == .pending }) { return .pending }
    return .success
  }
}
