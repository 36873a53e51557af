import Foundation
import IssueData
import IssueDomain
import ScreenState
import TestSupport
import Testing

@Suite(.timeLimit(.minutes(1)))
struct DemoIssueTests {
  let busy = DemoIssueRepository.busy

  func everyIssue(
    of repository: DemoIssueRepository, in name: RepositoryName = DemoIssueRepository.busy,
    state: IssueStateFilter = .all
  ) async throws -> Pages<IssueDomain.Issue> {
    try await allPages { cursor throws(IssueRepositoryError) in
      try await repository.issues(in: name, state: state, after: cursor)
    }
  }

  @Test func busyPagesEveryIssueNewestFirstInPagesOf30() async throws {
    let repository = demo()
    let pages = try await everyIssue(of: repository)
    #expect(pages.sizes == [30, 30, 30, 30, 30, 10])
    #expect(pages.cursors == ["30", "60", "90", "120", "150"].map(PageCursor.init) + [nil])
    #expect(pages.items.map(\.number) == Array((1...160).reversed()), "every issue once")
    #expect(repository.switches.requestCount == 6)
    let dates = pages.items.map(\.createdAt)
    #expect(dates == dates.sorted(by: >), "newest first")
    #expect(dates.allSatisfy { $0 < referenceDate })
  }

  @Test(arguments: [
    (IssueStateFilter.open, 107, [30, 30, 30, 17]),
    (.closed, 53, [30, 23]),
    (.all, 160, [30, 30, 30, 30, 30, 10]),
  ])
  func theStateFilterIsAppliedByTheServer(
    _ state: IssueStateFilter, _ count: Int, _ sizes: [Int]
  ) async throws {
    let pages = try await everyIssue(of: demo(), state: state)
    #expect(pages.items.count == count)
    #expect(pages.sizes == sizes)
    #expect(pages.items.allSatisfy { state.includes($0.state) })
    let numbers = pages.items.map(\.number)
    #expect(numbers == numbers.sorted(by: >))
  }

  @Test func everySeventhIsAPullRequestWithItsOwnURL() async throws {
    let issues = try await everyIssue(of: demo()).items
    let pullRequests = issues.filter(\.isPullRequest)
    #expect(pullRequests.count == 22)
    #expect(pullRequests.allSatisfy { $0.number.isMultiple(of: 7) })
    #expect(
      pullRequests.contains { $0.state == .open } && pullRequests.contains { $0.state == .closed })
    for issue in issues {
      let kind = issue.isPullRequest ? "pull" : "issues"
      #expect(issue.url == "https://github.com/demo/busy/\(kind)/\(issue.number)")
    }
  }

  @Test func theDataHasTheVarietyTheScreensNeed() async throws {
    let issues = try await everyIssue(of: demo()).items
    #expect(issues.contains { $0.title.contains("日本語") }, "CJK")
    #expect(
      issues.contains { $0.title.unicodeScalars.contains { $0.properties.isEmojiPresentation } })
    #expect(issues.contains { $0.title.count > 120 }, "a very long title")
    #expect(Set(issues.map(\.author)).count >= 5)
    #expect(issues.contains { $0.labels.isEmpty })
    #expect(issues.contains { $0.labels.count >= 3 })
    #expect(issues.contains { $0.labels.contains { $0.color == nil } })
    let colors = issues.flatMap(\.labels).compactMap(\.color)
    #expect(!colors.isEmpty)
    #expect(colors.allSatisfy { $0.count == 6 && $0.allSatisfy(\.isHexDigit) })
    #expect(issues.allSatisfy { $0.commentCount == $0.number % 9 })
  }

  @Test func bodiesUseLightMarkdownWithWideCharacters() async throws {
    let issue = try await demo().issue(in: busy, number: 12)
    for part in [
      "## ", "\n- ", "```", "[the guide](https://example.com)", "**", "`Esc`", "表示幅",
    ] {
      #expect(issue.body.contains(part), "body has \(part)")
    }
    let empty = try await demo().issue(in: busy, number: 50)
    #expect(empty.body.isEmpty, "every 25th body is empty, as GitHub allows")
  }

  @Test func theSameDateGivesTheSameData() async throws {
    let first = try await demo().issues(in: busy, state: .all, after: PageCursor("60"))
    let second = try await demo().issues(in: busy, state: .all, after: PageCursor("60"))
    #expect(first == second)
  }

  @Test(arguments: [160, 72, 14, 1])
  func anIssueLoadsByNumberAsListed(_ number: Int) async throws {
    let repository = demo()
    let listed = try await everyIssue(of: repository).items.first { $0.number == number }
    #expect(try await repository.issue(in: busy, number: number) == listed)
  }

  @Test(arguments: [37, 74, 111, 148])
  func multiplesOf37AreListedButDeleted(_ number: Int) async throws {
    let repository = demo()
    #expect(try await everyIssue(of: repository).items.contains { $0.number == number })
    await #expect(throws: IssueRepositoryError.notFound) {
      try await repository.issue(in: busy, number: number)
    }
  }

  @Test(arguments: [0, -1, 161, 10_000])
  func unknownNumbersAreNotFound(_ number: Int) async {
    await #expect(throws: IssueRepositoryError.notFound) {
      try await demo().issue(in: busy, number: number)
    }
  }

  @Test func aCursorPastTheEndIsAnEmptyLastPage() async throws {
    let page = try await demo().issues(in: busy, state: .closed, after: PageCursor("60"))
    #expect(page == IssuePage())
  }
}
