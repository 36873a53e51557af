import GitHubAPI
import IssueDomain
import Logging

/// The demo's re-runs, cancels and approvals, through the same steps as its other writes
/// (latency, offline, a fault; `readonly` answers 403), then GitHub's own refusals of the run's
/// state, in GitHub's words: a run still going can't be re-run, a finished one can't be
/// cancelled (409), and only a run that waits can be approved.
extension DemoIssueRepository: ActionsWriting {
  /// GitHub's words for a re-run of a run that hasn't finished.
  public static let stillRunningMessage = "This workflow is already running"
  /// The demo's words for a re-run of the failed jobs of a run with none.
  public static let nothingFailedMessage = "This workflow run has no failed jobs to re-run"
  /// GitHub's words for an approval of a run that doesn't wait for one.
  public static let notWaitingMessage = "This run is not from a fork pull request"

  public func write(_ write: WorkflowRunWrite, run id: Int64, in repository: RepositoryName)
    async throws(ActionsWriteError)
  {
    do throws(GitHubServiceError) {
      try await serve(write, run: id, in: repository)
    } catch {
      let mapped = ActionsWriteError(error)
      logger.debug(
        "demo workflow run write failed: \(error) → \(mapped)",
        metadata: ["repository": "\(repository)", "run": "\(id)"])
      throw mapped
    }
  }

  private func serve(_ write: WorkflowRunWrite, run id: Int64, in repository: RepositoryName)
    async throws(GitHubServiceError)
  {
    guard let number = DemoActions.pullRequest(ofRun: id) else { throw .notFound }
    let scenario = try await prepareWrite(to: repository, number: number)
    let issue = servedIssue(number, of: scenario)
    guard issue.isPullRequest else { throw .notFound }
    let name = scenario.name
    let at = elapsed()
    let run = DemoActions.run(id, of: number, elapsed: at, now: now) { runs.run($0, in: name) }
    let running = run.jobs.contains { $0.state == .pending } && !run.isAwaitingApproval
    switch write {
    case .rerunFailed, .rerunAll, .rerunJob:
      guard !running, !run.isAwaitingApproval else {
        throw .forbidden(message: Self.stillRunningMessage)
      }
      let again: Set<Int64>?
      switch write {
      case .rerunFailed:
        let failed = run.jobs.filter { $0.state == .failure || $0.state == .cancelled }
        guard !failed.isEmpty else { throw .forbidden(message: Self.nothingFailedMessage) }
        again = Set(failed.map(\.id))
      case .rerunJob(let job, _):
        guard run.jobs.contains(where: { $0.id == job }) else { throw .notFound }
        again = [job]
      default:
        again = nil
      }
      try record(id, in: name) { entry in
        entry.attempt += 1
        entry.rerunAt = at
        entry.rerunJobs = again
        entry.cancelledAt = nil
      }
    case .cancel:
      guard running else { throw .conflict }
      try record(id, in: name) { $0.cancelledAt = at }
    case .approve:
      guard run.isAwaitingApproval else { throw .forbidden(message: Self.notWaitingMessage) }
      try record(id, in: name) { $0.approvedAt = at }
    }
    try answerAfterMaking(scenario)
  }

  private func record(
    _ id: Int64, in name: RepositoryName, _ change: (inout DemoRunLedger.Run) -> Void
  ) throws(GitHubServiceError) {
    guard runs.change(id, in: name, change) else {
      throw .unprocessable([GitHubFieldError(code: "custom", message: "Too many runs changed")])
    }
  }
}
