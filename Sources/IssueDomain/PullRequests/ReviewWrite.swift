/// One thing the user asked of a pull request's review: a comment on lines of its diff (alone,
/// or into the account's pending review), a reply, an edit or deletion of one of the account's
/// review comments, a thread resolved or not, the pending review submitted or discarded, or a
/// file marked viewed.
public enum ReviewWrite: Hashable, Sendable {
  /// `POST /pulls/{n}/comments`: a comment everyone sees at once.
  case comment(LineComment)
  /// Into the account's pending review: `POST /pulls/{n}/reviews` without an event starts one
  /// with it; with `reviewID` (the one already pending) GraphQL `addPullRequestReviewThread`
  /// adds it.
  case addToPendingReview(LineComment, reviewID: String?)
  /// GraphQL `addPullRequestReviewThreadReply`: into the pending review `reviewID` when there
  /// is one, else seen at once.
  case reply(threadID: String, body: String, reviewID: String?)
  /// GraphQL `updatePullRequestReviewComment`.
  case editComment(id: String, body: String)
  /// GraphQL `deletePullRequestReviewComment`.
  case deleteComment(id: String)
  /// GraphQL `resolveReviewThread`, or `unresolveReviewThread` when `resolved` is false.
  case resolve(threadID: String, resolved: Bool)
  /// GraphQL `submitPullRequestReview`: the pending review, with `event` and `body`, in one
  /// request.
  case submitPendingReview(reviewID: String, ReviewEvent, body: String)
  /// GraphQL `deletePullRequestReview`: the pending review and every comment in it.
  case discardPendingReview(reviewID: String)
  /// GraphQL `markFileAsViewed`, or `unmarkFileAsViewed` when `viewed` is false, on the pull
  /// request whose node id is `pullRequestID`.
  case markViewed(path: String, viewed: Bool, pullRequestID: String)
}

/// A comment on a line or a range of lines of one file of a pull request's diff, made on the
/// head commit the diff was read at.
public struct LineComment: Hashable, Sendable {
  public var path: String
  /// The range's last line (the only one of a single line), on `side`.
  public var line: Int
  public var side: DiffSide
  /// The range's first line, when it is a range.
  public var startLine: Int?
  public var startSide: DiffSide?
  public var body: String
  /// The head commit the lines were read at: GitHub refuses a comment on lines that moved.
  public var commitID: String

  public init(
    path: String, line: Int, side: DiffSide, startLine: Int? = nil, startSide: DiffSide? = nil,
    body: String, commitID: String
  ) {
    self.path = path
    self.line = line
    self.side = side
    self.startLine = startLine
    self.startSide = startSide
    self.body = body
    self.commitID = commitID
  }

  /// Whether it spans more than one line.
  public var isRange: Bool { startLine.map { $0 != line || startSide != side } ?? false }
}

extension ReviewWrite {
  /// The text the write sends, if it sends one.
  public var body: String? {
    switch self {
    case .comment(let comment), .addToPendingReview(let comment, _): comment.body
    case .reply(_, let body, _), .editComment(_, let body): body
    case .submitPendingReview(_, _, let body): body
    case .deleteComment, .resolve, .discardPendingReview, .markViewed: nil
    }
  }
}
