import GitHubAPI
import IssueDomain
import Logging

/// Opening a pull request on GitHub: the repository's default branch, whether the head branch
/// is there, and the `POST`, then reviewers and labels (the `POST` takes neither).
extension GitHubIssueRepository: PullRequestOpening {
  public func defaultBranch(of repository: RepositoryName)
    async throws(IssueRepositoryError) -> String
  {
    let token = currentToken
    let dto = try await request("defaultBranch") { () async throws(GitHubServiceError) in
      try await client.repository(owner: repository.owner, name: repository.name, token: token)
    }
    // A branch name is shown and sent back: one that git couldn't have made is none.
    guard let branch = dto.defaultBranch, PullRequestText.isBranchName(branch) else {
      throw .malformedResponse(.undecodable)
    }
    return branch
  }

  public func hasBranch(_ branch: String, in repository: RepositoryName)
    async throws(IssueRepositoryError) -> Bool
  {
    let token = currentToken
    do {
      _ = try await request("hasBranch") { () async throws(GitHubServiceError) in
        try await client.branch(
          owner: repository.owner, name: repository.name, branch: branch, token: token)
      }
      return true
    } catch .notFound {
      return false
    }
  }

  public func openPullRequest(_ pullRequest: NewPullRequest, in repository: RepositoryName)
    async throws(IssueRepositoryError) -> OpenedPullRequest
  {
    let token = currentToken
    let (owner, name) = (repository.owner, repository.name)
    let body = NewPullRequestDTO(
      title: pullRequest.title, body: pullRequest.body, head: pullRequest.head,
      base: pullRequest.base, draft: pullRequest.isDraft)
    let dto = try await request("openPullRequest") { () async throws(GitHubServiceError) in
      try await client.createPullRequest(
        owner: owner, name: name, pullRequest: body, token: token)
    }
    guard dto.number > 0 else { throw .malformedResponse(.undecodable) }
    var opened = OpenedPullRequest(number: dto.number)
    // From here the pull request exists: a refusal is said, not thrown.
    if !pullRequest.reviewers.isEmpty {
      do {
        try await request("openPullRequest.reviewers") { () async throws(GitHubServiceError) in
          try await client.requestReviewers(
            owner: owner, name: name, number: dto.number, logins: pullRequest.reviewers,
            token: token)
        }
      } catch {
        opened.reviewersRefused = true
      }
    }
    if !pullRequest.labels.isEmpty {
      do {
        _ = try await request("openPullRequest.labels") { () async throws(GitHubServiceError) in
          try await client.updateIssue(
            owner: owner, name: name, number: dto.number,
            change: IssuePatchDTO(labels: pullRequest.labels), token: token)
        }
      } catch {
        opened.labelsRefused = true
      }
    }
    return opened
  }
}
