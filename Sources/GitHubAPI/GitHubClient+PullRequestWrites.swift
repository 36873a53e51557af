import FoundationEssentials

/// The writes to a pull request: a review, a merge and reviewers asked for. Each is one
/// request, never retried by the client.
extension GitHubClient {
  /// `POST /repos/{owner}/{repo}/pulls/{number}/reviews` with `{"body": …, "event": …}`.
  public func submitReview(
    owner: String, name: String, number: Int, event: String, body: String, token: String?
  ) async throws(GitHubServiceError) -> ReviewDTO {
    let response = try await send(
      "POST", url("repos", owner, name, "pulls", "\(number)", "reviews"),
      json: try Self.json(ReviewRequestDTO(body: body, event: event)), token: token,
      invalidating: affectedByWrite(toPullRequest: number, owner: owner, name: name))
    return try decode(ReviewDTO.self, from: response)
  }

  /// `PUT /repos/{owner}/{repo}/pulls/{number}/merge` with `{"merge_method": …, "sha": …}`:
  /// GitHub refuses it with 409 when the head is no longer `sha`.
  public func mergePullRequest(
    owner: String, name: String, number: Int, method: String, sha: String, token: String?
  ) async throws(GitHubServiceError) {
    _ = try await send(
      "PUT", url("repos", owner, name, "pulls", "\(number)", "merge"),
      json: try Self.json(MergeRequestDTO(mergeMethod: method, sha: sha)), token: token,
      invalidating: affectedByWrite(toPullRequest: number, owner: owner, name: name))
  }

  /// `POST /repos/{owner}/{repo}/pulls/{number}/requested_reviewers` with `{"reviewers": […]}`.
  public func requestReviewers(
    owner: String, name: String, number: Int, logins: [String], token: String?
  ) async throws(GitHubServiceError) {
    _ = try await send(
      "POST", url("repos", owner, name, "pulls", "\(number)", "requested_reviewers"),
      json: try Self.json(ReviewersRequestDTO(reviewers: logins)), token: token,
      invalidating: affectedByWrite(toPullRequest: number, owner: owner, name: name))
  }

  /// Cached answers a write to pull request `number` makes stale: the pull request and what
  /// is under it (reviews), and everything a write to its issue makes stale (a merge closes
  /// it).
  func affectedByWrite(toPullRequest number: Int, owner: String, name: String)
    -> @Sendable (URL) -> Bool
  {
    let origin = self.origin
    let base = Self.pathComponents(configuration.baseURL)
    let issue = affectedByWrite(toIssue: number, owner: owner, name: name)
    let (owner, name, pull) = (owner.lowercased(), name.lowercased(), String(number))
    return { url in
      if issue(url) { return true }
      guard let path = Self.apiPath(of: url, origin: origin, base: base) else { return false }
      return path.count >= 5 && path[0] == "repos" && path[1] == owner && path[2] == name
        && path[3] == "pulls" && path[4] == pull
    }
  }

  private struct ReviewRequestDTO: Encodable {
    var body: String
    var event: String
  }

  private struct MergeRequestDTO: Encodable {
    var mergeMethod: String
    var sha: String

    enum CodingKeys: String, CodingKey {
      case mergeMethod = "merge_method"
      case sha
    }
  }

  private struct ReviewersRequestDTO: Encodable {
    var reviewers: [String]
  }
}
