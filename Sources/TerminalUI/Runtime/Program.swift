/// An application as three pure functions. The runtime owns all I/O, so a program can be tested
/// by feeding actions to `reduce` and reading canvases from `view`.
public protocol Program {
  associatedtype State
  associatedtype Action: ProgramAction

  /// The work to start before the first frame, such as the first load.
  func start(_ state: inout State) -> Effect<Action>

  /// Applies an action. Pure: no I/O and no clock reads; work is returned as an `Effect`.
  func reduce(_ state: inout State, _ action: Action) -> Effect<Action>

  /// Draws the state. Pure: the same state and size always give the same canvas.
  func view(_ state: State, in size: Size) -> Canvas

  /// How often to tick while something animates; `nil` stops the ticker so an idle program
  /// sleeps instead of waking the CPU.
  func tickInterval(_ state: State) -> Duration?
}

extension Program {
  public func start(_ state: inout State) -> Effect<Action> { .none }
}

/// The two actions every program must accept from the runtime. Enum cases satisfy these.
public protocol ProgramAction: Sendable {
  static func input(_ event: InputEvent) -> Self
  static var tick: Self { get }
}
