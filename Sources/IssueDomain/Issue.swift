import FoundationEssentials

/// An issue (or pull request) as the screens need it: what a list row and the detail view show.
///
/// It is the domain's entity, independent of GitHub's JSON, so repositories of any kind (the demo
/// data, the REST API) produce the same value and screens never see a DTO.
public struct Issue: Identifiable, Hashable, Sendable {
  /// The repository and number: a search lists issues of many repositories, where numbers
  /// repeat, so the number alone can't identify a row.
  public var id: IssueReference { IssueReference(repository: repository, number: number) }
  /// The repository it belongs to; `nil` when the list it came from is of one repository and
  /// the server didn't say.
  public var repository: RepositoryName?
  /// The number shown as `#123`.
  public var number: Int
  /// The title. Untrusted text: sanitise before drawing.
  public var title: String
  /// Open or closed.
  public var state: IssueState
  /// Who opened it.
  public var author: User
  /// Labels in the order the server gave them.
  public var labels: [Label]
  /// The people assigned, in the server's order.
  public var assignees: [User]
  /// The milestone's title, if it has one. Untrusted text.
  public var milestone: String?
  /// Why it was closed, when the server said.
  public var stateReason: IssueStateReason?
  /// When it last changed; `nil` when the server didn't say.
  public var updatedAt: Date?
  /// How many comments the issue has, so a row can show it without loading them; `nil` when
  /// the server didn't say.
  public var commentCount: Int?
  /// When it was opened. A date rather than an age so the screen computes "3 days ago" from its
  /// own injected clock and the value never goes stale.
  public var createdAt: Date
  /// The body in Markdown source form; empty when there is none. Untrusted text. At most
  /// `DocumentLimit.bytes`: a longer one is cut, and `isBodyTruncated` says so.
  public var body: String
  /// Whether the server sent more body than `DocumentLimit.bytes` and the rest was let go.
  public var isBodyTruncated: Bool
  /// Whether this is a pull request: GitHub's issues endpoint returns those too.
  public var isPullRequest: Bool
  /// A pull request opened as a draft (and not yet marked ready); false for an issue.
  public var isDraft: Bool
  /// A pull request that was merged (closed with its commits taken); false for an issue.
  public var isMerged: Bool
  /// The page on the web (`html_url`), for opening in a browser. Untrusted text.
  public var url: String
  /// The reactions to the body, as counted when it was loaded.
  public var reactions: Reactions

  /// Creates an issue.
  public init(
    number: Int, title: String, state: IssueState, author: User, labels: [Label],
    commentCount: Int?, createdAt: Date, body: String, isPullRequest: Bool = false, url: String,
    repository: RepositoryName? = nil, assignees: [User] = [], milestone: String? = nil,
    stateReason: IssueStateReason? = nil, updatedAt: Date? = nil, isBodyTruncated: Bool = false,
    isDraft: Bool = false, isMerged: Bool = false, reactions: Reactions = .none
  ) {
    self.reactions = reactions
    self.repository = repository
    self.assignees = assignees
    self.milestone = milestone
    self.stateReason = stateReason
    self.updatedAt = updatedAt
    self.number = number
    self.title = title
    self.state = state
    self.author = author
    self.labels = labels
    self.commentCount = commentCount
    self.createdAt = createdAt
    let kept = DocumentLimit.kept(body)
    self.body = kept.text
    self.isBodyTruncated = isBodyTruncated || kept.isCut
    self.isPullRequest = isPullRequest
    self.isDraft = isPullRequest && isDraft
    self.isMerged = isPullRequest && isMerged
    self.url = url
  }
}

extension Issue {
  /// What a pull request's glyph and header say, or `nil` for an issue.
  public var pullRequestState: PullRequestState? {
    guard isPullRequest else { return nil }
    return PullRequestState(isClosed: state == .closed, isMerged: isMerged, isDraft: isDraft)
  }
}
