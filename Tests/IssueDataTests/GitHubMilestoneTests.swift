import BackendTestSupport
import Foundation
import GitHubAPI
import GitHubStubServer
import IssueData
import IssueDomain
import ScreenState
import Testing

/// The milestone over real HTTP on 127.0.0.1: a choice is one `PATCH` whose body names the
/// milestone by number or clears it with an explicit `null`, and the picker's list is the
/// repository's open milestones, paged by the Link header and cleaned of what a hostile server
/// could send.
@Suite(.timeLimit(.minutes(1))) struct GitHubMilestoneTests {
  typealias Backend = StubBackend

  static func issueJSON(milestone: String?) -> JSONValue {
    .object([
      "number": .integer(7), "title": .string("A title"), "state": .string("open"),
      "user": .object(["login": .string("hubot")]), "labels": .array([]),
      "comments": .integer(0), "created_at": .string("2026-11-01T10:00:00Z"),
      "html_url": .string("https://github.com/octo/app/issues/7"),
      "milestone": milestone.map { .object(["number": .integer(3), "title": .string($0)]) }
        ?? .null,
    ])
  }

  @Test func settingAMilestoneIsOnePatchNamingItsNumber() async throws {
    let backend = try await Backend.cached([
      RecordedExchange(
        method: "patch", path: "/repos/octo/app/issues/7",
        response: Self.issueJSON(milestone: "v2.0"))
    ])
    let change = IssueChange(milestone: .set(Milestone(number: 3, title: "v2.0")))
    let issue = try await backend.repository.updateIssue(
      7, in: GitHubWriteTests.app, change: change)
    #expect(issue.milestone == "v2.0")
    #expect(change.isApplied(to: issue))
    #expect(backend.server.receivedRequests().count == 1, "exactly one request")
    let patch = try #require(backend.requests("PATCH").first)
    #expect(GitHubWriteTests.body(patch) == .object(["milestone": .integer(3)]))
    #expect(patch.header("Authorization") == "Bearer \(StubBackend.token)")
    #expect(patch.header("Content-Type") == "application/json; charset=utf-8")
    try await backend.stop()
  }

  @Test func clearingAMilestoneSendsAnExplicitNull() async throws {
    let backend = try await Backend.cached([
      RecordedExchange(
        method: "patch", path: "/repos/octo/app/issues/7",
        response: Self.issueJSON(milestone: nil))
    ])
    let change = IssueChange(milestone: .clear)
    let issue = try await backend.repository.updateIssue(
      7, in: GitHubWriteTests.app, change: change)
    #expect(issue.milestone == nil)
    let patch = try #require(backend.requests("PATCH").first)
    #expect(backend.server.receivedRequests().count == 1)
    #expect(patch.body.contains("\"milestone\":null"), "null, not left out: \(patch.body)")
    #expect(GitHubWriteTests.body(patch) == .object(["milestone": .null]))
    try await backend.stop()
  }

  @Test func openMilestonesArePagedAndCleaned() async throws {
    let backend = try await Backend.cached([
      RecordedExchange(
        path: "/repos/octo/app/milestones?state=open&per_page=100",
        headers: [
          "link":
            "<https://api.github.com/repositories/1/milestones?state=open&page=2>; rel=\"next\""
        ],
        response: .array([
          .object(["number": .integer(1), "title": .string("v1.0")]),
          .object(["number": .integer(9), "title": .string("v1.0")]),
          .object(["title": .string("no number")]),
          .object(["number": .integer(4), "title": .string("")]),
          .object(["number": .integer(-2), "title": .string("negative")]),
          .object(["number": .string("5"), "title": .string("odd number")]),
        ])),
      RecordedExchange(
        path: "/repositories/1/milestones?state=open&page=2",
        response: .array([.object(["number": .integer(2), "title": .string("v2\u{1B}[2J")])])),
    ])
    let first = try await backend.repository.milestones(in: GitHubWriteTests.app, after: nil)
    #expect(
      first.items == [Milestone(number: 1, title: "v1.0")],
      "a repeated title is one row; no number, no title or a bad number can't be chosen")
    let cursor = try #require(first.nextCursor)
    let second = try await backend.repository.milestones(in: GitHubWriteTests.app, after: cursor)
    #expect(second.items == [Milestone(number: 2, title: "v2␛[2J")], "titles are sanitised")
    #expect(second.nextCursor == nil)
    #expect(backend.server.remainingExchanges().isEmpty)
    #expect(backend.server.receivedRequests().allSatisfy { $0.method == "GET" })
    try await backend.stop()
  }

  @Test func aFailedListIsMappedAsAnyRead() async throws {
    let backend = try await Backend.cached([
      RecordedExchange(
        path: "/repos/octo/app/milestones?state=open&per_page=100", status: 404,
        response: .object(["message": .string("Not Found")]))
    ])
    do {
      _ = try await backend.repository.milestones(in: GitHubWriteTests.app, after: nil)
      Issue.record("a 404 listed milestones")
    } catch {
      #expect(error == .notFound)
    }
    #expect(backend.server.receivedRequests().count == 1)
    try await backend.stop()
  }
}
