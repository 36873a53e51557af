import CNcurses
import TerminalUI

/// Drains what curses has decoded from the tty into events, without blocking. Keys go through
/// `CursesKeyDecoder`; text between the bracketed-paste markers becomes `.paste` events, so a
/// paste is never read as commands. Used only on the thread that owns the curses screen.
struct CursesInputReader {
  /// Key codes we give the paste markers with `define_key`: above every code curses defines.
  static let pasteBeginCode = KEY_MAX + 1
  static let pasteEndCode = KEY_MAX + 2
  /// A paste whose end marker has not come after this much silence is over: garbage or a cut
  /// connection must not leave every later key swallowed as pasted text.
  let pasteSilenceMilliseconds: Int32
  /// Reads per call, so one burst can't starve drawing; the rest stays queued in the tty and
  /// wakes the next call.
  static let readLimit = 4096

  private var pasted: String?
  /// Calls to `wget_wch` so far, so the cost per byte is observable.
  private(set) var readCount = 0

  init(pasteSilenceMilliseconds: Int32 = 100) {
    self.pasteSilenceMilliseconds = pasteSilenceMilliseconds
  }

  /// Whether a paste has begun and not yet ended.
  var isPasting: Bool { pasted != nil }

  /// Teaches curses the bracketed-paste markers, so they arrive as single key codes.
  static func definePasteMarkers() {
    define_key("\u{1B}[200~", pasteBeginCode)
    define_key("\u{1B}[201~", pasteEndCode)
  }

  /// Every complete event curses can decode right now. `resize` events carry curses' new size.
  mutating func readAvailable() -> [InputEvent] {
    var events: [InputEvent] = []
    var character: wint_t = 0
    let window = triage_stdscr()
    for _ in 0..<Self.readLimit {
      readCount += 1
      var status = wget_wch(window, &character)
      if status == ERR, pasted != nil {
        // Mid-paste the terminal sends the rest at once; wait briefly before giving up on it.
        wtimeout(window, pasteSilenceMilliseconds)
        readCount += 1
        status = wget_wch(window, &character)
        nodelay(window, true)
        if status == ERR { finishPaste(into: &events) }
      }
      if status == ERR { break }
      if status == triage_key_code_yes() {
        handle(code: Int32(bitPattern: UInt32(character)), into: &events)
      } else {
        handle(character: UInt32(character), into: &events)
      }
    }
    // A long paste is delivered in pieces rather than held until its end.
    if let text = pasted, !text.isEmpty {
      events.append(.paste(text))
      pasted = ""
    }
    return events
  }

  private mutating func handle(code: Int32, into events: inout [InputEvent]) {
    switch code {
    case Self.pasteBeginCode:
      if pasted == nil { pasted = "" }
    case Self.pasteEndCode:
      finishPaste(into: &events)
    case KEY_RESIZE:
      events.append(.resize(Size(width: Int(triage_cols()), height: Int(triage_lines()))))
    case KEY_MOUSE:
      if let event = Self.readMouse() { events.append(.mouse(event)) }
    default:
      // Function keys inside a paste are garbage, not text: dropped.
      if pasted == nil, let key = CursesKeyDecoder.decode(functionKey: code) {
        events.append(.key(key))
      }
    }
  }

  private mutating func handle(character value: UInt32, into events: inout [InputEvent]) {
    guard pasted != nil else {
      if let key = CursesKeyDecoder.decode(character: value) { events.append(.key(key)) }
      return
    }
    switch value {
    case 0x0A, 0x0D: pasted?.append("\n")
    case 0x09: pasted?.append("\t")
    default:
      if case .character(let character)? = CursesKeyDecoder.decode(character: value) {
        pasted?.append(character)
      }
    }
  }

  private mutating func finishPaste(into events: inout [InputEvent]) {
    if let text = pasted, !text.isEmpty { events.append(.paste(text)) }
    pasted = nil
  }

  private static func readMouse() -> MouseEvent? {
    var event = MEVENT()
    guard getmouse(&event) == OK else { return nil }
    let position = Point(x: Int(event.x), y: Int(event.y))
    if triage_is_wheel_up(event.bstate) != 0 { return MouseEvent(.wheelUp, at: position) }
    if triage_is_wheel_down(event.bstate) != 0 { return MouseEvent(.wheelDown, at: position) }
    return nil
  }
}
