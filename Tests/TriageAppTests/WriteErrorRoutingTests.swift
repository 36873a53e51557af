import ErrorHandling
import Foundation
import IssueDomain
import Localization
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import AppCore
@testable import IssueListFeature
@testable import SharedWrites
@testable import TriageApp

/// Where a write's failure goes (the write's own link of the responder chain), and which write
/// keys a screen offers.
struct WriteErrorRoutingTests {
  static let context = ErrorContext(canGoBack: true, language: .english)
  static let labels = IssueWrite.change(IssueChange(labels: ["bug"]))
  static let close = IssueWrite.change(.close(.completed))

  static func display(_ error: AppError, _ write: IssueWrite, offersRetry: Bool) -> ErrorDisplay {
    ResponderChain(screen: WriteErrorResponder(write: write, offersRetry: offersRetry))
      .display(for: error, context: context)
  }

  @Test func a422OnLabelsOrAssigneesIsInlineAndOnAStateChangeAnAlert() {
    let error = AppError.validation([FieldProblem(field: "labels", issue: .other("locked"))])
    #expect(Self.display(error, Self.labels, offersRetry: false) == .inline("labels: locked"))
    let assignees = IssueWrite.change(IssueChange(assignees: ["x"]))
    if case .inline = Self.display(error, assignees, offersRetry: false) {
    } else {
      Issue.record("assignees' 422 is not inline")
    }
    if case .alert = Self.display(error, Self.close, offersRetry: false) {
    } else {
      Issue.record("a state change's 422 is not an alert")
    }
  }

  @Test func a403SaysYouCantChangeIssuesHereWithDismissOnly() {
    for language in [Language.english, .japanese] {
      let context = ErrorContext(canGoBack: true, language: language)
      let display = ResponderChain(
        screen: WriteErrorResponder(write: Self.close, offersRetry: false)
      )
      .display(for: .forbidden, context: context)
      guard case .alert(let alert) = display else {
        Issue.record("\(display)")
        continue
      }
      #expect(alert.message == AppError.cannotChangeIssues.text(in: language))
      #expect(alert.buttons.map(\.kind) == [.dismiss])
    }
  }

  @Test func a403OnACommentSaysItsDraftIsKept() throws {
    let comment = IssueWrite.comment(
      try CommentAttempt(
        body: "Hi", to: 1, in: RepositoryName(owner: "demo", name: "readonly"),
        author: User(login: "octocat"), startedAt: Date(timeIntervalSince1970: 0)))
    for language in [Language.english, .japanese] {
      let display = ResponderChain(
        screen: WriteErrorResponder(write: comment, offersRetry: false)
      )
      .display(for: .forbidden, context: ErrorContext(canGoBack: true, language: language))
      guard case .alert(let alert) = display else {
        Issue.record("\(display)")
        continue
      }
      #expect(alert.message.hasPrefix(AppError.cannotChangeIssues.text(in: language)))
      #expect(alert.message.hasSuffix(LocalizedText.draftKept.text(in: language)))
    }
  }

  /// The alert counts down the write's own wait (the write, not the screen, goes again at
  /// zero); once the write's automatic retries are used up it says so, with no countdown.
  @Test func aRateLimitCountsDownTheWritesWaitThenLeavesRetryToTheBanner() {
    let limited = AppError.rateLimited(retryAfter: .seconds(30))
    let counting = ResponderChain(
      screen: WriteErrorResponder(write: Self.close, offersRetry: true, wait: .seconds(30))
    ).display(for: limited, context: Self.context)
    guard case .alert(let alert) = counting else {
      Issue.record("not an alert: \(counting)")
      return
    }
    #expect(alert.countdown == .seconds(30))
    #expect(alert.buttons.map(\.kind) == [.dismiss])
    guard case .alert(let spent) = Self.display(limited, Self.close, offersRetry: true) else {
      Issue.record("not an alert")
      return
    }
    #expect(spent.countdown == nil)
    #expect(spent.message == AppError.rateLimitPersistsMessage.text(in: .english))
    #expect(spent.buttons.map(\.kind) == [.dismiss])
  }

  @Test func failuresRetryCanHelpAreTheBanner() {
    for error in [AppError.network(.timedOut), .network(.offline), .server(status: 502), .decoding]
    {
      if case .banner = Self.display(error, Self.close, offersRetry: true) {
      } else {
        Issue.record("\(error) is not the banner")
      }
    }
  }

  @Test func notFoundGoneAndUnauthorizedGoToTheAppsTable() {
    if case .alert(let alert) = Self.display(.notFound, Self.close, offersRetry: false) {
      #expect(alert.buttons.map(\.kind) == [.navigateBack, .dismiss])
    } else {
      Issue.record("404 is not the usual alert")
    }
    if case .signOut = Self.display(.unauthorized, Self.close, offersRetry: false) {
    } else {
      Issue.record("401 doesn't sign out")
    }
  }

  @Test func whichFailuresOfferRetry() {
    #expect(WriteFailure(.network(.timedOut), cause: .connectivity(.timedOut)).offersRetry)
    #expect(WriteFailure(.network(.offline), cause: .connectivity(.offline)).offersRetry)
    #expect(WriteFailure(.decoding, cause: .malformedResponse(.undecodable)).offersRetry)
    #expect(!WriteFailure(.forbidden, cause: .notPermitted).offersRetry)
    #expect(!WriteFailure(.notFound, cause: .notFound).offersRetry)
    // Once its automatic retries are used up, the banner's Retry is the user's.
    #expect(
      WriteFailure(
        .rateLimited(retryAfter: .seconds(1)), cause: .rateLimited(retryAfter: .seconds(1))
      )
      .offersRetry)
  }

  // MARK: - Keys

  static func keys(
    _ issue: IssueDomain.Issue?, canWrite: Bool = true, writes: PendingWrites = PendingWrites()
  ) -> [Key] {
    let context = Keymap.Context(
      canGoBack: true, isDemo: false, canWrite: canWrite, writes: writes)
    return Keymap.writes(for: issue, context).filter { !$0.label.isEmpty }.flatMap(\.keys)
  }

  @Test func xOnAnOpenIssueXOnAClosedOneNoneWhenPendingOrReadOnly() {
    let open = PendingWritesTests.issue(.open)
    let closed = PendingWritesTests.issue(.closed)
    #expect(
      Self.keys(open) == [.character("x"), .character("L"), .character("A"), .character("M")])
    #expect(
      Self.keys(closed) == [.character("X"), .character("L"), .character("A"), .character("M")])
    #expect(Self.keys(open, canWrite: false).isEmpty)
    #expect(Self.keys(nil).isEmpty)
    var writes = PendingWrites()
    _ = writes.begin(.change(.close(.completed)), on: PendingWritesTests.reference)
    #expect(Self.keys(open, writes: writes).isEmpty, "listed nowhere while pending")
    let refusal = Keymap.writes(
      for: open, Keymap.Context(canGoBack: true, isDemo: false, canWrite: true, writes: writes))
    #expect(
      refusal.map { $0.action(as: WriteAction.self) } == [.stillPending], "the keys only say why")
  }
}

/// The banner's keys never steal a letter from a line being typed.
struct WriteBannerKeyTests {
  @Test func rAndDTypeIntoTheQueryLineWhileTheBannerIsUp() async throws {
    let program = Fixtures.program
    var state = Fixtures.loadedState(size: Size(width: 80, height: 24), program: program)
    // A fixture: a close sent and failed offline, its banner up.
    program.press(.character("x"), .enter, on: &state)
    if let (reference, entry) = state.writes.pending.entries.first {
      program.apply(
        .write(
          .finished(
            reference, serial: entry.serial,
            .failure(WriteFailure(.network(.offline), cause: .connectivity(.offline))))),
        to: &state)
    }
    #expect(state.writes.pending.banner != nil)
    let store = TestStore(program: program, initialState: state)
    // Typed into the line; the banner is still there, neither retried nor dismissed.
    await store.press(.character("/"), .character("D"), .character("R")) {
      $0.modifyTop(as: IssueListScreen.self) {
        $0.queryLine = TextField(text: "DR", maximumLength: IssueListScreen.queryLineLength)
      }
    }
    let banner = try #require(store.state.writes.pending.banner?.reference)
    // D dismisses once the line is closed, and that is all it does.
    await store.press(.escape, .character("D")) {
      $0.modifyTop(as: IssueListScreen.self) { $0.queryLine = nil }
      $0.writes.pending.dismiss(banner)
    }
    await store.finish()
  }
}
