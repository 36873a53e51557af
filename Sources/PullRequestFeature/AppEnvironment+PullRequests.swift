import AppCore
import ErrorHandling
import IssueDomain

/// The pull request page's requests, across the presentation boundary as every request is
/// (`crossing` maps and logs a failure once).
extension AppEnvironment {
  public func pullRequest(in repository: RepositoryName, number: Int) -> PullRequestScreen.Fetch {
    let (backend, logger) = (features[PullRequestEnvironment.self].pullRequests, logger)
    return { () async throws(AppError) -> PullRequest in
      try await Self.crossing(logger) { () async throws(IssueRepositoryError) in
        try await backend.pullRequest(in: repository, number: number)
      }
    }
  }

  public func pullRequestFiles(in repository: RepositoryName, number: Int)
    -> PullRequestScreen.FetchFiles
  {
    let (backend, logger) = (features[PullRequestEnvironment.self].pullRequests, logger)
    return { (cursor: PageCursor?) async throws(AppError) -> PullRequestFilePage in
      try await Self.crossing(logger) { () async throws(IssueRepositoryError) in
        try await backend.files(in: repository, pullRequest: number, after: cursor)
      }
    }
  }

  public func reviewThreads(in repository: RepositoryName, number: Int)
    -> PullRequestScreen.FetchThreads
  {
    let (backend, logger) = (features[PullRequestEnvironment.self].pullRequests, logger)
    return { (cursor: PageCursor?) async throws(AppError) -> ReviewThreadPage in
      try await Self.crossing(logger) { () async throws(IssueRepositoryError) in
        try await backend.reviewThreads(in: repository, pullRequest: number, after: cursor)
      }
    }
  }

  public func checks(in repository: RepositoryName) -> PullRequestScreen.FetchChecks {
    let (backend, logger) = (features[PullRequestEnvironment.self].pullRequests, logger)
    return { (sha: String) async throws(AppError) -> CommitChecks in
      try await Self.crossing(logger) { () async throws(IssueRepositoryError) in
        try await backend.checks(in: repository, commit: sha)
      }
    }
  }

  public func pullRequestDiff(in repository: RepositoryName, number: Int)
    -> PullRequestScreen.FetchDiff
  {
    let (backend, logger) = (features[PullRequestEnvironment.self].pullRequests, logger)
    return { () async throws(AppError) -> PullRequestDiff in
      try await Self.crossing(logger) { () async throws(IssueRepositoryError) in
        try await backend.diff(in: repository, pullRequest: number)
      }
    }
  }
}
