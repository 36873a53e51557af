import CNcurses
import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Drains what curses has decoded from the tty into events, without blocking. Curses matches
/// the function keys its terminfo entry lists and hands over every other byte; the bytes are put
/// back together as UTF-8 here (`UTF8Assembler`), so an invalid byte is dropped alone instead of
/// swallowing the text after it. Sequences curses didn't know, terminal answers and Alt with a
/// key are read by `InputSequenceDecoder`, so no sequence becomes Esc and letters; text between
/// the bracketed-paste markers becomes `.paste` events, so a paste is never read as commands.
/// Used only on the thread that owns the curses screen.
struct CursesInputReader {
  /// The key codes the paste markers were given (`definePasteMarkers`), asked of curses once.
  private var pasteCodes: (begin: Int32, end: Int32)?
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
  private var assembler = UTF8Assembler()
  /// Escape sequences curses didn't match, terminal answers, and Alt with a key.
  private var sequences = InputSequenceDecoder()
  /// Until when (monotonic milliseconds) an answer to the background colour question changes
  /// the theme; `nil` when none is awaited. An answer is recognised, and never keys, at any
  /// time: only this window decides whether it is used.
  private var backgroundReplyUntil: Int64?
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

  /// The background colour question has just been sent: its answer is read from now on.
  mutating func expectBackgroundColor() {
    backgroundReplyUntil = monotonicMilliseconds() + Self.backgroundAcceptMilliseconds
  }

  static let pasteBegin = "\u{1B}[200~"
  static let pasteEnd = "\u{1B}[201~"

  /// Teaches curses the bracketed-paste markers, so they arrive as single key codes. Curses
  /// numbers the extended keys of the terminfo entry from `KEY_MAX + 1` up (xterm's Alt-Delete,
  /// the Linux console's second Shift-Tab), so the markers get the first two codes no key has.
  static func definePasteMarkers() {
    var code = KEY_MAX + 1
    for marker in [pasteBegin, pasteEnd] {
      while let bound = keybound(code, 0) {
        free(bound)
        code += 1
      }
      define_key(marker, code)
      code += 1
    }
  }

  /// The codes curses gives the paste markers on the current screen.
  private mutating func markerCodes() -> (begin: Int32, end: Int32) {
    if let pasteCodes { return pasteCodes }
    let codes = (key_defined(Self.pasteBegin), key_defined(Self.pasteEnd))
    pasteCodes = codes
    return codes
  }

  /// Every complete event curses can decode right now. `resize` events carry curses' new size.
  mutating func readAvailable() -> [InputEvent] {
    var events: [InputEvent] = []
    var decoded: [InputSequenceDecoder.Output] = []
    let window = triage_stdscr()
    var drained = false
    for _ in 0..<Self.readLimit {
      readCount += 1
      var value = wgetch(window)
      if value == ERR, pasted != nil || sequences.isMidSequence {
        value = waitForMore(window)
        if value == ERR {
          sequences.finish(into: &decoded)
          deliver(&decoded, into: &events)
          if pasted != nil { finishPaste(into: &events) }
        }
      }
      if value == ERR {
        drained = true
        break
      }
      if value >= KEY_MIN || value < 0 {
        // A key code cuts short any character begun before it.
        _ = assembler.reset()
        handle(code: value, decoded: &decoded, into: &events)
      } else {
        let byte = UInt8(truncatingIfNeeded: value)
        if pasted == nil, !assembler.isPending, (0x80...0x9F).contains(byte) {
          // Never UTF-8 on its own: a C1 control, the 8-bit form of CSI, OSC, ST and the rest.
          // Inside a paste it is a stray byte of broken text, dropped as invalid UTF-8 is.
          sequences.feed(UInt32(byte), into: &decoded)
        } else if let scalar = assembler.feed(byte).scalar {
          sequences.feed(scalar.value, into: &decoded)
        }
      }
      deliver(&decoded, into: &events)
    }
    // A lone Esc at the end of what the tty had is Esc. After the read limit the rest waits
    // in the tty, and so does whatever has begun.
    if drained {
      sequences.finish(into: &decoded)
      deliver(&decoded, into: &events)
    }
    // A long paste is delivered in pieces rather than held until its end.
    if let text = pasted, !text.isEmpty {
      events.append(.paste(text))
      pasted = ""
    }
    return events
  }

  /// Turns what the sequence decoder made into events: keys (text, inside a paste), paste
  /// markers, wheel events and terminal answers, which are never keys.
  private mutating func deliver(
    _ decoded: inout [InputSequenceDecoder.Output], into events: inout [InputEvent]
  ) {
    for output in decoded {
      switch output {
      case .key(let key):
        if pasted != nil { paste(key) } else { events.append(.key(key)) }
      case .pasteBegin:
        if pasted == nil { pasted = "" }
      case .pasteEnd:
        finishPaste(into: &events)
      case .wheel(let wheel):
        if pasted == nil { events.append(.mouse(wheel)) }
      case .answer(let body):
        guard let color = BackgroundColor.parse(body), let until = backgroundReplyUntil else {
          continue
        }
        if monotonicMilliseconds() <= until { events.append(.backgroundColor(color)) }
        backgroundReplyUntil = nil
      }
    }
    decoded.removeAll(keepingCapacity: true)
  }

  /// A key inside a paste: its text, if it has any. Function keys inside a paste are garbage,
  /// not text: dropped.
  private mutating func paste(_ key: Key) {
    switch key {
    case .character(let character), .alt(let character): pasted?.append(character)
    case .enter, .ctrl("j"), .altEnter: pasted?.append("\n")
    case .tab: pasted?.append("\t")
    default: break
    }
  }

  /// Mid-paste (or mid-sequence) the terminal sends the rest at once; waits up to the silence
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

  private mutating func handle(
    code: Int32, decoded: inout [InputSequenceDecoder.Output], into events: inout [InputEvent]
  ) {
    let markers = markerCodes()
    if code != markers.begin, code != markers.end,
      let key = CursesKeyDecoder.decode(functionKey: code)
    {
      sequences.feed(key: key, into: &decoded)
      return
    }
    // Not a key: whatever had begun before it is decided first.
    sequences.finish(into: &decoded)
    deliver(&decoded, into: &events)
    switch code {
    case markers.begin:
      if pasted == nil { pasted = "" }
    case markers.end:
      finishPaste(into: &events)
    case KEY_RESIZE:
      events.append(.resize(Size(width: Int(triage_cols()), height: Int(triage_lines()))))
    case KEY_MOUSE:
      if let event = Self.readMouse() { events.append(.mouse(event)) }
    default:
      break
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
