import GitHubAPI
import IssueDomain

/// The demo's pull requests, served as the issues are: the scenario's latency and failures
/// first, then a 404 for a number that isn't a pull request, as `/pulls/{n}` answers.
extension DemoIssueRepository: PullRequestReading {
  /// Files per page: GitHub's most, so the large diff comes in four pages.
  public static let filePageSize = 100

  public func pullRequest(in repository: RepositoryName, number: Int)
    async throws(IssueRepositoryError) -> PullRequest
  {
    do throws(GitHubServiceError) {
      let issue = try await servePullRequestIssue(in: repository, number: number)
      return pullRequests.applied(to: DemoPullRequests.pullRequest(issue), in: repository)
    } catch {
      throw IssueRepositoryError(error)
    }
  }

  public func files(
    in repository: RepositoryName, pullRequest number: Int, after cursor: PageCursor?
  ) async throws(IssueRepositoryError) -> PullRequestFilePage {
    do throws(GitHubServiceError) {
      _ = try await servePullRequestIssue(in: repository, number: number)
      let offset = try Self.offset(of: cursor)
      // Kept as GitHub's are: bounded, tabs expanded, inert.
      let files = DemoPullRequests.files(number).map { file in
        var file = file
        file.patch = file.patch.map(PullRequestText.patch)
        return file
      }
      return Self.page(of: files, from: offset, size: Self.filePageSize)
    } catch {
      throw IssueRepositoryError(error)
    }
  }

  public func reviewThreads(
    in repository: RepositoryName, pullRequest number: Int, after cursor: PageCursor?
  ) async throws(IssueRepositoryError) -> ReviewThreadPage {
    do throws(GitHubServiceError) {
      let issue = try await servePullRequestIssue(in: repository, number: number)
      let offset = try Self.offset(of: cursor)
      let threads = servedThreads(issue.number, in: repository)
      return Self.page(of: threads, from: offset, size: DemoReviewThreads.pageSize)
    } catch {
      throw IssueRepositoryError(error)
    }
  }

  public func diff(in repository: RepositoryName, pullRequest number: Int)
    async throws(IssueRepositoryError) -> PullRequestDiff
  {
    do throws(GitHubServiceError) {
      _ = try await servePullRequestIssue(in: repository, number: number)
      return PullRequestDiff(text: DemoPullRequests.diff(DemoPullRequests.files(number)))
    } catch {
      throw IssueRepositoryError(error)
    }
  }

  public func checks(in repository: RepositoryName, commit sha: String)
    async throws(IssueRepositoryError) -> CommitChecks
  {
    do throws(GitHubServiceError) {
      let scenario = try await respond(about: repository, serving: .issue)
      guard let number = Int(sha.suffix(16), radix: 16), number >= 1,
        number <= scenario.issueCount,
        DemoPullRequestLedger.head(number, moves: pullRequests.moves(number, in: scenario.name))
          == sha
      else { throw GitHubServiceError.notFound }
      return DemoPullRequests.checks(
        number, elapsed: elapsed(), now: now, runs: { runs.run($0, in: scenario.name) })
    } catch {
      throw IssueRepositoryError(error)
    }
  }

  /// The pull request page's own values for each row asked about, in one answer: its review
  /// decision, checks and size, so a row and the page agree. Latency and the network switch
  /// apply as to any request, but not an armed fault (`f`), which is for the request the
  /// person sees fail; a repository the demo can't serve leaves its rows out, as GraphQL's
  /// partial answers do.
  public func summaries(of references: [IssueReference])
    async throws(IssueRepositoryError) -> [IssueReference: PullRequestSummary]
  {
    do {
      switches.recordRequest()
      if latency > .zero { try await clock.sleep(for: latency, tolerance: nil) }
    } catch {
      throw .cancelled
    }
    if Task.isCancelled { throw .cancelled }
    if switches.isOffline { throw .offline }
    var summaries: [IssueReference: PullRequestSummary] = [:]
    for reference in references.prefix(PullRequestSummary.windowLimit) {
      guard let repository = reference.repository, let scenario = DemoScenario(repository),
        scenario.servesSummaries, (try? checkExists(reference.number, in: scenario)) != nil
      else { continue }
      let issue = servedIssue(reference.number, of: scenario)
      guard issue.isPullRequest else { continue }
      let pull = pullRequests.applied(to: DemoPullRequests.pullRequest(issue), in: repository)
      summaries[reference] = PullRequestSummary(
        pull,
        checks: DemoPullRequests.checks(
          issue.number, elapsed: elapsed(), now: now,
          runs: { runs.run($0, in: scenario.name) }))
    }
    return summaries
  }

  func servePullRequestIssue(in repository: RepositoryName, number: Int)
    async throws(GitHubServiceError) -> Issue
  {
    let scenario = try await respond(about: repository, serving: .issue)
    try checkExists(number, in: scenario)
    let issue = servedIssue(number, of: scenario)
    guard issue.isPullRequest else { throw .notFound }
    return issue
  }
}
