import CNcurses
import Foundation
import Glibc
import SystemSupport
import TerminalUI

@testable import CursesBackend

/// A real curses screen, set up as the app sets up its own, on a pseudo-terminal the test owns:
/// bytes written to the master side reach curses exactly as if a terminal had sent them.
final class PseudoTerminalScreen {
  struct SetupError: Error, CustomStringConvertible {
    let description: String
  }

  private let master: Int32
  /// The slave side as curses writes to it; raw writes between frames go here too.
  let file: UnsafeMutablePointer<FILE>
  private let input: UnsafeMutablePointer<FILE>
  private let screen: OpaquePointer
  private let slave: Int32
  private(set) var reader: CursesInputReader
  /// Calls to `readAvailable`, to bound the reads per byte.
  private(set) var drainCount = 0

  /// `patience` (milliseconds) replaces the app's Esc delay and paste silence, for tests that
  /// need exact decoding even when a loaded machine delays the typist mid-sequence.
  /// Curses keeps its current screen in globals, so suites that run in parallel take turns:
  /// one screen exists at a time. A semaphore, since a turn may end on another thread.
  static let turn = DispatchSemaphore(value: 1)

  /// `terminal` names the terminfo entry curses drives.
  init(patience: Int32? = nil, terminal: String = "xterm-256color") throws {
    Self.turn.wait()
    var ready = false
    defer { if !ready { Self.turn.signal() } }
    reader = CursesInputReader(pasteSilenceMilliseconds: patience ?? 100)
    // Curses decodes UTF-8 only under a UTF-8 locale, as the app runs (it calls setlocale).
    guard setlocale(LC_CTYPE, "C.UTF-8") != nil else {
      throw SetupError(description: "the C.UTF-8 locale is missing")
    }
    var master: Int32 = -1
    var slave: Int32 = -1
    guard triage_openpty(&master, &slave) == 0 else {
      throw SetupError(description: "no pseudo-terminal: errno \(errno)")
    }
    self.master = master
    self.slave = slave
    _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
    guard let file = fdopen(slave, "w"), let input = CursesSession.openInput(slave) else {
      throw SetupError(description: "cannot open the pseudo-terminal: errno \(errno)")
    }
    self.file = file
    self.input = input
    guard let screen = newterm(terminal, file, input) else {
      throw SetupError(description: "no terminfo entry for \(terminal)")
    }
    self.screen = screen
    set_term(screen)
    CursesSession.applyModes(mouse: true, output: file)
    if let patience { set_escdelay(patience) }
    ready = true
  }

  deinit {
    endwin()
    delscreen(screen)
    fclose(input)
    fclose(file)
    close(master)
    Self.turn.signal()
  }

  /// The capability's string from terminfo, as the terminal would send it.
  static func capability(_ name: String) -> [UInt8]? {
    triage_tigetstr(name).map { Array(String(cString: $0).utf8) }
  }

  /// Types `bytes` from another thread, as a terminal would, while this one reads as the app
  /// does (one drain each time the tty is readable) until everything written is consumed.
  func send(_ bytes: [UInt8]) -> [InputEvent] {
    let typist = Typist(master: master, bytes: bytes)
    let thread = Thread { typist.type() }
    thread.start()
    var events: [InputEvent] = []
    while true {
      let finished = typist.isFinished
      events += drain()
      if finished { break }
      // Waits for the typist's next bytes (or its end), re-checking at most every 10 ms.
      var descriptor = pollfd(fd: slave, events: Int16(POLLIN), revents: 0)
      _ = poll(&descriptor, 1, 10)
    }
    return events
  }

  /// Writes a few bytes to the terminal at once (they fit the tty's buffer).
  func typeNow(_ bytes: [UInt8]) {
    Self.type(bytes, to: master)
  }

  /// The terminal side's descriptor, for `type(_:to:)` from another thread.
  var terminalDescriptor: Int32 { master }

  static func type(_ bytes: [UInt8], to terminal: Int32) {
    _ = bytes.withUnsafeBytes { write(terminal, $0.baseAddress, $0.count) }
  }

  /// Everything curses has written to the terminal since the last call.
  func takeOutput() -> [UInt8] {
    var bytes: [UInt8] = []
    var scratch = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = scratch.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
      guard count > 0 else { return bytes }
      bytes += scratch[0..<count]
    }
  }

  /// Reads until the tty has nothing left for curses.
  func drain() -> [InputEvent] {
    var events: [InputEvent] = []
    repeat {
      drainCount += 1
      events += reader.readAvailable()
    } while hasPendingInput
    return events
  }

  /// Whether bytes wait in the tty that curses has not read.
  var hasPendingInput: Bool {
    var descriptor = pollfd(fd: slave, events: Int16(POLLIN), revents: 0)
    return poll(&descriptor, 1, 0) > 0 && descriptor.revents & Int16(POLLIN) != 0
  }
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
