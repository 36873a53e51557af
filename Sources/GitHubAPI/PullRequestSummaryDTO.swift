/// What the summaries query answered: each pull request's values as GitHub spelled them (the
/// enums are mapped, and unknown ones dropped, on the way into the domain), and how many
/// GraphQL errors came with them.
public struct PullRequestSummariesDTO: Sendable, Equatable {
  public var summaries: [PullRequestKey: PullRequestSummaryDTO]
  public var errors: Int

  public init(summaries: [PullRequestKey: PullRequestSummaryDTO], errors: Int) {
    self.summaries = summaries
    self.errors = errors
  }
}

/// One pull request's answer. A field of the wrong type is `nil`, not a failed answer: one odd
/// value blanks one column of one row.
public struct PullRequestSummaryDTO: Sendable, Equatable {
  public var reviewDecision: String?
  public var additions: Int?
  public var deletions: Int?
  /// The last commit's `statusCheckRollup.state`.
  public var checksState: String?

  public init(
    reviewDecision: String? = nil, additions: Int? = nil, deletions: Int? = nil,
    checksState: String? = nil
  ) {
    self.reviewDecision = reviewDecision
    self.additions = additions
    self.deletions = deletions
    self.checksState = checksState
  }

  init(_ node: GraphQLSummariesBody.PullRequestNode) {
    reviewDecision = node.reviewDecision?.value
    additions = node.additions?.value
    deletions = node.deletions?.value
    checksState =
      node.commits?.value?.nodes?.value?.last?.value?.commit?.value?
      .statusCheckRollup?.value?.state?.value
  }
}

/// The summaries answer as it is read: every level `Lenient`, so that a value of the wrong type
/// (a number where a string was, an object where a list was, `null` anywhere) is read as
/// missing rather than failing the whole answer.
struct GraphQLSummariesBody: Decodable {
  struct RepositoryNode: Decodable {
    var pullRequest: Lenient<PullRequestNode>?
  }
  struct PullRequestNode: Decodable {
    var reviewDecision: Lenient<String>?
    var additions: Lenient<Int>?
    var deletions: Lenient<Int>?
    var commits: Lenient<Commits>?
  }
  struct Commits: Decodable {
    var nodes: Lenient<[Lenient<CommitNode>]>?
  }
  struct CommitNode: Decodable {
    var commit: Lenient<Commit>?
  }
  struct Commit: Decodable {
    var statusCheckRollup: Lenient<Rollup>?
  }
  struct Rollup: Decodable {
    var state: Lenient<String>?
  }
  /// Only counted: its message is the server's text, never shown.
  struct ErrorNode: Decodable {}

  var data: Lenient<[String: Lenient<RepositoryNode>]>?
  var errors: Lenient<[Lenient<ErrorNode>]>?
}

/// A value that decodes as `nil` when it isn't a `Value`, instead of failing its container.
struct Lenient<Value: Decodable>: Decodable {
  var value: Value?

  init(from decoder: any Decoder) throws {
    value = try? Value(from: decoder)
  }
}
