import Clocks
import IssueDomain

/// An error from outside every layer, for `unknown`.
struct ForeignError: Error, CustomStringConvertible {
  var detail = "disk on fire"
  var description: String { "ForeignError(\(detail))" }
}

/// What a typed-throwing call produced, so tests can compare a failure without `as?`.
func outcome<T>(
  _ body: () async throws(IssueRepositoryError) -> T
) async -> Result<T, IssueRepositoryError> {
  do throws(IssueRepositoryError) {
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

extension TestClock<Duration> {
  /// Returns once some task is sleeping on the clock, so an advance that follows cannot race
  /// with a sleep that has not computed its deadline yet. Bounded by the suite's time limit.
  func waitUntilSleeping() async {
    while (try? await checkSuspension()) != nil {
      await Task.yield()
    }
  }
}
