import IssueDomain
import TestSupport
import Testing

/// `ReactToIssue`: a toggle is one write then a read-back; a re-send after a failure that may
/// have been made looks at the account's reactions first and writes nothing when it is made.
@Suite struct ReactToIssueTests {
  let name = FakeIssueRepository.name

  func react(_ writer: FakeIssueWriter) -> ReactToIssue {
    ReactToIssue(writer: writer, reader: FakeIssueRepository(), logger: inMemoryLogger().0)
  }

  @Test func aToggleIsOneWriteAndTheIssueReadBack() async throws {
    let writer = FakeIssueWriter()
    let issue = try await react(writer)(.add(.heart), to: 7, in: name)
    #expect(issue == FakeIssueRepository.issue(7))
    #expect(writer.calls == ["addReaction"])
    _ = try await react(writer)(.remove(.heart, id: 5), to: 7, in: name)
    #expect(writer.calls == ["addReaction", "deleteReaction"])
  }

  @Test func aReadBackThatFailsStillMeansMade() async throws {
    let writer = FakeIssueWriter()
    let react = ReactToIssue(
      writer: writer, reader: FakeIssueRepository(failing: .server(status: 502)),
      logger: inMemoryLogger().0)
    #expect(try await react(.add(.eyes), to: 7, in: name) == nil)
    #expect(writer.calls == ["addReaction"])
  }

  @Test func aResendLooksFirstAndSendsOnlyWhatIsNotMade() async throws {
    let writer = FakeIssueWriter()
    // The fake account has no reactions: an add isn't made, a removal is.
    let added = try await react(writer).resend(
      .add(.heart), to: 7, in: name, after: .connectivity(.timedOut))
    #expect(added == .sent(FakeIssueRepository.issue(7)))
    #expect(writer.calls == ["writingAccount", "reactions", "addReaction"])
    let removed = try await react(writer).resend(
      .remove(.heart, id: 5), to: 7, in: name, after: .connectivity(.timedOut))
    #expect(removed == .alreadyApplied(FakeIssueRepository.issue(7)))
    #expect(!writer.calls.contains("deleteReaction"), "never sent for one already gone")
  }

  @Test func aResendAfterACertainFailureSendsWithoutLooking() async throws {
    let writer = FakeIssueWriter()
    _ = try await react(writer).resend(
      .add(.rocket), to: 7, in: name, after: .connectivity(.offline))
    #expect(writer.calls == ["addReaction"])
  }

  @Test func theTogglesCountAndWhatMadeMeans() {
    let issue = FakeIssueRepository.issue(7)
    let added = ReactionToggle.add(.laugh).applied(to: issue)
    #expect(added.reactions[.laugh] == issue.reactions[.laugh] + 1)
    #expect(ReactionToggle.remove(.laugh, id: 1).applied(to: added).reactions == issue.reactions)
    #expect(ReactionToggle.add(.laugh).isApplied(toMine: [.laugh: 1]))
    #expect(!ReactionToggle.add(.laugh).isApplied(toMine: [:]))
    #expect(ReactionToggle.remove(.laugh, id: 1).isApplied(toMine: [:]))
  }
}
