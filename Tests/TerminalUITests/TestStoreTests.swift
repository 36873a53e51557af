import TerminalUI
import TerminalUITestSupport
import Testing

/// The test store on the smallest program with every kind of effect: one that answers after a
/// second, a timer that runs until cancelled, and plain keys. Each way a test can fail to
/// account for something is shown to fail.
@Suite(.timeLimit(.minutes(1))) struct TestStoreTests {
  struct Counter: Program {
    struct State: Equatable {
      var count = 0
      var isLoading = false
    }

    enum Action: ProgramAction, Equatable {
      case input(InputEvent)
      case tick
      case load
      case loaded(Int)
      case startTimer
      case timerFired
      case stopTimer
    }

    static let load = EffectID("load")
    static let timer = EffectID("timer")

    func reduce(_ state: inout State, _ action: Action) -> Effect<Action> {
      switch action {
      case .input(.key(.character("+"))):
        state.count += 1
        return .none
      case .input, .tick:
        return .none
      case .load:
        state.isLoading = true
        return .run(id: Self.load) { context in
          guard await context.sleep(for: .seconds(1)) else { return }
          context.send(.loaded(42))
        }
      case .loaded(let count):
        state.isLoading = false
        state.count = count
        return .none
      case .startTimer:
        return .run(id: Self.timer) { context in
          while await context.sleep(for: .seconds(1)) { context.send(.timerFired) }
        }
      case .timerFired:
        state.count += 1
        return .none
      case .stopTimer:
        return .cancel(Self.timer)
      }
    }

    func view(_ state: State, in size: Size) -> Canvas { Canvas(size: size) }
    func tickInterval(_ state: State) -> Duration? { nil }
  }

  static func store(_ exhaustivity: Exhaustivity = .on) -> TestStore<Counter> {
    TestStore(program: Counter(), initialState: Counter.State(), exhaustivity: exhaustivity)
  }

  @Test func aLoadIsSentThenReceivedOnceTheClockPassesItsLatency() async {
    let store = Self.store()
    await store.send(.load) { $0.isLoading = true }
    await store.advance(by: .seconds(1))
    await store.receive({ $0 == .loaded(42) }) {
      $0.isLoading = false
      $0.count = 42
    }
    await store.finish()
  }

  @Test func aTimerSendsEachSecondUntilCancelled() async {
    let store = Self.store()
    await store.send(.startTimer)
    for count in 1...3 {
      await store.advance(by: .seconds(1))
      await store.receive({ $0 == .timerFired }) { $0.count = count }
    }
    await store.send(.stopTimer)
    await store.advance(by: .seconds(5))
    await store.finish()
  }

  @Test func keysAreSentAsInput() async {
    let store = Self.store()
    await store.press(.character("+"), .character("+")) { $0.count = 2 }
    await store.type("+++") { $0.count = 5 }
    await store.finish()
  }

  @Test func aStateChangeNotStatedFails() async {
    let store = Self.store()
    await withKnownIssue {
      await store.send(.load)
    }
    await store.advance(by: .seconds(1))
    await store.receive({ $0 == .loaded(42) }) {
      $0.isLoading = false
      $0.count = 42
    }
    await store.finish()
  }

  @Test func aWrongStateFails() async {
    let store = Self.store()
    await withKnownIssue {
      await store.press(.character("+")) { $0.count = 2 }
    }
    await store.finish()
  }

  @Test func anActionNotReceivedFailsAtTheEnd() async {
    let store = Self.store()
    await store.send(.load) { $0.isLoading = true }
    await store.advance(by: .seconds(1))
    await withKnownIssue {
      await store.finish()
    }
  }

  @Test func anActionNotReceivedFailsTheNextSend() async {
    let store = Self.store()
    await store.send(.load) { $0.isLoading = true }
    await store.advance(by: .seconds(1))
    await withKnownIssue {
      await store.press(.character("+")) { $0.count = 1 }
    }
    store.skipReceivedActions()
    await store.finish()
  }

  @Test func anEffectStillRunningFailsAtTheEnd() async {
    let store = Self.store()
    await store.send(.startTimer)
    await withKnownIssue {
      await store.finish()
    }
  }

  @Test func anActionOtherThanTheOneExpectedFails() async {
    let store = Self.store()
    await store.send(.startTimer)
    await store.advance(by: .seconds(1))
    await withKnownIssue {
      await store.receive({ $0 == .loaded(42) }) { $0.count = 1 }
    }
    await store.send(.stopTimer)
    await store.finish()
  }

  @Test func receivingWhenNothingWillComeFailsAtOnce() async {
    let store = Self.store()
    await store.send(.load) { $0.isLoading = true }
    // The load waits on the clock, which the test has not advanced: nothing can come.
    await withKnownIssue {
      await store.receive({ _ in true })
    }
    store.skipInFlightEffects()
    await store.finish()
  }

  @Test func aReplacedLoadsAnswerIsDropped() async {
    let store = Self.store()
    await store.send(.load) { $0.isLoading = true }
    await store.advance(by: .milliseconds(500))
    // The same id again: the first load is cancelled, so only the second answers.
    await store.send(.load)
    await store.advance(by: .milliseconds(500))
    await store.advance(by: .milliseconds(500))
    await store.receive({ $0 == .loaded(42) }) {
      $0.isLoading = false
      $0.count = 42
    }
    await store.finish()
  }

  @Test func nonExhaustivelyEffectsSettleAndOnlyWhatIsNamedIsChecked() async {
    let store = Self.store(.off)
    await store.send(.load) { $0.isLoading = true }
    await store.advance(by: .seconds(1))
    #expect(store.state.count == 42)
    await store.send(.startTimer)
    await store.advance(by: .seconds(2))
    await store.press(.character("+")) { $0.count = 45 }
    await store.finish()
  }
}
