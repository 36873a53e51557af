import Clocks
import ErrorHandling
import Foundation
import IssueData
import IssueDomain
import Logging
import ScreenState
import TestSupport

extension TestClock<Duration> {
  /// Returns once some task is sleeping on the clock, so an advance that follows cannot race
  /// with a sleep that has not computed its deadline yet. Bounded by the suite's time limit.
  func waitUntilSleeping() async {
    while (try? await checkSuspension()) != nil {
      await Task.yield()
    }
  }
}

/// A demo repository on `clock`, answering without latency unless told otherwise.
func demo(
  clock: any Clock<Duration> = ImmediateClock(), latency: Duration = .zero,
  switches: DemoSwitches = DemoSwitches(),
  logger: Logger = Logger(label: "test") { _ in InMemoryLogHandler() }
) -> DemoIssueRepository {
  DemoIssueRepository(
    clock: clock, now: referenceDate, latency: latency, switches: switches, logger: logger)
}

/// Every page of a list, followed from the first cursor to the end.
struct Pages<Item: Identifiable> {
  var items: [Item] = []
  var sizes: [Int] = []
  var cursors: [PageCursor?] = []
}

/// Follows `fetch`'s cursors from the first page to the last (at most 100 pages).
func allPages<Item: Identifiable>(
  _ fetch: (PageCursor?) async throws(IssueRepositoryError) -> Page<Item>
) async throws(IssueRepositoryError) -> Pages<Item> {
  var pages = Pages<Item>()
  var cursor: PageCursor? = nil
  repeat {
    let page = try await fetch(cursor)
    pages.items += page.items
    pages.sizes.append(page.items.count)
    pages.cursors.append(page.nextCursor)
    cursor = page.nextCursor
  } while cursor != nil && pages.sizes.count < 100
  return pages
}
