import AppCore
import ErrorHandling
import IssueDomain

/// The new-pull-request form's two requests, across the presentation boundary like every
/// other: where it starts (the checkout's branch, the default base, the branch on the
/// server), and the opening.
extension AppEnvironment {
  /// The start of a pull request from the clone of `repository`: nil when there is no clone or
  /// nothing to read it with.
  public func newPullRequestStart(in repository: RepositoryName)
    -> @Sendable () async -> Result<NewPullRequestStart, AppError>
  {
    let (backend, logger) = (features[NewPullRequestEnvironment.self].opening, logger)
    let (clone, reader) = (clone(of: repository), checkoutReader)
    return {
      guard let clone else { return .success(.stopped(.noCheckoutForPullRequest)) }
      guard let reader else { return .success(.stopped(.gitUnavailable)) }
      do throws(AppError) {
        return .success(
          try await Self.crossing(logger) { () async throws(IssueRepositoryError) in
            let base = try await backend.defaultBranch(of: repository)
            let branch = await reader.branch(in: clone, base: base, of: repository)
            return try await NewPullRequestStart.from(
              branch, base: base, repository: repository,
              isOnServer: { (repository, name) async throws(IssueRepositoryError) in
                try await backend.hasBranch(name, in: repository)
              })
          })
      } catch {
        return .failure(error)
      }
    }
  }

  /// Opens `pullRequest` in `repository`: one `POST`, never retried here.
  public func openPullRequest(_ pullRequest: NewPullRequest, in repository: RepositoryName)
    -> @Sendable () async -> Result<OpenedPullRequest, AppError>
  {
    let (backend, logger) = (features[NewPullRequestEnvironment.self].opening, logger)
    return {
      do throws(AppError) {
        return .success(
          try await Self.crossing(logger) { () async throws(IssueRepositoryError) in
            try await backend.openPullRequest(pullRequest, in: repository)
          })
      } catch {
        return .failure(error)
      }
    }
  }
}
