import FoundationEssentials

/// The pull request endpoints: the pull request, its reviews, its files (paged) and its head
/// commit's checks. Like the others, a later page comes from the `next` link as given.
extension GitHubClient {
  /// GitHub's own page size for files: 30 pages reach the 3,000 files it lists at most.
  public static let filePageSize = 100

  /// `GET /repos/{owner}/{repo}/pulls/{number}`.
  public func pullRequest(owner: String, name: String, number: Int, token: String?)
    async throws(GitHubServiceError) -> PullRequestDTO
  {
    try decode(
      PullRequestDTO.self,
      from: try await get(url("repos", owner, name, "pulls", "\(number)"), token: token))
  }

  /// `GET /repos/{owner}/{repo}/pulls/{number}` as `application/vnd.github.diff`: the whole
  /// unified diff, as `git diff` writes it. Bounded by the transport's body limit (an
  /// oversized answer is refused, never half-read).
  public func pullRequestDiff(owner: String, name: String, number: Int, token: String?)
    async throws(GitHubServiceError) -> [UInt8]
  {
    try await get(
      url("repos", owner, name, "pulls", "\(number)"), token: token,
      accept: "application/vnd.github.diff"
    ).body
  }

  /// `GET /repos/{owner}/{repo}/pulls/{number}/reviews?per_page=100`: the first hundred
  /// reviews, oldest first, which is every reviewer of all but the rarest pull requests.
  public func reviews(owner: String, name: String, number: Int, token: String?)
    async throws(GitHubServiceError) -> GitHubPage<ReviewDTO>
  {
    let first = url(
      "repos", owner, name, "pulls", "\(number)", "reviews",
      query: [("per_page", "\(Self.pageItemLimit)")])
    return try await page(next: nil, first: first, token: token)
  }

  /// `GET /repos/{owner}/{repo}/pulls/{number}/files?per_page=100`, or the page at `next`.
  public func pullRequestFiles(
    owner: String, name: String, number: Int, next: URL?, token: String?
  ) async throws(GitHubServiceError) -> GitHubPage<PullRequestFileDTO> {
    let first = url(
      "repos", owner, name, "pulls", "\(number)", "files",
      query: [("per_page", "\(Self.filePageSize)")])
    return try await page(next: next, first: first, token: token)
  }

  /// `GET /repos/{owner}/{repo}/commits/{ref}/check-runs?per_page=100`.
  public func checkRuns(owner: String, name: String, ref: String, token: String?)
    async throws(GitHubServiceError) -> CheckRunsDTO
  {
    let runs = try decode(
      CheckRunsDTO.self,
      from: try await get(
        url(
          "repos", owner, name, "commits", ref, "check-runs",
          query: [("per_page", "\(Self.pageItemLimit)")]), token: token))
    logLeftOut(runs.runsDropped, runs.firstProblem, of: "the check runs")
    return runs
  }

  /// `GET /repos/{owner}/{repo}/commits/{ref}/status?per_page=100`.
  public func combinedStatus(owner: String, name: String, ref: String, token: String?)
    async throws(GitHubServiceError) -> CombinedStatusDTO
  {
    let combined = try decode(
      CombinedStatusDTO.self,
      from: try await get(
        url(
          "repos", owner, name, "commits", ref, "status",
          query: [("per_page", "\(Self.pageItemLimit)")]), token: token))
    logLeftOut(combined.statusesDropped, combined.firstProblem, of: "the statuses")
    return combined
  }
}
