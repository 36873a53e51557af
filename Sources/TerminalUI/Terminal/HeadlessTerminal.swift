import SystemSupport

/// An in-memory terminal of fixed size with scripted input, for tests. It records every frame
/// and lets a test wait for a frame by content, so tests synchronise on events, never on sleeps.
public final class HeadlessTerminal: Terminal {
  private struct Waiter {
    let id: Int
    let predicate: @Sendable (Canvas, Int) -> Bool
    let continuation: CheckedContinuation<Canvas, Never>
  }

  private struct State {
    var size: Size
    var frame: Canvas?
    var drawCount = 0
    var suspendCount = 0
    var foregroundJobCount = 0
    var clipboard: [String] = []
    var backgroundQuestions = 0
    var waiters: [Waiter] = []
    var nextWaiterID = 0
  }

  private let input = InputRelay()
  private let state: Locked<State>

  public init(size: Size) {
    state = Locked(State(size: size))
  }

  public func deliverInput(to sink: InputRelay.Sink?) {
    input.deliver(to: sink)
  }

  public var size: Size { state.withLock { $0.size } }
  /// The newest frame drawn, if any.
  public var frame: Canvas? { state.withLock { $0.frame } }
  public var drawCount: Int { state.withLock { $0.drawCount } }
  public var suspendCount: Int { state.withLock { $0.suspendCount } }
  /// Jobs run with the terminal handed over (`runInForeground`), such as an external editor.
  public var foregroundJobCount: Int { state.withLock { $0.foregroundJobCount } }
  /// Every text the program asked the terminal to copy (OSC 52), oldest first.
  public var clipboard: [String] { state.withLock { $0.clipboard } }

  public func draw(_ canvas: Canvas) {
    let ready: [CheckedContinuation<Canvas, Never>] = state.withLock { state in
      state.frame = canvas
      state.drawCount += 1
      let count = state.drawCount
      let (matching, waiting) = state.waiters.partitioned { $0.predicate(canvas, count) }
      state.waiters = waiting
      return matching.map(\.continuation)
    }
    for continuation in ready { continuation.resume(returning: canvas) }
  }

  public func suspend() {
    state.withLock { $0.suspendCount += 1 }
  }

  /// Runs the job at once (there is no screen to leave), then reports the size again, as a real
  /// terminal does after it redraws.
  public func runInForeground<T: Sendable>(_ job: @escaping @Sendable () -> T) async -> T {
    state.withLock { $0.foregroundJobCount += 1 }
    let result = job()
    input.yield(.resize(size))
    return result
  }

  public func copyToClipboard(_ text: String) {
    state.withLock { $0.clipboard.append(text) }
  }

  /// Counts the questions; a test answers with `send(.backgroundColor(_:))`.
  public func askBackgroundColor() {
    state.withLock { $0.backgroundQuestions += 1 }
  }

  /// How many times the background colour was asked for.
  public var backgroundQuestions: Int { state.withLock { $0.backgroundQuestions } }

  /// Queues input as if typed.
  public func send(_ event: InputEvent) {
    input.yield(event)
  }

  /// Queues key presses in order.
  public func press(_ keys: Key...) {
    for key in keys { input.yield(.key(key)) }
  }

  /// Queues printable text as individual key presses.
  public func type(_ text: String) {
    for character in text { input.yield(.key(.character(character))) }
  }

  /// Queues text as one bracketed paste.
  public func paste(_ text: String) {
    input.yield(.paste(text))
  }

  /// Changes the size and reports it, as a real terminal does on SIGWINCH.
  public func resize(to size: Size) {
    state.withLock { $0.size = size }
    input.yield(.resize(size))
  }

  /// Ends input, as when the terminal goes away.
  public func close() {
    input.finish()
  }

  /// Waits until a drawn frame satisfies the predicate: the newest frame if it already does,
  /// otherwise the next one that does.
  @discardableResult
  public func waitForFrame(where predicate: @escaping @Sendable (Canvas) -> Bool) async -> Canvas {
    await waitForFrame(matching: { canvas, _ in predicate(canvas) })
  }

  /// Waits for a frame that shows the text.
  @discardableResult
  public func waitForFrame(containing text: String) async -> Canvas {
    await waitForFrame { $0.contains(text) }
  }

  /// Waits for the first frame drawn after `count` frames in all; pairs with `drawCount` to wait
  /// for the render that follows an input.
  @discardableResult
  public func waitForDraw(after count: Int) async -> Canvas {
    await waitForFrame(matching: { _, drawCount in drawCount > count })
  }

  /// Predicates run under the terminal's lock: they must not call back into the terminal.
  /// Cancelling the waiting task (a test's time limit, say) resumes it with the newest frame,
  /// so a frame that never comes fails the test instead of hanging it.
  private func waitForFrame(
    matching predicate: @escaping @Sendable (Canvas, Int) -> Bool
  ) async -> Canvas {
    let id = state.withLock { state -> Int in
      state.nextWaiterID += 1
      return state.nextWaiterID
    }
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let current: Canvas? = state.withLock { state in
          if let frame = state.frame, predicate(frame, state.drawCount) { return frame }
          if Task.isCancelled { return state.frame ?? Canvas(size: state.size) }
          state.waiters.append(
            Waiter(id: id, predicate: predicate, continuation: continuation))
          return nil
        }
        if let current { continuation.resume(returning: current) }
      }
    } onCancel: {
      let cancelled: (Waiter, Canvas)? = state.withLock { state in
        guard let index = state.waiters.firstIndex(where: { $0.id == id }) else { return nil }
        let waiter = state.waiters.remove(at: index)
        return (waiter, state.frame ?? Canvas(size: state.size))
      }
      if let (waiter, frame) = cancelled { waiter.continuation.resume(returning: frame) }
    }
  }

}

extension Array {
  fileprivate func partitioned(by belongsInFirst: (Element) -> Bool) -> ([Element], [Element]) {
    var first: [Element] = []
    var second: [Element] = []
    for element in self {
      if belongsInFirst(element) { first.append(element) } else { second.append(element) }
    }
    return (first, second)
  }
}
