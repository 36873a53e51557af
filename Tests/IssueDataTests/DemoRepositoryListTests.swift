import IssueData
import IssueDomain
import ScreenState
import TestSupport
import Testing

@Suite(.timeLimit(.minutes(1)))
struct DemoRepositoryListTests {
  static let expectedOrder = [
    DemoIssueRepository.busy, DemoIssueRepository.flaky, DemoIssueRepository.slow,
    DemoIssueRepository.limited, DemoIssueRepository.empty, DemoIssueRepository.disabled,
    DemoIssueRepository.garbled, DemoIssueRepository.missing,
  ]

  @Test func eightRepositoriesInPagesOfFiveNewestUpdatedFirst() async throws {
    let repository = demo()
    let pages = try await allPages { cursor throws(IssueRepositoryError) in
      try await repository.repositories(after: cursor)
    }
    #expect(pages.sizes == [5, 3])
    #expect(pages.cursors == [PageCursor("5"), nil])
    #expect(pages.items.map(\.name) == Self.expectedOrder)
    #expect(pages.items.allSatisfy { $0.name.owner == "demo" })
    let dates = pages.items.map(\.updatedAt)
    #expect(dates == dates.sorted(by: >), "newest updated first")
    #expect(dates.allSatisfy { $0 < referenceDate })
    #expect(pages.items.allSatisfy { !$0.summary.isEmpty })
    #expect(pages.items.filter(\.isPrivate).map(\.name) == [DemoIssueRepository.missing])
  }

  @Test func openIssueCountsMatchTheIssues() async throws {
    let repository = demo()
    let listed = try await repository.repositories(after: nil).items
    let busy = try #require(listed.first { $0.name == DemoIssueRepository.busy })
    #expect(busy.openIssueCount == 107, "160 minus the 53 multiples of 3")
    let flaky = try #require(listed.first { $0.name == DemoIssueRepository.flaky })
    #expect(flaky.openIssueCount == 27)
    let empty = try #require(listed.first { $0.name == DemoIssueRepository.empty })
    #expect(empty.openIssueCount == 0)
  }

  @Test(arguments: [
    DemoIssueRepository.busy, DemoIssueRepository.empty, DemoIssueRepository.disabled,
    DemoIssueRepository.slow, DemoIssueRepository.garbled,
  ])
  func aListedRepositoryLoadsByName(_ name: RepositoryName) async throws {
    let repository = demo()
    let listed = try await allPages { cursor throws(IssueRepositoryError) in
      try await repository.repositories(after: cursor)
    }
    #expect(try await repository.repository(named: name) == listed.items.first { $0.name == name })
  }

  @Test(arguments: [
    DemoIssueRepository.missing, RepositoryName(owner: "demo", name: "nope"),
    RepositoryName(owner: "apple", name: "swift"),
  ])
  func missingAndUnknownRepositoriesAreNotFound(_ name: RepositoryName) async {
    await #expect(throws: IssueRepositoryError.notFound) {
      try await demo().repository(named: name)
    }
  }

  @Test func aCursorPastTheEndIsAnEmptyLastPage() async throws {
    let page = try await demo().repositories(after: PageCursor("50"))
    #expect(page == RepositoryPage())
  }

  @Test(arguments: ["", "-5", "five", "https://api.github.com/user/repos?page=2"])
  func aForeignCursorIsRejected(_ raw: String) async {
    await #expect(
      throws: IssueRepositoryError.rejected([FieldRejection(field: "page", reason: .invalid)])
    ) {
      try await demo().repositories(after: PageCursor(raw))
    }
  }
}
