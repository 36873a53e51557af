import ErrorHandling
import IssueDomain
import Logging

/// An error from outside every layer, for `unknown`.
struct ForeignError: Error, CustomStringConvertible {
  var detail = "disk on fire"
  var description: String { "ForeignError(\(detail))" }
}

/// A logger writing into a fresh in-memory store.
func inMemoryLogger() -> (Logger, InMemoryLogHandler.Store) {
  let store = InMemoryLogHandler.Store()
  let logger = Logger(label: "test") { _ in InMemoryLogHandler(store: store) }
  return (logger, store)
}

/// What a typed-throwing call produced, so tests can compare a failure without `as?`.
func outcome<T>(
  _ body: () async throws(IssueUseCaseError) -> T
) async -> Result<T, IssueUseCaseError> {
  do throws(IssueUseCaseError) {
    return .success(try await body())
  } catch {
    return .failure(error)
  }
}

extension Result {
  /// The failure, or nil on success.
  var failure: Failure? {
    guard case .failure(let error) = self else { return nil }
    return error
  }
}
