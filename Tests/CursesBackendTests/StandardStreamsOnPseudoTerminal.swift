import CNcurses
import Foundation
import Glibc
import PseudoTerminalTestSupport
import SystemSupport

/// Puts this process's standard input and output on a pseudo-terminal for the length of a test,
/// so the real `CursesTerminal` (which insists on a TTY there) runs as it does for a user, and
/// collects everything written to the terminal. Takes the curses turn (one screen at a time)
/// and sets `TERM`; `restore()` puts everything back.
final class StandardStreamsOnPseudoTerminal: @unchecked Sendable {
  private let pty: PseudoTerminal
  private let savedInput: Int32
  private let savedOutput: Int32
  private let savedTerm: String?
  private let collected = Locked<[UInt8]>([])
  private let stopped = Locked(false)
  private var reader: Thread?
  private var restored = false

  init() async throws {
    await ThreadHoldingTurn.shared.take()
    do {
      pty = try PseudoTerminal()
    } catch {
      ThreadHoldingTurn.shared.give()
      throw error
    }
    fflush(nil)
    savedInput = dup(STDIN_FILENO)
    savedOutput = dup(STDOUT_FILENO)
    dup2(pty.device, STDIN_FILENO)
    dup2(pty.device, STDOUT_FILENO)
    savedTerm = getenv("TERM").map { String(cString: $0) }
    setenv("TERM", "xterm-256color", 1)
    let collected = self.collected
    let stopped = self.stopped
    let pty = self.pty
    let thread = Thread {
      while !stopped.withLock({ $0 }) {
        pty.waitForOutput(milliseconds: 20)
        let bytes = pty.readAvailable()
        collected.withLock { $0 += bytes }
      }
    }
    reader = thread
    thread.start()
  }

  /// Everything written to the terminal so far, as text.
  var output: String { String(decoding: collected.withLock { $0 }, as: UTF8.self) }

  /// Waits (up to `limit`) until the output satisfies `predicate`; returns whether it did.
  func waitForOutput(limit: Duration = .seconds(10), _ predicate: (String) -> Bool) -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now + limit
    while clock.now < deadline {
      if predicate(output) { return true }
      // Waits for the terminal to be written to (the reader thread drains it meanwhile).
      var descriptor = pollfd(fd: -1, events: 0, revents: 0)
      _ = poll(&descriptor, 0, 10)
    }
    return predicate(output)
  }

  func restore() {
    guard !restored else { return }
    restored = true
    fflush(nil)
    dup2(savedInput, STDIN_FILENO)
    dup2(savedOutput, STDOUT_FILENO)
    close(savedInput)
    close(savedOutput)
    if let savedTerm { setenv("TERM", savedTerm, 1) } else { unsetenv("TERM") }
    stopped.withLock { $0 = true }
    pty.closeDevice()
    ThreadHoldingTurn.shared.give()
  }

  deinit {
    restore()
    // The reader polls with a short timeout and stops on the flag; the master closes after it.
    while reader?.isFinished == false { usleep(1000) }
  }
}
