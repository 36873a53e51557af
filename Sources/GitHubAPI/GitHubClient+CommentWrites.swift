import FoundationEssentials

/// One comment of an issue: read, edited, deleted, and the account's reactions to it.
extension GitHubClient {
  /// `GET /repos/{owner}/{repo}/issues/comments/{id}`.
  public func comment(owner: String, name: String, id: Int, token: String?)
    async throws(GitHubServiceError) -> CommentDTO
  {
    try decode(
      CommentDTO.self,
      from: try await get(url("repos", owner, name, "issues", "comments", "\(id)"), token: token))
  }

  /// `PATCH /repos/{owner}/{repo}/issues/comments/{id}` with `{"body": …}`.
  public func editComment(owner: String, name: String, id: Int, body: String, token: String?)
    async throws(GitHubServiceError) -> CommentDTO
  {
    let response = try await send(
      "PATCH", url("repos", owner, name, "issues", "comments", "\(id)"),
      json: try Self.json(CommentRequestDTO(body: body)), token: token,
      invalidating: affectedByCommentWrite(owner: owner, name: name))
    return try decode(CommentDTO.self, from: response)
  }

  /// `DELETE /repos/{owner}/{repo}/issues/comments/{id}`: answered 204.
  public func deleteComment(owner: String, name: String, id: Int, token: String?)
    async throws(GitHubServiceError)
  {
    _ = try await send(
      "DELETE", url("repos", owner, name, "issues", "comments", "\(id)"), json: [],
      token: token, invalidating: affectedByCommentWrite(owner: owner, name: name))
  }

  /// `GET /repos/{owner}/{repo}/issues/comments/{id}/reactions`, or the page at `next`.
  public func commentReactions(
    owner: String, name: String, id: Int, next: URL?, token: String?
  ) async throws(GitHubServiceError) -> GitHubPage<ReactionDTO> {
    let first = url(
      "repos", owner, name, "issues", "comments", "\(id)", "reactions",
      query: [("per_page", "\(Self.pickerPageSize)")])
    return try await page(next: next, first: first, token: token)
  }

  /// `POST /repos/{owner}/{repo}/issues/comments/{id}/reactions` with `{"content": …}`; a
  /// second `POST` of the account's reaction answers the one it has.
  public func addCommentReaction(
    owner: String, name: String, id: Int, content: String, token: String?
  ) async throws(GitHubServiceError) -> ReactionDTO {
    let response = try await send(
      "POST", url("repos", owner, name, "issues", "comments", "\(id)", "reactions"),
      json: try Self.json(ReactionRequestDTO(content: content)), token: token,
      invalidating: affectedByCommentWrite(owner: owner, name: name))
    return try decode(ReactionDTO.self, from: response)
  }

  /// `DELETE /repos/{owner}/{repo}/issues/comments/{id}/reactions/{reaction_id}`: answered 204.
  public func deleteCommentReaction(
    owner: String, name: String, id: Int, reactionID: Int, token: String?
  ) async throws(GitHubServiceError) {
    _ = try await send(
      "DELETE",
      url("repos", owner, name, "issues", "comments", "\(id)", "reactions", "\(reactionID)"),
      json: [], token: token, invalidating: affectedByCommentWrite(owner: owner, name: name))
  }

  /// Which cached answers a write to a comment of `owner/name` makes stale: a comment's path
  /// doesn't name its issue, so every issue's pages of the repository (their timelines hold the
  /// comment), and search results.
  public func affectedByCommentWrite(owner: String, name: String) -> @Sendable (URL) -> Bool {
    let origin = self.origin
    let base = Self.pathComponents(configuration.baseURL)
    let owner = owner.lowercased()
    let name = name.lowercased()
    return { url in
      guard let path = Self.apiPath(of: url, origin: origin, base: base) else { return false }
      switch path.first {
      case "repos":
        return path.count >= 4 && path[1] == owner && path[2] == name && path[3] == "issues"
      case "repositories":
        return path.count >= 3 && path[2] == "issues"
      case "search":
        return path.count == 2 && path[1] == "issues"
      default:
        return false
      }
    }
  }
}
