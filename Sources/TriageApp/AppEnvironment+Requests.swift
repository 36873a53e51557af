import ErrorHandling
import IssueDomain
import TerminalUI

/// The presentation boundary: each request calls its use case and, in its one `catch`, logs
/// the use-case error and maps it to `AppError`. Nothing above this file sees a domain error.
extension AppEnvironment {
  var repositoriesFetcher: PagingFetcher<RepositorySummary, Int, AppError> {
    let (useCase, logger) = (listRepositories, logger)
    @Sendable func page(after cursor: Int?) async throws(AppError) -> RepositoryPage {
      do throws(IssueUseCaseError) {
        return try await useCase(after: cursor)
      } catch {
        throw logger.logged(AppError(error), underlying: error)
      }
    }
    return PagingFetcher(
      fetchInitial: { _ throws(AppError) in try await page(after: nil) },
      fetchMore: { cursor, _ throws(AppError) in try await page(after: cursor) },
      isCancellation: \.isCancellation)
  }

  func issuesFetcher(in repository: String) -> PagingFetcher<Issue, Int, AppError> {
    let (useCase, logger) = (listIssues, logger)
    @Sendable func page(after cursor: Int?) async throws(AppError) -> IssuePage {
      do throws(IssueUseCaseError) {
        return try await useCase(in: repository, after: cursor)
      } catch {
        throw logger.logged(AppError(error), underlying: error)
      }
    }
    return PagingFetcher(
      fetchInitial: { _ throws(AppError) in try await page(after: nil) },
      fetchMore: { cursor, _ throws(AppError) in try await page(after: cursor) },
      isCancellation: \.isCancellation)
  }

  func issue(in repository: String, number: Int) -> @Sendable () async throws(AppError) -> Issue {
    let (useCase, logger) = (loadIssue, logger)
    return { () async throws(AppError) -> Issue in
      do throws(IssueUseCaseError) {
        return try await useCase(in: repository, number: number)
      } catch {
        throw logger.logged(AppError(error), underlying: error)
      }
    }
  }

  var signInRequest: @Sendable (String) async throws(AppError) -> String {
    let (useCase, logger) = (signIn, logger)
    return { (token: String) async throws(AppError) -> String in
      do throws(IssueUseCaseError) {
        return try await useCase(token: token)
      } catch {
        throw logger.logged(AppError(error), underlying: error)
      }
    }
  }

  /// How the panes describe a failure: the user message in the user's language, and whether
  /// "r: retry" is worth offering.
  var describe: @Sendable (AppError) -> FailureDescription {
    let language = self.language
    return { error in
      FailureDescription(
        message: error.message(in: language) ?? "", isRetryable: error.category == .retryable)
    }
  }
}

extension AppError {
  var isCancellation: Bool {
    if case .cancelled = self { return true }
    return false
  }
}
