/// The body of `POST …/comments`.
public struct CommentRequestDTO: Encodable, Sendable, Equatable {
  public var body: String

  public init(body: String) {
    self.body = body
  }
}

/// The body of `PATCH /repos/{owner}/{repo}/issues/{number}`: only the members that are set
/// are encoded, so a change of labels leaves the state alone. Labels and assignees are whole
/// sets, which makes the request idempotent.
public struct IssuePatchDTO: Encodable, Sendable, Equatable {
  /// What to do with the milestone: a number sets it, `clear` is sent as `null`, which GitHub
  /// reads as "no milestone" (an absent key keeps it).
  public enum MilestoneValue: Sendable, Equatable {
    case number(Int)
    case clear
  }

  /// `open` or `closed`.
  public var state: String?
  /// `completed`, `not_planned` or `reopened`.
  public var stateReason: String?
  public var labels: [String]?
  public var assignees: [String]?
  public var milestone: MilestoneValue?
  public var title: String?
  public var body: String?

  public init(
    state: String? = nil, stateReason: String? = nil, labels: [String]? = nil,
    assignees: [String]? = nil, milestone: MilestoneValue? = nil, title: String? = nil,
    body: String? = nil
  ) {
    self.title = title
    self.body = body
    self.state = state
    self.stateReason = stateReason
    self.labels = labels
    self.assignees = assignees
    self.milestone = milestone
  }

  // Written by hand: the synthesised encoder leaves nil out, and a cleared milestone must be
  // an explicit `null`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(state, forKey: .state)
    try container.encodeIfPresent(stateReason, forKey: .stateReason)
    try container.encodeIfPresent(labels, forKey: .labels)
    try container.encodeIfPresent(assignees, forKey: .assignees)
    try container.encodeIfPresent(title, forKey: .title)
    try container.encodeIfPresent(body, forKey: .body)
    switch milestone {
    case .number(let number)?: try container.encode(number, forKey: .milestone)
    case .clear?: try container.encodeNil(forKey: .milestone)
    case nil: break
    }
  }

  private enum CodingKeys: String, CodingKey {
    case state, labels, assignees, milestone, title, body
    case stateReason = "state_reason"
  }
}
