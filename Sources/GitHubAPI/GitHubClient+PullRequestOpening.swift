import FoundationEssentials

/// Opening a pull request: whether its branch is on the server, and the `POST`. Each is one
/// request, and the `POST` is never retried by the client.
extension GitHubClient {
  /// `GET /repos/{owner}/{repo}/branches/{branch}`: answered 404 when the branch isn't there.
  /// The branch is one path segment, its `/` percent-encoded, as GitHub accepts it.
  public func branch(owner: String, name: String, branch: String, token: String?)
    async throws(GitHubServiceError) -> BranchDTO
  {
    let response = try await get(url("repos", owner, name, "branches", branch), token: token)
    return try decode(BranchDTO.self, from: response)
  }

  /// `POST /repos/{owner}/{repo}/pulls`: answered 201 with the new pull request.
  public func createPullRequest(
    owner: String, name: String, pullRequest: NewPullRequestDTO, token: String?
  ) async throws(GitHubServiceError) -> CreatedPullRequestDTO {
    let response = try await send(
      "POST", url("repos", owner, name, "pulls"), json: try Self.json(pullRequest), token: token,
      invalidating: affectedByWrite(toIssue: 0, owner: owner, name: name))
    return try decode(CreatedPullRequestDTO.self, from: response)
  }
}

/// A branch, as far as opening a pull request asks: that it is there, and its name.
public struct BranchDTO: Decodable, Sendable, Equatable {
  public var name: String?
}

/// The body of `POST /repos/{owner}/{repo}/pulls`.
public struct NewPullRequestDTO: Encodable, Sendable, Equatable {
  public var title: String
  public var body: String
  public var head: String
  public var base: String
  public var draft: Bool

  public init(title: String, body: String, head: String, base: String, draft: Bool) {
    self.title = title
    self.body = body
    self.head = head
    self.base = base
    self.draft = draft
  }
}

/// The answer to the `POST`, as far as Triage reads it: the new number.
public struct CreatedPullRequestDTO: Decodable, Sendable, Equatable {
  public var number: Int
}
