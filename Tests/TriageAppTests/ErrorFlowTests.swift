import Destinations
import ErrorHandling
import IssueDomain
import Localization
import ScreenState
import TerminalUITestSupport
import Testing

@testable import AppCore
@testable import IssueFeature
@testable import IssueListFeature
@testable import TerminalUI
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

  /// The alert the app's table (DESIGN §4) shows for `error`.
  static func alert(_ error: AppError, canGoBack: Bool) -> Alert {
    let display = DefaultErrorPolicy.display(
      for: error, canGoBack: canGoBack, language: .english)
    guard case .alert(let alert) = display else {
      Issue.record("\(error) shows \(display), not an alert")
      return Alert(title: "", message: "", buttons: [])
    }
    return alert
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

  @Test func cancellationIsNeverShown() async {
    let store = store(Fixtures.issuesOpened(size: size, program: program))
    let id = store.state.issuesID
    // The load ends as if it had never started: no alert, no failure in the pane.
    await store.send(Fixtures.loaded(store.state, .failure(.cancelled))) {
      $0.modify(id, as: IssueListScreen.self) { $0.store.state.cancelLoading() }
    }
    #expect(store.state.alerts.current == nil)
    #expect(store.state.list.state.error == nil)
    var state = store.state
    #expect(program.raise(.cancelled, from: id, &state).isNone)
    #expect(state == store.state, "raising a cancellation changes nothing")
    await store.finish()
  }

  // MARK: - Navigation

  /// Back, from an alert raised by a screen under the top, pops that screen and the one above
  /// it, cancels both screens' in-flight work, and drops their late results.
  @Test func backFromANonTopScreenCancelsItsWorkAndDropsLateResults() async {
    let store = store(Fixtures.loadedState(size: size, program: program))
    let issuesID = store.state.issuesID
    let last = store.state.list.items.count - 1
    let pageEffect = await store.press(.end) {
      $0.modify(issuesID, as: IssueListScreen.self) {
        $0.selectRow(last)
        _ = $0.store.loadMore()
      }
    }
    #expect(store.state.list.state.isPaging)
    #expect(pageEffect.runIDs == [store.state.list.pageID])
    let pageGeneration = store.state.list.generation
    let number = store.state.list.items[last].number
    let openEffect = await store.press(.enter) {
      _ = self.program.push(&$0) {
        self.program.screen(for: .issue(Fixtures.repositoryName, number: number), id: $0)
      }
      $0.listOrigins[$0.top.id] = issuesID
    }
    guard let issueScreen = store.state.top.screen.as(IssueScreen.self) else {
      Issue.record("Enter did not open the issue")
      return
    }
    let issueID = store.state.top.id
    #expect(
      openEffect.runIDs == [issueScreen.loadID, issueScreen.commentsID],
      "the issue and its comments are loading")
    #expect(store.state.navigation.count == 3)

    // The page fails while the issue is on top: the alert comes from the Issues screen.
    await store.send(
      .screen(issuesID, .issues(.pageLoaded(generation: pageGeneration, .failure(.gone))))
    ) {
      $0.modify(issuesID, as: IssueListScreen.self) {
        if let rows = $0.store.state.value { $0.store.state = .pagingFailure(rows, .gone) }
      }
      _ = $0.alerts.enqueue(Self.alert(.gone, canGoBack: true), from: issuesID)
    }
    let back = await store.press(.character("b")) {
      $0.alerts.dismissCurrent()
      $0.navigation.pop(issuesID)  // Issues and the issue above it
      $0.listOrigins = [:]
    }
    #expect(
      Set(back.cancelledIDs).isSuperset(
        of: issueScreen.effectIDs + [issuesID.effect("issues.page")]))

    // Late results for both popped screens change nothing.
    let lateIssue = Fixtures.allIssues[0]
    await store.send(.screen(issueID, .issue(.loaded(generation: 1, .success(lateIssue)))))
    await store.send(
      .screen(issuesID, .issues(.pageLoaded(generation: pageGeneration, .success(IssuePage())))))
    await store.finish()
  }

  @Test func poppingAScreenDropsItsQueuedAlerts() async {
    var state = Fixtures.loadedState(size: size, program: program)
    program.press(.enter, on: &state)  // a fixture: the first row opened, its load not run
    let issueID = state.top.id
    let issuesID = state.issuesID
    // A fixture too: an alert from each screen, the issue's queued behind the list's.
    _ = program.raise(.server(status: 500), from: issuesID, &state)
    _ = program.raise(.notFound, from: issueID, &state)
    #expect(state.alerts.pending.count == 1)
    let store = store(state)
    // Back for the Issues screen's alert: the issue's alert goes with its screen.
    await store.press(.character("b")) {
      $0.alerts = AlertQueue(language: .english)
      $0.navigation.pop(issuesID)
      $0.listOrigins = [:]
    }
    #expect(store.state.navigation.count == 1)
    await store.finish()
  }

  // MARK: - Rate limit

  @Test func aRateLimitCountsDownOnTicksAndRetriesByItself() async {
    let store = store(failedLoad(.rateLimited(retryAfter: .seconds(3))))
    let id = store.state.issuesID
    #expect(store.state.alerts.current?.remaining == .seconds(3))
    #expect(store.state.alerts.current?.alert.buttons.map(\.kind) == [.navigateBack, .dismiss])
    #expect(program.view(store.state, in: size).contains("Retrying in 3 s"))
    await store.send([.countdown, .countdown]) { _ = $0.alerts.count(down: .seconds(2)) }
    #expect(program.view(store.state, in: size).contains("Retrying in 1 s"))
    #expect(store.state.list.state.isLoading == false)
    let effect = await store.send(.countdown) {
      $0.alerts.dismissCurrent()
      $0.automaticRetries[id] = 1
      $0.modify(id, as: IssueListScreen.self) { _ = $0.store.retry() }
    }
    #expect(store.state.alerts.current == nil)
    #expect(store.state.list.state == .retryLoading(.rateLimited(retryAfter: .seconds(3))))
    #expect(effect.runIDs.contains(store.state.list.loadID))
    #expect(effect.cancelledIDs.contains(TriageProgram.countdownID))
    store.skipInFlightEffects()  // the retried load is the paging tests' business
    await store.finish()
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

  /// What a submit states on the sign-in screen: a request out, under the next generation.
  static func submitting(_ screen: inout SignInScreen) {
    _ = screen.submit { _ throws(AppError) in User(login: "") }
  }

  /// What the answer to the request out states: none is out any more.
  static func answered(_ screen: inout SignInScreen) {
    _ = screen.handle(.finished(generation: screen.generation, .failure(.cancelled)))
  }

  /// The answer to sign-in attempt `generation`, its failure handed to `failed`.
  static func signInFailed(
    _ id: ScreenID, generation: Int, _ failed: @escaping (AppError) -> Void
  ) -> (AppAction) -> Bool {
    { action in
      guard case .screen(id, let event) = action,
        case .finished(generation, .failure(let error))? = event as? SignInScreen.Event
      else { return false }
      failed(error)
      return true
    }
  }

  @Test func aRejectedTokenShowsInlineAndAnEmptyOneRaisesAValidationAlert() async {
    let store = store(signInState())
    let id = store.state.top.id
    // An empty token is refused at once, before any request: a validation alert.
    await store.press(.enter) { $0.modify(id, as: SignInScreen.self, Self.submitting) }
    var refusal = AppError.cancelled
    await store.receive(Self.signInFailed(id, generation: 1) { refusal = $0 }) {
      $0.modify(id, as: SignInScreen.self, Self.answered)
      // Sign-in's own responder: its one button is an OK.
      let alert = Alert(
        title: "Check your input", message: refusal.message(in: .english) ?? "",
        buttons: [.dismiss(title: "OK")])
      _ = $0.alerts.enqueue(alert, from: id)
    }
    if case .validation = refusal {} else { Issue.record("\(refusal) is not a validation") }
    #expect(store.state.alerts.current?.alert.buttons.map { $0.title(in: .english) } == ["OK"])
    await store.press(.enter) { $0.alerts.dismissCurrent() }

    // A token the server rejects is said inline, not in an alert, and sign-in stays.
    await store.type("nope") {
      $0.modify(id, as: SignInScreen.self) { $0.token = TextField(text: "nope", isMasked: true) }
    }
    await store.press(.enter) { $0.modify(id, as: SignInScreen.self, Self.submitting) }
    await store.advance(by: .milliseconds(600))  // the demo server's answer
    var rejection = AppError.cancelled
    await store.receive(Self.signInFailed(id, generation: 2) { rejection = $0 }) {
      $0.modify(id, as: SignInScreen.self) {
        Self.answered(&$0)
        $0.inlineMessage = AppError.invalidCredentials.message(in: .english)
      }
    }
    #expect(rejection == .invalidCredentials)
    #expect(program.view(store.state, in: size).contains("That token was not accepted"))
    await store.finish()
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

  @Test func a401MidSessionSignsOutWithSessionExpiredInline() async {
    var state = Fixtures.loadedState(size: size, program: program)
    program.press(.enter, on: &state)  // a fixture: the first row opened, its load not run
    let store = store(state)
    // Every screen goes; sign-in is the root, saying why under its field.
    let expired = AppError.unauthorized.message(in: .english)
    await store.send(Fixtures.issueLoaded(store.state, .failure(.unauthorized))) {
      $0.navigation.reset { AnyScreen(SignInScreen(id: $0, inlineMessage: expired)) }
    }
    #expect(store.state.breadcrumb(ChromeWords(.english)) == ["Sign in"])
    #expect(store.state.alerts.current == nil)
    #expect(program.view(store.state, in: size).contains("Your session has expired."))
    await store.finish()
  }
}

/// The issue page's refresh-failure banner, on the reducer: it comes with its expiry, goes when
/// the expiry for it arrives, and a reload cancels it.
@Suite struct IssueBannerTests {
  let clock = EffectClock()
  let program: TriageProgram
  let size = Size(width: 80, height: 24)

  init() {
    program = Fixtures.program(clock: clock)
  }

  /// The issue page loaded, then refreshing: its refresh not answered yet.
  func refreshing() -> AppState {
    var state = Fixtures.loadedState(size: size, program: program)
    program.press(.enter, on: &state)
    program.apply(Fixtures.issueLoaded(state, .success(Fixtures.allIssues[0])), to: &state)
    program.press(.character("r"), on: &state)
    return state
  }

  /// The refresh failed, its alert dismissed: the banner is up.
  func refreshFailed() -> AppState {
    var state = refreshing()
    program.apply(Fixtures.issueLoaded(state, .failure(Fixtures.failure)), to: &state)
    program.press(.escape, on: &state)
    return state
  }

  @Test func aFailedRefreshShowsABannerWithItsExpiry() async {
    let store = TestStore(program: program, initialState: refreshing(), clock: clock)
    let id = store.state.top.id
    let effect = await store.send(Fixtures.issueLoaded(store.state, .failure(Fixtures.failure))) {
      $0.modify(id, as: IssueScreen.self) {
        _ = $0.handle(.loaded(generation: $0.generation, .failure(Fixtures.failure)))
      }
      _ = $0.alerts.enqueue(ErrorFlowTests.alert(Fixtures.failure, canGoBack: true), from: id)
      $0.network.isOffline = true  // what the failure says of the network
    }
    await store.press(.escape) { $0.alerts.dismissCurrent() }
    let screen = store.state.detail
    #expect(screen?.isBannerShowing == true)
    #expect(screen.map { effect.runIDs.contains($0.bannerID) } == true)
    #expect(program.view(store.state, in: size).text(ofRow: 22).contains("Check your network"))
    store.skipInFlightEffects()  // the banner's expiry: the next test sends it
    await store.finish()
  }

  @Test func theBannerGoesWhenItsExpiryArrivesAndOnlyThen() async {
    let store = TestStore(program: program, initialState: refreshFailed(), clock: clock)
    let id = store.state.top.id
    let serial = store.state.detail?.bannerSerial ?? -1
    // An older banner's expiry leaves it.
    await store.send(.screen(id, .issue(.bannerExpired(serial: serial + 1))))
    await store.send(.screen(id, .issue(.bannerExpired(serial: serial)))) {
      $0.modify(id, as: IssueScreen.self) { _ = $0.handle(.bannerExpired(serial: serial)) }
    }
    #expect(store.state.detail?.isBannerShowing == false)
    #expect(!program.view(store.state, in: size).text(ofRow: 22).contains("Check your network"))
    await store.finish()
  }

  @Test func aReloadCancelsTheBanner() async {
    let store = TestStore(program: program, initialState: refreshFailed(), clock: clock)
    let id = store.state.top.id
    let bannerID = store.state.detail?.bannerID
    let effect = await store.press(.character("r")) {
      $0.modify(id, as: IssueScreen.self) {
        _ = $0.load(
          { () throws(AppError) -> IssueDomain.Issue in throw .cancelled },
          comments: { (_: PageCursor?) throws(AppError) -> TimelinePage in throw .cancelled })
      }
    }
    #expect(store.state.detail?.isBannerShowing == false)
    #expect(bannerID.map { effect.cancelledIDs.contains($0) } == true)
    store.skipInFlightEffects()  // the reload itself, on the clock
    await store.finish()
  }
}
