import FoundationEssentials

/// One job of a workflow run: what a check run of GitHub Actions is.
public struct WorkflowJob: Hashable, Sendable, Identifiable {
  public var id: Int64
  /// Untrusted text, made inert.
  public var name: String
  public var state: Check.State
  public var startedAt: Date?
  public var completedAt: Date?
  public var steps: [WorkflowStep]

  public init(
    id: Int64, name: String, state: Check.State, startedAt: Date? = nil,
    completedAt: Date? = nil, steps: [WorkflowStep] = []
  ) {
    self.id = id
    self.name = name
    self.state = state
    self.startedAt = startedAt
    self.completedAt = completedAt
    self.steps = steps
  }

  /// How long it ran: `nil` until it has both ends, or when they are the wrong way round.
  public var duration: TimeInterval? {
    guard let startedAt, let completedAt, completedAt >= startedAt else { return nil }
    return completedAt.timeIntervalSince(startedAt)
  }
}
