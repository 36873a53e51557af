import FoundationEssentials
import IssueDomain

/// An issue as stored: the entity's fields as JSON, so the domain's types stay free of a
/// storage format. Decoding goes through `Issue.init`, which applies the document limit again.
struct IssueRecord: Codable {
  var owner: String?
  var name: String?
  var number: Int
  var title: String
  var isOpen: Bool
  var author: String
  var labels: [LabelRecord]
  var assignees: [String]
  var milestone: String?
  var stateReason: String?
  var updatedAt: Date?
  var commentCount: Int?
  var createdAt: Date
  var body: String
  var isBodyTruncated: Bool
  var isPullRequest: Bool
  var url: String
  /// The body's reaction counts; absent in issues kept before reactions were.
  var reactions: [String: Int]?

  struct LabelRecord: Codable {
    var name: String
    var color: String?
  }

  init(_ issue: Issue) {
    owner = issue.repository?.owner
    name = issue.repository?.name
    number = issue.number
    title = issue.title
    isOpen = issue.state == .open
    author = issue.author.login
    labels = issue.labels.map { LabelRecord(name: $0.name, color: $0.color) }
    assignees = issue.assignees.map(\.login)
    milestone = issue.milestone
    stateReason = issue.stateReason?.rawValue
    updatedAt = issue.updatedAt
    commentCount = issue.commentCount
    createdAt = issue.createdAt
    body = issue.body
    isBodyTruncated = issue.isBodyTruncated
    isPullRequest = issue.isPullRequest
    url = issue.url
    reactions = ReactionsRecord.counts(issue.reactions)
  }

  var issue: Issue {
    let repository = owner.flatMap { owner in name.map { RepositoryName(owner: owner, name: $0) } }
    return Issue(
      number: number, title: title, state: isOpen ? .open : .closed, author: User(login: author),
      labels: labels.map { Label(name: $0.name, color: $0.color) }, commentCount: commentCount,
      createdAt: createdAt, body: body, isPullRequest: isPullRequest, url: url,
      repository: repository, assignees: assignees.map(User.init(login:)), milestone: milestone,
      stateReason: stateReason.flatMap(IssueStateReason.init(rawValue:)), updatedAt: updatedAt,
      isBodyTruncated: isBodyTruncated, reactions: ReactionsRecord.reactions(reactions))
  }
}
