import AppCore
import ErrorHandling
import IssueDomain

/// The pull request writes' boundary: each is sent once, and its failure mapped to what the
/// app shows and logged once, here.
extension AppEnvironment {
  /// Makes `write` on the pull request `reference` names, once: a review answers with the
  /// reviewer's new standing.
  public func send(_ write: PullRequestWrite, to reference: IssueReference)
    -> @Sendable () async -> Result<Reviewer?, PullRequestWriteFailure>
  {
    let (backend, logger) = (features[PullRequestEnvironment.self].pullRequests, logger)
    return {
      guard let repository = reference.repository else { return .failure(.other(.notFound)) }
      do throws(PullRequestWriteError) {
        return .success(try await backend.write(write, to: reference.number, in: repository))
      } catch {
        switch error {
        case .notMergeable(let message):
          _ = logger.logged(.conflict, underlying: error)
          return .failure(.notMergeable(message: message))
        case .headChanged:
          _ = logger.logged(.conflict, underlying: error)
          return .failure(.headChanged)
        case .refused(let message):
          _ = logger.logged(.conflict, underlying: error)
          return .failure(.refused(message: message))
        case .lineOutsideDiff:
          // A review comment's refusal: no pull request write names lines.
          _ = logger.logged(.conflict, underlying: error)
          return .failure(.refused(message: nil))
        case .repository(let cause):
          let useCase = IssueUseCaseError(cause)
          return .failure(
            .other(logger.logged(AppError(issuesFailure: useCase), underlying: cause)))
        }
      }
    }
  }

  /// The merge methods auto-merge may use in `repository` (none where it isn't allowed), for
  /// `.`.
  public func autoMergeMethods(in repository: RepositoryName)
    -> @Sendable () async throws(AppError) -> [MergeMethod]
  {
    let (backend, logger) = (features[PullRequestEnvironment.self].pullRequests, logger)
    return { () async throws(AppError) -> [MergeMethod] in
      try await Self.crossing(logger) { () async throws(IssueRepositoryError) in
        try await backend.autoMergeMethods(in: repository)
      }
    }
  }

  /// The merge methods `repository` allows, for `m`.
  public func mergeMethods(in repository: RepositoryName)
    -> @Sendable () async throws(AppError) -> [MergeMethod]
  {
    let (backend, logger) = (features[PullRequestEnvironment.self].pullRequests, logger)
    return { () async throws(AppError) -> [MergeMethod] in
      try await Self.crossing(logger) { () async throws(IssueRepositoryError) in
        try await backend.mergeMethods(in: repository)
      }
    }
  }
}
