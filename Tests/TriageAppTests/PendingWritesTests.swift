import ErrorHandling
import Foundation
import IssueDomain
import Testing

@testable import TriageApp

/// `PendingWrites`' transitions, one by one: begin, succeed, fail (rollback), retry, dismiss,
/// stale answers, a refresh during a pending write, and a double key.
struct PendingWritesTests {
  static let repository = RepositoryName(owner: "octo", name: "app")
  static let reference = IssueReference(repository: repository, number: 7)

  static func issue(
    _ state: IssueState = .open, labels: [String] = ["bug"], updated: TimeInterval = 100,
    title: String = "Seven"
  ) -> IssueDomain.Issue {
    IssueDomain.Issue(
      number: 7, title: title, state: state, author: User(login: "hubot"),
      labels: labels.map { Label(name: $0) }, commentCount: 0,
      createdAt: Date(timeIntervalSince1970: 0), body: "", url: "https://github.com/o/a/issues/7",
      repository: repository, updatedAt: Date(timeIntervalSince1970: updated))
  }

  static let timedOut = WriteFailure(.network(.timedOut), cause: .connectivity(.timedOut))
  static let offline = WriteFailure(.network(.offline), cause: .connectivity(.offline))
  static let refused = WriteFailure(
    .validation([FieldProblem(field: "labels", issue: .invalid)]),
    cause: .invalidInput([FieldRejection(field: "labels", reason: .invalid)]))
  static let forbidden = WriteFailure(.forbidden, cause: .notPermitted)

  static func serial(_ result: Result<Int, PendingWrites.Refusal>) -> Int {
    (try? result.get()) ?? -1
  }

  @Test func aBegunChangeIsShownAtOnceAndMarkedPending() {
    var writes = PendingWrites()
    let loaded = Self.issue()
    _ = writes.begin(.change(.close(.completed)), on: Self.reference)
    #expect(writes.shown(loaded).state == .closed)
    #expect(writes.shown(loaded).stateReason == .completed)
    #expect(writes.pendingKinds(Self.reference) == [.state])
    #expect(writes.isPending(Self.reference))
  }

  @Test func aSecondKeyWhileOneIsPendingIsRefused() {
    var writes = PendingWrites()
    let first = writes.begin(.change(.close(.completed)), on: Self.reference)
    let second = writes.begin(.change(IssueChange(labels: ["docs"])), on: Self.reference)
    #expect((try? first.get()) != nil)
    #expect(second == .failure(.pending(Self.reference)))
    #expect(writes.entries[Self.reference]?.write == .change(.close(.completed)), "unchanged")
  }

  @Test func anotherIssueIsNotBlocked() {
    var writes = PendingWrites()
    _ = writes.begin(.change(.close(.completed)), on: Self.reference)
    let other = IssueReference(repository: Self.repository, number: 8)
    let begun = writes.begin(.change(.reopen), on: other)
    #expect((try? begun.get()) != nil)
  }

  @Test func successShowsTheServersAnswer() {
    var writes = PendingWrites()
    let serial = Self.serial(writes.begin(.change(.close(.notPlanned)), on: Self.reference))
    let answer = Self.issue(IssueState.closed, labels: ["bug", "wontfix"], updated: 200)
    let succeeded = writes.succeed(Self.reference, serial: serial, answer: answer)
    #expect(succeeded)
    #expect(!writes.isPending(Self.reference))
    #expect(writes.shown(Self.issue()) == answer, "the answer, not the guess")
  }

  @Test func failureRollsBackExactly() {
    for failure in [Self.refused, Self.forbidden, Self.offline, Self.timedOut] {
      var writes = PendingWrites()
      let loaded = Self.issue()
      let serial = Self.serial(
        writes.begin(.change(IssueChange(labels: ["docs"])), on: Self.reference))
      let failed = writes.fail(Self.reference, serial: serial, failure)
      #expect(failed)
      #expect(writes.shown(loaded) == loaded, "\(failure.error)")
      #expect(!writes.isPending(Self.reference))
      #expect(writes.pendingKinds(Self.reference).isEmpty)
    }
  }

  @Test func onlyAFailureRetryCanHelpWaitsInTheBanner() {
    var writes = PendingWrites()
    var serial = Self.serial(writes.begin(.change(.reopen), on: Self.reference))
    writes.fail(Self.reference, serial: serial, Self.refused)
    #expect(writes.banner == nil, "a refusal is final")
    serial = Self.serial(writes.begin(.change(.reopen), on: Self.reference))
    writes.fail(Self.reference, serial: serial, Self.timedOut)
    #expect(writes.banner?.reference == Self.reference)
    #expect(writes.banner?.failure == Self.timedOut)
  }

  @Test func retryResendsTheSameAttemptAfterItsFailure() {
    var writes = PendingWrites()
    let loaded = Self.issue()
    let first = Self.serial(writes.begin(.change(.close(.completed)), on: Self.reference))
    writes.fail(Self.reference, serial: first, Self.timedOut)
    let entry = writes.retry(Self.reference)
    #expect(entry?.write == .change(.close(.completed)))
    #expect(entry?.phase == .resending(after: Self.timedOut))
    #expect(entry.map { $0.serial != first } == true, "a new serial")
    #expect(writes.isPending(Self.reference))
    #expect(writes.shown(loaded).state == .closed, "pending again")
    #expect(writes.banner == nil)
    let again = writes.retry(Self.reference)
    #expect(again == nil, "nothing to retry while it is sent")
    let stale = writes.succeed(Self.reference, serial: first, answer: nil)
    #expect(!stale, "the old answer is stale")
  }

  @Test func dismissForgetsTheFailedWrite() {
    var writes = PendingWrites()
    let serial = Self.serial(writes.begin(.change(.reopen), on: Self.reference))
    writes.fail(Self.reference, serial: serial, Self.offline)
    writes.dismiss(Self.reference)
    #expect(writes.entries.isEmpty)
    #expect(writes.banner == nil)
    let retried = writes.retry(Self.reference)
    #expect(retried == nil)
  }

  @Test func aNewChangeReplacesOneWaitingInTheBanner() {
    var writes = PendingWrites()
    let serial = Self.serial(writes.begin(.change(.reopen), on: Self.reference))
    writes.fail(Self.reference, serial: serial, Self.timedOut)
    let begun = writes.begin(.change(IssueChange(labels: [])), on: Self.reference)
    #expect((try? begun.get()) != nil)
    #expect(writes.banner == nil)
    #expect(writes.pendingKinds(Self.reference) == [.labels])
  }

  @Test func staleAnswersChangeNothing() {
    var writes = PendingWrites()
    let serial = Self.serial(writes.begin(.change(.reopen), on: Self.reference))
    let staleSuccess = writes.succeed(Self.reference, serial: serial + 1, answer: Self.issue())
    let staleFailure = writes.fail(Self.reference, serial: serial + 1, Self.offline)
    #expect(!staleSuccess && !staleFailure)
    #expect(writes.isPending(Self.reference))
    let current = writes.succeed(Self.reference, serial: serial, answer: nil)
    let twice = writes.succeed(Self.reference, serial: serial, answer: nil)
    #expect(current && !twice, "only once")
  }

  @Test func aRefreshDuringAPendingWriteKeepsTheChangeOverTheNewValue() {
    var writes = PendingWrites()
    _ = writes.begin(.change(IssueChange(labels: ["docs"])), on: Self.reference)
    // The refresh brings a new title (someone else's edit) and the old labels.
    let refreshed = Self.issue(labels: ["bug"], updated: 150, title: "Seven, renamed")
    let shown = writes.shown(refreshed)
    #expect(shown.title == "Seven, renamed")
    #expect(shown.labels.map(\.name) == ["docs"], "neither dropped nor doubled")
    #expect(writes.entries.count == 1)
  }

  @Test func aRefreshSentBeforeTheWriteCantBringTheOldStateBack() {
    var writes = PendingWrites()
    let serial = Self.serial(writes.begin(.change(.close(.completed)), on: Self.reference))
    let answer = Self.issue(IssueState.closed, updated: 200)
    writes.succeed(Self.reference, serial: serial, answer: answer)
    // That refresh's answer was made before the write: older than the write's answer.
    #expect(writes.shown(Self.issue(IssueState.open, updated: 150)).state == .closed)
    // One made afterwards, by someone reopening it, wins.
    #expect(writes.shown(Self.issue(IssueState.open, updated: 250)).state == .open)
  }

  @Test func answersAreBounded() {
    var writes = PendingWrites()
    for number in 1...(PendingWrites.answerLimit + 10) {
      let reference = IssueReference(repository: Self.repository, number: number)
      let serial = Self.serial(writes.begin(.change(.reopen), on: reference))
      writes.succeed(reference, serial: serial, answer: Self.issue())
    }
    #expect(writes.answers.count == PendingWrites.answerLimit)
  }

  @Test func aListRowWithoutItsRepositoryIsFiledUnderTheLists() {
    var writes = PendingWrites()
    _ = writes.begin(.change(.close(.completed)), on: Self.reference)
    var row = Self.issue()
    row.repository = nil
    #expect(writes.shown(row).state == .open, "no repository, no match")
    #expect(writes.shown(row, in: Self.repository).state == .closed)
  }
}
