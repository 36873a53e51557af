import AppCore
import ErrorHandling
import IssueDomain

/// The Actions screens' requests, across the presentation boundary as every request is
/// (`crossing` maps and logs a failure once).
extension AppEnvironment {
  public func workflowRun(in repository: RepositoryName, id: Int64) -> WorkflowRunScreen.Fetch {
    let (backend, logger) = (features[ActionsEnvironment.self].actions, logger)
    return { () async throws(AppError) -> WorkflowRun in
      try await Self.crossing(logger) { () async throws(IssueRepositoryError) in
        try await backend.workflowRun(in: repository, id: id)
      }
    }
  }

  public func jobLog(in repository: RepositoryName, job id: Int64) -> JobLogScreen.Fetch {
    let (backend, logger) = (features[ActionsEnvironment.self].actions, logger)
    return { () async throws(AppError) -> JobLog in
      try await Self.crossing(logger) { () async throws(IssueRepositoryError) in
        try await backend.jobLog(in: repository, job: id)
      }
    }
  }
}
