import SystemSupport

/// The read a write's check makes before anything is said or re-sent, made again (up to
/// `AutomaticRetry.lookRetries` times) when it fails as a passing fault does. Only the look is
/// repeated, never the write: a look changes nothing on the server.
enum WriteLook {
  static func read<Value>(
    _ body: () async throws(IssueRepositoryError) -> Value
  ) async throws(IssueRepositoryError) -> Value {
    var retries = 0
    while true {
      do throws(IssueRepositoryError) {
        return try await body()
      } catch {
        guard error.isPassing, retries < AutomaticRetry.lookRetries else { throw error }
        retries += 1
      }
    }
  }
}

extension WriteLook {
  /// Issue `number` as the server holds it, read as a look; its failure as the use case's.
  static func issue(
    _ number: Int, in repository: RepositoryName, from reader: any IssueRepository
  ) async throws(IssueUseCaseError) -> Issue {
    do throws(IssueRepositoryError) {
      return try await read { () async throws(IssueRepositoryError) in
        try await reader.issue(in: repository, number: number)
      }
    } catch {
      throw IssueUseCaseError(error)
    }
  }
}

extension IssueRepositoryError {
  /// A fault that the same request, made again, is likely not to meet: the server failing
  /// (5xx) or not answering in time.
  var isPassing: Bool {
    switch self {
    case .server(let status): (500...599).contains(status)
    case .timedOut: true
    default: false
    }
  }
}
