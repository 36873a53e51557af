import IssueDomain
import TestSupport
import Testing

/// An edit of an issue's title and body through `UpdateIssue`: applied and recognised by text,
/// read first when it began from a text, and a `conflict` sending nothing when the server's
/// text is someone else's since.
@Suite struct IssueEditUseCaseTests {
  let name = FakeIssueRepository.name
  /// What the fake reader answers for #7: "A title", "Body".
  let served = IssueText(title: "A title", body: "Body")

  func update(_ writer: FakeIssueWriter, reader: FakeIssueRepository = FakeIssueRepository())
    -> UpdateIssue
  {
    UpdateIssue(writer: writer, reader: reader, logger: inMemoryLogger().0)
  }

  @Test func anEditAppliesAndRecognisesItselfByText() {
    let issue = FakeIssueRepository.issue(7)
    let change = IssueChange(title: "Renamed", body: "New body")
    #expect(!change.isEmpty)
    #expect(!change.isApplied(to: issue))
    let changed = change.applied(to: issue)
    #expect(changed.title == "Renamed" && changed.body == "New body")
    #expect(changed.labels == issue.labels, "the rest is kept")
    #expect(change.isApplied(to: changed))
    var crlf = changed
    crlf.body = "New body\r\n"
    #expect(change.isApplied(to: crlf), "line endings and outer space aside")
    #expect(IssueChange(body: "x").applied(to: issue).title == "A title", "nil keeps")
  }

  @Test func anEditFromTheServersTextLooksThenSendsOnce() async throws {
    let writer = FakeIssueWriter()
    let reader = FakeIssueRepository()
    let issue = try await update(writer, reader: reader)(
      IssueChange(title: "Renamed", editedFrom: served), to: 7, in: name)
    #expect(issue.title == "Renamed")
    #expect(writer.calls == ["updateIssue(#7)"])
    #expect(reader.recordedCalls.count == 1, "one look")
  }

  @Test func anEditFromAnotherTextIsAConflictAndNothingIsSent() async {
    let writer = FakeIssueWriter()
    let stale = IssueText(title: "A title", body: "The body before someone edited it")
    let result = await outcome { () async throws(IssueUseCaseError) in
      try await update(writer)(IssueChange(title: "Renamed", editedFrom: stale), to: 7, in: name)
    }
    #expect(result.failure == .conflict)
    #expect(writer.calls.isEmpty)
  }

  @Test func anEditAlreadyOnTheServerIsNoConflict() async throws {
    let writer = FakeIssueWriter()
    let elsewhere = IssueText(title: "Old", body: "Old body")
    _ = try await update(writer)(
      IssueChange(title: "A title", body: "Body", editedFrom: elsewhere), to: 7, in: name)
    #expect(writer.calls == ["updateIssue(#7)"], "idempotent: sent, not refused")
  }

  @Test func anOverwriteDoesNotLook() async throws {
    let writer = FakeIssueWriter()
    let reader = FakeIssueRepository(failing: .notFound)
    _ = try await update(writer, reader: reader)(IssueChange(body: "Mine"), to: 7, in: name)
    #expect(writer.calls == ["updateIssue(#7)"])
    #expect(reader.recordedCalls.isEmpty)
  }

  @Test func aFailedLookSendsNothing() async {
    let writer = FakeIssueWriter()
    let result = await outcome { () async throws(IssueUseCaseError) in
      try await update(writer, reader: FakeIssueRepository(failing: .forbidden))(
        IssueChange(title: "Renamed", editedFrom: served), to: 7, in: name)
    }
    #expect(result.failure == .notPermitted)
    #expect(writer.calls.isEmpty)
  }
}
