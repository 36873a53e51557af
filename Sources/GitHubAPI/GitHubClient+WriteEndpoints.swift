import FoundationEssentials

/// The write endpoints: a comment, a change to an issue, and the lists the pickers show.
extension GitHubClient {
  /// Labels and assignees come 100 a page, GitHub's most, so a picker rarely pages.
  public static let pickerPageSize = 100

  /// `POST /repos/{owner}/{repo}/issues/{number}/comments` with `{"body": …}`.
  public func addComment(
    owner: String, name: String, number: Int, body: String, token: String?
  ) async throws(GitHubServiceError) -> CommentDTO {
    let response = try await send(
      "POST", url("repos", owner, name, "issues", "\(number)", "comments"),
      json: try Self.json(CommentRequestDTO(body: body)), token: token,
      invalidating: affectedByWrite(toIssue: number, owner: owner, name: name))
    return try decode(CommentDTO.self, from: response)
  }

  /// `PATCH /repos/{owner}/{repo}/issues/{number}` with the parts of `change` that are set.
  public func updateIssue(
    owner: String, name: String, number: Int, change: IssuePatchDTO, token: String?
  ) async throws(GitHubServiceError) -> IssueDTO {
    let response = try await send(
      "PATCH", url("repos", owner, name, "issues", "\(number)"), json: try Self.json(change),
      token: token, invalidating: affectedByWrite(toIssue: number, owner: owner, name: name))
    return try decode(IssueDTO.self, from: response)
  }

  /// `GET /repos/{owner}/{repo}/labels`, or the page at `next`.
  public func labels(owner: String, name: String, next: URL?, token: String?)
    async throws(GitHubServiceError) -> GitHubPage<LabelDTO>
  {
    let first = url(
      "repos", owner, name, "labels", query: [("per_page", "\(Self.pickerPageSize)")])
    return try await page(next: next, first: first, token: token)
  }

  /// `GET /repos/{owner}/{repo}/assignees`, or the page at `next`.
  public func assignees(owner: String, name: String, next: URL?, token: String?)
    async throws(GitHubServiceError) -> GitHubPage<UserDTO>
  {
    let first = url(
      "repos", owner, name, "assignees", query: [("per_page", "\(Self.pickerPageSize)")])
    return try await page(next: next, first: first, token: token)
  }

  /// `GET /repos/{owner}/{repo}/milestones?state=open`, or the page at `next`.
  public func milestones(owner: String, name: String, next: URL?, token: String?)
    async throws(GitHubServiceError) -> GitHubPage<MilestoneDTO>
  {
    let first = url(
      "repos", owner, name, "milestones",
      query: [("state", "open"), ("per_page", "\(Self.pickerPageSize)")])
    return try await page(next: next, first: first, token: token)
  }

  /// `GET /repos/{owner}/{repo}/issues/{number}/comments?since=…`: the comments created or
  /// edited since a moment, which a re-send reads to learn whether a lost attempt was stored.
  public func comments(
    owner: String, name: String, number: Int, since: Date, next: URL?, token: String?
  ) async throws(GitHubServiceError) -> GitHubPage<CommentDTO> {
    let formatter = Date.ISO8601FormatStyle()
    let first = url(
      "repos", owner, name, "issues", "\(number)", "comments",
      query: [("since", formatter.format(since)), ("per_page", "\(Self.pickerPageSize)")])
    return try await page(next: next, first: first, token: token)
  }
}

/// The reactions to an issue's body: listed to learn which are the account's, added, removed.
extension GitHubClient {
  /// `GET /repos/{owner}/{repo}/issues/{number}/reactions`, or the page at `next`.
  public func issueReactions(
    owner: String, name: String, number: Int, next: URL?, token: String?
  ) async throws(GitHubServiceError) -> GitHubPage<ReactionDTO> {
    let first = url(
      "repos", owner, name, "issues", "\(number)", "reactions",
      query: [("per_page", "\(Self.pickerPageSize)")])
    return try await page(next: next, first: first, token: token)
  }

  /// `POST /repos/{owner}/{repo}/issues/{number}/reactions` with `{"content": …}`. GitHub
  /// answers 201 with the new reaction, or 200 with the one the account already had: sending it
  /// twice leaves one reaction.
  public func addIssueReaction(
    owner: String, name: String, number: Int, content: String, token: String?
  ) async throws(GitHubServiceError) -> ReactionDTO {
    let response = try await send(
      "POST", url("repos", owner, name, "issues", "\(number)", "reactions"),
      json: try Self.json(ReactionRequestDTO(content: content)), token: token,
      invalidating: affectedByWrite(toIssue: number, owner: owner, name: name))
    return try decode(ReactionDTO.self, from: response)
  }

  /// `DELETE /repos/{owner}/{repo}/issues/{number}/reactions/{id}`: answered 204.
  public func deleteIssueReaction(
    owner: String, name: String, number: Int, id: Int, token: String?
  ) async throws(GitHubServiceError) {
    _ = try await send(
      "DELETE", url("repos", owner, name, "issues", "\(number)", "reactions", "\(id)"), json: [],
      token: token, invalidating: affectedByWrite(toIssue: number, owner: owner, name: name))
  }
}
