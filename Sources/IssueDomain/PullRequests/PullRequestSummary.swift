/// What a pull request row shows beyond what a list's answer carries: the review decision, the
/// head's checks rolled up, and the size. Each part is `nil` when the server didn't say (or
/// said something this version doesn't know), and the row leaves its column blank.
public struct PullRequestSummary: Hashable, Sendable {
  public var reviewDecision: ReviewDecision?
  /// The head commit's checks rolled up: `success`, `failure` or `pending` only.
  public var checks: Check.State?
  /// Lines added and removed; never negative.
  public var additions: Int?
  public var deletions: Int?

  /// The most pull requests asked about in one request: more rows than any terminal shows, and
  /// a bound on the query a hostile list could make the client build.
  public static let windowLimit = 60

  public init(
    reviewDecision: ReviewDecision? = nil, checks: Check.State? = nil, additions: Int? = nil,
    deletions: Int? = nil
  ) {
    self.reviewDecision = reviewDecision
    self.checks = checks
    self.additions = additions.flatMap { $0 >= 0 ? $0 : nil }
    self.deletions = deletions.flatMap { $0 >= 0 ? $0 : nil }
  }

  /// A pull request's page says these things too, from its own requests: a row says the same.
  public init(_ pullRequest: PullRequest, checks: CommitChecks?) {
    self.init(
      reviewDecision: pullRequest.reviewDecision, checks: checks?.overall.map(Self.rolledUp),
      additions: pullRequest.additions, deletions: pullRequest.deletions)
  }

  /// A check's state as a rollup says it: neutral and skipped count as passing, cancelled as
  /// failing, as `CommitChecks.overall` adds them up.
  static func rolledUp(_ state: Check.State) -> Check.State {
    switch state {
    case .success, .neutral, .skipped: .success
    case .failure, .cancelled: .failure
    case .pending: .pending
    }
  }
}
