import AppCore
import ErrorHandling
import IssueDomain
import IssueFeature
import Localization
import TerminalUI

/// The presentation boundary: every request crosses it through `crossing`, which maps a domain
/// failure to `AppError` and logs it, once. Nothing above this file sees a domain error.
extension AppEnvironment {
  var repositoriesFetcher: PagingFetcher<Repository, PageCursor, AppError> {
    let (backend, logger) = (features[SessionEnvironment.self].repositories, logger)
    return .pages { (cursor: PageCursor?) async throws(AppError) -> RepositoryPage in
      try await Self.crossing(logger, issues: false) { () async throws(IssueRepositoryError) in
        try await backend.repositories(after: cursor)
      }
    }
  }

  var signInRequest: @Sendable (String) async throws(AppError) -> User {
    let (useCase, logger, language) = (features[SessionEnvironment.self].signIn, logger, language)
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

}
