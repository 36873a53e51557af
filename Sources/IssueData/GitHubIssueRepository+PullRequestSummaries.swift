import GitHubAPI
import IssueDomain
import Logging

/// The rows' review decision, checks and size: one GraphQL request for the rows on screen
/// (`GitHubClient.pullRequestSummaries`). GitHub's enums become the domain's, and a value this
/// version doesn't know becomes nothing, so the row leaves that column blank.
extension GitHubIssueRepository {
  public func summaries(of pullRequests: [IssueReference])
    async throws(IssueRepositoryError) -> [IssueReference: PullRequestSummary]
  {
    var keys: [PullRequestKey: IssueReference] = [:]
    var asked: [PullRequestKey] = []
    for reference in pullRequests {
      guard asked.count < PullRequestSummary.windowLimit, let repository = reference.repository,
        reference.number > 0
      else { continue }
      let key = PullRequestKey(
        owner: repository.owner, name: repository.name, number: reference.number)
      guard keys[key] == nil else { continue }
      keys[key] = reference
      asked.append(key)
    }
    guard !asked.isEmpty else { return [:] }
    let token = currentToken
    let answer = try await request("pullRequestSummaries") {
      () async throws(GitHubServiceError) in
      try await client.pullRequestSummaries(asked, token: token)
    }
    if answer.errors > 0 {
      logger.debug("github pullRequestSummaries: \(answer.errors) GraphQL errors")
    }
    var summaries: [IssueReference: PullRequestSummary] = [:]
    for (key, dto) in answer.summaries {
      guard let reference = keys[key] else { continue }
      summaries[reference] = Self.summary(dto)
    }
    return summaries
  }

  static func summary(_ dto: PullRequestSummaryDTO) -> PullRequestSummary {
    PullRequestSummary(
      reviewDecision: dto.reviewDecision.flatMap(reviewDecision),
      checks: dto.checksState.flatMap(rollupState), additions: count(dto.additions),
      deletions: count(dto.deletions))
  }

  /// GraphQL's `PullRequestReviewDecision`.
  static func reviewDecision(_ value: String) -> ReviewDecision? {
    switch value {
    case "APPROVED": .approved
    case "CHANGES_REQUESTED": .changesRequested
    case "REVIEW_REQUIRED": .reviewRequired
    default: nil
    }
  }

  /// GraphQL's `StatusState`: an error fails, and an expected check that hasn't reported yet
  /// is pending, as GitHub's own list shows them.
  static func rollupState(_ value: String) -> Check.State? {
    switch value {
    case "SUCCESS": .success
    case "FAILURE", "ERROR": .failure
    case "PENDING", "EXPECTED": .pending
    default: nil
    }
  }
}
