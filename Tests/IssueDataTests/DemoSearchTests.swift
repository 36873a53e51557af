import Clocks
import Foundation
import IssueDomain
import ScreenState
import TestSupport
import Testing

@testable import IssueData

/// The demo's search against a filter written here, independently of its matcher, over the
/// same catalog data; its 422s; its rate limit on the injected clock; its sorted listing.
@Suite(.timeLimit(.minutes(1))) struct DemoSearchTests {
  /// Every issue and pull request a search can see, with its repository and comments, read
  /// straight from the catalog.
  struct Row {
    var issue: IssueDomain.Issue
    var comments: [IssueDomain.Comment]
  }

  static let rows: [Row] = {
    let catalog = DemoCatalog(now: referenceDate)
    let searchable: [DemoScenario] = [
      .busy, .flaky, .slow, .limited, .empty, .disabled, .garbled, .readonly,
    ]
    return searchable.flatMap { scenario in
      (1...max(scenario.issueCount, 1)).compactMap { number -> Row? in
        guard number <= scenario.issueCount else { return nil }
        var issue = catalog.issue(number: number, of: scenario)
        issue.repository = scenario.name
        return Row(issue: issue, comments: catalog.comments(ofIssue: number, of: scenario))
      }
    }
  }()

  static func has(_ row: Row, label: String) -> Bool {
    row.issue.labels.contains { $0.name == label }
  }

  static func isAssigned(_ row: Row, to login: String) -> Bool {
    row.issue.assignees.contains { $0.login == login }
  }

  static func mentions(_ row: Row, _ login: String) -> Bool {
    ([row.issue.body] + row.comments.map(\.body)).contains { $0.contains("@\(login)") }
  }

  static func says(_ row: Row, _ word: String) -> Bool {
    row.issue.title.lowercased().contains(word) || row.issue.body.lowercased().contains(word)
  }

  /// Queries and what they mean, in plain terms. No `is:pr` means issues only.
  static let cases: [(String, @Sendable (Row) -> Bool)] = [
    (
      "label:bug no:assignee",
      { !$0.issue.isPullRequest && has($0, label: "bug") && $0.issue.assignees.isEmpty }
    ),
    (
      "is:open assignee:@me",
      { !$0.issue.isPullRequest && $0.issue.state == .open && isAssigned($0, to: "octocat") }
    ),
    (
      "author:hubot -label:enhancement is:closed",
      {
        !$0.issue.isPullRequest && $0.issue.author.login == "hubot"
          && !has($0, label: "enhancement")
          && $0.issue.state == .closed
      }
    ),
    ("is:pr label:ui", { $0.issue.isPullRequest && has($0, label: "ui") }),
    ("mentions:octocat", { !$0.issue.isPullRequest && mentions($0, "octocat") }),
    (
      "mentions:kim-ji is:closed",
      { !$0.issue.isPullRequest && mentions($0, "kim-ji") && $0.issue.state == .closed }
    ),
    (
      "no:label no:milestone repo:demo/flaky",
      {
        !$0.issue.isPullRequest && $0.issue.labels.isEmpty && $0.issue.milestone == nil
          && $0.issue.repository == DemoIssueRepository.flaky
      }
    ),
    (
      "repo:demo/slow repo:demo/limited is:open",
      {
        !$0.issue.isPullRequest && $0.issue.state == .open
          && [DemoIssueRepository.slow, DemoIssueRepository.limited].contains($0.issue.repository)
      }
    ),
    ("CRASH", { !$0.issue.isPullRequest && says($0, "crash") }),
    (
      "日本語 AND label:i18n", { !$0.issue.isPullRequest && says($0, "日本語") && has($0, label: "i18n") }
    ),
    (
      "label:\"good first issue\" assignee:tanaka",
      {
        !$0.issue.isPullRequest && has($0, label: "good first issue")
          && isAssigned($0, to: "tanaka")
      }
    ),
  ]

  static func search(_ repository: DemoIssueRepository, _ text: String) async throws
    -> (ids: [IssueReference], total: Int?, issues: [IssueDomain.Issue])
  {
    let query = try #require(try? SearchQuery.parse(text))
    var issues: [IssueDomain.Issue] = []
    var cursor: PageCursor?
    var total: Int?
    for _ in 0..<50 {
      let result = try await repository.searchIssues(query, after: cursor)
      #expect(result.page.items.count <= DemoIssueRepository.issuePageSize)
      issues += result.page.items
      total = result.totalCount
      cursor = result.page.nextCursor
      if cursor == nil { break }
    }
    #expect(cursor == nil, "paging ends")
    return (issues.map(\.id), total, issues)
  }

  @Test(arguments: 0..<cases.count)
  func resultsAreExactlyWhatAPlainFilterFinds(index: Int) async throws {
    let (text, expected) = Self.cases[index]
    let found = try await Self.search(demo(), text)
    let wanted = Self.rows.filter(expected).map(\.issue.id)
    #expect(!wanted.isEmpty, "\(text) finds something, or the comparison proves little")
    #expect(Set(found.ids) == Set(wanted), "\(text)")
    #expect(found.ids.count == wanted.count, "no duplicates")
    #expect(found.total == wanted.count)
  }

  /// The acceptance example: every unassigned bug, open and closed, in every repository the demo
  /// account can search, and nothing else.
  @Test func labelBugNoAssigneeListsTheUnassignedBugsOfBothStates() async throws {
    let found = try await Self.search(demo(), "label:bug no:assignee")
    #expect(found.issues.allSatisfy { $0.labels.contains { $0.name == "bug" } })
    #expect(found.issues.allSatisfy { $0.assignees.isEmpty && !$0.isPullRequest })
    #expect(Set(found.issues.map(\.state)) == [.open, .closed])
    #expect(
      Set(found.issues.compactMap(\.repository))
        == [
          .init(owner: "demo", name: "busy"), .init(owner: "demo", name: "flaky"),
          .init(owner: "demo", name: "slow"), .init(owner: "demo", name: "limited"),
          .init(owner: "demo", name: "garbled"), .init(owner: "demo", name: "readonly"),
        ])
    #expect(found.ids.count > DemoIssueRepository.issuePageSize, "it pages")
  }

  @Test(arguments: SearchSort.cycle)
  func resultsFollowTheSort(sort: SearchSort) async throws {
    let found = try await Self.search(demo(), "label:bug sort:\(sort)")
    let keys: [Double] = found.issues.map { issue in
      switch sort.field {
      case .created: issue.createdAt.timeIntervalSince1970
      case .updated: (issue.updatedAt ?? .distantPast).timeIntervalSince1970
      case .comments: Double(issue.commentCount ?? 0)
      }
    }
    let ordered = sort.direction == .ascending ? keys.sorted() : keys.sorted(by: >)
    #expect(keys == ordered)
    #expect(Set(keys).count > 1, "the order is visible")
  }

  // MARK: - 422s

  static func rejection(_ text: String) async throws -> [FieldRejection]? {
    let query = try #require(try? SearchQuery.parse(text))
    let result = await outcome { () async throws(IssueRepositoryError) in
      try await demo().searchIssues(query, after: nil)
    }
    guard case .rejected(let rejections) = result.failure else { return nil }
    return rejections
  }

  @Test func anUnknownQualifierIsRejectedInGitHubsShape() async throws {
    #expect(
      try await Self.rejection("label:bug milestone:v1")
        == [
          FieldRejection(field: "q", reason: .other("The qualifier milestone:v1 is not supported."))
        ]
    )
  }

  @Test(arguments: ["author:nobody", "assignee:ghost", "mentions:someone-else"])
  func anUnknownLoginGetsGitHubsMessage(text: String) async throws {
    #expect(
      try await Self.rejection(text)
        == [FieldRejection(field: "q", reason: .other(DemoIssueRepository.unknownUsersMessage))])
  }

  @Test(arguments: ["repo:demo/missing", "repo:someone/else"])
  func aRepositoryTheAccountCantSeeGetsGitHubsMessage(text: String) async throws {
    #expect(
      try await Self.rejection(text)
        == [
          FieldRejection(field: "q", reason: .other(DemoIssueRepository.unknownRepositoriesMessage))
        ])
  }

  @Test func orAndNotAreRejectedRatherThanIgnored() async throws {
    #expect(try await Self.rejection("bug OR ui") != nil)
    #expect(try await Self.rejection("bug NOT ui") != nil)
  }

  // MARK: - The search rate limit

  @Test func the31stSearchInAMinuteIsRateLimitedUntilTheMinuteEnds() async throws {
    let clock = TestClock()
    let repository = demo(clock: clock)
    let query = try #require(try? SearchQuery.parse("label:docs"))
    for _ in 0..<DemoIssueRepository.searchLimit {
      _ = try await repository.searchIssues(query, after: nil)
    }
    await clock.advance(by: .seconds(20))
    let search = SearchIssues(searching: repository)
    let limited = await outcome { () async throws(IssueUseCaseError) in
      try await search(query, after: nil)
    }
    guard case .rateLimited(let wait) = limited.failure else {
      Testing.Issue.record("expected the rate limit, got \(limited)")
      return
    }
    #expect(wait == .seconds(40))
    await clock.advance(by: .seconds(39))
    let stillLimited = await outcome { () async throws(IssueRepositoryError) in
      try await repository.searchIssues(query, after: nil)
    }
    guard case .rateLimited(let rest) = stillLimited.failure else {
      Testing.Issue.record("expected the rate limit, got \(stillLimited)")
      return
    }
    #expect(rest == .seconds(1))
    await clock.advance(by: .seconds(1))
    _ = try await repository.searchIssues(query, after: nil)
  }

  @Test func offlineAndArmedFaultsApplyToSearchesToo() async throws {
    let switches = DemoSwitches()
    let repository = demo(switches: switches)
    let query = try #require(try? SearchQuery.parse("label:bug"))
    switches.isOffline = true
    let offline = await outcome { () async throws(IssueRepositoryError) in
      try await repository.searchIssues(query, after: nil)
    }
    guard case .offline = offline.failure else {
      Testing.Issue.record("expected offline, got \(offline)")
      return
    }
  }

  // MARK: - The sorted listing

  @Test func theSortedListingOrdersOneRepositorysIssuesInAState() async throws {
    let repository = demo()
    let pages = try await allPages { (cursor) async throws(IssueRepositoryError) in
      try await repository.issues(
        in: DemoIssueRepository.busy, state: .open, sort: SearchSort(.comments, .ascending),
        after: cursor)
    }
    let counts = pages.items.map { $0.commentCount ?? 0 }
    #expect(counts == counts.sorted())
    #expect(pages.items.allSatisfy { $0.state == .open })
    #expect(
      pages.items.count
        == DemoCatalog(now: referenceDate).issues(of: .busy)
        .filter { $0.state == .open }.count)
  }

  @Test func theSortedListingKeepsTheRepositorysScenario() async throws {
    let result = await outcome { () async throws(IssueRepositoryError) in
      try await demo().issues(
        in: DemoIssueRepository.disabled, state: .all, sort: SearchSort(.created, .descending),
        after: nil)
    }
    guard case .gone = result.failure else {
      Testing.Issue.record("expected 410, got \(result)")
      return
    }
  }

  // MARK: - Repository names from URLs

  @Test(arguments: [
    ("https://api.github.com/repos/octo/app", "octo/app"),
    ("https://ghe.example/api/v3/repos/octo/app.js/", "octo/app.js"),
  ])
  func repositoryURLsNameTheirRepository(url: String, name: String) {
    #expect(GitHubIssueRepository.repositoryName(apiURL: url)?.description == name)
  }

  @Test(arguments: [
    "", "https://api.github.com/repos/octo", "https://api.github.com/repos/octo/app/issues",
    "https://api.github.com/users/octo/app", "https://x/repos/../..", "https://x/repos/a b/c",
    "https://x/repos/%2e%2e/x", "https://x/repos/-\u{1B}[31m/x", "https://x/repos/octo/.",
    "https://x/repos/" + String(repeating: "a", count: 40) + "/x",
    "https://x/repos/日本/語", "repos/octo/app?x=1",
  ])
  func hostileRepositoryURLsNameNothing(url: String) {
    #expect(GitHubIssueRepository.repositoryName(apiURL: url) == nil)
  }
}
