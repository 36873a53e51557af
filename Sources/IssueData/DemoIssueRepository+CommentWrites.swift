import FoundationEssentials
import GitHubAPI
import IssueDomain

/// The demo's comment writes, in memory (`DemoCommentLedger`), through the same steps and
/// fault scenarios as every other write (`prepareWrite`: `readonly` 403, `missing` 404,
/// `disabled` 410, `flaky` 502, `slow` a lost answer, `garbled` an answer that doesn't decode,
/// `limited` the rate limit). A comment that isn't the signed-in account's can't be edited or
/// deleted (403, as GitHub answers anyone but its author and the repository's admins), and a
/// blank text is a 422.
extension DemoIssueRepository: CommentWriting {
  public func comment(_ id: Int, in repository: RepositoryName)
    async throws(IssueRepositoryError) -> Comment
  {
    try await mapping("comment", repository, nil) { () async throws(GitHubServiceError) in
      let scenario = try await respond(about: repository, serving: .comments)
      guard let found = demoComment(id, of: scenario) else { throw .notFound }
      return found.comment
    }
  }

  public func editComment(_ id: Int, in repository: RepositoryName, body: String)
    async throws(IssueRepositoryError) -> Comment
  {
    try await mapping("editComment", repository, nil) { () async throws(GitHubServiceError) in
      let (scenario, found) = try await prepareCommentWrite(id, in: repository, ownOnly: true)
      guard !body.allSatisfy(\.isWhitespace) else {
        throw .unprocessable([
          GitHubFieldError(resource: "IssueComment", field: "body", code: "missing_field")
        ])
      }
      commentWrites.edit(id, in: scenario.name, body: body, at: serverTime)
      try answerAfterMaking(scenario)
      return commentWrites.applied(to: found, in: scenario.name) ?? found
    }
  }

  public func deleteComment(_ id: Int, in repository: RepositoryName)
    async throws(IssueRepositoryError)
  {
    try await mapping("deleteComment", repository, nil) { () async throws(GitHubServiceError) in
      let (scenario, _) = try await prepareCommentWrite(id, in: repository, ownOnly: true)
      if let number = demoComment(id, of: scenario)?.number {
        writes.commentDeleted(fromIssue: number, in: scenario.name, at: serverTime)
      }
      commentWrites.delete(id, in: scenario.name)
      try answerAfterMaking(scenario)
    }
  }

  public func reactions(toComment id: Int, in repository: RepositoryName, by login: String)
    async throws(IssueRepositoryError) -> [Reaction: Int]
  {
    try await mapping("commentReactions", repository, nil) {
      () async throws(GitHubServiceError) in
      let scenario = try await respond(about: repository, serving: .comments)
      guard demoComment(id, of: scenario) != nil else { throw .notFound }
      guard login.lowercased() == Self.signedInUser.login.lowercased() else { return [:] }
      return commentWrites.reactions(toComment: id, in: scenario.name)
    }
  }

  public func addReaction(
    _ reaction: Reaction, toComment id: Int, in repository: RepositoryName
  ) async throws(IssueRepositoryError) {
    try await mapping("addCommentReaction", repository, nil) {
      () async throws(GitHubServiceError) in
      let (scenario, _) = try await prepareCommentWrite(id, in: repository, ownOnly: false)
      commentWrites.addReaction(reaction, toComment: id, in: scenario.name)
      try answerAfterMaking(scenario)
    }
  }

  public func deleteReaction(
    _ reactionID: Int, fromComment id: Int, in repository: RepositoryName
  ) async throws(IssueRepositoryError) {
    try await mapping("deleteCommentReaction", repository, nil) {
      () async throws(GitHubServiceError) in
      let (scenario, _) = try await prepareCommentWrite(id, in: repository, ownOnly: false)
      guard commentWrites.deleteReaction(reactionID, fromComment: id, in: scenario.name) else {
        throw .notFound
      }
      try answerAfterMaking(scenario)
    }
  }

  // MARK: - The "server"

  /// `comments` as the comment writes left them: edited, with the account's reactions, and
  /// without those deleted.
  func shownComments(_ comments: [Comment], in repository: RepositoryName) -> [Comment] {
    comments.compactMap { commentWrites.applied(to: $0, in: repository) }
  }

  /// Comment `id` of `scenario`'s repository as it is now, and its issue; `nil` when there is no
  /// such comment (or it was deleted). The catalog's ids are `number * 1000 + position`; the
  /// run's own are the write ledger's.
  func demoComment(_ id: Int, of scenario: DemoScenario) -> (number: Int, comment: Comment)? {
    let found: (number: Int, comment: Comment)?
    if id < DemoWriteLedger.firstCommentID {
      let number = id / 1000
      guard (try? checkExists(number, in: scenario)) != nil,
        let comment = catalog.comments(ofIssue: number, of: scenario).first(where: { $0.id == id })
      else { return nil }
      found = (number, comment)
    } else {
      found = writes.comment(withID: id, in: scenario.name)
    }
    guard let found, let shown = commentWrites.applied(to: found.comment, in: scenario.name)
    else { return nil }
    return (found.number, shown)
  }

  /// What every comment write does before it changes anything: the write's steps for the
  /// comment's issue (faults, latency), then a 404 for a comment that isn't there, and a 403
  /// for an edit or delete of someone else's.
  private func prepareCommentWrite(_ id: Int, in repository: RepositoryName, ownOnly: Bool)
    async throws(GitHubServiceError) -> (DemoScenario, Comment)
  {
    guard let scenario = DemoScenario(repository) else {
      _ = try await prepareWrite(to: repository, number: 1)
      throw .notFound
    }
    let number = demoComment(id, of: scenario)?.number ?? 1
    let prepared = try await prepareWrite(to: repository, number: number)
    guard let found = demoComment(id, of: prepared) else { throw .notFound }
    if ownOnly, found.comment.author.login.lowercased() != Self.signedInUser.login.lowercased() {
      throw .forbidden(message: "You must be the comment's author to change it.")
    }
    return (prepared, found.comment)
  }
}
