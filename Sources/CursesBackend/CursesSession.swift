import CNcurses
import FoundationEssentials
import Glibc
import Localization
import SystemSupport
import TerminalUI

/// One ncurses screen, from `newterm` to `endwin`. Used only on the terminal thread, which is
/// why it is not `Sendable`: it is the single place where curses state lives.
final class CursesSession {
  private let screen: OpaquePointer
  /// Our own non-blocking handle on the tty, which keys are read from (see `openInput`).
  private let input: UnsafeMutablePointer<FILE>?
  /// The descriptor keys are read from: the handle's, or standard input if it couldn't open.
  let inputDescriptor: Int32
  private let options: CursesTerminal.Options
  private(set) var size: Size
  private var reader: TerminalInputReader
  /// The locale's character set (`nl_langinfo(nl_item(CODESET))`), read once after `setlocale`.
  let characterSet: String
  /// Whether frames are drawn with ASCII glyphs: the locale is not UTF-8, so curses could not
  /// show anything else.
  var drawsASCIIOnly: Bool { characterSet != "UTF-8" }

  init(options: CursesTerminal.Options, wakeFD: Int32) throws(CursesError) {
    self.options = options
    // Only the character set: curses needs it for wide characters, and nothing here formats
    // numbers, dates or messages through the C locale (messages follow `Language`). C.UTF-8
    // comes as thirteen files; this reads one.
    setlocale(LC_CTYPE, "")
    characterSet = nl_langinfo(nl_item(CODESET)).map { String(cString: $0) } ?? ""
    var shellModes = termios()
    tcgetattr(STDIN_FILENO, &shellModes)
    SignalGuard.install(
      wakeFD: wakeFD, shellModes: shellModes, quitsOnTermination: options.quitsOnTermination)
    input = Self.openInput(STDIN_FILENO)
    inputDescriptor = input.map { fileno($0) } ?? STDIN_FILENO
    reader = TerminalInputReader(descriptor: inputDescriptor)
    guard let screen = newterm(nil, triage_stdout(), input ?? triage_stdin()) else {
      if let input { fclose(input) }
      SignalGuard.uninstall()
      throw .unknownTerminal(ProcessInfo.processInfo.environment["TERM"] ?? "")
    }
    set_term(screen)
    // A terminal that can't move the cursor (TERM=dumb) can't show a full-screen program.
    guard triage_tigetstr("cup") != nil else {
      endwin()
      delscreen(screen)
      if let input { fclose(input) }
      SignalGuard.uninstall()
      throw .incapableTerminal(ProcessInfo.processInfo.environment["TERM"] ?? "")
    }
    self.screen = screen
    Self.leaveInitialState()
    Self.applyModes(mouse: options.mouse, output: triage_stdout())
    size = Size(width: Int(triage_cols()), height: Int(triage_lines()))
    SignalGuard.setRestoreSequence(Self.restoreSequence(mouse: options.mouse))
  }

  /// Puts curses in the state it is in after a resume. Until its first `endwin`, ncurses 6.4
  /// flushes its output after every cursor movement, so one frame reached the tty in five to ten
  /// `write`s; once resumed it sends a frame in one. The first `doupdate` after this `endwin`
  /// resumes, so the only cost is leaving and entering the alternate screen before anything is
  /// drawn (DECISIONS.md).
  private static func leaveInitialState() {
    endwin()
  }

  /// Opens the tty behind `descriptor` again, non-blocking, so that a read never waits: the
  /// terminal thread must not freeze on a report cut short. A handle of our own keeps the
  /// shell's (shared with stdout) blocking, so nothing needs undoing at exit or crash.
  static func openInput(_ descriptor: Int32) -> UnsafeMutablePointer<FILE>? {
    guard let path = ttyname(descriptor) else { return nil }
    let input = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
    guard input >= 0 else { return nil }
    guard let file = fdopen(input, "r") else {
      close(input)
      return nil
    }
    return file
  }

  /// The modes Triage runs curses in, on the current screen: raw keys without echo, the
  /// keypad in application mode (as the shell's programs get it), mouse wheel reports and
  /// paste markers. Curses reads no key: `TerminalInputReader` does.
  static func applyModes(mouse: Bool, output: UnsafeMutablePointer<FILE>) {
    raw()
    noecho()
    nonl()
    let window = triage_stdscr()
    keypad(window, true)
    // Lets curses scroll with insert/delete line instead of redrawing every row.
    idlok(window, true)
    // No typeahead check: curses would poll the input every five changed lines of a frame (a
    // syscall each) and, when a key is waiting, flush there, sending the frame in pieces.
    typeahead(-1)
    curs_set(0)
    if mouse { mousemask(triage_wheel_mask(), nil) }
    send(bracketedPasteOn, to: output)
  }

  /// Writes a mode string straight to the terminal; `putp` would go to the process's stdout.
  private static func send(_ sequence: String, to output: UnsafeMutablePointer<FILE>) {
    fputs(sequence, output)
    fflush(output)
  }

  /// Writes raw bytes (an OSC 52 copy) straight to the terminal between frames. Curses has
  /// flushed its frame by now, so the bytes can't land inside one of its sequences.
  static func write(_ bytes: [UInt8], to output: UnsafeMutablePointer<FILE>) {
    _ = bytes.withUnsafeBufferPointer { buffer in
      fwrite(buffer.baseAddress, 1, buffer.count, output)
    }
    fflush(output)
  }

  /// Asks the terminal to mark pastes (DEC private mode 2004); terminals without it ignore it.
  static let bracketedPasteOn = "\u{1B}[?2004h"
  static let bracketedPasteOff = "\u{1B}[?2004l"

  func makeRenderer() -> CursesRenderer {
    CursesRenderer(palette: CursesPalette(wantsColor: options.colors))
  }

  /// The bytes that undo our screen setup without curses' help, for the signal handlers.
  private static func restoreSequence(mouse: Bool) -> [UInt8] {
    var bytes = Array(bracketedPasteOff.utf8)
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
    Self.send(Self.bracketedPasteOff, to: triage_stdout())
    endwin()
    SignalGuard.stopJob(wake: wake)
    Self.send(Self.bracketedPasteOn, to: triage_stdout())
  }

  /// Leaves the screen as `suspend` does, runs `job` (a child program such as the editor, which
  /// gets the terminal in the shell's modes), then enters it again; the caller redraws. Meanwhile
  /// Ctrl-C and Ctrl-\ belong to the child alone, and Ctrl-Z stops the whole job (see
  /// `SignalGuard.whileRunningChild`).
  func runInForeground(_ job: () -> Void) {
    Self.send(Self.bracketedPasteOff, to: triage_stdout())
    endwin()
    SignalGuard.whileRunningChild { HandOver.whileHandedOver(job) }
    Self.send(Self.bracketedPasteOn, to: triage_stdout())
  }

  /// The background colour question is about to be written: its answer is read from now on.
  func expectBackgroundColor() {
    reader.expectBackgroundColor()
  }

  /// Every complete event the tty holds, without blocking; call it when the tty is readable.
  func readAvailableInput() -> [InputEvent] {
    reader.readAvailable()
  }

  /// Leaves curses; the terminal is as the shell left it.
  func end() {
    Self.send(Self.bracketedPasteOff, to: triage_stdout())
    endwin()
    delscreen(screen)
    if let input { fclose(input) }
    SignalGuard.uninstall()
  }
}
