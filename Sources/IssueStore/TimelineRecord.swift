import FoundationEssentials
import IssueDomain

/// An entry of an issue's conversation as stored, as JSON: a comment, an event or a review,
/// whichever is set. A row with none (written by a later version) is skipped.
struct TimelineRecord: Codable {
  var comment: CommentRecord?
  var event: EventRecord?
  var review: ReviewRecord?

  init(_ entry: TimelineEntry) {
    switch entry {
    case .comment(let comment): self.comment = CommentRecord(comment)
    case .event(let event): self.event = EventRecord(event)
    case .review(let review): self.review = ReviewRecord(review)
    }
  }

  var entry: TimelineEntry? {
    if let comment { return .comment(comment.comment) }
    if let review { return review.review.map(TimelineEntry.review) }
    return event.map { .event($0.event) }
  }

  /// A submitted review; its standing by name, and one this version doesn't know is skipped.
  struct ReviewRecord: Codable {
    var id: Int
    var nodeID: String
    var author: String
    var standing: String
    var body: String
    var isBodyTruncated: Bool
    var submittedAt: Date?

    init(_ review: SubmittedReview) {
      id = review.id
      nodeID = review.nodeID
      author = review.author.login
      standing = review.standing.rawValue
      body = review.body
      isBodyTruncated = review.isBodyTruncated
      submittedAt = review.submittedAt
    }

    var review: SubmittedReview? {
      guard let standing = Reviewer.Standing(rawValue: standing) else { return nil }
      return SubmittedReview(
        id: id, nodeID: nodeID, author: User(login: author), standing: standing, body: body,
        isBodyTruncated: isBodyTruncated, submittedAt: submittedAt)
    }
  }

  /// An event: its type as GitHub names it, and the fields that type uses.
  struct EventRecord: Codable {
    var id: String
    var actor: String?
    var createdAt: Date?
    var type: String
    /// The label, milestone, commit, lock reason or close reason; a rename's old title.
    var text: String?
    /// A rename's new title.
    var to: String?
    /// The assignee.
    var user: String?
    /// A cross-reference's issue, and its repository when it is another one.
    var number: Int?
    var isPullRequest: Bool?
    var owner: String?
    var name: String?

    init(_ event: TimelineEvent) {
      id = event.id
      actor = event.actor?.login
      createdAt = event.createdAt
      switch event.kind {
      case .labeled(let label): (type, text) = ("labeled", label)
      case .unlabeled(let label): (type, text) = ("unlabeled", label)
      case .assigned(let assignee): (type, user) = ("assigned", assignee.login)
      case .unassigned(let assignee): (type, user) = ("unassigned", assignee.login)
      case .closed(let reason): (type, text) = ("closed", reason?.rawValue)
      case .reopened: type = "reopened"
      case .renamed(let from, let to): (type, text, self.to) = ("renamed", from, to)
      case .milestoned(let title): (type, text) = ("milestoned", title)
      case .demilestoned(let title): (type, text) = ("demilestoned", title)
      case .referenced(let commit): (type, text) = ("referenced", commit)
      case .crossReferenced(let number, let isPullRequest, let repository):
        type = "cross-referenced"
        self.number = number
        self.isPullRequest = isPullRequest
        owner = repository?.owner
        name = repository?.name
      case .locked(let reason): (type, text) = ("locked", reason)
      case .unlocked: type = "unlocked"
      // Its own type under a name no known one has, so it reads back as `other`.
      case .other(let other): (type, text) = ("other", other)
      }
    }

    var event: TimelineEvent {
      TimelineEvent(
        id: id, actor: actor.map(User.init(login:)), kind: kind, createdAt: createdAt)
    }

    private var kind: TimelineEvent.Kind {
      switch type {
      case "labeled": .labeled(text ?? "")
      case "unlabeled": .unlabeled(text ?? "")
      case "assigned": .assigned(User(login: user ?? "ghost"))
      case "unassigned": .unassigned(User(login: user ?? "ghost"))
      case "closed": .closed(text.flatMap(IssueStateReason.init(rawValue:)))
      case "reopened": .reopened
      case "renamed": .renamed(from: text ?? "", to: to ?? "")
      case "milestoned": .milestoned(text ?? "")
      case "demilestoned": .demilestoned(text ?? "")
      case "referenced": .referenced(commit: text ?? "?")
      case "cross-referenced":
        .crossReferenced(
          number: number ?? 0, isPullRequest: isPullRequest ?? false,
          repository: owner.flatMap { owner in
            name.map { RepositoryName(owner: owner, name: $0) }
          })
      case "locked": .locked(reason: text)
      case "unlocked": .unlocked
      default: .other(text ?? type)
      }
    }
  }
}
