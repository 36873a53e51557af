import ErrorHandling
import FeatureTestSupport
import Foundation
import IssueDomain
import SystemSupport
import Testing

@testable import AppCore
@testable import SharedWrites

/// `PendingWrites`' transitions, one by one: begin, succeed, fail (rollback), retry, dismiss,
/// stale answers, a refresh during a pending write, and a double key.
struct PendingWritesTests {
  static let repository = WriteFixtures.repository
  static let reference = WriteFixtures.reference

  static func issue(
    _ state: IssueState = .open, labels: [String] = ["bug"], updated: TimeInterval = 100,
    title: String = "Seven"
  ) -> IssueDomain.Issue {
    WriteFixtures.issue(state, labels: labels, updated: updated, title: title)
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

/// The transitions that keep a write whose outcome isn't known shown and said as such: the
/// look after a lost answer, a rate limit's wait under `AutomaticRetry`, and the answers a
/// refresh lets go.
/// A posted comment is counted on every screen that shows its issue, until a value the server
/// sent after it (which counts it itself) replaces the one loaded before.
@Suite struct PostedCommentCountTests {
  static let comment = Comment(
    id: 1, author: User(login: "octocat"), body: "Hi", createdAt: Date(timeIntervalSince1970: 150))

  @Test func aListLoadedBeforeTheCommentCountsIt() {
    var writes = PendingWrites()
    let before = PendingWritesTests.issue(updated: 100)
    writes.rememberPosted(Self.comment, on: PendingWritesTests.reference)
    #expect(writes.shown(before).commentCount == 1, "the list loaded before counts it")
    var after = PendingWritesTests.issue(updated: 160)
    after.commentCount = 1
    #expect(writes.shown(after).commentCount == 1, "a newer value counts it once, itself")
    var other = PendingWritesTests.issue(updated: 100)
    other.number = 8
    #expect(writes.shown(other).commentCount == 0, "another issue is untouched")
  }

  @Test func theCountIsBoundedPerIssue() {
    var writes = PendingWrites()
    for id in 0..<100 {
      var comment = Self.comment
      comment.id = id
      writes.rememberPosted(comment, on: PendingWritesTests.reference)
    }
    let shown = writes.shown(PendingWritesTests.issue(updated: 100)).commentCount
    #expect(shown == PendingWrites.postedLimit)
  }
}

struct PendingWritesCheckAndWaitTests {
  static let reference = PendingWritesTests.reference
  static let limited = WriteFailure(
    .rateLimited(retryAfter: .zero), cause: .rateLimited(retryAfter: .zero))

  @Test func aLostAnswerIsCheckedWhileTheChangeStaysShown() throws {
    var writes = PendingWrites()
    let serial = PendingWritesTests.serial(
      writes.begin(.change(.close(.completed)), on: Self.reference))
    let started = writes.check(Self.reference, serial: serial, PendingWritesTests.timedOut)
    let checking = try #require(started)
    #expect(writes.isPending(Self.reference))
    #expect(writes.shown(PendingWritesTests.issue()).state == .closed)
    #expect(writes.banner == nil, "no keys while it is checked")
    #expect(writes.notice?.reference == Self.reference)
    let stale = writes.succeed(Self.reference, serial: serial, answer: nil)
    #expect(!stale, "the old attempt's answer is stale")
    let found = writes.checkedNotApplied(Self.reference, serial: checking, current: nil)
    #expect(found)
    let failure = try #require(writes.banner?.failure)
    #expect(!failure.mayHaveBeenApplied, "found not made: certain")
    #expect(!failure.looksBeforeResending, "Retry sends at once: there is nothing to look for")
    #expect(writes.shown(PendingWritesTests.issue()).state == .open, "rolled back")
  }

  @Test func aCheckThatFindsNothingShowsTheServersValue() throws {
    var writes = PendingWrites()
    let serial = PendingWritesTests.serial(
      writes.begin(.change(.close(.completed)), on: Self.reference))
    let started = writes.check(Self.reference, serial: serial, PendingWritesTests.timedOut)
    let checking = try #require(started)
    let current = PendingWritesTests.issue(labels: ["docs"], updated: 200)
    writes.checkedNotApplied(Self.reference, serial: checking, current: current)
    #expect(writes.shown(PendingWritesTests.issue()).labels.map(\.name) == ["docs"])
  }

  @Test func aRateLimitWaitsWhileShownThenResendsWithinTheRule() throws {
    var writes = PendingWrites()
    var serial = PendingWritesTests.serial(
      writes.begin(.change(.close(.completed)), on: Self.reference))
    var waits: [Duration] = []
    while let wait = writes.wait(Self.reference, serial: serial, Self.limited, asked: .zero) {
      waits.append(wait)
      #expect(writes.isPending(Self.reference) && writes.isWaiting)
      #expect(writes.shown(PendingWritesTests.issue()).state == .closed, "still shown")
      #expect(writes.banner?.reference == Self.reference, "R and D while it waits")
      var due: [(IssueReference, PendingWrites.Entry)] = []
      var seconds = 0
      while due.isEmpty {
        due = writes.countDown(by: .seconds(1))
        seconds += 1
      }
      #expect(Duration.seconds(seconds) == wait)
      let entry = try #require(due.first?.1)
      guard case .resending(let previous) = entry.phase else {
        Issue.record("\(entry.phase)")
        return
      }
      #expect(previous.looksBeforeResending, "checked before it is sent again")
      serial = entry.serial
    }
    let expected = (0..<AutomaticRetry.limit).compactMap {
      AutomaticRetry.wait(before: $0, asked: .zero)
    }
    #expect(waits == expected)
    #expect(!writes.isPending(Self.reference) && writes.banner != nil, "then the user's Retry")
    let retry = writes.retry(Self.reference)
    let retried = try #require(retry)
    #expect(retried.automaticRetries == 0, "the user's Retry starts a new run")
  }

  @Test func dismissingAWaitingWriteSendsNothingMore() {
    var writes = PendingWrites()
    let serial = PendingWritesTests.serial(
      writes.begin(.change(.close(.completed)), on: Self.reference))
    writes.wait(Self.reference, serial: serial, Self.limited, asked: .seconds(30))
    writes.dismiss(Self.reference)
    #expect(writes.entries.isEmpty)
    #expect(writes.countDown(by: .seconds(60)).isEmpty)
  }

  @Test func aLoadAsNewAsTheAnswerIsTheServersValue() {
    var writes = PendingWrites()
    let serial = PendingWritesTests.serial(
      writes.begin(.change(.close(.completed)), on: Self.reference))
    writes.succeed(
      Self.reference, serial: serial, answer: PendingWritesTests.issue(.closed, updated: 200))
    #expect(writes.shown(PendingWritesTests.issue(updated: 100)).state == .closed, "older")
    #expect(writes.shown(PendingWritesTests.issue(updated: 200)).state == .open, "as new")
  }

  @Test func aRefreshLetsGoOfAnswersNothingCanOrder() {
    var writes = PendingWrites()
    var undated = PendingWritesTests.issue(.closed)
    undated.updatedAt = nil
    let serial = PendingWritesTests.serial(
      writes.begin(.change(.close(.completed)), on: Self.reference))
    writes.succeed(Self.reference, serial: serial, answer: undated)
    var loaded = PendingWritesTests.issue()
    loaded.updatedAt = nil
    #expect(writes.shown(loaded).state == .closed)
    writes.refreshed(now: Date(timeIntervalSince1970: 1_000))
    #expect(writes.shown(loaded).state == .open, "the refreshed value")
    let other = IssueReference(repository: PendingWritesTests.repository, number: 8)
    var dated = PendingWritesTests.issue(.closed, updated: 300)
    dated.number = 8
    let second = PendingWritesTests.serial(writes.begin(.change(.close(.completed)), on: other))
    writes.succeed(other, serial: second, answer: dated)
    writes.refreshed(now: Date(timeIntervalSince1970: 1_000))
    #expect(writes.answers[other] != nil, "a dated answer is ordered by its date instead")
    writes.refreshed(now: Date(timeIntervalSince1970: -100))
    #expect(writes.answers[other] == nil, "unless its date is later than any refresh can be")
  }

  /// A lost answer, a look that failed, then a re-send refused before it left: the first
  /// attempt may still be stored, so the banner doesn't say "Not saved", the next send looks
  /// first, and Dismiss keeps the comment to look for.
  @Test func aChangeThatMayBeStoredStaysSoWhateverLaterAttemptsSay() throws {
    var writes = PendingWrites()
    let attempt = try CommentAttempt(
      body: "Maybe", to: 7, in: PendingWritesTests.repository, author: nil,
      startedAt: Date(timeIntervalSince1970: 0))
    let serial = PendingWritesTests.serial(writes.begin(.comment(attempt), on: Self.reference))
    let started = writes.check(Self.reference, serial: serial, PendingWritesTests.timedOut)
    let checking = try #require(started)
    writes.fail(Self.reference, serial: checking, PendingWritesTests.timedOut)
    let retry = writes.retry(Self.reference)
    let resent = try #require(retry)
    writes.fail(Self.reference, serial: resent.serial, PendingWritesTests.offline)
    let entry = try #require(writes.entries[Self.reference])
    #expect(entry.mayHaveReachedServer, "the first attempt may be stored")
    #expect(entry.failureToFollow?.looksBeforeResending == true)
    writes.dismiss(Self.reference)
    let again = writes.resendUncertain(Self.reference)
    guard case .resending(let previous)? = again?.phase else {
      Issue.record("not kept: \(String(describing: again))")
      return
    }
    #expect(previous.looksBeforeResending)
  }

  @Test func aDraftFromAnEarlierRunIsLookedForBeforeItIsSent() throws {
    var writes = PendingWrites()
    let attempt = try CommentAttempt(
      body: "Again?", to: 7, in: PendingWritesTests.repository, author: nil,
      startedAt: Date(timeIntervalSince1970: 0))
    writes.rememberUncertain(attempt)
    let resent = writes.resendUncertain(Self.reference)
    let entry = try #require(resent)
    guard case .resending(let previous) = entry.phase else {
      Issue.record("\(entry.phase)")
      return
    }
    #expect(previous.looksBeforeResending)
  }
}
