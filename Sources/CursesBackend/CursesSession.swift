import CNcurses
import Foundation
import TerminalUI

/// One ncurses screen, from `newterm` to `endwin`. Used only on the terminal thread, which is
/// why it is not `Sendable`: it is the single place where curses state lives.
final class CursesSession {
  private let screen: OpaquePointer
  private let options: CursesTerminal.Options
  private(set) var size: Size

  init(options: CursesTerminal.Options, wakeFD: Int32) throws(CursesError) {
    self.options = options
    setlocale(LC_ALL, "")
    var shellModes = termios()
    tcgetattr(STDIN_FILENO, &shellModes)
    SignalGuard.install(wakeFD: wakeFD, shellModes: shellModes)
    guard let screen = newterm(nil, triage_stdout(), triage_stdin()) else {
      SignalGuard.uninstall()
      throw .unknownTerminal(ProcessInfo.processInfo.environment["TERM"] ?? "")
    }
    self.screen = screen
    set_term(screen)
    raw()
    noecho()
    nonl()
    let window = triage_stdscr()
    keypad(window, true)
    // Lets curses scroll with insert/delete line instead of redrawing every row.
    idlok(window, true)
    nodelay(window, true)
    intrflush(window, false)
    set_escdelay(25)
    curs_set(0)
    if options.mouse {
      mousemask(triage_wheel_mask(), nil)
      mouseinterval(0)
    }
    size = Size(width: Int(triage_cols()), height: Int(triage_lines()))
    SignalGuard.setRestoreSequence(Self.restoreSequence(mouse: options.mouse))
  }

  func makeRenderer() -> CursesRenderer {
    CursesRenderer(palette: CursesPalette(wantsColor: options.colors))
  }

  /// The bytes that undo our screen setup without curses' help, for the signal handlers.
  private static func restoreSequence(mouse: Bool) -> [UInt8] {
    var bytes: [UInt8] = []
    if mouse { bytes += Array("\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l".utf8) }
    for capability in ["sgr0", "cnorm", "rmkx", "rmcup"] {
      if let value = triage_tigetstr(capability) {
        bytes += Array(String(cString: value).utf8)
      }
    }
    return bytes
  }

  /// Reads the tty's size after SIGWINCH and tells curses, which otherwise would not know
  /// because our handler replaced its own.
  func refreshSize() -> Size {
    var rows: Int32 = 0
    var columns: Int32 = 0
    if triage_window_size(STDOUT_FILENO, &rows, &columns) == 0 {
      resizeterm(rows, columns)
    }
    size = Size(width: Int(triage_cols()), height: Int(triage_lines()))
    return size
  }

  /// Forgets what is on the screen so the next update repaints every cell.
  func redrawAll() -> Size {
    let current = refreshSize()
    clearok(triage_curscr(), true)
    doupdate()
    return current
  }

  /// Gives the terminal back to the shell and stops the job; returns once resumed.
  func suspend(wake: WakePipe) {
    endwin()
    SignalGuard.stopJob(wake: wake)
  }

  /// Every complete event curses can decode right now, without blocking.
  func readAvailableInput() -> [InputEvent] {
    var events: [InputEvent] = []
    var character: wint_t = 0
    let window = triage_stdscr()
    for _ in 0..<4096 {
      let status = wget_wch(window, &character)
      if status == ERR { break }
      if status == triage_key_code_yes() {
        let code = Int32(bitPattern: UInt32(character))
        if code == KEY_RESIZE {
          // curses queues this after `resizeterm`; calling it again here would queue another.
          size = Size(width: Int(triage_cols()), height: Int(triage_lines()))
          events.append(.resize(size))
        } else if code == KEY_MOUSE {
          if let event = readMouse() { events.append(.mouse(event)) }
        } else if let key = CursesKeyDecoder.decode(functionKey: code) {
          events.append(.key(key))
        }
      } else if let key = CursesKeyDecoder.decode(character: UInt32(character)) {
        events.append(.key(key))
      }
    }
    return events
  }

  private func readMouse() -> MouseEvent? {
    var event = MEVENT()
    guard getmouse(&event) == OK else { return nil }
    let position = Point(x: Int(event.x), y: Int(event.y))
    if triage_is_wheel_up(event.bstate) != 0 { return MouseEvent(.wheelUp, at: position) }
    if triage_is_wheel_down(event.bstate) != 0 { return MouseEvent(.wheelDown, at: position) }
    return nil
  }

  /// Leaves curses; the terminal is as the shell left it.
  func end() {
    endwin()
    delscreen(screen)
    SignalGuard.uninstall()
  }
}
