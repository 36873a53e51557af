import FoundationEssentials
import GitHubAPI
import IssueDomain
import Logging
import SystemSupport

/// The demo's workflow runs and logs, served as its pull requests are: the scenario's latency
/// and failures first, then a 404 for a run or job no pull request has.
extension DemoIssueRepository: ActionsReading {
  public func workflowRun(in repository: RepositoryName, id: Int64)
    async throws(IssueRepositoryError) -> WorkflowRun
  {
    do throws(GitHubServiceError) {
      guard let number = DemoActions.pullRequest(ofRun: id) else { throw .notFound }
      let name = try await servedPullRequest(number, in: repository)
      return DemoActions.run(
        id, of: number, elapsed: elapsed(), now: now, runs: { runs.run($0, in: name) })
    } catch {
      throw IssueRepositoryError(error)
    }
  }

  public func jobLog(in repository: RepositoryName, job id: Int64)
    async throws(IssueRepositoryError) -> JobLog
  {
    let bytes: [UInt8]
    do throws(GitHubServiceError) {
      guard let number = DemoActions.job(id) else { throw .notFound }
      let name = try await servedPullRequest(number, in: repository)
      let checks = DemoPullRequests.checks(
        number, elapsed: elapsed(), now: now, runs: { runs.run($0, in: name) })
      let failed = checks.checks.first { $0.actionsJob?.jobID == id }?.state == .failure
      bytes = DemoActions.log(job: id, failed: failed, now: now)
    } catch {
      throw IssueRepositoryError(error)
    }
    do {
      let stream = try logFolder.stream(forJob: id)
      stream.append(bytes)
      try stream.commit()
      return JobLog(jobID: id, path: stream.file, byteCount: bytes.count)
    } catch {
      logger.debug("demo jobLog(in:job:) couldn't keep the log: \(error)")
      throw .unknown(error)
    }
  }

  /// The scenario's name when `number` is one of its pull requests.
  func servedPullRequest(_ number: Int, in repository: RepositoryName)
    async throws(GitHubServiceError) -> RepositoryName
  {
    _ = try await servePullRequestIssue(in: repository, number: number)
    return DemoScenario(repository)?.name ?? repository
  }
}
