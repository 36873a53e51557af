import ErrorHandling
import IssueDomain
import Localization
import TerminalUI

/// The presentation boundary: each request calls its use case and, in its one `catch`, logs
/// the use-case error and maps it to `AppError`. Nothing above this file sees a domain error.
extension AppEnvironment {
  var repositoriesFetcher: PagingFetcher<Repository, PageCursor, AppError> {
    let (useCase, logger) = (listRepositories, logger)
    @Sendable func page(after cursor: PageCursor?) async throws(AppError) -> RepositoryPage {
      do throws(IssueUseCaseError) {
        return try await useCase(after: cursor)
      } catch {
        throw logger.logged(AppError(error), underlying: error)
      }
    }
    return .pages(page(after:))
  }

  func issuesFetcher(
    in repository: RepositoryName, state: IssueStateFilter, includePullRequests: Bool
  ) -> PagingFetcher<Issue, PageCursor, AppError> {
    let (useCase, logger) = (listIssues, logger)
    @Sendable func page(after cursor: PageCursor?) async throws(AppError) -> IssuePage {
      do throws(IssueUseCaseError) {
        return try await useCase(
          in: repository, state: state, includePullRequests: includePullRequests, after: cursor)
      } catch {
        throw logger.logged(AppError(issuesFailure: error), underlying: error)
      }
    }
    return .pages(page(after:))
  }

  /// The pages of `query`'s results, with the total GitHub counted and whether it stopped early.
  func searchFetcher(_ query: SearchQuery) -> PagingFetcher<Issue, PageCursor, AppError> {
    let (useCase, logger) = (searchIssues, logger)
    @Sendable func page(after cursor: PageCursor?) async throws(AppError) -> IssuePage {
      do throws(IssueUseCaseError) {
        let result = try await useCase(query, after: cursor)
        var page = result.page
        page.totalCount = result.totalCount
        page.isIncomplete = result.isIncomplete
        return page
      } catch {
        throw logger.logged(AppError(issuesFailure: error), underlying: error)
      }
    }
    return .pages(page(after:))
  }

  func issue(in repository: RepositoryName, number: Int) -> IssueScreen.Fetch {
    let (useCase, logger) = (loadIssue, logger)
    return { () async throws(AppError) -> Issue in
      do throws(IssueUseCaseError) {
        return try await useCase(in: repository, number: number)
      } catch {
        throw logger.logged(AppError(issuesFailure: error), underlying: error)
      }
    }
  }

  func comments(in repository: RepositoryName, number: Int) -> IssueScreen.FetchComments {
    let (useCase, logger) = (listComments, logger)
    return { (cursor: PageCursor?) async throws(AppError) -> CommentPage in
      do throws(IssueUseCaseError) {
        return try await useCase(in: repository, issue: number, after: cursor)
      } catch {
        throw logger.logged(AppError(issuesFailure: error), underlying: error)
      }
    }
  }

  var signInRequest: @Sendable (String) async throws(AppError) -> User {
    let (useCase, logger, language) = (signIn, logger, language)
    return { (token: String) async throws(AppError) -> User in
      do throws(IssueUseCaseError) {
        return try await useCase(token: token)
      } catch {
        let mapped = AppError(error).labellingFields(Self.fieldLabels, in: language)
        throw logger.logged(mapped, underlying: error)
      }
    }
  }

  /// The forms' field labels, by the field names the domain reports.
  static let fieldLabels = [
    "token": LocalizedText(en: "Token", ja: "トークン"),
    "repository": LocalizedText(en: "Repository (owner/name)", ja: "リポジトリ（owner/name）"),
  ]

  /// How the panes describe a failure: the user message in the user's language, and whether
  /// "r: retry" is worth offering.
  var describe: @Sendable (AppError) -> FailureDescription {
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

  static let tooManyRequests = LocalizedText(
    en: "Too many requests.", ja: "リクエストが多すぎます。")
}

extension AppError {
  /// The same error with validation problems named by the form's own labels, so the message
  /// reads "Token is required" rather than the domain's field name.
  func labellingFields(_ labels: [String: LocalizedText], in language: Language) -> AppError {
    guard case .validation(let problems) = self else { return self }
    return .validation(
      problems.map { problem in
        var relabelled = problem
        relabelled.field = labels[problem.field]?.text(in: language) ?? problem.field
        return relabelled
      })
  }

  var isCancellation: Bool {
    if case .cancelled = self { return true }
    return false
  }
}
