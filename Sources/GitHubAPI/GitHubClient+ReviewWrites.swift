import FoundationEssentials

/// The writes of a pull request's review: a comment on lines through REST (the only place
/// that takes the commit it was made on), a pending review started through REST, and the rest
/// through GraphQL's mutations, every id a variable, never in the query's text. Each is one
/// request, never retried by the client.
extension GitHubClient {
  /// `POST /repos/{owner}/{repo}/pulls/{number}/comments`: a comment on `line` (and from
  /// `start_line`) of `path`, on `side`, at `commit_id`.
  public func createReviewComment(
    _ comment: LineCommentDTO, owner: String, name: String, number: Int, token: String?
  ) async throws(GitHubServiceError) {
    _ = try await send(
      "POST", url("repos", owner, name, "pulls", "\(number)", "comments"),
      json: try Self.json(comment), token: token,
      invalidating: affectedByWrite(toPullRequest: number, owner: owner, name: name))
  }

  /// `POST /repos/{owner}/{repo}/pulls/{number}/reviews` with no `event`: a pending review
  /// holding `comment`, made on `commit_id`. Returns the review's node id.
  public func startPendingReview(
    with comment: LineCommentDTO, owner: String, name: String, number: Int, token: String?
  ) async throws(GitHubServiceError) -> String? {
    let response = try await send(
      "POST", url("repos", owner, name, "pulls", "\(number)", "reviews"),
      json: try Self.json(
        PendingReviewDTO(commitID: comment.commitID, comments: [.init(comment)])),
      token: token,
      invalidating: affectedByWrite(toPullRequest: number, owner: owner, name: name))
    return try decode(ReviewDTO.self, from: response).nodeID
  }

  /// `POST /graphql` with `mutation`. GitHub answers a refusal with 200 and `errors`: that is
  /// a 422 here, with GraphQL's first message.
  public func mutateReview(
    _ mutation: ReviewMutation, owner: String, name: String, number: Int, token: String?
  ) async throws(GitHubServiceError) {
    let (declarations, input, variables) = mutation.arguments
    let query =
      "mutation(\(declarations)) { \(mutation.field)(input: {\(input)}) { clientMutationId } }"
    let response = try await send(
      "POST", graphQLURL, json: try Self.json(GraphQLRequest(query: query, variables: variables)),
      token: token, invalidating: affectedByWrite(toPullRequest: number, owner: owner, name: name))
    let body = try decode(GraphQLErrorsBody.self, from: response)
    if let first = body.errors?.first {
      throw .unprocessable([GitHubFieldError(code: "graphql", message: first.message ?? "")])
    }
  }

  struct GraphQLErrorsBody: Decodable {
    struct Problem: Decodable {
      var message: String?
    }
    var errors: [Problem]?
  }
}

/// A comment on lines as REST's endpoints name its fields.
public struct LineCommentDTO: Encodable, Sendable, Equatable {
  public var body: String
  public var commitID: String
  public var path: String
  public var line: Int
  /// `LEFT` or `RIGHT`.
  public var side: String
  public var startLine: Int?
  public var startSide: String?

  public init(
    body: String, commitID: String, path: String, line: Int, side: String,
    startLine: Int? = nil, startSide: String? = nil
  ) {
    self.body = body
    self.commitID = commitID
    self.path = path
    self.line = line
    self.side = side
    self.startLine = startLine
    self.startSide = startSide
  }

  enum CodingKeys: String, CodingKey {
    case body, path, line, side
    case commitID = "commit_id"
    case startLine = "start_line"
    case startSide = "start_side"
  }
}

/// `POST /pulls/{n}/reviews` without an event, which leaves the review pending.
private struct PendingReviewDTO: Encodable {
  struct Comment: Encodable {
    var body: String
    var path: String
    var line: Int
    var side: String
    var startLine: Int?
    var startSide: String?

    init(_ comment: LineCommentDTO) {
      body = comment.body
      path = comment.path
      line = comment.line
      side = comment.side
      startLine = comment.startLine
      startSide = comment.startSide
    }

    enum CodingKeys: String, CodingKey {
      case body, path, line, side
      case startLine = "start_line"
      case startSide = "start_side"
    }
  }

  var commitID: String
  var comments: [Comment]

  enum CodingKeys: String, CodingKey {
    case comments
    case commitID = "commit_id"
  }
}

/// A GraphQL mutation of a review, by GitHub's field and input names.
public enum ReviewMutation: Hashable, Sendable {
  /// A thread on lines of `path` into the pending review `reviewID`.
  case addThread(
    reviewID: String, path: String, line: Int, side: String, startLine: Int?,
    startSide: String?, body: String)
  /// A reply to thread `threadID`, into the pending review `reviewID` when there is one.
  case reply(threadID: String, body: String, reviewID: String?)
  case updateComment(id: String, body: String)
  case deleteComment(id: String)
  case resolveThread(id: String)
  case unresolveThread(id: String)
  /// `event` is GitHub's `APPROVE`, `REQUEST_CHANGES` or `COMMENT`.
  case submitReview(id: String, event: String, body: String)
  case deleteReview(id: String)
  case markFileViewed(pullRequestID: String, path: String)
  case unmarkFileViewed(pullRequestID: String, path: String)

  var field: String {
    switch self {
    case .addThread: "addPullRequestReviewThread"
    case .reply: "addPullRequestReviewThreadReply"
    case .updateComment: "updatePullRequestReviewComment"
    case .deleteComment: "deletePullRequestReviewComment"
    case .resolveThread: "resolveReviewThread"
    case .unresolveThread: "unresolveReviewThread"
    case .submitReview: "submitPullRequestReview"
    case .deleteReview: "deletePullRequestReview"
    case .markFileViewed: "markFileAsViewed"
    case .unmarkFileViewed: "unmarkFileAsViewed"
    }
  }

  /// The variables' declarations, the input naming them, and their values.
  var arguments: (String, String, [String: GraphQLRequest.Value]) {
    var fields: [(name: String, type: String, value: GraphQLRequest.Value)] = []
    switch self {
    case .addThread(
      let review, let path, let line, let side, let startLine, let startSide, let body):
      fields = [
        ("pullRequestReviewId", "ID!", .string(review)), ("path", "String!", .string(path)),
        ("line", "Int!", .int(line)), ("side", "DiffSide!", .string(side)),
        ("body", "String!", .string(body)),
      ]
      if let startLine { fields.append(("startLine", "Int", .int(startLine))) }
      if let startSide { fields.append(("startSide", "DiffSide", .string(startSide))) }
    case .reply(let thread, let body, let review):
      fields = [
        ("pullRequestReviewThreadId", "ID!", .string(thread)), ("body", "String!", .string(body)),
      ]
      if let review { fields.append(("pullRequestReviewId", "ID", .string(review))) }
    case .updateComment(let id, let body):
      fields = [
        ("pullRequestReviewCommentId", "ID!", .string(id)), ("body", "String!", .string(body)),
      ]
    case .deleteComment(let id):
      fields = [("id", "ID!", .string(id))]
    case .resolveThread(let id), .unresolveThread(let id):
      fields = [("threadId", "ID!", .string(id))]
    case .submitReview(let id, let event, let body):
      fields = [
        ("pullRequestReviewId", "ID!", .string(id)),
        ("event", "PullRequestReviewEvent!", .string(event)), ("body", "String", .string(body)),
      ]
    case .deleteReview(let id):
      fields = [("pullRequestReviewId", "ID!", .string(id))]
    case .markFileViewed(let pull, let path), .unmarkFileViewed(let pull, let path):
      fields = [("pullRequestId", "ID!", .string(pull)), ("path", "String!", .string(path))]
    }
    let declarations = fields.map { "$\($0.name): \($0.type)" }.joined(separator: ", ")
    let input = fields.map { "\($0.name): $\($0.name)" }.joined(separator: ", ")
    return (
      declarations, input, Dictionary(uniqueKeysWithValues: fields.map { ($0.name, $0.value) })
    )
  }
}
