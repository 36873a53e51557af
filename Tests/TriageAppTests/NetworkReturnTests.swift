import ErrorHandling
import Foundation
import IssueDomain
import ScreenState
import TerminalUI
import TerminalUITestSupport
import TestSupport
import Testing

@testable import AppCore
@testable import IssueListFeature
@testable import TriageApp

/// The network comes back (a later request gets an answer after one found it down): the screen
/// on view, if it shows what the failure left, is asked again by itself, at most once per
/// cooldown on the injected clock, and a return during the cooldown is paid when it ends.
@Suite struct NetworkReturnTests {
  let program = Fixtures.program

  /// The Issues list loaded, then a refresh that found the network down, its alert dismissed.
  func offlineOverRows(_ program: TriageProgram = Fixtures.program) -> AppState {
    var state = Fixtures.loadedState(size: Size(width: 80, height: 24), program: program)
    program.press(.character("r"), on: &state)
    program.apply(Fixtures.loaded(state, .failure(.network(.offline))), to: &state)
    program.press(.escape, on: &state)
    return state
  }

  /// An answer for another screen (the repositories under the list): the network works.
  static let elsewhere = AppAction.screen(
    ScreenID(0), .repositories(.loaded(generation: 1, .success(Fixtures.repositoriesPage))))

  /// A store on `offlineOverRows`, its demo backend sleeping on the store's clock so that the
  /// list's asking again waits there. What the list and the repositories do with the answer
  /// is their own tests': the steps state the network's part, and the generations say what was
  /// asked.
  func offlineStore(_ state: (TriageProgram) -> AppState) -> TestStore<TriageProgram> {
    let clock = EffectClock()
    let program = Fixtures.program(clock: clock)
    let store = TestStore(program: program, initialState: state(program), clock: clock)
    store.exhaustivity = .off
    return store
  }

  @Test func aLaterAnswerRevalidatesTheListOnView() async {
    let store = offlineStore { offlineOverRows($0) }
    #expect(store.state.network.isOffline)
    #expect(store.state.top.screen.isLeftByNetworkFailure)
    let generation = store.state.list.generation
    let effect = await store.send(Self.elsewhere) {
      $0.network.isOffline = false
      $0.network.isCoolingDown = true
    }
    #expect(!effect.isNone)
    #expect(store.state.list.generation == generation + 1, "the list was asked again")
    #expect(store.state.list.state.isLoading)
    await store.finish()
  }

  @Test func aFlappingNetworkAsksAtMostOncePerCooldown() async {
    let clock = EffectClock()
    let program = Fixtures.program(clock: clock)
    let store = TestStore(program: program, initialState: offlineOverRows(program), clock: clock)
    #expect(store.state.navigation.root.id == ScreenID(0))
    // The list's asking again moves what its store keeps to itself: the steps state the
    // network's part, and the generations say what was asked.
    store.exhaustivity = .off
    await store.send(Self.elsewhere)
    let afterFirst = store.state.list.generation
    for _ in 0..<20 {
      await store.send(Fixtures.loaded(store.state, .failure(.network(.offline))))
      await store.press(.escape)
      await store.send(Self.elsewhere)
    }
    #expect(store.state.list.generation == afterFirst, "no storm: nothing more during the cooldown")
    #expect(store.state.network.isOwed)
    // The cooldown ends: what was owed goes out, once, and another cooldown starts.
    await store.send(.networkReturnCooled) {
      $0.network.isCoolingDown = true
      $0.network.isOwed = false
    }
    #expect(store.state.list.generation == afterFirst + 1)
    await store.send(.networkReturnCooled)
    #expect(store.state.list.generation == afterFirst + 1, "nothing was owed the second time")
    await store.finish()
  }

  @Test func aScreenThatIsFineIsNotAskedAgain() async {
    let store = offlineStore { program in
      var state = Fixtures.loadedState(size: Size(width: 80, height: 24), program: program)
      state.network.isOffline = true
      return state
    }
    let generation = store.state.list.generation
    await store.send(Self.elsewhere) {
      $0.network.isOffline = false
      $0.network.isCoolingDown = false
    }
    #expect(store.state.list.generation == generation)
    await store.finish()
  }

  @Test func answersThatAreNotTheNetworksSayItWorks() {
    #expect(Reachability(Result<Int, AppError>.failure(.server(status: 500))) == .reached)
    #expect(Reachability(Result<Int, AppError>.failure(.network(.timedOut))) == .unreachable)
    #expect(Reachability(Result<Int, AppError>.failure(.cancelled)) == nil)
    #expect(Reachability(Result<Int, AppError>.success(1)) == .reached)
  }

  /// The cooldown is a sleep on the injected clock, so it ends exactly when the clock says.
  @Test func theCooldownIsTheInjectedClocks() async {
    let store = TestStore(program: program, initialState: offlineOverRows(), exhaustivity: .off)
    let root = store.state.navigation.root.id
    await store.send(
      .screen(root, .repositories(.loaded(generation: 1, .success(Fixtures.repositoriesPage)))))
    #expect(store.state.network.isCoolingDown)
    await store.advance(by: NetworkReturn.cooldown - .seconds(1))
    #expect(store.state.network.isCoolingDown)
    await store.advance(by: .seconds(1))
    #expect(!store.state.network.isCoolingDown)
    await store.finish()
  }
}

/// A tab left by a network failure asks again when it is chosen after the network was found
/// working, and not before.
@Suite struct NetworkReturnTabTests {
  /// The home's app, its demo backend on `clock`: the loads a step begins wait there.
  let clock = EffectClock()
  let program: TriageProgram

  init() {
    program = TriageProgram(environment: Fixtures.environment(Fixtures.repository(clock: clock)))
  }

  func tab(_ state: AppState, _ index: Int) -> IssueListScreen? {
    state.navigation.root.screen.as(SectionsScreen.self)?.tabs[index].screen.as(
      IssueListScreen.self)
  }

  /// A fixture: tab `index` answered with `result`, an alert it raised dismissed.
  func answer(_ state: inout AppState, tab index: Int, _ result: Result<IssuePage, AppError>) {
    program.apply(
      .screen(
        state.navigation.root.id,
        SectionsScreen.Event(
          index: index, event: IssueListScreen.Event.list(.loaded(generation: 1, result)))),
      to: &state)
    program.press(.escape, on: &state)
  }

  func started() -> AppState {
    var state = program.initialState()
    program.apply(.input(.resize(Size(width: 80, height: 24))), to: &state)
    _ = program.start(&state)
    program.apply(.now(referenceDate), to: &state)
    return state
  }

  func store(_ state: AppState) -> TestStore<TriageProgram> {
    TestStore(program: program, initialState: state, clock: clock)
  }

  @Test func aTabLeftByTheNetworkAsksAgainWhenChosenOnceItWorks() async {
    var state = started()
    answer(&state, tab: 1, .failure(.network(.offline)))
    #expect(tab(state, 1)?.isLeftByNetworkFailure == true)
    answer(&state, tab: 2, .success(IssuePage(items: Fixtures.allIssues, nextCursor: nil)))
    #expect(!state.network.isOffline)
    let store = store(state)
    // The tabs are the home's own to change: the step is checked by what it leaves there.
    store.exhaustivity = .off
    await store.press(.character("2"))
    #expect(tab(store.state, 1)?.store.state.isLoading == true, "asked again")
    await store.finish()
  }

  @Test func whileTheNetworkIsDownChoosingTheTabAsksNothing() async {
    var state = started()
    answer(&state, tab: 1, .failure(.network(.offline)))
    let store = store(state)
    // The tabs are the home's own to change: the step is checked by what it leaves there.
    store.exhaustivity = .off
    await store.press(.character("2"))
    #expect(tab(store.state, 1)?.store.state.isLoading == false)
    await store.finish()
  }
}
