import ErrorHandling
import FeatureTestSupport
import IssueDomain
import IssueFeature
import IssueListFeature
import Logging
import SharedWrites
import TerminalUI
import Testing

@testable import AppCore

/// A failure crosses from the domain to the screens in one place, and is logged there once:
/// neither the use case below nor a second layer above writes it again.
@Suite struct BoundaryLoggingTests {
  static let missing = RepositoryName(owner: "demo", name: "missing")

  /// An environment whose error logger and domain logger both record into `store`.
  static func environment(_ store: InMemoryLogHandler.Store) -> AppEnvironment {
    let recording = Logger(label: "test") { _ in InMemoryLogHandler(store: store) }
    return AppEnvironment(
      repository: FeatureFixtures.repository(latency: .zero),
      logger: DevelopmentErrorLogger(logger: recording), domainLogger: recording)
  }

  @Test func aFailedLoadIsLoggedOnceAndReachesTheScreenAsAnAppError() async {
    let store = InMemoryLogHandler.Store()
    let environment = Self.environment(store)
    let fetch = environment.issue(in: Self.missing, number: 1)
    await #expect(throws: AppError.notFound) { try await fetch() }
    #expect(store.entries.count == 1, "\(store.entries.map(\.message))")
  }

  @Test func aFailedPageOfCommentsIsLoggedOnce() async {
    let store = InMemoryLogHandler.Store()
    let fetch = Self.environment(store).timeline(in: Self.missing, number: 1)
    await #expect(throws: AppError.notFound) { try await fetch(nil) }
    #expect(store.entries.count == 1, "\(store.entries.map(\.message))")
  }

  @Test func aFailedPageOfLabelsIsLoggedOnce() async {
    let store = InMemoryLogHandler.Store()
    let fetcher = Self.environment(store).labelsFetcher(in: Self.missing)
    await #expect(throws: AppError.notFound) { try await fetcher.fetchInitial(ContinuousClock()) }
    #expect(store.entries.count == 1, "\(store.entries.map(\.message))")
  }

  @Test func aRefusedSearchIsLoggedOnce() async throws {
    let store = InMemoryLogHandler.Store()
    let environment = Self.environment(store)
    let query = try SearchQuery.parse("label:bug sort:bogus")
    let fetcher = environment.searchFetcher(query)
    await #expect(throws: AppError.self) { _ = try await fetcher.fetchInitial(ContinuousClock()) }
    #expect(store.entries.count == 1, "\(store.entries.map(\.message))")
  }
}
