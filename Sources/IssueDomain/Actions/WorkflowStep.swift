import FoundationEssentials

/// One step of a job, as the run's page lists it.
public struct WorkflowStep: Hashable, Sendable {
  public var number: Int
  /// Untrusted text, made inert.
  public var name: String
  public var state: Check.State
  public var startedAt: Date?
  public var completedAt: Date?

  public init(
    number: Int, name: String, state: Check.State, startedAt: Date? = nil,
    completedAt: Date? = nil
  ) {
    self.number = number
    self.name = name
    self.state = state
    self.startedAt = startedAt
    self.completedAt = completedAt
  }

  /// How long it ran: `nil` until it has both ends, or when they are the wrong way round.
  public var duration: TimeInterval? {
    guard let startedAt, let completedAt, completedAt >= startedAt else { return nil }
    return completedAt.timeIntervalSince(startedAt)
  }
}
