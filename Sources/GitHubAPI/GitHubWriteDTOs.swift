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
  /// `open` or `closed`.
  public var state: String?
  /// `completed`, `not_planned` or `reopened`.
  public var stateReason: String?
  public var labels: [String]?
  public var assignees: [String]?

  public init(
    state: String? = nil, stateReason: String? = nil, labels: [String]? = nil,
    assignees: [String]? = nil
  ) {
    self.state = state
    self.stateReason = stateReason
    self.labels = labels
    self.assignees = assignees
  }

  private enum CodingKeys: String, CodingKey {
    case state, labels, assignees
    case stateReason = "state_reason"
  }
}
