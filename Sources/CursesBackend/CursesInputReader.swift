import CNcurses
import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Drains what curses has decoded from the tty into events, without blocking. Curses matches
/// function keys and hands over every other byte; the bytes are put back together as UTF-8 here
/// (`UTF8Assembler`), so an invalid byte is dropped alone instead of swallowing the text after
/// it. Keys go through `CursesKeyDecoder`; text between the bracketed-paste markers becomes
/// `.paste` events, so a paste is never read as commands. Used only on the thread that owns the
/// curses screen.
struct CursesInputReader {
  /// Key codes we give the paste markers with `define_key`: above every code curses defines.
  static let pasteBeginCode = KEY_MAX + 1
  static let pasteEndCode = KEY_MAX + 2
  /// A paste whose end marker has not come after this much silence is over: garbage or a cut
  /// connection must not leave every later key swallowed as pasted text. Nothing else ends a
  /// paste: not a read error, not a signal, not invalid UTF-8.
  let pasteSilenceMilliseconds: Int32
  /// Reads per call, so one burst can't starve drawing; the rest stays queued in the tty and
  /// wakes the next call.
  static let readLimit = 4096
  /// Reads a paste's silence wait may make when each returns early (a signal, an error) before
  /// the wait counts as silence anyway: bounds the loop even if the clock stood still.
  static let silenceRetryLimit = 64

  private var pasted: String?
  /// An Esc read and not yet delivered: if a CR or LF follows it in the same burst it was
  /// Alt-Enter. Decided within one `readAvailable`, never by waiting, so a lone Esc costs no
  /// more delay than curses' own Esc delay.
  private var pendingEscape = false
  private var assembler = UTF8Assembler()
  /// Until when an answer to the background colour question is taken (`acceptUntil`) and
  /// recognised at all (`recogniseUntil`), monotonic milliseconds; `nil` when none is awaited.
  /// Only then may `ESC ]` start an answer: otherwise it is Esc and `]`, as Alt-] types.
  private var backgroundReply: (acceptUntil: Int64, recogniseUntil: Int64)?
  /// The body of an OSC answer being read, after its `ESC ]` and before its terminator.
  private var answer: [UInt8]?
  /// An Esc inside an answer: the `\` of its terminator (ST) should follow.
  private var answerEscape = false
  private let monotonicMilliseconds: () -> Int64
  /// Calls to `wgetch` so far, so the cost per byte is observable.
  private(set) var readCount = 0

  init(
    pasteSilenceMilliseconds: Int32 = 100,
    monotonicMilliseconds: @escaping () -> Int64 = CursesInputReader.monotonicNow
  ) {
    self.pasteSilenceMilliseconds = pasteSilenceMilliseconds
    self.monotonicMilliseconds = monotonicMilliseconds
  }

  /// Whether a paste has begun and not yet ended.
  var isPasting: Bool { pasted != nil }

  /// How long after the question an answer still changes the theme: later, the screen has
  /// been read in the other theme for long enough that a switch would be a flash.
  static let backgroundAcceptMilliseconds: Int64 = 1000
  /// How long after the question an answer is still recognised, and swallowed, rather than
  /// read as keys (`]` is a command, and so are `r` and `g`).
  static let backgroundRecogniseMilliseconds: Int64 = 5000

  /// The background colour question has just been sent: its answer is read from now on.
  mutating func expectBackgroundColor() {
    let now = monotonicMilliseconds()
    backgroundReply = (
      now + Self.backgroundAcceptMilliseconds, now + Self.backgroundRecogniseMilliseconds
    )
  }

  /// Whether `ESC ]` starts an answer now.
  private mutating func awaitsAnswer() -> Bool {
    guard let window = backgroundReply else { return false }
    if monotonicMilliseconds() > window.recogniseUntil {
      backgroundReply = nil
      return false
    }
    return true
  }

  /// Teaches curses the bracketed-paste markers, so they arrive as single key codes.
  static func definePasteMarkers() {
    define_key("\u{1B}[200~", pasteBeginCode)
    define_key("\u{1B}[201~", pasteEndCode)
  }

  /// Every complete event curses can decode right now. `resize` events carry curses' new size.
  mutating func readAvailable() -> [InputEvent] {
    var events: [InputEvent] = []
    let window = triage_stdscr()
    for _ in 0..<Self.readLimit {
      readCount += 1
      var value = wgetch(window)
      if value == ERR, pasted != nil || answer != nil {
        value = waitForMore(window)
        if value == ERR {
          endAnswer(into: &events)
          if pasted != nil { finishPaste(into: &events) }
        }
      }
      if value == ERR { break }
      if answer != nil {
        if value >= 0, value < KEY_MIN, continuesAnswer(UInt8(truncatingIfNeeded: value)) {
          readAnswer(UInt8(truncatingIfNeeded: value), into: &events)
          continue
        }
        // Not the answer's next byte: what came before is keys or garbage, and this value
        // is read as ever.
        endAnswer(into: &events)
      }
      if pendingEscape {
        pendingEscape = false
        if pasted == nil, value == 0x0D || value == 0x0A {
          events.append(.key(.altEnter))
          continue
        }
        if pasted == nil, value == 0x5D, awaitsAnswer() {
          answer = []
          continue
        }
        events.append(.key(.escape))
      }
      if value >= KEY_MIN || value < 0 {
        // A key code cuts short any character begun before it.
        _ = assembler.reset()
        handle(code: value, into: &events)
      } else {
        let output = assembler.feed(UInt8(truncatingIfNeeded: value))
        if let scalar = output.scalar { handle(character: scalar.value, into: &events) }
      }
    }
    if pendingEscape {
      pendingEscape = false
      events.append(.key(.escape))
    }
    // A long paste is delivered in pieces rather than held until its end.
    if let text = pasted, !text.isEmpty {
      events.append(.paste(text))
      pasted = ""
    }
    return events
  }

  /// How every answer begins, after its `ESC ]`.
  private static let answerPrefix = Array("11;".utf8)

  /// Whether `byte` may come next in the answer being read: before the answer's prefix is
  /// whole, only the prefix's next byte may; after it, anything until the terminator.
  private func continuesAnswer(_ byte: UInt8) -> Bool {
    guard let body = answer, body.count < Self.answerPrefix.count else { return true }
    return byte == Self.answerPrefix[body.count]
  }

  /// An answer that stopped before its terminator. If it stopped within its prefix (Alt-]
  /// typed, alone or before another key), it was keys: Esc, `]` and the prefix's bytes come
  /// back as keys. Past its prefix it was an answer cut short, and none of it is a key.
  private mutating func endAnswer(into events: inout [InputEvent]) {
    guard let body = answer else { return }
    answer = nil
    answerEscape = false
    guard body.count < Self.answerPrefix.count else { return }
    events.append(.key(.escape))
    for byte in [UInt8(ascii: "]")] + body { handle(character: UInt32(byte), into: &events) }
  }

  /// One byte of an answer: BEL or ST (Esc and a backslash) ends it; a body longer than any
  /// colour is kept no further, so garbage can't grow it, and fails to parse when it ends.
  private mutating func readAnswer(_ byte: UInt8, into events: inout [InputEvent]) {
    if answerEscape {
      answerEscape = false
      if byte == UInt8(ascii: "\\") { finishAnswer(into: &events) } else { answer = nil }
      return
    }
    switch byte {
    case 0x07: finishAnswer(into: &events)
    case 0x1B: answerEscape = true
    default:
      if (answer?.count ?? 0) <= BackgroundColor.maximumLength { answer?.append(byte) }
    }
  }

  private mutating func finishAnswer(into events: inout [InputEvent]) {
    defer { answer = nil }
    guard let body = answer, let color = BackgroundColor.parse(body) else { return }
    if let window = backgroundReply, monotonicMilliseconds() <= window.acceptUntil {
      events.append(.backgroundColor(color))
    }
    backgroundReply = nil
  }

  /// Mid-paste (or mid-answer) the terminal sends the rest at once; waits up to the silence
  /// limit for it. A read that returns early without a byte (a signal interrupted it, the read
  /// failed) is not silence: the wait goes on for what is left of the limit.
  private mutating func waitForMore(_ window: UnsafeMutablePointer<WINDOW>?) -> Int32 {
    let deadline = monotonicMilliseconds() + Int64(pasteSilenceMilliseconds)
    defer { nodelay(window, true) }
    for _ in 0..<Self.silenceRetryLimit {
      let remaining = deadline - monotonicMilliseconds()
      if remaining <= 0 { break }
      wtimeout(window, Int32(clamping: remaining))
      readCount += 1
      let value = wgetch(window)
      if value != ERR { return value }
    }
    return ERR
  }

  /// The monotonic clock in milliseconds.
  static func monotonicNow() -> Int64 {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Int64(now.tv_sec) * 1000 + Int64(now.tv_nsec) / 1_000_000
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
      if value == 0x1B {
        pendingEscape = true
      } else if let key = CursesKeyDecoder.decode(character: value) {
        events.append(.key(key))
      }
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
    _ = assembler.reset()
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
