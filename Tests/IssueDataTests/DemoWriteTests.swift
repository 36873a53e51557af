import Clocks
import ErrorHandling
import Foundation
import IssueData
import IssueDomain
import Logging
import ScreenState
import TestSupport
import Testing

/// The demo's writes (issue 17, item 7): in memory, visible to every later read, with a fault
/// scenario for each error row.
@Suite(.timeLimit(.minutes(1))) struct DemoWriteTests {
  let busy = DemoIssueRepository.busy

  @Test func aCommentShowsInTheIssueItsCountAndItsLastPage() async throws {
    let repository = demo()
    let before = try await repository.issue(in: busy, number: 155)
    let comment = try await repository.addComment("First!", to: 155, in: busy)
    #expect(comment.author == DemoIssueRepository.signedInUser)
    #expect(comment.createdAt >= referenceDate)
    let after = try await repository.issue(in: busy, number: 155)
    #expect(after.commentCount == (before.commentCount ?? 0) + 1)
    let pages = try await allPages { cursor throws(IssueRepositoryError) in
      try await repository.comments(in: busy, issue: 155, after: cursor)
    }
    #expect(pages.items.last == comment)
    #expect(Set(pages.items.map(\.id)).count == pages.items.count, "ids never collide")
    let listed = try await repository.issues(in: busy, state: .all, after: nil)
    #expect(listed.items.first { $0.number == 155 }?.commentCount == after.commentCount)
    let recent = try await repository.comments(in: busy, issue: 155, since: referenceDate)
    #expect(recent == [comment])
  }

  @Test func closingRelabellingAndAssigningShowInEveryRead() async throws {
    let repository = demo()
    let change = IssueChange(
      state: .closed, stateReason: .notPlanned, labels: ["BUG", "wontfix", "bug"],
      assignees: ["hubot", "nobody-here"])
    let answer = try await repository.updateIssue(1, in: busy, change: change)
    #expect(answer.state == .closed)
    #expect(answer.stateReason == .notPlanned)
    #expect(answer.labels.map(\.name) == ["bug", "wontfix"], "the repository's names, once")
    #expect(answer.labels.first?.color == "d73a4a")
    #expect(answer.assignees == [User(login: "hubot")], "unassignable logins are dropped")
    #expect(try await repository.issue(in: busy, number: 1) == answer)
    let open = try await allPages { cursor throws(IssueRepositoryError) in
      try await repository.issues(in: busy, state: .open, after: cursor)
    }
    #expect(!open.items.contains { $0.number == 1 }, "the state filter sees the change")
    let reopened = try await repository.updateIssue(1, in: busy, change: .reopen)
    #expect(reopened.state == .open)
    #expect(reopened.stateReason == .reopened)
    #expect(reopened.labels.map(\.name) == ["bug", "wontfix"], "a state change keeps labels")
  }

  /// As on GitHub, a write moves the issue's `updated_at`: a value read after it is newer than
  /// one read before, which is how the app tells a stale value from the server's latest.
  @Test func aWriteMovesTheIssuesUpdatedAt() async throws {
    let repository = demo()
    let before = try await repository.issue(in: busy, number: 2)
    let closed = try await repository.updateIssue(2, in: busy, change: .close(.completed))
    let after = try await repository.issue(in: busy, number: 2)
    #expect((closed.updatedAt ?? .distantPast) > (before.updatedAt ?? .distantPast))
    #expect(after.updatedAt == closed.updatedAt)
    _ = try await repository.addComment("Later", to: 3, in: busy)
    let commented = try await repository.issue(in: busy, number: 3)
    let untouched = try await demo().issue(in: busy, number: 3)
    #expect((commented.updatedAt ?? .distantPast) > (untouched.updatedAt ?? .distantPast))
  }

  /// The list screens read the sorted listing and search, not only the unsorted listing: a
  /// refresh after a write must show it there too.
  @Test func theSortedListingAndSearchSeeTheWrites() async throws {
    let repository = demo()
    let before = try await repository.issue(in: busy, number: 155)
    _ = try await repository.addComment("Found by search", to: 155, in: busy)
    let sorted = try await repository.issues(
      in: busy, state: .all, sort: SearchSort(.created, .descending), after: nil)
    #expect(
      sorted.items.first { $0.number == 155 }?.commentCount == (before.commentCount ?? 0) + 1)
    _ = try await repository.updateIssue(155, in: busy, change: .close(.completed))
    let open = try await allPages { cursor throws(IssueRepositoryError) in
      try await repository.issues(
        in: busy, state: .open, sort: SearchSort(.created, .descending), after: cursor)
    }
    #expect(!open.items.contains { $0.number == 155 }, "the closed issue is no longer open")
    var closed: [IssueDomain.Issue] = []
    var cursor: PageCursor?
    for _ in 0..<20 {
      let page = try await repository.searchIssues(
        try SearchQuery.parse("repo:demo/busy is:closed"), after: cursor)
      closed += page.page.items
      cursor = page.page.nextCursor
      if cursor == nil { break }
    }
    let found = closed.first { $0.number == 155 }
    #expect(found?.state == .closed, "search finds the closed issue among the closed")
    #expect(found?.commentCount == (before.commentCount ?? 0) + 1)
  }

  @Test func anUnknownLabelIsA422AndChangesNothing() async throws {
    let repository = demo()
    let result = await outcome { () async throws(IssueRepositoryError) in
      try await repository.updateIssue(
        2, in: busy, change: IssueChange(state: .closed, labels: ["bug", "no such label"]))
    }
    #expect(
      result.failure
        == .rejected([
          FieldRejection(field: "name", reason: .invalid)
        ]))
    #expect(try await repository.issue(in: busy, number: 2).state == .open)
  }

  @Test func aBlankCommentIsA422FromTheServerToo() async {
    let result = await outcome { () async throws(IssueRepositoryError) in
      try await demo().addComment(" \n", to: 2, in: busy)
    }
    #expect(result.failure == .rejected([FieldRejection(field: "body", reason: .missing)]))
  }

  @Test func theReadOnlyRepositoryReadsButAnswers403ToWrites() async throws {
    let repository = demo()
    let name = DemoIssueRepository.readonly
    let before = try await repository.issue(in: name, number: 4)
    let comments = try await repository.comments(in: name, issue: 4, after: nil)
    let comment = await outcome { () async throws(IssueRepositoryError) in
      try await repository.addComment("hi", to: 4, in: name)
    }
    #expect(comment.failure == .forbidden)
    let change = await outcome { () async throws(IssueRepositoryError) in
      try await repository.updateIssue(4, in: name, change: .close(.completed))
    }
    #expect(change.failure == .forbidden)
    #expect(before.state == .open)
    #expect(try await repository.issue(in: name, number: 4) == before)
    #expect(try await repository.comments(in: name, issue: 4, after: nil) == comments)
    let listed =
      try await repository.repositories(after: nil).items
      + (try await repository.repositories(after: PageCursor("5")).items)
    #expect(!listed.contains { $0.name == name }, "someone else's: not in the account's list")
  }

  @Test func flakyWritesFailWith502ThenSucceedWithoutDoubling() async throws {
    let repository = demo()
    let name = DemoIssueRepository.flaky
    // Reads of demo/flaky fail on their own schedule (the 1st, 4th… answer): use up the 1st.
    _ = try? await repository.issue(in: name, number: 5)
    let first = await outcome { () async throws(IssueRepositoryError) in
      try await repository.addComment("retry me", to: 5, in: name)
    }
    #expect(first.failure == .server(status: 502))
    #expect(try await repository.comments(in: name, issue: 5, since: referenceDate).isEmpty)
    _ = try await repository.addComment("retry me", to: 5, in: name)
    #expect(try await repository.comments(in: name, issue: 5, since: referenceDate).count == 1)
  }

  @Test func aSlowWriteIsMadeThenTimesOutAndTheResendFindsIt() async throws {
    let repository = demo()
    let name = DemoIssueRepository.slow
    let addComment = AddComment(writer: repository, logger: silentLogger)
    let attempt = try CommentAttempt(
      body: "only once", to: 4, in: name, author: User(login: "octocat"),
      startedAt: referenceDate)
    let first = await outcome { () async throws(IssueUseCaseError) in
      try await addComment(attempt)
    }
    guard let failure = first.failure else {
      Issue.record("succeeded")
      return
    }
    #expect(failure == .connectivity(.timedOut))
    let second = try await addComment.resend(attempt, after: failure)
    guard case .alreadyApplied(let found) = second else {
      Issue.record("posted twice: \(second)")
      return
    }
    #expect(found.body == "only once")
    let all = try await allPages { cursor throws(IssueRepositoryError) in
      try await repository.comments(in: name, issue: 4, after: cursor)
    }
    #expect(all.items.filter { $0.body == "only once" }.count == 1)

    let update = UpdateIssue(writer: repository, reader: repository, logger: silentLogger)
    let change = IssueChange.close(.completed)
    // The 2nd write to demo/slow answers; the 3rd is made and times out.
    _ = try await update(IssueChange(labels: ["docs"]), to: 4, in: name)
    let lost = await outcome { () async throws(IssueUseCaseError) in
      try await update(change, to: 4, in: name)
    }
    guard let patchFailure = lost.failure else {
      Issue.record("succeeded")
      return
    }
    let again = try await update.resend(change, to: 4, in: name, after: patchFailure)
    guard case .alreadyApplied(let issue) = again else {
      Issue.record("sent again: \(again)")
      return
    }
    #expect(issue.state == IssueState.closed)
  }

  @Test func offlineWritesChangeNothing() async throws {
    let switches = DemoSwitches()
    let repository = demo(switches: switches)
    switches.isOffline = true
    let result = await outcome { () async throws(IssueRepositoryError) in
      try await repository.addComment("later", to: 2, in: busy)
    }
    #expect(result.failure == .offline)
    switches.isOffline = false
    #expect(try await repository.comments(in: busy, issue: 2, since: referenceDate).isEmpty)
  }

  @Test func anArmedFaultAppliesToAWrite() async throws {
    let switches = DemoSwitches()
    let repository = demo(switches: switches)
    switches.armedFault = .serviceUnavailable
    let result = await outcome { () async throws(IssueRepositoryError) in
      try await repository.updateIssue(2, in: busy, change: .close(.completed))
    }
    #expect(result.failure == .server(status: 503))
    #expect(try await repository.issue(in: busy, number: 2).state == .open)
  }

  @Test func missingAndDisabledRepositoriesRefuseWrites() async {
    for (name, expected) in [
      (DemoIssueRepository.missing, IssueRepositoryError.notFound),
      (DemoIssueRepository.disabled, .gone),
      (RepositoryName(owner: "demo", name: "nope"), .notFound),
    ] {
      let result = await outcome { () async throws(IssueRepositoryError) in
        try await demo().addComment("hi", to: 1, in: name)
      }
      #expect(result.failure == expected)
    }
    let deleted = await outcome { () async throws(IssueRepositoryError) in
      try await demo().addComment("hi", to: 37, in: DemoIssueRepository.busy)
    }
    #expect(deleted.failure == .notFound)
  }

  @Test func labelsAndAssigneesArePaged() async throws {
    let repository = demo()
    let labels = try await allPages { cursor throws(IssueRepositoryError) in
      try await repository.labels(in: busy, after: cursor)
    }
    #expect(labels.sizes.dropLast().allSatisfy { $0 == DemoIssueRepository.labelPageSize })
    #expect(labels.sizes.count > 1)
    #expect(labels.items.contains { $0.name == "日本語" })
    #expect(Set(labels.items.map(\.id)).count == labels.items.count)
    let people = try await allPages { cursor throws(IssueRepositoryError) in
      try await repository.assignees(in: busy, after: cursor)
    }
    #expect(people.sizes.count > 1)
    #expect(people.items.contains(DemoIssueRepository.signedInUser))
    #expect(people.items.map(\.login) == people.items.map(\.login).sorted())
  }
}
