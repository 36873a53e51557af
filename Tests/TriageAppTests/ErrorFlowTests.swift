import ErrorHandling
import IssueDomain
import Localization
import ScreenState
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import AppCore
@testable import IssueFeature
@testable import IssueListFeature
@testable import TriageApp

/// Errors through the chain to alerts, and what each button does, on the reducer alone.
@Suite struct ErrorFlowTests {
  let clock = EffectClock()
  let program: TriageProgram
  let size = Size(width: 80, height: 24)

  init() {
    program = Fixtures.program(clock: clock)
  }

  /// An exhaustive store from `state`, on the clock the demo backend sleeps on.
  func store(_ state: AppState) -> TestStore<TriageProgram> {
    TestStore(program: program, initialState: state, clock: clock)
  }

  /// The Issues screen after its first load failed with `error`, alert still up.
  func failedLoad(_ error: AppError = Fixtures.failure) -> AppState {
    var state = Fixtures.issuesOpened(size: size, program: program)
    // A fixture: the failure is given, not what the test checks.
    program.apply(Fixtures.loaded(state, .failure(error)), to: &state)
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

  @Test func retryClosesTheAlertAndRestartsTheLoad() async {
    let store = store(failedLoad())
    let id = store.state.issuesID
    let effect = await store.press(.character("r")) {
      $0.alerts.dismissCurrent()
      $0.modify(id, as: IssueListScreen.self) { _ = $0.store.retry() }
    }
    #expect(store.state.list.state == .retryLoading(Fixtures.failure))
    #expect(effect.runIDs.contains(store.state.list.loadID))
    store.skipInFlightEffects()  // the load itself is the paging tests' business
    await store.finish()
  }

  @Test func dismissLeavesTheErrorPaneWithItsHint() async {
    let store = store(failedLoad())
    // Esc in an alert dismisses; it does not go back, and the pane keeps its failure.
    await store.press(.escape) { $0.alerts.dismissCurrent() }
    #expect(store.state.list.state == .loadingFailure(Fixtures.failure))
    #expect(program.view(store.state, in: size).contains("r: retry"))
    await store.finish()
  }

  @Test func backPopsTheScreenThatFailed() async {
    let store = store(failedLoad())
    let issues = store.state.list
    let effect = await store.press(.character("b")) {
      $0.alerts.dismissCurrent()
      $0.navigation.pop()
    }
    #expect(Set(effect.cancelledIDs).isSuperset(of: issues.effectIDs))
    await store.finish()
  }

  @Test func keysNeverReachTheScreenBeneathAnAlert() async {
    var state = Fixtures.loadedState(size: size, program: program)
    // A fixture: a refresh that failed, its alert up.
    program.press(.character("r"), on: &state)
    program.apply(Fixtures.loaded(state, .failure(Fixtures.failure)), to: &state)
    #expect(state.alerts.isShowing)
    let store = store(state)
    // Nothing changes: not the list, not the stack, not the alert.
    for key in [Key.down, .character("j"), .end, .character("X")] {
      await store.press(key)
    }
    let wheel = await store.send(.input(.mouse(MouseEvent(.wheelDown, at: Point(x: 1, y: 1)))))
    #expect(wheel.isNone)
    await store.finish()
  }

  @Test func ctrlCQuitsEvenWithAnAlertUp() async {
    let store = store(failedLoad())
    #expect(await store.press(.ctrl("c")).quits)
    #expect(store.hasQuit)
    await store.finish()
  }

  /// The footer under an alert says "q quit", so q does, whichever alert is up: a failed
  /// load's, a countdown's, or the sign-out confirmation.
  @Test func qQuitsEvenWithAnAlertUp() async {
    let failed = store(failedLoad())
    #expect(await failed.press(.character("q")).quits)
    await failed.finish()
    let limited = store(failedLoad(.rateLimited(retryAfter: .seconds(30))))
    #expect(limited.state.alerts.current?.remaining != nil)
    #expect(await limited.press(.character("q")).quits)
    await limited.finish()
  }

  @Test func theRootsAlertOffersNoBack() async {
    var state = program.initialState()
    // A fixture: the start's load is answered by hand below.
    program.apply(.input(.resize(size)), to: &state)
    _ = program.start(&state)
    let root = state.navigation.root.id
    program.apply(
      .screen(root, .repositories(.loaded(generation: 1, .failure(.server(status: 502))))),
      to: &state)
    #expect(state.alerts.current?.alert.buttons.map(\.kind) == [.retry, .dismiss])
    let store = store(state)
    await store.press(.character("b"))  // b matches no button, so nothing happens
    await store.finish()
  }

  @Test func aMissingIssueOffersBackAndDismissOnly() async {
    let loaded = Fixtures.loadedState(size: size, program: program)
    var state = loaded
    // A fixture: the issue opened and found missing.
    program.press(.enter, on: &state)
    program.apply(Fixtures.issueLoaded(state, .failure(.notFound)), to: &state)
    #expect(state.alerts.current?.alert.buttons.map(\.kind) == [.navigateBack, .dismiss])
    #expect(state.alerts.current?.alert.title == "Not found")
    let store = store(state)
    let list = store.state.issuesID
    // Enter activates the focused Back: the issue goes, the list is back as it was.
    await store.press(.enter) {
      $0.alerts.dismissCurrent()
      $0.navigation.pop()
      $0.listOrigins = [:]
      $0.navigation[list] = loaded.navigation[list]
    }
    await store.finish()
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
    _ = program.reduce(&state, Fixtures.loaded(state, .failure(.cancelled)))
    #expect(state.alerts.current == nil)
    #expect(state.list.state.error == nil)
    #expect(program.raise(.cancelled, from: state.issuesID, &state).isNone)
    #expect(state.alerts.current == nil)
  }

  // MARK: - Navigation

  /// Back, from an alert raised by a screen under the top, pops that screen and the one above
  /// it, cancels both screens' in-flight work, and drops their late results.
  @Test func backFromANonTopScreenCancelsItsWorkAndDropsLateResults() {
    let store = TestStore(program: program, initialState: Fixtures.loadedState(size: size))
    let pageEffect = store.reduce(keys: [.end])
    #expect(store.state.list.state.isPaging)
    #expect(pageEffect.runIDs == [store.state.list.pageID])
    let issuesID = store.state.issuesID
    let pageGeneration = store.state.list.generation
    let openEffect = store.reduce(keys: [.enter])
    guard let issueScreen = store.state.top.screen.as(IssueScreen.self) else {
      Issue.record("Enter did not open the issue")
      return
    }
    #expect(
      openEffect.runIDs == [issueScreen.loadID, issueScreen.commentsID],
      "the issue and its comments are loading")
    #expect(store.state.navigation.count == 3)

    // The page fails while the issue is on top: the alert comes from the Issues screen.
    store.reduce(
      .screen(issuesID, .issues(.pageLoaded(generation: pageGeneration, .failure(.gone)))))
    #expect(store.state.alerts.current?.origin == issuesID)
    let back = store.reduce(keys: [.character("b")])
    #expect(store.state.navigation.count == 1, "Issues and the issue above it are gone")
    #expect(
      Set(back.cancelledIDs).isSuperset(
        of: issueScreen.effectIDs + [issuesID.effect("issues.page")]))

    // Late results for both popped screens change nothing.
    let settled = store.state
    let issueID = ScreenID(issuesID.rawValue + 1)
    let lateIssue = Fixtures.allIssues[0]
    store.reduce(.screen(issueID, .issue(.loaded(generation: 1, .success(lateIssue)))))
    store.reduce(
      .screen(issuesID, .issues(.pageLoaded(generation: pageGeneration, .success(IssuePage())))))
    #expect(store.state == settled)
  }

  @Test func poppingAScreenDropsItsQueuedAlerts() {
    let store = TestStore(program: program, initialState: Fixtures.loadedState(size: size))
    store.reduce(keys: [.enter])
    let issueID = store.state.top.id
    let issuesID = store.state.issuesID
    store.reduce { $0.raise(.server(status: 500), from: issuesID, &$1) }
    store.reduce { $0.raise(.notFound, from: issueID, &$1) }
    #expect(store.state.alerts.pending.count == 1)
    store.reduce(keys: [.character("b")])  // Back for the Issues screen's alert
    #expect(store.state.navigation.count == 1)
    #expect(store.state.alerts.current == nil, "the issue's alert went with its screen")
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

  @Test func dismissingACountdownKeepsItRunningInThePaneUntilTheRetry() async {
    let store = store(failedLoad(.rateLimited(retryAfter: .seconds(3))))
    let id = store.state.issuesID
    let dismissed = await store.press(.escape) {
      $0.alerts.dismissCurrent()
      $0.retryCountdowns[id] = .seconds(3)
    }
    #expect(dismissed.cancelledIDs.isEmpty, "the seconds keep ticking")
    #expect(program.view(store.state, in: size).contains("Retrying in 3 s"))
    let tick = await store.send(.countdown) { $0.retryCountdowns[id] = .seconds(2) }
    #expect(tick.runIDs == [TriageProgram.countdownID], "and go on ticking")
    #expect(program.view(store.state, in: size).contains("Retrying in 2 s"))
    await store.send(.countdown) { $0.retryCountdowns[id] = .seconds(1) }
    let effect = await store.send(.countdown) {
      $0.retryCountdowns[id] = nil
      $0.automaticRetries[id] = 1
      $0.modify(id, as: IssueListScreen.self) { _ = $0.store.retry() }
    }
    #expect(store.state.list.state == .retryLoading(.rateLimited(retryAfter: .seconds(3))))
    #expect(effect.runIDs == [store.state.list.loadID], "the retry, and no further tick")
    #expect(!program.view(store.state, in: size).contains("Retrying in"))
    store.skipInFlightEffects()  // the retried load is the paging tests' business
    await store.finish()
  }

  @Test func aPartlyElapsedCountdownContinuesFromWhereTheAlertWas() async {
    let store = store(failedLoad(.rateLimited(retryAfter: .seconds(5))))
    let id = store.state.issuesID
    await store.send([.countdown, .countdown]) { _ = $0.alerts.count(down: .seconds(2)) }
    await store.press(.escape) {
      $0.alerts.dismissCurrent()
      $0.retryCountdowns[id] = .seconds(3)
    }
    store.skipInFlightEffects()  // the next tick's sleep
    await store.finish()
  }

  @Test func onlyLeavingTheScreenCancelsThePaneCountdown() async {
    let store = store(failedLoad(.rateLimited(retryAfter: .seconds(3))))
    let id = store.state.issuesID
    await store.press(.escape) {
      $0.alerts.dismissCurrent()
      $0.retryCountdowns[id] = .seconds(3)
    }
    await store.press(.down, .character("?"), .escape)  // keys and the help leave it running
    let left = await store.press(.escape) {
      $0.navigation.pop()
      $0.retryCountdowns = [:]
    }
    #expect(left.cancelledIDs.contains(TriageProgram.countdownID), "nothing left to count")
    #expect(await store.send(.countdown).isNone, "a late tick does nothing")
    await store.finish()
  }

  @Test func anotherAlertOverThePaneCountdownDoesNotStopIt() async {
    let store = store(failedLoad(.rateLimited(retryAfter: .seconds(3))))
    let id = store.state.issuesID
    await store.press(.escape) {
      $0.alerts.dismissCurrent()
      $0.retryCountdowns[id] = .seconds(3)
    }
    await store.press(Fixtures.signOut) {
      _ = $0.alerts.enqueue(TriageProgram.signOutAlert(.english))
    }
    await store.send(.countdown) { $0.retryCountdowns[id] = .seconds(2) }
    let cancelled = await store.press(.escape) { $0.alerts.dismissCurrent() }
    #expect(!cancelled.cancelledIDs.contains(TriageProgram.countdownID))
    store.skipInFlightEffects()  // the countdown's next second
    await store.finish()
  }

  @Test func backFromTheAlertLeavesNoPaneCountdown() async {
    let store = store(failedLoad(.rateLimited(retryAfter: .seconds(3))))
    let effect = await store.press(.character("b")) {
      $0.alerts.dismissCurrent()
      $0.navigation.pop()
    }
    #expect(store.state.retryCountdowns.isEmpty)
    #expect(effect.cancelledIDs.contains(TriageProgram.countdownID))
    await store.finish()
  }

  // MARK: - Sign-in and the session

  func signInState() -> AppState {
    var state = Fixtures.loadedState(size: size, program: program)
    program.press(Fixtures.signOut + [.enter], on: &state)  // a fixture: signing out is below
    return state
  }

  @Test func signingOutResetsTheStackToSignInAndCancelsEverything() async {
    let store = store(Fixtures.loadedState(size: size, program: program))
    let issuesEffects = store.state.list.effectIDs
    // :signout asks first.
    await store.press(Fixtures.signOut) {
      _ = $0.alerts.enqueue(TriageProgram.signOutAlert(.english))
    }
    let effect = await store.press(.enter) {
      $0.alerts.dismissCurrent()
      $0.navigation.reset { AnyScreen(SignInScreen(id: $0)) }
    }
    #expect(store.state.breadcrumb(ChromeWords(.english)) == ["Sign in"])
    #expect(Set(effect.cancelledIDs).isSuperset(of: issuesEffects))
    let signIn = store.state.top.id
    await store.receive {
      guard case .signedOut = $0 else { return false }
      return true
    } assert: {
      $0.status = StatusMessage(
        text: TriageProgram.signedOutText.text(in: .english), serial: 1, screen: signIn)
    }
    store.skipInFlightEffects()  // the status's expiry: StatusLineTests follow it
    await store.finish()
  }

  @Test func signInTakesTextAndQuitsOnlyOnCtrlC() async {
    let store = store(signInState())
    for (index, key) in [Key.character("q"), .character("X"), .character("d")].enumerated() {
      let effect = await store.press(key) {
        $0.modifyTop(as: SignInScreen.self) {
          $0.token = TextField(text: String("qXd".prefix(index + 1)), isMasked: true)
        }
      }
      #expect(effect.isNone)
    }
    #expect(program.view(store.state, in: size).contains("•••"))
    #expect(!program.view(store.state, in: size).contains("qXd"), "the token is masked")
    #expect(await store.press(.ctrl("c")).quits)
    await store.finish()
  }

  @Test func aRejectedTokenShowsInlineAndAnEmptyOneRaisesAValidationAlert() {
    let store = TestStore(program: program, initialState: signInState())
    let id = store.state.top.id
    store.reduce(.input(.key(.enter)))
    store.reduce(
      .screen(
        id,
        .signIn(
          .finished(generation: 1, .failure(.validation([.init(field: "token", issue: .missing)]))))
      ))
    #expect(store.state.alerts.current?.alert.buttons.map { $0.title(in: .english) } == ["OK"])
    store.reduce(keys: [.enter])
    #expect(store.state.alerts.current == nil)

    store.reduce(.input(.key(.enter)))
    store.reduce(.screen(id, .signIn(.finished(generation: 2, .failure(.invalidCredentials)))))
    #expect(store.state.alerts.current == nil, "inline, not an alert")
    #expect(program.view(store.state, in: size).contains("That token was not accepted"))
    #expect(store.state.navigation.count == 1, "still on sign-in")
  }

  @Test func signingInMakesRepositoriesTheRootAndLoadsIt() {
    var state = signInState()
    let id = state.top.id
    // Raw steps: what is checked is the effect the answer returns, not the state on the way.
    program.press(.enter, on: &state)
    let effect = program.apply(
      .screen(id, .signIn(.finished(generation: 1, .success(User(login: "octocat"))))),
      to: &state)
    #expect(state.breadcrumb(ChromeWords(.english)) == ["Repositories"])
    guard let store = state.navigation.root.screen.as(RepositoriesScreen.self)?.store else {
      Issue.record("root is not Repositories")
      return
    }
    #expect(effect.runIDs == [store.loadID])
  }

  @Test func a401MidSessionSignsOutWithSessionExpiredInline() {
    let store = TestStore(program: program, initialState: Fixtures.loadedState(size: size))
    store.reduce(keys: [.enter])
    store.reduce(Fixtures.issueLoaded(store.state, .failure(.unauthorized)))
    #expect(store.state.breadcrumb(ChromeWords(.english)) == ["Sign in"])
    #expect(store.state.alerts.current == nil)
    #expect(program.view(store.state, in: size).contains("Your session has expired."))
  }
}

/// The issue page's refresh-failure banner, on the reducer: it comes with its expiry, goes when
/// the expiry for it arrives, and a reload cancels it.
@Suite struct IssueBannerTests {
  let program = Fixtures.program
  let size = Size(width: 80, height: 24)

  func refreshFailed() -> (AppState, Effect<AppAction>) {
    let store = TestStore(program: program, initialState: Fixtures.loadedState(size: size))
    store.reduce(keys: [.enter])
    store.reduce(Fixtures.issueLoaded(store.state, .success(Fixtures.allIssues[0])))
    store.reduce(keys: [.character("r")])
    let effect = store.reduce(Fixtures.issueLoaded(store.state, .failure(Fixtures.failure)))
    store.reduce(keys: [.escape])
    return (store.state, effect)
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
    let store = TestStore(program: program, initialState: refreshFailed().0)
    let bannerID = store.state.detail?.bannerID
    let effect = store.reduce(keys: [.character("r")])
    #expect(store.state.detail?.isBannerShowing == false)
    #expect(bannerID.map { effect.cancelledIDs.contains($0) } == true)
  }
}
