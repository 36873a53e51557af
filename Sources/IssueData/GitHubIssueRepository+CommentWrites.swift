import FoundationEssentials
import GitHubAPI
import IssueDomain
import IssueStore

/// A comment's writes over the REST API, with the same sanitising, logging and mapping as the
/// reads.
extension GitHubIssueRepository: CommentWriting {
  public func comment(_ id: Int, in repository: RepositoryName)
    async throws(IssueRepositoryError) -> Comment
  {
    let token = currentToken
    let dto = try await request("comment") { () async throws(GitHubServiceError) in
      try await client.comment(
        owner: repository.owner, name: repository.name, id: id, token: token)
    }
    return Self.comment(dto)
  }

  public func editComment(_ id: Int, in repository: RepositoryName, body: String)
    async throws(IssueRepositoryError) -> Comment
  {
    let token = currentToken
    let dto = try await request("editComment") { () async throws(GitHubServiceError) in
      try await client.editComment(
        owner: repository.owner, name: repository.name, id: id, body: body, token: token)
    }
    let comment = Self.comment(dto)
    await accounts?.store()?.changeComment(id, to: comment)
    return comment
  }

  public func deleteComment(_ id: Int, in repository: RepositoryName)
    async throws(IssueRepositoryError)
  {
    let token = currentToken
    try await request("deleteComment") { () async throws(GitHubServiceError) in
      try await client.deleteComment(
        owner: repository.owner, name: repository.name, id: id, token: token)
    }
    await accounts?.store()?.changeComment(id, to: nil)
  }

  /// Pages through the comment's reactions, as `reactions(toIssue:…)` does the body's.
  public func reactions(toComment id: Int, in repository: RepositoryName, by login: String)
    async throws(IssueRepositoryError) -> [Reaction: Int]
  {
    let token = currentToken
    return try await reactions(by: login, "commentReactions") {
      next async throws(GitHubServiceError) in
      try await client.commentReactions(
        owner: repository.owner, name: repository.name, id: id, next: next, token: token)
    }
  }

  public func addReaction(
    _ reaction: Reaction, toComment id: Int, in repository: RepositoryName
  ) async throws(IssueRepositoryError) {
    let token = currentToken
    _ = try await request("addCommentReaction") { () async throws(GitHubServiceError) in
      try await client.addCommentReaction(
        owner: repository.owner, name: repository.name, id: id, content: reaction.rawValue,
        token: token)
    }
  }

  public func deleteReaction(
    _ reactionID: Int, fromComment id: Int, in repository: RepositoryName
  ) async throws(IssueRepositoryError) {
    let token = currentToken
    try await request("deleteCommentReaction") { () async throws(GitHubServiceError) in
      try await client.deleteCommentReaction(
        owner: repository.owner, name: repository.name, id: id, reactionID: reactionID,
        token: token)
    }
  }
}
