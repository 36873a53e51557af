import CNcurses
import FoundationEssentials
import Glibc
import SystemSupport
import TerminalUI

/// The real terminal. One dedicated thread owns ncurses from `newterm` to `endwin`: it draws the
/// newest frame, reads keys, and handles resize and suspend, waking only when the tty, the
/// runtime or a signal writes to it. Other threads talk to it through a lock and a wake pipe.
public final class CursesTerminal: Terminal {
  /// Choices the caller makes from the environment and command line.
  public struct Options: Sendable {
    /// Draw colours; off for `NO_COLOR` (https://no-color.org): attributes still apply.
    public var colors: Bool
    /// Report the mouse wheel. Costs the host terminal's click-to-select without Shift.
    public var mouse: Bool
    /// SIGTERM, SIGHUP and SIGINT end the input instead of the process, so the program quits
    /// the ordinary way (saving what must not be lost) before dying by the signal
    /// (`pendingTermination`). A second one while that runs ends the process at once.
    public var quitsOnTermination: Bool

    public init(colors: Bool = true, mouse: Bool = true, quitsOnTermination: Bool = false) {
      self.colors = colors
      self.mouse = mouse
      self.quitsOnTermination = quitsOnTermination
    }

    /// Options as the environment asks: `NO_COLOR` set and non-empty turns colours off.
    public static func fromEnvironment(_ environment: [String: String]) -> Options {
      let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
      return Options(colors: !noColor)
    }
  }

  private struct Shared {
    var size: Size = .zero
    var characterSet = ""
    var pendingFrame: Canvas?
    var suspendRequested = false
    /// OSC 52 sequences waiting to be written after the next frame; a few at most.
    var pendingControls: [[UInt8]] = []
    /// The background colour question, waiting to be written by the terminal thread.
    var asksBackground = false
    var closeRequested = false
    var threadExited = false
    var closeWaiters: [CheckedContinuation<Void, Never>] = []
    /// Jobs waiting to be given the terminal (`runInForeground`), oldest first.
    var foregroundJobs: [@Sendable () -> Void] = []
  }

  private let input = InputRelay()
  private let shared = Locked(Shared())
  private let wake: WakePipe
  private let options: Options
  /// Runs the tasks that prefer it on the terminal thread: the app's runtime loop runs there
  /// (`withTaskExecutorPreference`), so a key is read, reduced and drawn with no thread hop.
  public let executor: TerminalThreadExecutor

  /// The terminal thread, which never needs waking by itself.
  private let thread = ThreadMark()

  private init(options: Options, wake: WakePipe) {
    self.options = options
    self.wake = wake
    let thread = self.thread
    executor = TerminalThreadExecutor {
      if !thread.isCurrent { wake.signal(UInt8(ascii: "J")) }
    }
  }

  public func deliverInput(to sink: InputRelay.Sink?) {
    input.deliver(to: sink)
  }

  /// Takes over the terminal: checks that stdin and stdout are TTYs, then starts the terminal
  /// thread, which calls `setlocale` and `newterm` and enters the alternate screen.
  public static func open(options: Options) async throws(CursesError) -> CursesTerminal {
    if isatty(STDIN_FILENO) != 1 { throw .notATerminal(stream: "standard input") }
    if isatty(STDOUT_FILENO) != 1 { throw .notATerminal(stream: "standard output") }
    let wake = try WakePipe()
    let terminal = CursesTerminal(options: options, wake: wake)
    let result: Result<Void, CursesError> = await withCheckedContinuation { continuation in
      DedicatedThread.start(name: "triage-terminal") { terminal.threadMain(opened: continuation) }
    }
    try result.get()
    return terminal
  }

  public var size: Size { shared.withLock { $0.size } }

  /// The locale's character set, as curses uses it (e.g. `UTF-8`, `ANSI_X3.4-1968` for `LANG=C`).
  public var characterSet: String { shared.withLock { $0.characterSet } }

  /// Whether frames are drawn with ASCII glyphs (`Canvas.withASCIIGlyphs`), because the locale
  /// is not UTF-8; the caller logs why, once.
  public var drawsASCIIOnly: Bool { characterSet != "UTF-8" }

  public func draw(_ canvas: Canvas) {
    shared.withLock { $0.pendingFrame = canvas }
    // The terminal thread's own loop draws between its jobs and its next `poll`.
    if !thread.isCurrent { wake.signal(UInt8(ascii: "D")) }
  }

  public func suspend() {
    shared.withLock { $0.suspendRequested = true }
    wake.signal(UInt8(ascii: "S"))
  }

  /// Queues an OSC 52 copy for the terminal thread, which writes it between two frames so it can
  /// never split one of curses' own sequences. Only the newest few wait: a burst of `y` can't
  /// grow the queue.
  public func copyToClipboard(_ text: String) {
    guard let bytes = ClipboardSequence.bytes(for: text) else { return }
    shared.withLock { shared in
      shared.pendingControls.append(bytes)
      if shared.pendingControls.count > Self.maximumPendingControls {
        shared.pendingControls.removeFirst()
      }
    }
    wake.signal(UInt8(ascii: "D"))
  }

  private static let maximumPendingControls = 4

  /// Queues the background colour question for the terminal thread, which readies its reader
  /// for the answer and then writes the question between two frames.
  public func askBackgroundColor() {
    shared.withLock { $0.asksBackground = true }
    wake.signal(UInt8(ascii: "D"))
  }

  /// Queues `job` for the terminal thread, which leaves the screen as for Ctrl-Z, runs it, then
  /// restores and redraws the screen and reports the size. Once the terminal has closed, the job
  /// runs at once: the shell already has the terminal.
  public func runInForeground<T: Sendable>(_ job: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { (continuation: CheckedContinuation<T, Never>) in
      let queued = shared.withLock { shared -> Bool in
        guard !shared.threadExited, !shared.closeRequested else { return false }
        shared.foregroundJobs.append { continuation.resume(returning: job()) }
        return true
      }
      if queued {
        wake.signal(UInt8(ascii: "F"))
      } else {
        continuation.resume(returning: job())
      }
    }
  }

  /// The termination signal that ended the input (with `Options.quitsOnTermination`), if one
  /// did: once the program has saved what it must and closed the terminal, it should die by it
  /// (`SignalGuard.dieBy`), so its parent sees the status it would have seen.
  public static var pendingTermination: Int32? { SignalGuard.pendingTermination }

  /// Dies by `signal` with its default action: what a termination signal that was turned into
  /// a quit does last.
  public static func die(by signal: Int32) -> Never { SignalGuard.die(by: signal) }

  /// Leaves the alternate screen and gives the terminal back exactly as it was found. Waits for
  /// the terminal thread to finish; safe to call more than once.
  public func close() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let alreadyClosed = shared.withLock { shared -> Bool in
        if shared.threadExited { return true }
        shared.closeRequested = true
        shared.closeWaiters.append(continuation)
        return false
      }
      if alreadyClosed {
        continuation.resume()
      } else {
        wake.signal(UInt8(ascii: "Q"))
      }
    }
  }

  // MARK: - Terminal thread

  private func threadMain(opened: CheckedContinuation<Result<Void, CursesError>, Never>) {
    SignalGuard.unblockOnCurrentThread()
    thread.mark(true)
    defer { thread.mark(false) }
    let session: CursesSession
    do {
      session = try CursesSession(options: options, wakeFD: wake.writeEnd)
    } catch {
      opened.resume(returning: .failure(error))
      return
    }
    shared.withLock { shared in
      shared.size = session.size
      shared.characterSet = session.characterSet
    }
    opened.resume(returning: .success(()))
    var renderer = session.makeRenderer()
    run(session: session, renderer: &renderer)
    thread.mark(false)
    executor.retire()
    session.end()
    // Jobs queued as the terminal closed still run (and resume their callers): the shell has
    // the terminal now.
    let leftover = shared.withLock { shared -> [@Sendable () -> Void] in
      defer { shared.foregroundJobs.removeAll() }
      shared.threadExited = true
      return shared.foregroundJobs
    }
    for job in leftover { job() }
    input.finish()
    let waiters = shared.withLock { shared -> [CheckedContinuation<Void, Never>] in
      shared.threadExited = true
      defer { shared.closeWaiters.removeAll() }
      return shared.closeWaiters
    }
    for waiter in waiters { waiter.resume() }
  }

  private func run(session: CursesSession, renderer: inout CursesRenderer) {
    var inputOpen = true
    while true {
      executor.runPending()
      let work = shared.withLock { shared in
        defer {
          shared.pendingFrame = nil
          shared.suspendRequested = false
          shared.pendingControls = []
          shared.foregroundJobs = []
          shared.asksBackground = false
        }
        return (
          shared.pendingFrame, shared.suspendRequested, shared.closeRequested,
          shared.pendingControls, shared.foregroundJobs, shared.asksBackground
        )
      }
      if work.2 {
        // Put back what was taken: the thread's exit runs it after the screen has closed.
        shared.withLock { $0.foregroundJobs.insert(contentsOf: work.4, at: 0) }
        return
      }
      for job in work.4 {
        renderer.invalidate()
        session.runInForeground(job)
        reportSize(session.redrawAll(), force: true)
      }
      if work.1 {
        renderer.invalidate()
        suspendAndResume(session: session)
      }
      if let frame = work.0 {
        renderer.render(session.drawsASCIIOnly ? frame.withASCIIGlyphs() : frame)
      }
      for control in work.3 { CursesSession.write(control, to: triage_stdout()) }
      if work.5 {
        session.expectBackgroundColor()
        CursesSession.write(BackgroundColor.query, to: triage_stdout())
      }

      let ready = wake.wait(
        alsoReading: inputOpen ? session.inputDescriptor : nil, blocking: !executor.hasPendingJobs)
      for byte in ready.wakeBytes {
        // A signal may have changed the screen behind the renderer's back: copy whole next.
        // A draw request ("D") changes nothing by itself, so the row comparison still holds.
        switch byte {
        case UInt8(ascii: "W"):
          renderer.invalidate()
          reportSize(session.refreshSize(), force: false)
        case UInt8(ascii: "Z"):
          renderer.invalidate()
          suspendAndResume(session: session)
        case UInt8(ascii: "C"):
          renderer.invalidate()
          reportSize(session.redrawAll(), force: true)
        case UInt8(ascii: "T"):
          // A termination signal: input ends, as when the tty hangs up, so the program quits.
          inputOpen = false
          input.finish()
        default: break
        }
      }
      // Only a readable tty is read: a wake-up alone has no keys to find.
      if ready.inputReadable || ready.inputHungUp {
        for event in session.readAvailableInput() { input.yield(event) }
      }
      if ready.inputHungUp {
        // The tty is gone: deliver what was read, then end input so the program quits.
        inputOpen = false
        input.finish()
      }
    }
  }

  private func suspendAndResume(session: CursesSession) {
    session.suspend(wake: wake)
    reportSize(session.redrawAll(), force: true)
  }

  /// Tells the runtime about a size; `force` re-reports an unchanged size so that the runtime
  /// renders again after the screen was cleared (resume from suspend).
  private func reportSize(_ size: Size, force: Bool) {
    let changed = shared.withLock { shared -> Bool in
      defer { shared.size = size }
      return shared.size != size
    }
    if changed || force { input.yield(.resize(size)) }
  }
}
