import ErrorHandling
import IssueDomain
import ScreenState
import TerminalUI
import Testing

@testable import TriageApp

/// Errors through the chain to alerts, and what each button does, on the reducer alone.
@Suite struct ErrorFlowTests {
  let program = Fixtures.program
  let size = Size(width: 80, height: 24)

  /// The Issues screen after its first load failed with `error`, alert still up.
  func failedLoad(_ error: AppError = Fixtures.failure) -> AppState {
    var state = Fixtures.issuesOpened(size: size)
    Fixtures.apply([Fixtures.loaded(state, .failure(error))], to: &state)
    return state
  }

  @Test func aFailedLoadShowsThePaneAndARetryBackDismissAlertFromItsScreen() {
    let state = failedLoad()
    #expect(state.list.state == .loadingFailure(Fixtures.failure))
    let dialog = state.alerts.current
    #expect(dialog?.origin == state.issuesID)
    #expect(dialog?.alert.buttons.map(\.kind) == [.retry, .navigateBack, .dismiss])
    #expect(dialog?.alert.title == "You're offline")
  }

  @Test func retryClosesTheAlertAndRestartsTheLoad() {
    var state = failedLoad()
    let effect = program.press([.character("r")], on: &state)
    #expect(state.alerts.current == nil)
    #expect(state.list.state == .retryLoading(Fixtures.failure))
    #expect(effect.runIDs.contains(state.list.loadID))
  }

  @Test func dismissLeavesTheErrorPaneWithItsHint() {
    var state = failedLoad()
    program.press([.escape], on: &state)
    #expect(state.alerts.current == nil)
    #expect(state.list.state == .loadingFailure(Fixtures.failure))
    #expect(state.navigation.count == 2, "Esc in an alert dismisses; it does not go back")
    #expect(program.view(state, in: size).contains("r: retry"))
  }

  @Test func backPopsTheScreenThatFailed() {
    var state = failedLoad()
    let issues = state.list
    let effect = program.press([.character("b")], on: &state)
    #expect(state.navigation.count == 1)
    #expect(state.alerts.current == nil)
    #expect(Set(effect.cancelledIDs).isSuperset(of: issues.effectIDs))
  }

  @Test func keysNeverReachTheScreenBeneathAnAlert() {
    var state = Fixtures.loadedState(size: size)
    program.press([.character("r")], on: &state)
    Fixtures.apply([Fixtures.loaded(state, .failure(Fixtures.failure))], to: &state)
    #expect(state.alerts.isShowing)
    let before = state.list
    for key in [Key.down, .character("j"), .end, .character("X")] {
      _ = program.reduce(&state, .input(.key(key)))
    }
    #expect(state.list == before)
    #expect(state.navigation.count == 2)
    #expect(state.alerts.isShowing)
    #expect(
      program.reduce(&state, .input(.mouse(MouseEvent(.wheelDown, at: Point(x: 1, y: 1))))).isNone)
    #expect(state.list == before)
  }

  @Test func ctrlCQuitsEvenWithAnAlertUp() {
    var state = failedLoad()
    #expect(program.reduce(&state, .input(.key(.ctrl("c")))).quits)
  }

  /// The footer under an alert says "q quit", so q does, whichever alert is up: a failed
  /// load's, a countdown's, or the sign-out confirmation.
  @Test func qQuitsEvenWithAnAlertUp() {
    var state = failedLoad()
    #expect(program.reduce(&state, .input(.key(.character("q")))).quits)
    var limited = failedLoad(.rateLimited(retryAfter: .seconds(30)))
    #expect(limited.alerts.current?.remaining != nil)
    #expect(program.reduce(&limited, .input(.key(.character("q")))).quits)
  }

  @Test func theRootsAlertOffersNoBack() {
    var state = program.initialState()
    _ = program.reduce(&state, .input(.resize(size)))
    _ = program.start(&state)
    let root = state.navigation.root.id
    _ = program.reduce(
      &state, .screen(root, .repositories(.loaded(generation: 1, .failure(.server(status: 502))))))
    #expect(state.alerts.current?.alert.buttons.map(\.kind) == [.retry, .dismiss])
    program.press([.character("b")], on: &state)
    #expect(state.alerts.isShowing, "b matches no button, so nothing happens")
  }

  @Test func aMissingIssueOffersBackAndDismissOnly() {
    var state = Fixtures.loadedState(size: size)
    program.press([.enter], on: &state)
    Fixtures.apply([Fixtures.issueLoaded(state, .failure(.notFound))], to: &state)
    #expect(state.alerts.current?.alert.buttons.map(\.kind) == [.navigateBack, .dismiss])
    #expect(state.alerts.current?.alert.title == "Not found")
    program.press([.enter], on: &state)
    #expect(state.detail == nil, "Enter activates the focused Back")
    #expect(state.navigation.count == 2)
  }

  @Test func identicalErrorsFromOneScreenCoalesce() {
    var state = failedLoad()
    _ = program.raise(Fixtures.failure, from: state.issuesID, &state)
    _ = program.raise(Fixtures.failure, from: state.issuesID, &state)
    #expect(state.alerts.pending.isEmpty)
    _ = program.raise(.server(status: 500), from: state.issuesID, &state)
    #expect(state.alerts.pending.count == 1, "a different error queues behind")
  }

  @Test func cancellationIsNeverShown() {
    var state = Fixtures.issuesOpened(size: size)
    Fixtures.apply([Fixtures.loaded(state, .failure(.cancelled))], to: &state)
    #expect(state.alerts.current == nil)
    #expect(state.list.state.error == nil)
    #expect(program.raise(.cancelled, from: state.issuesID, &state).isNone)
    #expect(state.alerts.current == nil)
  }

  // MARK: - Navigation

  /// Back, from an alert raised by a screen under the top, pops that screen and the one above
  /// it, cancels both screens' in-flight work, and drops their late results.
  @Test func backFromANonTopScreenCancelsItsWorkAndDropsLateResults() {
    var state = Fixtures.loadedState(size: size)
    let pageEffect = program.press([.end], on: &state)
    #expect(state.list.state.isPaging)
    #expect(pageEffect.runIDs == [state.list.pageID])
    let issuesID = state.issuesID
    let pageGeneration = state.list.generation
    let openEffect = program.press([.enter], on: &state)
    guard let issueScreen = state.top.screen.as(IssueScreen.self) else {
      Issue.record("Enter did not open the issue")
      return
    }
    #expect(
      openEffect.runIDs == [issueScreen.loadID, issueScreen.commentsID],
      "the issue and its comments are loading")
    #expect(state.navigation.count == 3)

    // The page fails while the issue is on top: the alert comes from the Issues screen.
    _ = program.reduce(
      &state,
      .screen(issuesID, .issues(.pageLoaded(generation: pageGeneration, .failure(.gone)))))
    #expect(state.alerts.current?.origin == issuesID)
    let back = program.press([.character("b")], on: &state)
    #expect(state.navigation.count == 1, "Issues and the issue above it are gone")
    #expect(
      Set(back.cancelledIDs).isSuperset(
        of: issueScreen.effectIDs + [issuesID.effect("issues.page")]))

    // Late results for both popped screens change nothing.
    let settled = state
    let issueID = ScreenID(issuesID.rawValue + 1)
    let lateIssue = Fixtures.allIssues[0]
    _ = program.reduce(
      &state, .screen(issueID, .issue(.loaded(generation: 1, .success(lateIssue)))))
    _ = program.reduce(
      &state,
      .screen(issuesID, .issues(.pageLoaded(generation: pageGeneration, .success(IssuePage())))))
    #expect(state == settled)
  }

  @Test func poppingAScreenDropsItsQueuedAlerts() {
    var state = Fixtures.loadedState(size: size)
    program.press([.enter], on: &state)
    let issueID = state.top.id
    _ = program.raise(.server(status: 500), from: state.issuesID, &state)
    _ = program.raise(.notFound, from: issueID, &state)
    #expect(state.alerts.pending.count == 1)
    program.press([.character("b")], on: &state)  // Back for the Issues screen's alert
    #expect(state.navigation.count == 1)
    #expect(state.alerts.current == nil, "the issue's alert went with its screen")
  }

  // MARK: - Rate limit

  @Test func aRateLimitCountsDownOnTicksAndRetriesByItself() {
    var state = failedLoad(.rateLimited(retryAfter: .seconds(3)))
    #expect(state.alerts.current?.remaining == .seconds(3))
    #expect(state.alerts.current?.alert.buttons.map(\.kind) == [.navigateBack, .dismiss])
    #expect(program.view(state, in: size).contains("Retrying in 3 s"))
    _ = program.reduce(&state, .countdown)
    _ = program.reduce(&state, .countdown)
    #expect(program.view(state, in: size).contains("Retrying in 1 s"))
    #expect(state.list.state.isLoading == false)
    let effect = program.reduce(&state, .countdown)
    #expect(state.alerts.current == nil)
    #expect(state.list.state == .retryLoading(.rateLimited(retryAfter: .seconds(3))))
    #expect(effect.runIDs.contains(state.list.loadID))
    #expect(effect.cancelledIDs.contains(TriageProgram.countdownID))
  }

  @Test func dismissingACountdownKeepsItRunningInThePaneUntilTheRetry() {
    var state = failedLoad(.rateLimited(retryAfter: .seconds(3)))
    let id = state.issuesID
    let dismissed = program.press([.escape], on: &state)
    #expect(state.alerts.current == nil)
    #expect(dismissed.cancelledIDs.isEmpty, "the seconds keep ticking")
    #expect(state.retryCountdowns[id] == .seconds(3))
    #expect(program.view(state, in: size).contains("Retrying in 3 s"))
    let tick = program.reduce(&state, .countdown)
    #expect(tick.runIDs == [TriageProgram.countdownID], "and go on ticking")
    #expect(program.view(state, in: size).contains("Retrying in 2 s"))
    _ = program.reduce(&state, .countdown)
    #expect(state.list.state.isLoading == false)
    let effect = program.reduce(&state, .countdown)
    #expect(state.retryCountdowns[id] == nil)
    #expect(state.list.state == .retryLoading(.rateLimited(retryAfter: .seconds(3))))
    #expect(effect.runIDs == [state.list.loadID], "the retry, and no further tick")
    #expect(!program.view(state, in: size).contains("Retrying in"))
  }

  @Test func aPartlyElapsedCountdownContinuesFromWhereTheAlertWas() {
    var state = failedLoad(.rateLimited(retryAfter: .seconds(5)))
    _ = program.reduce(&state, .countdown)
    _ = program.reduce(&state, .countdown)
    program.press([.escape], on: &state)
    #expect(state.retryCountdowns[state.issuesID] == .seconds(3))
  }

  @Test func onlyLeavingTheScreenCancelsThePaneCountdown() {
    var state = failedLoad(.rateLimited(retryAfter: .seconds(3)))
    let id = state.issuesID
    program.press([.escape], on: &state)
    program.press([.down, .character("?"), .escape], on: &state)
    #expect(state.retryCountdowns[id] == .seconds(3), "keys and the help leave it running")
    let left = program.press([.escape], on: &state)
    #expect(state.navigation.count == 1)
    #expect(state.retryCountdowns.isEmpty)
    #expect(left.cancelledIDs.contains(TriageProgram.countdownID), "nothing left to count")
    #expect(program.reduce(&state, .countdown).isNone, "a late tick does nothing")
  }

  @Test func anotherAlertOverThePaneCountdownDoesNotStopIt() {
    var state = failedLoad(.rateLimited(retryAfter: .seconds(3)))
    let id = state.issuesID
    program.press([.escape], on: &state)
    program.press(Fixtures.signOut, on: &state)
    #expect(state.alerts.current?.alert.title == "Sign out?")
    _ = program.reduce(&state, .countdown)
    #expect(state.retryCountdowns[id] == .seconds(2))
    let cancelled = program.press([.escape], on: &state)
    #expect(!cancelled.cancelledIDs.contains(TriageProgram.countdownID))
  }

  @Test func backFromTheAlertLeavesNoPaneCountdown() {
    var state = failedLoad(.rateLimited(retryAfter: .seconds(3)))
    let effect = program.press([.character("b")], on: &state)
    #expect(state.navigation.count == 1)
    #expect(state.retryCountdowns.isEmpty)
    #expect(effect.cancelledIDs.contains(TriageProgram.countdownID))
  }

  // MARK: - Sign-in and the session

  func signInState() -> AppState {
    var state = Fixtures.loadedState(size: size)
    program.press(Fixtures.signOut + [.enter], on: &state)
    return state
  }

  @Test func signingOutResetsTheStackToSignInAndCancelsEverything() {
    var state = Fixtures.loadedState(size: size)
    let issuesEffects = state.list.effectIDs
    program.press(Fixtures.signOut, on: &state)
    #expect(state.alerts.current?.alert.title == "Sign out?", ":signout asks first")
    #expect(state.navigation.count == 2)
    let effect = program.press([.enter], on: &state)
    #expect(state.navigation.count == 1)
    #expect(state.breadcrumb(ChromeWords(.english)) == ["Sign in"])
    #expect(Set(effect.cancelledIDs).isSuperset(of: issuesEffects))
  }

  @Test func signInTakesTextAndQuitsOnlyOnCtrlC() {
    var state = signInState()
    for key in [Key.character("q"), .character("X"), .character("d")] {
      #expect(program.reduce(&state, .input(.key(key))).isNone)
    }
    guard let screen = state.top.screen.as(SignInScreen.self) else {
      Issue.record("not on sign-in")
      return
    }
    #expect(screen.token.text == "qXd")
    #expect(program.view(state, in: size).contains("•••"))
    #expect(!program.view(state, in: size).contains("qXd"), "the token is masked")
    #expect(program.reduce(&state, .input(.key(.ctrl("c")))).quits)
  }

  @Test func aRejectedTokenShowsInlineAndAnEmptyOneRaisesAValidationAlert() {
    var state = signInState()
    let id = state.top.id
    _ = program.reduce(&state, .input(.key(.enter)))
    _ = program.reduce(
      &state,
      .screen(
        id,
        .signIn(
          .finished(generation: 1, .failure(.validation([.init(field: "token", issue: .missing)]))))
      ))
    #expect(state.alerts.current?.alert.buttons.map { $0.title(in: .english) } == ["OK"])
    program.press([.enter], on: &state)
    #expect(state.alerts.current == nil)

    _ = program.reduce(&state, .input(.key(.enter)))
    _ = program.reduce(
      &state, .screen(id, .signIn(.finished(generation: 2, .failure(.invalidCredentials)))))
    #expect(state.alerts.current == nil, "inline, not an alert")
    #expect(program.view(state, in: size).contains("That token was not accepted"))
    #expect(state.navigation.count == 1, "still on sign-in")
  }

  @Test func signingInMakesRepositoriesTheRootAndLoadsIt() {
    var state = signInState()
    let id = state.top.id
    _ = program.reduce(&state, .input(.key(.enter)))
    let effect = program.reduce(
      &state, .screen(id, .signIn(.finished(generation: 1, .success(User(login: "octocat"))))))
    #expect(state.breadcrumb(ChromeWords(.english)) == ["Repositories"])
    guard let store = state.navigation.root.screen.as(RepositoriesScreen.self)?.store else {
      Issue.record("root is not Repositories")
      return
    }
    #expect(effect.runIDs == [store.loadID])
  }

  @Test func a401MidSessionSignsOutWithSessionExpiredInline() {
    var state = Fixtures.loadedState(size: size)
    program.press([.enter], on: &state)
    Fixtures.apply([Fixtures.issueLoaded(state, .failure(.unauthorized))], to: &state)
    #expect(state.breadcrumb(ChromeWords(.english)) == ["Sign in"])
    #expect(state.alerts.current == nil)
    #expect(program.view(state, in: size).contains("Your session has expired."))
  }
}

/// The issue page's refresh-failure banner, on the reducer: it comes with its expiry, goes when
/// the expiry for it arrives, and a reload cancels it.
@Suite struct IssueBannerTests {
  let program = Fixtures.program
  let size = Size(width: 80, height: 24)

  func refreshFailed() -> (AppState, Effect<AppAction>) {
    var state = Fixtures.loadedState(size: size)
    program.press([.enter], on: &state)
    Fixtures.apply([Fixtures.issueLoaded(state, .success(Fixtures.allIssues[0]))], to: &state)
    program.press([.character("r")], on: &state)
    let effect = program.reduce(&state, Fixtures.issueLoaded(state, .failure(Fixtures.failure)))
    program.press([.escape], on: &state)
    return (state, effect)
  }

  @Test func aFailedRefreshShowsABannerWithItsExpiry() {
    let (state, effect) = refreshFailed()
    let screen = state.detail
    #expect(screen?.isBannerShowing == true)
    #expect(screen.map { effect.runIDs.contains($0.bannerID) } == true)
    #expect(program.view(state, in: size).text(ofRow: 22).contains("Check your network"))
  }

  @Test func theBannerGoesWhenItsExpiryArrivesAndOnlyThen() {
    var (state, _) = refreshFailed()
    let id = state.top.id
    let serial = state.detail?.bannerSerial ?? -1
    _ = program.reduce(&state, .screen(id, .issue(.bannerExpired(serial: serial + 1))))
    #expect(state.detail?.isBannerShowing == true, "an older banner's expiry leaves it")
    _ = program.reduce(&state, .screen(id, .issue(.bannerExpired(serial: serial))))
    #expect(state.detail?.isBannerShowing == false)
    #expect(!program.view(state, in: size).text(ofRow: 22).contains("Check your network"))
  }

  @Test func aReloadCancelsTheBanner() {
    var (state, _) = refreshFailed()
    let bannerID = state.detail?.bannerID
    let effect = program.press([.character("r")], on: &state)
    #expect(state.detail?.isBannerShowing == false)
    #expect(bannerID.map { effect.cancelledIDs.contains($0) } == true)
  }
}
