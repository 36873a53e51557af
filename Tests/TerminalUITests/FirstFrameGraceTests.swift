import TerminalUITestSupport
import Testing

@testable import TerminalUI

/// A program whose `start` loads, answering after `loadTakes` (zero: at once), and which
/// animates while it loads, so the ticker's sleep shows that a batch has been handled.
private struct LoadOnStartProgram: Program {
  struct State {
    var loaded = false
    var restored = false
    var keys = 0
  }

  enum Action: ProgramAction {
    case input(InputEvent)
    case tick
    case loaded
    case restored
  }

  static let tick = Duration.milliseconds(100)
  let loadTakes: Duration
  /// Whether the load shows what an earlier run kept at once, before it asks.
  var restores = false

  func start(_ state: inout State) -> Effect<Action> {
    let (loadTakes, restores) = (self.loadTakes, self.restores)
    return .run { context in
      if restores { context.send(.restored) }
      if loadTakes > .zero {
        guard await context.sleep(for: loadTakes) else { return }
      }
      context.send(.loaded)
    }
  }

  func reduce(_ state: inout State, _ action: Action) -> Effect<Action> {
    switch action {
    case .input(.key(.character("q"))): return .quit
    case .input(.key): state.keys += 1
    case .input, .tick: break
    case .loaded: state.loaded = true
    case .restored: state.restored = true
    }
    return .none
  }

  func view(_ state: State, in size: Size) -> Canvas {
    var canvas = Canvas(size: size)
    let content = state.loaded ? "rows" : state.restored ? "kept rows" : "placeholder"
    canvas.draw("\(content) keys \(state.keys)", at: Point(x: 0, y: 0))
    return canvas
  }

  func tickInterval(_ state: State) -> Duration? { state.loaded ? nil : Self.tick }
}

@Suite(.timeLimit(.minutes(1))) struct FirstFrameGraceTests {
  private static let grace = Duration.milliseconds(50)

  /// A run of the program at 40×1 on a stepped clock; `quit` types `q` and waits for its end.
  private struct Launch {
    let terminal = HeadlessTerminal(size: Size(width: 40, height: 1))
    let clock = SteppedClock()
    let run: Task<LoadOnStartProgram.State, Never>

    init(
      loadTakes: Duration, grace: Duration = FirstFrameGraceTests.grace, restores: Bool = false
    ) {
      let program = LoadOnStartProgram(loadTakes: loadTakes, restores: restores)
      let (terminal, clock) = (self.terminal, self.clock)
      run = Task {
        let runtime = Runtime(
          program: program, terminal: terminal, clock: clock, firstFrameGrace: grace)
        return await runtime.run(from: LoadOnStartProgram.State())
      }
    }

    func quit() async {
      terminal.type("q")
      _ = await run.value
    }
  }

  @Test func aLoadThatAnswersWithinTheGraceIsTheFirstFrameDrawn() async {
    let launch = Launch(loadTakes: .zero)
    let terminal = launch.terminal
    // The clock never moves, so only the load's end can have drawn this frame.
    await terminal.waitForFrame(containing: "rows")
    #expect(terminal.drawCount == 1)
    await launch.quit()
  }

  @Test func aSlowLoadShowsThePlaceholderWhenTheGraceEnds() async {
    let launch = Launch(loadTakes: .seconds(1))
    let (terminal, clock) = (launch.terminal, launch.clock)
    // The ticker starts after the first batch is handled: by then a frame would have been drawn.
    await clock.waitForSleep(of: LoadOnStartProgram.tick)
    await clock.waitForSleep(of: Self.grace)
    #expect(terminal.drawCount == 0)
    await clock.advance(by: Self.grace)
    await terminal.waitForFrame(containing: "placeholder")
    await clock.advance(by: .seconds(1))
    await terminal.waitForFrame(containing: "rows")
    await launch.quit()
  }

  @Test func keptRowsAreTheFirstFrameWhileTheLoadStillAsks() async {
    let launch = Launch(loadTakes: .seconds(1), restores: true)
    let (terminal, clock) = (launch.terminal, launch.clock)
    // The clock never moves before this frame: only the kept rows can have drawn it.
    await terminal.waitForFrame(containing: "kept rows")
    #expect(terminal.drawCount == 1)
    await clock.advance(by: .seconds(1))
    await terminal.waitForFrame { $0.text(ofRow: 0).hasPrefix("rows") }
    await launch.quit()
  }

  @Test func aKeyDuringTheGraceIsDrawnAtOnce() async {
    let launch = Launch(loadTakes: .seconds(1))
    let (terminal, clock) = (launch.terminal, launch.clock)
    await clock.waitForSleep(of: Self.grace)
    terminal.type("x")
    let frame = await terminal.waitForFrame(containing: "keys 1")
    #expect(frame.text(ofRow: 0).hasPrefix("placeholder"))
    await launch.quit()
  }

  @Test func noGraceDrawsTheFirstFrameBeforeTheLoadAnswers() async {
    let launch = Launch(loadTakes: .seconds(1), grace: .zero)
    let terminal = launch.terminal
    await terminal.waitForFrame(containing: "placeholder")
    await launch.quit()
  }
}
