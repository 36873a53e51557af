import CNcurses
import Foundation
import Glibc
import PseudoTerminalTestSupport
import SystemSupport
import TerminalUI

@testable import CursesBackend

/// A real curses screen, set up as the app sets up its own, on a pseudo-terminal the test owns:
/// bytes written to the master side reach the reader exactly as if a terminal had sent them.
final class PseudoTerminalScreen {
  struct SetupError: Error, CustomStringConvertible {
    let description: String
  }

  private let pty: PseudoTerminal
  /// The device side as curses writes to it; raw writes between frames go here too.
  let file: UnsafeMutablePointer<FILE>
  private let input: UnsafeMutablePointer<FILE>
  private let screen: OpaquePointer
  private(set) var reader: TerminalInputReader
  /// Calls to `readAvailable`, to bound the reads per byte.
  private(set) var drainCount = 0

  /// `patience` (milliseconds) replaces the app's Esc delay and paste silence, for tests that
  /// need exact decoding even when a loaded machine delays the typist mid-sequence.
  /// `terminal` names the terminfo entry curses drives. Curses keeps its current screen in
  /// globals, and reading the screen holds a thread: one screen exists at a time, in the turn
  /// such tests share (`ThreadHoldingTurn`).
  init(
    patience: Int32? = nil, terminal: String = "xterm-256color",
    clock: @escaping () -> Int64 = TerminalInputReader.monotonicNow
  ) async throws {
    await ThreadHoldingTurn.shared.take()
    var ready = false
    defer { if !ready { ThreadHoldingTurn.shared.give() } }
    // Curses decodes UTF-8 only under a UTF-8 locale, as the app runs (it calls setlocale).
    guard setlocale(LC_CTYPE, "C.UTF-8") != nil else {
      throw SetupError(description: "the C.UTF-8 locale is missing")
    }
    pty = try PseudoTerminal()
    // Curses closes its stream: it gets a descriptor of its own, the pair keeps the device's.
    guard let file = fdopen(dup(pty.device), "w"), let input = CursesSession.openInput(pty.device)
    else {
      throw SetupError(description: "cannot open the pseudo-terminal: errno \(errno)")
    }
    self.file = file
    self.input = input
    reader = TerminalInputReader(
      descriptor: fileno(input), pasteSilenceMilliseconds: patience ?? 100,
      escapeDelayMilliseconds: patience ?? 25, monotonicMilliseconds: clock)
    guard let screen = newterm(terminal, file, input) else {
      throw SetupError(description: "no terminfo entry for \(terminal)")
    }
    self.screen = screen
    set_term(screen)
    CursesSession.applyModes(mouse: true, output: file)
    ready = true
  }

  deinit {
    endwin()
    delscreen(screen)
    fclose(input)
    fclose(file)
    ThreadHoldingTurn.shared.give()
  }

  /// The capability's string from terminfo, as the terminal would send it.
  static func capability(_ name: String) -> [UInt8]? {
    triage_tigetstr(name).map { Array(String(cString: $0).utf8) }
  }

  /// Types `bytes` from another thread, as a terminal would, while this one reads as the app
  /// does (one drain each time the tty is readable) until everything written is consumed.
  func send(_ bytes: [UInt8]) -> [InputEvent] {
    let typist = Typist(master: pty.terminal, bytes: bytes)
    let thread = Thread { typist.type() }
    thread.start()
    var events: [InputEvent] = []
    while true {
      let finished = typist.isFinished
      events += drain()
      if finished { break }
      // Waits for the typist's next bytes (or its end), re-checking at most every 10 ms.
      pty.waitForInput(milliseconds: 10)
    }
    return events
  }

  /// Writes a few bytes to the terminal at once (they fit the tty's buffer).
  func typeNow(_ bytes: [UInt8]) {
    pty.type(bytes)
  }

  /// The terminal side's descriptor, for `type(_:to:)` from another thread.
  var terminalDescriptor: Int32 { pty.terminal }

  static func type(_ bytes: [UInt8], to terminal: Int32) {
    _ = bytes.withUnsafeBytes { write(terminal, $0.baseAddress, $0.count) }
  }

  /// Everything curses has written to the terminal since the last call.
  func takeOutput() -> [UInt8] {
    pty.readAvailable()
  }

  /// The background colour question has gone out: its answer is read from now on.
  func expectBackgroundColor() {
    reader.expectBackgroundColor()
  }

  /// Reads until the tty has nothing left for the reader.
  func drain() -> [InputEvent] {
    var events: [InputEvent] = []
    repeat {
      drainCount += 1
      events += reader.readAvailable()
    } while hasPendingInput
    return events
  }

  /// Waits (up to a second) for typed bytes to reach the tty, then reads once, as the app's
  /// loop does when its `poll` finds the tty readable.
  func readOnceReadable() -> [InputEvent] {
    pty.waitForInput(milliseconds: 1000)
    drainCount += 1
    return reader.readAvailable()
  }

  /// Whether bytes wait in the tty that the reader has not read.
  var hasPendingInput: Bool { pty.hasPendingInput }
}

/// Writes to the master side of a pseudo-terminal on its own thread, waiting for room when the
/// tty's buffer is full, and throws away what curses writes back.
private final class Typist: Sendable {
  private let master: Int32
  private let bytes: [UInt8]
  private let finished = Locked(false)

  init(master: Int32, bytes: [UInt8]) {
    self.master = master
    self.bytes = bytes
  }

  var isFinished: Bool { finished.withLock { $0 } }

  func type() {
    var offset = 0
    var scratch = [UInt8](repeating: 0, count: 4096)
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
      if written > 0 { offset += written }
      while scratch.withUnsafeMutableBytes({ read(master, $0.baseAddress, $0.count) }) > 0 {}
      if written <= 0 {
        var descriptor = pollfd(fd: master, events: Int16(POLLOUT), revents: 0)
        _ = poll(&descriptor, 1, 10)
      }
    }
    finished.withLock { $0 = true }
  }
}
