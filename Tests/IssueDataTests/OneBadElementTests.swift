import BackendTestSupport
import ConcurrencyExtras
import Foundation
import GitHubAPI
import GitHubStubServer
import IssueDomain
import ScreenState
import TestSupport
import Testing

@testable import IssueData

/// One element the server got wrong never blanks a whole pane: each element of a page is
/// decoded on its own, the rest are shown, and the bad one is left out (or, for a time that
/// isn't one, kept without it).
@Suite(.timeLimit(.minutes(1))) struct OneBadElementTests {
  typealias Backend = StubBackend

  @Test func aNotificationOfAnUnexpectedShapeLeavesTheOthers() async throws {
    let good = { (id: String) in
      GitHubInboxTests.thread(id: id, reason: "mention", type: "Release", url: nil)
    }
    let threads = [
      good("1"),
      #"{"id": "2", "unread": "yes", "repository": {"name": "app", "full_name": "octo/app"}}"#,
      #"{"id": 3, "subject": 5}"#,
      #"{"id": "4", "updated_at": "last tuesday", "repository": {"name": "a", "full_name": "o/a"}}"#,
      "[]", "null", "7",
      good("5"),
    ]
    let backend = try await Backend.start([GitHubInboxTests.page(threads)])
    let result = await Result { () async throws in
      try await backend.repository.inbox(participating: false, after: nil, since: nil)
    }
    try await backend.stop()
    let page = try #require(try result.get().page)
    #expect(page.items.map(\.id) == ["1", "5"])
  }

  @Test func aCheckRunWithAMalformedTimeIsShownWithoutItAndABadOneLeftOut() async throws {
    let sha = GitHubPullRequestTests.sha
    let backend = try await Backend.start([
      RecordedExchange(
        path: "/repos/octo/app/commits/\(sha)/check-runs?per_page=100",
        rawBody: """
          {"total_count": 4, "check_runs": [
            {"name": "build", "status": "completed", "conclusion": "failure",
             "started_at": "yesterday", "completed_at": 12},
            {"name": ["not", "a", "name"], "status": "completed"},
            {"name": "lint", "status": "completed", "conclusion": "success",
             "started_at": "2026-11-20T10:00:00Z", "completed_at": "2026-11-20T10:00:10Z"},
            {"name": "docs", "status": "queued", "html_url": 5}]}
          """),
      RecordedExchange(
        path: "/repos/octo/app/commits/\(sha)/status?per_page=100",
        rawBody: """
          {"state": "failure", "statuses": [
            {"context": "ci/legacy", "state": "error", "created_at": "not a date"},
            {"context": "ci/other", "state": "success"}]}
          """),
    ])
    let result = await Result { () async throws in
      try await backend.repository.checks(in: GitHubPullRequestTests.repository, commit: sha)
    }
    try await backend.stop()
    let checks = try result.get()
    #expect(checks.checks.map(\.name) == ["build", "lint", "docs", "ci/other"])
    #expect(checks.checks[0].state == .failure, "the failure shows though its times are bad")
    #expect(checks.checks[0].duration == nil)
    #expect(checks.checks[1].duration == 10)
    #expect(checks.overall == .failure)
  }

  @Test func oneBadRowOfAListPageLeavesTheOthers() async throws {
    let backend = try await Backend.start([
      RecordedExchange(
        path: "/repos/octo/app/issues?state=open&per_page=30",
        rawBody: """
          [{"number": 1, "title": "One", "state": "open"},
           {"number": "two", "title": "Two", "state": "open"},
           {"number": 3, "title": {"text": "Three"}, "state": "open"},
           {"number": 4, "title": "Four", "state": "open"}]
          """)
    ])
    let page = try await outcome { () async throws(IssueRepositoryError) in
      try await backend.repository.issues(
        in: .init(owner: "octo", name: "app"), state: .open, after: nil)
    }.get()
    try await backend.stop()
    #expect(page.items.map(\.number) == [1, 4])
  }

  @Test func oneBadResultOfASearchPageLeavesTheOthers() async throws {
    let query = try GitHubSearchTests.query("is:issue x")
    var exchange = GitHubSearchTests.answer(
      path: "/search/issues?q=is:issue+x&per_page=30", count: 3, total: 3)
    if case .object(var body)? = exchange.response, case .array(var items)? = body["items"] {
      items[1] = .object(["number": .string("x")])
      body["items"] = .array(items)
      exchange.response = .object(body)
    }
    let backend = try await Backend.start([exchange])
    let result = await GitHubSearchTests.search(backend, query)
    try await backend.stop()
    #expect(try result.get().page.items.map(\.number) == [1, 3])
  }
}
