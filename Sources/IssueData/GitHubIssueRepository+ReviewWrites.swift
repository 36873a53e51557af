import FoundationEssentials
import GitHubAPI
import IssueDomain
import Logging

/// A review's writes on GitHub, and the state they name. Every id sent back is one GitHub
/// could have made (`isNodeID`), every path one the diff showed, every commit a commit id:
/// anything else is refused here and never sent.
extension GitHubIssueRepository: ReviewWriting {
  /// Pages of files read for their viewed state: GitHub lists at most 3,000 files.
  static let reviewStatePageLimit = 30

  public func reviewState(in repository: RepositoryName, pullRequest number: Int)
    async throws(IssueRepositoryError) -> ReviewState
  {
    let token = currentToken
    var cursor: String?
    var pullRequestID: String?
    var pendingReviewID: String?
    var viewed: Set<String> = []
    for _ in 0..<Self.reviewStatePageLimit {
      let after = cursor
      let dto = try await request("reviewState") { () async throws(GitHubServiceError) in
        try await client.reviewState(
          owner: repository.owner, name: repository.name, number: number, after: after,
          token: token)
      }
      if pullRequestID == nil {
        pullRequestID = dto.pullRequestID.flatMap { Self.isNodeID($0) ? $0 : nil }
        pendingReviewID = dto.pendingReviewID.flatMap { Self.isNodeID($0) ? $0 : nil }
      }
      for file in dto.files where file.state == "VIEWED" {
        let path = Self.clean(file.path)
        if !path.isEmpty, path.utf8.count <= Self.maximumPathBytes { viewed.insert(path) }
      }
      guard dto.hasNextPage, let next = dto.endCursor, !next.isEmpty, next.utf8.count <= 1000,
        next != cursor
      else { break }
      cursor = next
    }
    guard let pullRequestID else {
      throw .malformedResponse(.unexpected)
    }
    return ReviewState(
      pullRequestID: pullRequestID, pendingReviewID: pendingReviewID, viewedPaths: viewed)
  }

  public func write(_ write: ReviewWrite, pullRequest number: Int, in repository: RepositoryName)
    async throws(PullRequestWriteError) -> ReviewWritten
  {
    let token = currentToken
    let (owner, name) = (repository.owner, repository.name)
    do throws(GitHubServiceError) {
      switch write {
      case .comment(let comment):
        try await client.createReviewComment(
          try Self.lineComment(comment), owner: owner, name: name, number: number, token: token)
        return ReviewWritten()
      case .addToPendingReview(let comment, nil):
        let id = try await client.startPendingReview(
          with: try Self.lineComment(comment), owner: owner, name: name, number: number,
          token: token)
        return ReviewWritten(pendingReviewID: id.flatMap { Self.isNodeID($0) ? $0 : nil })
      case .addToPendingReview(let comment, let review?):
        _ = try Self.lineComment(comment)
        try await mutate(
          .addThread(
            reviewID: try Self.nodeID(review), path: comment.path, line: comment.line,
            side: comment.side.rawValue, startLine: comment.isRange ? comment.startLine : nil,
            startSide: comment.isRange ? comment.startSide?.rawValue : nil, body: comment.body),
          owner, name, number, token)
        return ReviewWritten(pendingReviewID: review)
      case .reply(let thread, let body, let review):
        try await mutate(
          .reply(
            threadID: try Self.nodeID(thread), body: body,
            reviewID: try review.map(Self.nodeID)), owner, name, number, token)
        return ReviewWritten(pendingReviewID: review)
      case .editComment(let id, let body):
        try await mutate(
          .updateComment(id: try Self.nodeID(id), body: body), owner, name, number, token)
      case .deleteComment(let id):
        try await mutate(.deleteComment(id: try Self.nodeID(id)), owner, name, number, token)
      case .resolve(let thread, let resolved):
        let id = try Self.nodeID(thread)
        try await mutate(
          resolved ? .resolveThread(id: id) : .unresolveThread(id: id), owner, name, number, token)
      case .submitPendingReview(let review, let event, let body):
        try await mutate(
          .submitReview(id: try Self.nodeID(review), event: event.rawValue, body: body), owner,
          name, number, token)
      case .discardPendingReview(let review):
        try await mutate(.deleteReview(id: try Self.nodeID(review)), owner, name, number, token)
      case .markViewed(let path, let viewed, let pull):
        let id = try Self.nodeID(pull)
        guard Self.isSendablePath(path) else { throw GitHubServiceError.notFound }
        try await mutate(
          viewed
            ? .markFileViewed(pullRequestID: id, path: path)
            : .unmarkFileViewed(pullRequestID: id, path: path), owner, name, number, token)
      }
      return ReviewWritten()
    } catch {
      let mapped = PullRequestWriteError(error, ofReview: write)
      logger.debug("github review write failed: \(error) → \(mapped)")
      throw mapped
    }
  }

  private func mutate(
    _ mutation: ReviewMutation, _ owner: String, _ name: String, _ number: Int, _ token: String?
  ) async throws(GitHubServiceError) {
    try await client.mutateReview(mutation, owner: owner, name: name, number: number, token: token)
  }

  /// A comment's fields as REST names them, or a refusal that sends nothing: a head that
  /// isn't a commit id, a path the diff couldn't have shown, a line out of range.
  static func lineComment(_ comment: LineComment) throws(GitHubServiceError) -> LineCommentDTO {
    guard PullRequestText.isCommitID(comment.commitID) else { throw .conflict }
    guard isSendablePath(comment.path), lineNumber(comment.line) != nil,
      comment.startLine.map({ lineNumber($0) != nil }) ?? true
    else { throw .notFound }
    let range = comment.isRange
    return LineCommentDTO(
      body: comment.body, commitID: comment.commitID, path: comment.path, line: comment.line,
      side: comment.side.rawValue, startLine: range ? comment.startLine : nil,
      startSide: range ? (comment.startSide ?? comment.side).rawValue : nil)
  }

  /// A node id to send back, or a refusal that sends nothing.
  static func nodeID(_ id: String) throws(GitHubServiceError) -> String {
    guard isNodeID(id) else { throw .notFound }
    return id
  }

  /// A path as the diff shows it: one clean line, not too long.
  static func isSendablePath(_ path: String) -> Bool {
    !path.isEmpty && path.utf8.count <= maximumPathBytes && clean(path) == path
  }
}
