import AppCore
import ErrorHandling
import IssueDomain

/// The inbox's write boundary: a change to a thread, mapped to the `AppError` the app shows
/// and logged once, here.
extension AppEnvironment {
  /// Makes `change` on the server, once.
  public func send(_ change: InboxChange) -> @Sendable () async -> Result<InboxChange, AppError> {
    let (backend, logger) = (features[InboxEnvironment.self].inbox, logger)
    return {
      do throws(AppError) {
        try await Self.crossing(logger, issues: false) { () async throws(IssueRepositoryError) in
          try await backend.change(change)
        }
        return .success(change)
      } catch {
        return .failure(error)
      }
    }
  }
}
