import GitHubAPI
import IssueDomain
import Logging

/// Re-runs, cancel and approve on GitHub's Actions endpoints, each sent once.
extension GitHubIssueRepository: ActionsWriting {
  public func write(_ write: WorkflowRunWrite, run id: Int64, in repository: RepositoryName)
    async throws(ActionsWriteError)
  {
    guard id > 0 else { throw .repository(.notFound) }
    let token = currentToken
    let (owner, name) = (repository.owner, repository.name)
    do throws(GitHubServiceError) {
      switch write {
      case .rerunJob(let job, _):
        guard job > 0 else { throw GitHubServiceError.notFound }
        try await client.rerunJob(owner: owner, name: name, job: job, run: id, token: token)
      case .rerunFailed, .rerunAll, .cancel, .approve:
        try await client.writeRun(
          owner: owner, name: name, run: id, verb: Self.verb(write), token: token)
      }
    } catch {
      let mapped = ActionsWriteError(error)
      logger.debug("github workflow run write failed: \(error) → \(mapped)")
      throw mapped
    }
  }

  /// The last segment of a run's write: GitHub's own names.
  static func verb(_ write: WorkflowRunWrite) -> String {
    switch write {
    case .rerunFailed: "rerun-failed-jobs"
    case .rerunAll: "rerun"
    case .rerunJob: "rerun"
    case .cancel: "cancel"
    case .approve: "approve"
    }
  }
}
