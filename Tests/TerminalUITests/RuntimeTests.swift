import TerminalUITestSupport
import Testing

@testable import TerminalUI

/// A tiny program that exercises every runtime feature: keys, effects with ids, cancellation,
/// ticks while animating, quitting.
private struct CounterProgram: Program {
  struct State: Equatable {
    var count = 0
    var loads = 0
    var loading = false
    var ticks = 0
  }

  enum Action: ProgramAction, Equatable {
    case input(InputEvent)
    case tick
    case loaded(Int)
  }

  static let loadID = EffectID("load")

  func reduce(_ state: inout State, _ action: Action) -> Effect<Action> {
    switch action {
    case .input(.key(.character("+"))):
      state.count += 1
    case .input(.key(.character("l"))):
      state.loading = true
      let value = state.count
      return .run(id: Self.loadID) { context in
        guard await context.sleep(for: .seconds(1)) else { return }
        context.send(.loaded(value))
      }
    case .input(.key(.character("c"))):
      state.loading = false
      return .cancel(Self.loadID)
    case .input(.key(.ctrl("z"))):
      return .suspend
    case .input(.key(.character("q"))):
      return .quit
    case .input:
      break
    case .tick:
      state.ticks += 1
    case .loaded(let value):
      state.loading = false
      state.loads += 1
      state.count = value * 10
    }
    return .none
  }

  func view(_ state: State, in size: Size) -> Canvas {
    var canvas = Canvas(size: size)
    let status = state.loading ? "loading" : "idle"
    canvas.draw(
      "count \(state.count) loads \(state.loads) ticks \(state.ticks) \(status)",
      at: Point(x: 0, y: 0))
    return canvas
  }

  func tickInterval(_ state: State) -> Duration? {
    state.loading ? .milliseconds(100) : nil
  }
}

@Suite(.timeLimit(.minutes(1))) struct RuntimeTests {
  private func start(
    _ terminal: HeadlessTerminal, _ clock: SteppedClock
  ) -> Task<CounterProgram.State, Never> {
    Task {
      let runtime = Runtime(program: CounterProgram(), terminal: terminal, clock: clock)
      return await runtime.run(from: CounterProgram.State())
    }
  }

  @Test func rendersTheFirstFrameAndEachBatchOfKeys() async {
    let terminal = HeadlessTerminal(size: Size(width: 60, height: 2))
    let clock = SteppedClock()
    let run = start(terminal, clock)
    await terminal.waitForFrame(containing: "count 0")
    terminal.type("+++")
    await terminal.waitForFrame(containing: "count 3")
    terminal.type("q")
    let final = await run.value
    #expect(final.count == 3)
  }

  @Test func effectResultsComeBackOnTheInjectedClockAndTicksRunOnlyWhileAnimating() async {
    let terminal = HeadlessTerminal(size: Size(width: 60, height: 2))
    let clock = SteppedClock()
    let run = start(terminal, clock)
    terminal.type("++l")
    await terminal.waitForFrame(containing: "loading")
    await clock.release(.milliseconds(100))
    await terminal.waitForFrame(containing: "ticks 1 loading")
    await clock.release(.milliseconds(900))
    let loaded = await terminal.waitForFrame(containing: "count 20 loads 1")
    // Idle: the ticker is stopped, so five seconds bring no ticks (one already in flight when
    // the load finished may still land).
    await clock.advance(by: .seconds(5))
    terminal.type("+")
    let later = await terminal.waitForFrame(containing: "count 21")
    let ticksLoaded = Self.ticks(in: loaded)
    let ticksLater = Self.ticks(in: later)
    #expect(ticksLoaded >= 1)
    #expect(ticksLater - ticksLoaded <= 1, "\(ticksLoaded) → \(ticksLater)")
    terminal.type("q")
    _ = await run.value
  }

  private static func ticks(in canvas: Canvas) -> Int {
    let words = canvas.text(ofRow: 0).split(separator: " ")
    guard let index = words.firstIndex(of: "ticks"), index + 1 < words.count else { return -1 }
    return Int(words[index + 1]) ?? -1
  }

  @Test func aCancelledEffectNeverDeliversItsResult() async {
    let terminal = HeadlessTerminal(size: Size(width: 60, height: 2))
    let clock = SteppedClock()
    let run = start(terminal, clock)
    terminal.type("+lc")
    await terminal.waitForFrame(containing: "count 1 loads 0 ticks 0 idle")
    await clock.advance(by: .seconds(2))
    terminal.type("q")
    let final = await run.value
    #expect(final.loads == 0)
    #expect(final.count == 1)
  }

  @Test func aSecondRunWithTheSameIDReplacesTheFirst() async {
    let terminal = HeadlessTerminal(size: Size(width: 60, height: 2))
    let clock = SteppedClock()
    let run = start(terminal, clock)
    terminal.type("+l")
    await terminal.waitForFrame(containing: "loading")
    await clock.waitForSleep(of: .seconds(1))
    await clock.advance(by: .milliseconds(500))
    terminal.type("+l")
    await terminal.waitForFrame(containing: "count 2")
    await clock.release(.seconds(1))
    await terminal.waitForFrame(containing: "loads 1")
    await clock.advance(by: .seconds(5))
    terminal.type("q")
    let final = await run.value
    #expect(final.loads == 1)
    #expect(final.count == 20)
  }

  @Test func suspendIsPassedToTheTerminal() async {
    let terminal = HeadlessTerminal(size: Size(width: 60, height: 2))
    let run = start(terminal, SteppedClock())
    terminal.press(.ctrl("z"))
    terminal.type("+")
    await terminal.waitForFrame(containing: "count 1")
    #expect(terminal.suspendCount == 1)
    terminal.type("q")
    _ = await run.value
  }

  @Test func endOfInputEndsTheRun() async {
    let terminal = HeadlessTerminal(size: Size(width: 60, height: 2))
    let run = start(terminal, SteppedClock())
    terminal.type("++")
    terminal.close()
    let final = await run.value
    #expect(final.count == 2)
  }

  @Test func resizeRendersAtTheNewSize() async {
    let terminal = HeadlessTerminal(size: Size(width: 60, height: 2))
    let run = start(terminal, SteppedClock())
    await terminal.waitForFrame(containing: "count 0")
    terminal.resize(to: Size(width: 12, height: 1))
    let frame = await terminal.waitForFrame { $0.size == Size(width: 12, height: 1) }
    #expect(frame.lines == ["count 0 load"])
    terminal.type("q")
    _ = await run.value
  }
}
