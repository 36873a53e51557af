import Foundation
import IssueDomain
import SystemSupport
import TestSupport
import Testing

/// The domain's side of issue 17: validation before anything is sent, what a change does to an
/// issue, which failures may have been applied, and the check before a re-send.
@Suite struct WriteUseCaseTests {
  let name = FakeIssueRepository.name
  static let start = Date(timeIntervalSince1970: 1_700_000_000)
  static let me = User(login: "octocat")

  static func comment(_ id: Int, _ body: String, by login: String = "octocat", at offset: Double)
    -> IssueDomain.Comment
  {
    IssueDomain.Comment(
      id: id, author: User(login: login), body: body,
      createdAt: start.addingTimeInterval(offset))
  }

  // MARK: - Validation

  @Test(arguments: ["", " ", "\n\n", "\t \r\n"])
  func aBlankCommentIsRejectedLocally(_ text: String) {
    #expect(
      throws: IssueUseCaseError.invalidInput([FieldRejection(field: "body", reason: .missing)])
    ) {
      try CommentAttempt(body: text, to: 7, in: name, author: Self.me, startedAt: Self.start)
    }
  }

  @Test func aCommentLongerThanGitHubsLimitIsRejectedLocally() throws {
    let longest = String(repeating: "é", count: CommentText.maximumLength)
    #expect(try CommentText.validated(longest) == longest)
    #expect(throws: IssueUseCaseError.self) {
      try CommentText.validated(longest + "x")
    }
    #expect(try CommentText.validated("  keep my spaces  ") == "  keep my spaces  ")
  }

  @Test func aBlankCommentNeverReachesTheWriter() async {
    let writer = FakeIssueWriter()
    let result = await outcome { () async throws(IssueUseCaseError) in
      let attempt = try CommentAttempt(
        body: "   ", to: 7, in: name, author: Self.me, startedAt: Self.start)
      return try await AddComment(writer: writer, logger: inMemoryLogger().0)(attempt)
    }
    #expect(result.failure == .invalidInput([FieldRejection(field: "body", reason: .missing)]))
    #expect(writer.calls.isEmpty)
  }

  @Test func anEmptyChangeIsNotSent() async {
    let writer = FakeIssueWriter()
    let update = UpdateIssue(
      writer: writer, reader: FakeIssueRepository(), logger: inMemoryLogger().0)
    let result = await outcome { () async throws(IssueUseCaseError) in
      try await update(IssueChange(), to: 7, in: name)
    }
    #expect(result.failure == .invalidInput([FieldRejection(field: "issue", reason: .missing)]))
    #expect(writer.calls.isEmpty)
  }

  // MARK: - Changes

  @Test func aChangeAppliesAndRecognisesItselfAsSets() {
    let issue = FakeIssueRepository.issue(7)
    let change = IssueChange(
      state: .closed, stateReason: .notPlanned, labels: ["ui", "BUG"], assignees: ["hubot"])
    #expect(!change.isApplied(to: issue))
    let changed = change.applied(to: issue, knownLabels: [Label(name: "ui", color: "fbca04")])
    #expect(changed.state == .closed)
    #expect(changed.stateReason == .notPlanned)
    #expect(
      changed.labels == [Label(name: "ui", color: "fbca04"), Label(name: "bug", color: "d73a4a")])
    #expect(changed.assignees == [User(login: "hubot")])
    #expect(change.isApplied(to: changed))
    var reordered = changed
    reordered.labels.reverse()
    #expect(change.isApplied(to: reordered), "sets: order doesn't matter")
    #expect(IssueChange(labels: []).applied(to: issue).labels.isEmpty)
    #expect(IssueChange.reopen.applied(to: changed).state == .open)
    #expect(IssueChange(assignees: ["x"]).applied(to: changed).state == .closed, "nil keeps")
  }

  @Test func aMilestoneChangeAppliesAndRecognisesItselfByTitle() {
    var issue = FakeIssueRepository.issue(7)
    issue.milestone = "v1.0"
    let set = IssueChange(milestone: .set(Milestone(number: 3, title: "v2.0")))
    #expect(!set.isEmpty)
    #expect(!set.isApplied(to: issue))
    let changed = set.applied(to: issue)
    #expect(changed.milestone == "v2.0")
    #expect(changed.labels == issue.labels && changed.state == issue.state, "the rest is kept")
    #expect(set.isApplied(to: changed))
    let clear = IssueChange(milestone: .clear)
    #expect(!clear.isApplied(to: changed))
    #expect(clear.applied(to: changed).milestone == nil)
    #expect(clear.isApplied(to: clear.applied(to: changed)))
    #expect(IssueChange(labels: ["bug"]).applied(to: changed).milestone == "v2.0", "nil keeps")
  }

  @Test func whichFailuresMayHaveBeenApplied() {
    let uncertain: [IssueUseCaseError] = [
      .connectivity(.timedOut), .connectivity(.unreachable), .server(status: 502),
      .malformedResponse(.incomplete), .cancelled,
    ]
    let certain: [IssueUseCaseError] = [
      .connectivity(.offline), .sessionExpired, .notPermitted,
      .rateLimited(retryAfter: .seconds(1)),
      .notFound, .gone, .conflict, .invalidInput([]),
    ]
    #expect(uncertain.allSatisfy { $0.mayHaveBeenApplied })
    #expect(certain.allSatisfy { !$0.mayHaveBeenApplied })
  }

  // MARK: - Never twice

  func attempt(_ body: String = "Looks good") throws -> CommentAttempt {
    try CommentAttempt(body: body, to: 7, in: name, author: Self.me, startedAt: Self.start)
  }

  @Test func aResendAfterAnUncertainFailureFindsTheStoredComment() async throws {
    let stored = Self.comment(9, "Looks good", by: "OctoCat", at: 2)
    let writer = FakeIssueWriter(
      recent: .success([Self.comment(8, "Looks good", by: "hubot", at: 1), stored]))
    let addComment = AddComment(writer: writer, logger: inMemoryLogger().0)
    let outcome = try await addComment.resend(try attempt(), after: .connectivity(.timedOut))
    #expect(outcome == .alreadyApplied(stored))
    #expect(writer.calls == ["comments(since: \(1_700_000_000 - 300))"], "looked, never posted")
  }

  @Test(arguments: [
    ("another body", "octocat", 2.0), ("Looks good", "hubot", 2.0),
    ("Looks good", "octocat", -301.0),
  ])
  func aResendPostsWhenNoMatchingCommentIsStored(body: String, login: String, offset: Double)
    async throws
  {
    let posted = Self.comment(10, "Looks good", at: 5)
    let writer = FakeIssueWriter(
      comments: [.success(posted)],
      recent: .success([Self.comment(9, body, by: login, at: offset)]))
    let outcome = try await AddComment(writer: writer, logger: inMemoryLogger().0).resend(
      try attempt(), after: .server(status: 502))
    #expect(outcome == .sent(posted))
    #expect(writer.calls.count == 2)
    #expect(writer.calls.last == "addComment(Looks good, #7)")
  }

  @Test func aResendAfterACertainRefusalPostsWithoutLooking() async throws {
    let posted = Self.comment(10, "Looks good", at: 5)
    let writer = FakeIssueWriter(comments: [.success(posted)])
    let outcome = try await AddComment(writer: writer, logger: inMemoryLogger().0).resend(
      try attempt(), after: .connectivity(.offline))
    #expect(outcome == .sent(posted))
    #expect(writer.calls == ["addComment(Looks good, #7)"])
  }

  @Test func aFailedCheckIsReportedAndNothingIsPosted() async throws {
    let writer = FakeIssueWriter(recent: .failure(.timedOut))
    let addComment = AddComment(writer: writer, logger: inMemoryLogger().0)
    let attempt = try attempt()
    let result = await outcome { () async throws(IssueUseCaseError) in
      try await addComment.resend(attempt, after: .connectivity(.timedOut))
    }
    #expect(result.failure == .connectivity(.timedOut))
    #expect(
      writer.calls.count == 1 + AutomaticRetry.lookRetries,
      "looked again once, and no post while it is unknown whether the first got through")
  }

  /// A look that fails by chance (a 502, a timeout) is made again within the same re-send, so
  /// the user's `R` isn't turned into an identical failure by its own check.
  @Test(arguments: [IssueRepositoryError.server(status: 502), .timedOut])
  func aLookThatFailsByChanceIsMadeAgainOnce(_ fault: IssueRepositoryError) async throws {
    let posted = Self.comment(10, "Looks good", at: 5)
    let writer = FakeIssueWriter(
      comments: [.success(posted)], recent: .success([]), firstLooks: [.failure(fault)])
    let outcome = try await AddComment(writer: writer, logger: inMemoryLogger().0).resend(
      try attempt(), after: .server(status: 502))
    #expect(outcome == .sent(posted))
    #expect(writer.calls.filter { $0.hasPrefix("comments") }.count == 2)
    #expect(writer.calls.filter { $0.hasPrefix("addComment") }.count == 1)
  }

  /// A refusal is not by chance: the look isn't made again.
  @Test func aLookRefusedIsNotMadeAgain() async throws {
    let writer = FakeIssueWriter(recent: .failure(.forbidden))
    let addComment = AddComment(writer: writer, logger: inMemoryLogger().0)
    let attempt = try attempt()
    let result = await outcome { () async throws(IssueUseCaseError) in
      try await addComment.resend(attempt, after: .connectivity(.timedOut))
    }
    #expect(result.failure != nil)
    #expect(writer.calls.count == 1)
  }

  @Test func sanitisedAndCRLFBodiesStillMatch() async throws {
    let stored = Self.comment(9, "line one\n    tabbed", at: 1)
    let writer = FakeIssueWriter(recent: .success([stored]))
    let outcome = try await AddComment(writer: writer, logger: inMemoryLogger().0).resend(
      try attempt("line one\r\n\ttabbed\n"), after: .connectivity(.timedOut))
    #expect(outcome == .alreadyApplied(stored))
  }

  // MARK: - Looks without sending

  @Test func aResendAfterARateLimitLooksFirst() async throws {
    let stored = Self.comment(9, "Looks good", at: 2)
    let writer = FakeIssueWriter(recent: .success([stored]))
    let outcome = try await AddComment(writer: writer, logger: inMemoryLogger().0).resend(
      try attempt(), after: .rateLimited(retryAfter: .seconds(60)))
    #expect(outcome == .alreadyApplied(stored))
    #expect(IssueUseCaseError.rateLimited(retryAfter: .zero).looksBeforeResending)
    #expect(!IssueUseCaseError.connectivity(.offline).looksBeforeResending)
  }

  @Test func aCommentCheckLooksAndNeverPosts() async throws {
    let stored = Self.comment(9, "Looks good", at: 2)
    let found = FakeIssueWriter(recent: .success([stored]))
    let addComment = AddComment(writer: found, logger: inMemoryLogger().0)
    #expect(try await addComment.check(try attempt()) == .applied(stored))
    let missing = FakeIssueWriter(recent: .success([]))
    let none = try await AddComment(writer: missing, logger: inMemoryLogger().0).check(
      try attempt())
    #expect(none == .notApplied(current: nil))
    #expect(!(found.calls + missing.calls).contains { $0.hasPrefix("addComment") })
  }

  @Test func aChangeCheckReadsTheIssueAndNeverWrites() async throws {
    let writer = FakeIssueWriter()
    let update = UpdateIssue(
      writer: writer, reader: FakeIssueRepository(), logger: inMemoryLogger().0)
    let open = FakeIssueRepository.issue(7)
    #expect(
      try await update.check(IssueChange(state: .open), to: 7, in: name) == .applied(open))
    #expect(
      try await update.check(.close(.completed), to: 7, in: name)
        == .notApplied(current: open))
    #expect(writer.calls.isEmpty)
  }
}
