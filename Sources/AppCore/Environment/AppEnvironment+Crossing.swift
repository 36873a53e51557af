import ErrorHandling
import IssueDomain
import Localization
import TerminalUI

/// The presentation boundary: every request crosses it through `crossing`, which maps a domain
/// failure to `AppError` and logs it, once. Nothing above it sees a domain error.
extension AppEnvironment {
  /// Runs a use case: its failure becomes the `AppError` the screens see, logged here with the
  /// failure it came from. On a repository's issues (`issues`), GitHub's 410 means the
  /// repository has issues turned off.
  public static func crossing<Value>(
    _ logger: any ErrorLogging, issues: Bool = true,
    _ body: () async throws(IssueUseCaseError) -> Value
  ) async throws(AppError) -> Value {
    do throws(IssueUseCaseError) {
      return try await body()
    } catch {
      throw logger.logged(
        issues ? AppError(issuesFailure: error) : AppError(error), underlying: error)
    }
  }

  /// Runs a repository request, mapped as a use case's failure is.
  public static func crossing<Value>(
    _ logger: any ErrorLogging, issues: Bool = true,
    _ body: () async throws(IssueRepositoryError) -> Value
  ) async throws(AppError) -> Value {
    do throws(IssueRepositoryError) {
      return try await body()
    } catch {
      let mapped = IssueUseCaseError(error)
      throw logger.logged(
        issues ? AppError(issuesFailure: mapped) : AppError(mapped), underlying: error)
    }
  }

  /// How the panes describe a failure: the user message in the user's language, and whether
  /// "r: retry" is worth offering.
  public var describe: @Sendable (AppError) -> FailureDescription {
    let language = self.language
    return { error in
      // A rate limit's wait is counted down live by its alert or the pane's countdown line, so
      // the pane doesn't repeat the number it had when the error arrived.
      let message =
        if case .rateLimited = error {
          Self.tooManyRequests.text(in: language)
        } else {
          error.message(in: language) ?? ""
        }
      return FailureDescription(message: message, isRetryable: error.category == .retryable)
    }
  }

  public static let tooManyRequests = LocalizedText(
    en: "Too many requests.", ja: "リクエストが多すぎます。")
}

extension AppError {
  /// The same error with validation problems named by the form's own labels, so the message
  /// reads "Token is required" rather than the domain's field name.
  public func labellingFields(_ labels: [String: LocalizedText], in language: Language) -> AppError
  {
    guard case .validation(let problems) = self else { return self }
    return .validation(
      problems.map { problem in
        var relabelled = problem
        relabelled.field = labels[problem.field]?.text(in: language) ?? problem.field
        return relabelled
      })
  }

  public var isCancellation: Bool {
    if case .cancelled = self { return true }
    return false
  }
}
