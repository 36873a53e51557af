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
      let number = try await servedPullRequest(Int(clamping: id), in: repository)
      return DemoActions.run(number, elapsed: elapsed(), now: now)
    } catch {
      throw IssueRepositoryError(error)
    }
  }

  public func jobLog(in repository: RepositoryName, job id: Int64)
    async throws(IssueRepositoryError) -> JobLog
  {
    let bytes: [UInt8]
    do throws(GitHubServiceError) {
      guard let job = DemoActions.job(id) else { throw .notFound }
      let number = try await servedPullRequest(job.number, in: repository)
      let run = DemoActions.run(number, elapsed: elapsed(), now: now)
      let failed = run.jobs.first { $0.id == id }?.state == .failure
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

  /// `number` when it is a pull request of `repository`.
  private func servedPullRequest(_ number: Int, in repository: RepositoryName)
    async throws(GitHubServiceError) -> Int
  {
    let issue = try await servePullRequestIssue(in: repository, number: number)
    return issue.number
  }
}
