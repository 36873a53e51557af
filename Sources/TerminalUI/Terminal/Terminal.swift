/// What the runtime needs from a screen: input in, frames out. The curses backend and the
/// in-memory `HeadlessTerminal` both conform, so the same program runs in tests and for real.
public protocol Terminal: AnyObject, Sendable {
  /// Sends input and resize events to `sink` on the thread that reads them, then `nil` when
  /// the terminal closes; `nil` stops. Input that came while nobody listened is sent first.
  func deliverInput(to sink: InputRelay.Sink?)
  /// The current size; the runtime also learns of changes through `.resize` events.
  var size: Size { get }
  /// Shows a frame. Must not block on output: a backend may drop all but the newest frame.
  func draw(_ canvas: Canvas)
  /// Gives the terminal back to the shell (Ctrl-Z) and redraws fully on resume.
  func suspend()
  /// Puts `text` on the user's clipboard through the terminal itself (OSC 52), so a copy works
  /// over ssh and needs no subprocess. Written between frames; a terminal without OSC 52 ignores
  /// it, which is why callers say "copied" only as "asked the terminal to copy".
  func copyToClipboard(_ text: String)
  /// Gives the terminal to `job` (which runs a child program such as an editor, blocking until
  /// it exits), the way Ctrl-Z gives it to the shell: the screen is left, `job` runs with the
  /// terminal in the shell's modes, then the screen is restored and redrawn in full (a `.resize`
  /// event with the current size follows). Returns what `job` returned.
  func runInForeground<T: Sendable>(_ job: @escaping @Sendable () -> T) async -> T
  /// Asks the terminal for its background colour (OSC 11) without waiting: the answer, if one
  /// comes soon enough, arrives as a `.backgroundColor` input event; silence is no answer.
  func askBackgroundColor()
}

extension Terminal {
  /// For a terminal that can't be asked: nothing is sent, and no answer comes.
  public func askBackgroundColor() {}

  /// For a terminal with no screen to give up: runs `job` as it is.
  public func runInForeground<T: Sendable>(_ job: @escaping @Sendable () -> T) async -> T {
    job()
  }
}
