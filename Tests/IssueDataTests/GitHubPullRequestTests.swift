import BackendTestSupport
import ConcurrencyExtras
import Foundation
import GitHubAPI
import GitHubStubServer
import IssueDomain
import ScreenState
import Testing

@testable import IssueData

/// A pull request over real HTTP on 127.0.0.1: the pull request and its reviews, its files
/// paged by `Link`, and its head's check runs and combined status, each asked for once with
/// the method and path GitHub documents, and every value from the server treated as hostile.
@Suite(.timeLimit(.minutes(1))) struct GitHubPullRequestTests {
  typealias Backend = StubBackend

  static let repository = RepositoryName(owner: "octo", name: "app")
  static let sha = "6dcb09b5b57875f334f61aebed695e2e4193db5e"

  static let pullRequest = """
    {"number": 7, "state": "open", "draft": false, "merged": false, "mergeable": false,
     "mergeable_state": "dirty", "user": {"login": "hubot"},
     "head": {"ref": "fix", "label": "hubot:fix\\u001b]0;PWNED\\u0007", "sha": "\(sha)"},
     "base": {"ref": "main"}, "additions": 12, "deletions": -3, "changed_files": 2,
     "html_url": "https://github.com/octo/app/pull/7",
     "requested_reviewers": [{"login": "tanaka"}, {"login": "monalisa"}]}
    """
  static let reviews = """
    [{"user": {"login": "monalisa"}, "state": "CHANGES_REQUESTED"},
     {"user": {"login": "kim"}, "state": "APPROVED"},
     {"user": {"login": "kim"}, "state": "COMMENTED"},
     {"user": {"login": "ghost"}, "state": "PENDING"}]
    """

  @Test func thePullRequestAndItsReviewsAreAskedForOnceAndRead() async throws {
    let backend = try await Backend.start([
      RecordedExchange(path: "/repos/octo/app/pulls/7", rawBody: Self.pullRequest),
      RecordedExchange(path: "/repos/octo/app/pulls/7/reviews?per_page=100", rawBody: Self.reviews),
    ])
    let result = await Result { () async throws in
      try await backend.repository.pullRequest(in: Self.repository, number: 7)
    }
    try await backend.stop()
    let pull = try result.get()
    #expect(
      backend.server.receivedRequests().map { "\($0.method) \($0.path)" } == [
        "GET /repos/octo/app/pulls/7", "GET /repos/octo/app/pulls/7/reviews?per_page=100",
      ])
    #expect(pull.state == .open)
    #expect(pull.mergeability == .conflicting)
    #expect(pull.head == "hubot:fix␛]0;PWNED␇", "control characters arrive inert")
    #expect(pull.headRef == "fix", "{{branch}} is the head's ref, not its owner:branch label")
    #expect(pull.base == "main")
    #expect(pull.headSHA == Self.sha)
    #expect(pull.additions == 12)
    #expect(pull.deletions == nil, "a negative count is no count")
    #expect(
      pull.reviewers == [
        Reviewer(user: User(login: "monalisa"), standing: .changesRequested),
        Reviewer(user: User(login: "kim"), standing: .approved),
        Reviewer(user: User(login: "tanaka"), standing: .requested),
      ], "a comment after an approval keeps it; a pending review says nothing")
    #expect(pull.reviewDecision == .changesRequested)
  }

  @Test func theWholeDiffIsAskedForOnceAsADiffAndKeptInert() async throws {
    let diff =
      "diff --git a/a.swift b/a.swift\n--- a/a.swift\n+++ b/a.swift\n@@ -1 +1 @@\n-old\n+new \u{1B}]0;PWNED\u{07}\n"
    let backend = try await Backend.start([
      RecordedExchange(
        path: "/repos/octo/app/pulls/7", headers: ["Content-Type": "text/plain; charset=utf-8"],
        rawBody: diff)
    ])
    let result = await Result { () async throws in
      try await backend.repository.diff(in: Self.repository, pullRequest: 7)
    }
    try await backend.stop()
    let text = try result.get().inertText
    let received = backend.server.receivedRequests()
    #expect(received.map { "\($0.method) \($0.path)" } == ["GET /repos/octo/app/pulls/7"])
    #expect(received.first?.headers["accept"] == ["application/vnd.github.diff"])
    #expect(text.hasPrefix("diff --git a/a.swift b/a.swift\n"))
    #expect(text.contains("+new ␛]0;PWNED␇"), "control characters reach the pager inert")
  }

  @Test func filesArePagedByTheirNextLinkAndKeptInert() async throws {
    let next = "https://api.github.com/repositories/1/pulls/7/files?per_page=100&page=2"
    let backend = try await Backend.start([
      RecordedExchange(
        path: "/repos/octo/app/pulls/7/files?per_page=100",
        headers: ["Link": "<\(next)>; rel=\"next\""],
        rawBody: """
          [{"filename": "a.swift", "status": "modified", "additions": 1, "deletions": 1,
            "patch": "@@ -1 +1 @@\\n-\\told\\n+\\tnew \\u001b[31m", "blob_url": "https://github.com/b"},
           {"filename": "b.png", "status": "added", "additions": 0, "deletions": 0}]
          """),
      RecordedExchange(
        path: "/repositories/1/pulls/7/files?per_page=100&page=2",
        rawBody: """
          [{"filename": "new.swift", "previous_filename": "old.swift", "status": "renamed",
            "additions": 0, "deletions": 0}]
          """),
    ])
    let result = await Result { () async throws in
      let first = try await backend.repository.files(
        in: Self.repository, pullRequest: 7, after: nil)
      let second = try await backend.repository.files(
        in: Self.repository, pullRequest: 7, after: first.nextCursor)
      return (first, second)
    }
    try await backend.stop()
    let (first, second) = try result.get()
    #expect(
      backend.server.receivedRequests().map { "\($0.method) \($0.path)" } == [
        "GET /repos/octo/app/pulls/7/files?per_page=100",
        "GET /repositories/1/pulls/7/files?per_page=100&page=2",
      ])
    #expect(first.items.map(\.filename) == ["a.swift", "b.png"])
    #expect(first.items[0].patch == "@@ -1 +1 @@\n-    old\n+    new ␛[31m", "tabs expand")
    #expect(first.items[1].patch == nil)
    #expect(second.items.first?.previousFilename == "old.swift")
    #expect(second.items.first?.status == .renamed)
    #expect(second.nextCursor == nil)
  }

  @Test func checksAreTheHeadsCheckRunsAndStatuses() async throws {
    let backend = try await Backend.start([
      RecordedExchange(
        path: "/repos/octo/app/commits/\(Self.sha)/check-runs?per_page=100",
        rawBody: """
          {"total_count": 3, "check_runs": [
            {"name": "build", "status": "completed", "conclusion": "success",
             "started_at": "2026-11-20T10:00:00Z", "completed_at": "2026-11-20T10:01:23Z",
             "html_url": "https://github.com/octo/app/runs/1"},
            {"name": "test", "status": "in_progress", "conclusion": null},
            {"name": "lint", "status": "completed", "conclusion": "timed_out"}]}
          """),
      RecordedExchange(
        path: "/repos/octo/app/commits/\(Self.sha)/status?per_page=100",
        rawBody: """
          {"state": "failure", "statuses": [
            {"context": "ci/legacy", "state": "error", "target_url": "https://ci.example.com/1",
             "created_at": "2026-11-20T10:00:00Z", "updated_at": "2026-11-20T10:00:30Z"}]}
          """),
      // A fork's run that waits for approval has no check runs: it is asked for apart.
      RecordedExchange(
        path:
          "/repos/octo/app/actions/runs?head_sha=\(Self.sha)&status=action_required&per_page=20",
        rawBody: """
          {"total_count": 2, "workflow_runs": [
            {"id": 99, "name": "E2E\\u001b[2J", "status": "completed",
             "conclusion": "action_required", "html_url": "https://github.com/octo/app/actions/runs/99"},
            {"id": "not a number"}]}
          """),
    ])
    let result = await Result { () async throws in
      try await backend.repository.checks(in: Self.repository, commit: Self.sha)
    }
    try await backend.stop()
    let checks = try result.get()
    #expect(backend.server.receivedRequests().map(\.method) == ["GET", "GET", "GET"])
    #expect(checks.checks.map(\.name) == ["build", "test", "lint", "E2E␛[2J", "ci/legacy"])
    #expect(checks.checks.map(\.state) == [.success, .pending, .failure, .pending, .failure])
    #expect(checks.checks[3].actionsJob == ActionsJobReference(runID: 99, jobID: 0))
    #expect(checks.checks[3].awaitsApproval)
    #expect(checks.checks[0].duration == 83)
    #expect(checks.checks[4].isStatus)
    #expect(checks.overall == .failure)
    #expect(!checks.isIncomplete)
  }

  @Test func aHeadThatIsNotACommitIdNeverReachesAPath() async throws {
    let backend = try await Backend.start([])
    let result = await Result { () async throws in
      try await backend.repository.checks(in: Self.repository, commit: "../../user")
    }
    try await backend.stop()
    #expect(try result.get() == CommitChecks(checks: []))
    #expect(backend.server.receivedRequests().isEmpty)
  }

  @Test(arguments: [(404, IssueRepositoryError.notFound), (500, .server(status: 500))])
  func aRefusedPullRequestIsTheRepositorysError(status: Int, expected: IssueRepositoryError)
    async throws
  {
    let backend = try await Backend.start([
      RecordedExchange(
        path: "/repos/octo/app/pulls/8", status: status, rawBody: "{\"message\": \"no\"}")
    ])
    let result = await Result { () async throws(IssueRepositoryError) in
      try await backend.repository.pullRequest(in: Self.repository, number: 8)
    }
    try await backend.stop()
    #expect(throws: expected) { try result.get() }
    #expect(backend.server.receivedRequests().count == 1, "the reviews aren't asked for")
  }

  @Test func aFailedFilesPageIsTheRepositorysError() async throws {
    let backend = try await Backend.start([
      RecordedExchange(
        path: "/repos/octo/app/pulls/7/files?per_page=100", status: 502, repeatable: true)
    ])
    let result = await Result { () async throws(IssueRepositoryError) in
      try await backend.repository.files(in: Self.repository, pullRequest: 7, after: nil)
    }
    try await backend.stop()
    #expect(throws: IssueRepositoryError.server(status: 502)) { try result.get() }
  }
}
