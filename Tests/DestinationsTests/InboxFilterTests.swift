import FoundationEssentials
import IssueDomain
import ScreenState
import Testing

@testable import Destinations

/// Which threads an inbox lists: a filter with no reasons lists every thread, one with reasons
/// only those, and a page it filters keeps its cursor so a short page still pages on.
@Suite struct InboxFilterTests {
  static let repository = RepositoryName(owner: "octo", name: "app")

  static func thread(_ id: String, _ reason: InboxReason) -> InboxThread {
    InboxThread(
      id: id, repository: repository,
      subject: InboxSubject(title: "Thread \(id)", kind: .issue, number: Int(id)),
      reason: reason, isUnread: true, updatedAt: Date(timeIntervalSince1970: 0))
  }

  static let threads = [thread("1", .mention), thread("2", .comment), thread("3", .assign)]

  @Test func noReasonsAdmitsEveryThread() {
    let filter = InboxFilter()
    #expect(Self.threads.allSatisfy(filter.admits))
    let page = Page(items: Self.threads, nextCursor: PageCursor("2"))
    #expect(filter.admitted(page).items.map(\.id) == ["1", "2", "3"])
  }

  @Test func reasonsAdmitOnlyTheirThreadsInOrder() {
    let filter = InboxFilter(reasons: [.assign, .mention])
    #expect(filter.admits(Self.threads[0]))
    #expect(!filter.admits(Self.threads[1]))
    let admitted = filter.admitted(Page(items: Self.threads, nextCursor: nil))
    #expect(admitted.items.map(\.id) == ["1", "3"])
  }

  @Test func aFilteredPageKeepsItsCursorEvenWhenNothingIsLeft() {
    let filter = InboxFilter(reasons: [.securityAlert])
    let admitted = filter.admitted(Page(items: Self.threads, nextCursor: PageCursor("next")))
    #expect(admitted.items.isEmpty)
    #expect(admitted.nextCursor == PageCursor("next"))
  }

  @Test func participatingIsItsOwnFilter() {
    #expect(InboxFilter(participating: true) != InboxFilter())
    #expect(InboxFilter(reasons: [.mention]) == InboxFilter(reasons: [.mention]))
  }
}
