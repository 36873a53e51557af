import AppCore
import ErrorHandling
import IssueDomain

/// The new-issue form's two requests, across the presentation boundary like every other.
extension AppEnvironment {
  /// The repository's issue templates.
  public func issueTemplates(in repository: RepositoryName)
    -> @Sendable () async -> Result<[IssueTemplate], AppError>
  {
    let (backend, logger) = (features[FilingEnvironment.self].filing, logger)
    return {
      do throws(AppError) {
        return .success(
          try await Self.crossing(logger) { () async throws(IssueRepositoryError) in
            try await backend.issueTemplates(in: repository)
          })
      } catch {
        return .failure(error)
      }
    }
  }

  /// Files `issue` in `repository`: one `POST`, never retried here.
  public func fileIssue(_ issue: NewIssue, in repository: RepositoryName)
    -> @Sendable () async -> Result<Issue, AppError>
  {
    let (backend, logger) = (features[FilingEnvironment.self].filing, logger)
    return {
      do throws(AppError) {
        return .success(
          try await Self.crossing(logger) { () async throws(IssueRepositoryError) in
            try await backend.createIssue(issue, in: repository)
          })
      } catch {
        return .failure(error)
      }
    }
  }
}
