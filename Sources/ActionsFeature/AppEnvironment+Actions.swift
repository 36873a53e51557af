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

/// The runs' writes' boundary: each is sent once, and its failure mapped to what the app shows
/// and logged once, here.
extension AppEnvironment {
  public func send(_ request: WorkflowRunWriteRequest)
    -> @Sendable () async -> Result<Void, WorkflowRunWriteFailure>
  {
    let (backend, logger) = (features[ActionsEnvironment.self].writes, logger)
    return {
      do throws(ActionsWriteError) {
        try await backend.write(request.write, run: request.runID, in: request.repository)
        return .success(())
      } catch {
        switch error {
        case .refused(let message):
          _ = logger.logged(.conflict, underlying: error)
          return .failure(.refused(message: message))
        case .repository(let cause):
          let useCase = IssueUseCaseError(cause)
          return .failure(
            .other(logger.logged(AppError(issuesFailure: useCase), underlying: cause)))
        }
      }
    }
  }
}
