import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads the tty into events, without blocking: everything the tty holds comes in one `read`,
/// and no wait is made that can't find work. Curses would read a byte per `read`, with a `poll`
/// before each and one more that finds nothing at the end: five system calls for a key where
/// this makes two, the loop's `poll` and one `read`. Its key matching isn't needed, because
/// every key terminals send is a CSI or SS3 sequence, a control byte or text, which
/// `InputSequenceDecoder` reads whatever the terminfo entry says (decision 0431).
///
/// The bytes are put back together as UTF-8 here (`UTF8Assembler`), so an invalid byte is
/// dropped alone instead of swallowing the text after it. Sequences, terminal answers, mouse
/// wheel reports and Alt with a key are read by `InputSequenceDecoder`, so no sequence becomes
/// Esc and letters; text between the bracketed-paste markers becomes `.paste` events, so a
/// paste is never read as commands. Used only on the thread that owns the curses screen.
struct TerminalInputReader {
  /// The tty, opened non-blocking (`CursesSession.openInput`).
  let descriptor: Int32
  /// A paste whose end marker has not come after this much silence is over: garbage or a cut
  /// connection must not leave every later key swallowed as pasted text. Nothing else ends a
  /// paste: not a read error, not a signal, not invalid UTF-8. A sequence cut short waits as
  /// long for its rest.
  let pasteSilenceMilliseconds: Int32
  /// How long an Esc at the end of what the tty had waits for a key after it: Esc and a key
  /// at once are Alt with that key; Esc alone is Esc.
  let escapeDelayMilliseconds: Int32
  /// Bytes per call, so one burst can't starve drawing; the rest stays queued in the tty and
  /// wakes the next call.
  static let readLimit = 4096
  /// Waits one call may make when each returns early (a signal, an error) before the wait
  /// counts as silence anyway: bounds the loop even if the clock stood still.
  static let silenceRetryLimit = 64

  private var pasted: String?
  private var assembler = UTF8Assembler()
  /// Escape sequences, terminal answers, and Alt with a key.
  private var sequences = InputSequenceDecoder()
  /// Until when (monotonic milliseconds) an answer to the background colour question changes
  /// the theme; `nil` when none is awaited. An answer is recognised, and never keys, at any
  /// time: only this window decides whether it is used.
  private var backgroundReplyUntil: Int64?
  private let monotonicMilliseconds: () -> Int64
  private var buffer = [UInt8](repeating: 0, count: TerminalInputReader.readLimit)
  /// `read` calls so far, so the cost per byte is observable.
  private(set) var readCount = 0

  init(
    descriptor: Int32,
    pasteSilenceMilliseconds: Int32 = 100,
    escapeDelayMilliseconds: Int32 = 25,
    monotonicMilliseconds: @escaping () -> Int64 = TerminalInputReader.monotonicNow
  ) {
    self.descriptor = descriptor
    self.pasteSilenceMilliseconds = pasteSilenceMilliseconds
    self.escapeDelayMilliseconds = escapeDelayMilliseconds
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

  /// Every complete event the tty holds right now. Call it when the tty is readable: it reads
  /// once, and waits (bounded) only for the rest of what has begun: a sequence, a paste, or
  /// the key after an Esc.
  mutating func readAvailable() -> [InputEvent] {
    var events: [InputEvent] = []
    var decoded: [InputSequenceDecoder.Output] = []
    var consumed = readChunk(limit: Self.readLimit, decoded: &decoded, events: &events)
    guard consumed > 0 else {
      // Nothing to read (or the tty hung up): whatever had begun has ended.
      finishAll(decoded: &decoded, events: &events)
      return events
    }
    while consumed < Self.readLimit, let wait = pendingWait() {
      guard waitForMore(milliseconds: wait) else {
        finishAll(decoded: &decoded, events: &events)
        break
      }
      let count = readChunk(limit: Self.readLimit - consumed, decoded: &decoded, events: &events)
      guard count > 0 else {
        finishAll(decoded: &decoded, events: &events)
        break
      }
      consumed += count
    }
    // After the read limit the rest waits in the tty, and so does whatever has begun.
    // A long paste is delivered in pieces rather than held until its end.
    if let text = pasted, !text.isEmpty {
      events.append(.paste(text))
      pasted = ""
    }
    return events
  }

  /// How long to wait for more before deciding what has begun, or `nil` when nothing has.
  private func pendingWait() -> Int32? {
    if pasted != nil || sequences.isMidSequence { return pasteSilenceMilliseconds }
    if sequences.isAfterEscape { return escapeDelayMilliseconds }
    return nil
  }

  /// Decides a sequence or a paste that has begun: nothing more is coming.
  private mutating func finishAll(
    decoded: inout [InputSequenceDecoder.Output], events: inout [InputEvent]
  ) {
    sequences.finish(into: &decoded)
    deliver(&decoded, into: &events)
    if pasted != nil { finishPaste(into: &events) }
  }

  /// One `read` of at most `limit` bytes, decoded; how many bytes it read (0 when there were
  /// none, the tty hung up or the read failed).
  private mutating func readChunk(
    limit: Int, decoded: inout [InputSequenceDecoder.Output], events: inout [InputEvent]
  ) -> Int {
    readCount += 1
    let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, limit) }
    guard count > 0 else { return 0 }
    for index in 0..<count {
      let byte = buffer[index]
      if pasted == nil, !assembler.isPending, (0x80...0x9F).contains(byte) {
        // Never UTF-8 on its own: a C1 control, the 8-bit form of CSI, OSC, ST and the rest.
        // Inside a paste it is a stray byte of broken text, dropped as invalid UTF-8 is.
        sequences.feed(UInt32(byte), into: &decoded)
      } else if let scalar = assembler.feed(byte).scalar {
        sequences.feed(scalar.value, into: &decoded)
      }
      deliver(&decoded, into: &events)
    }
    return count
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

  /// Mid-paste (or mid-sequence, or after an Esc) the terminal sends the rest at once; waits up
  /// to `milliseconds` for the tty to be readable. A wait that returns early without input (a
  /// signal interrupted it) is not silence: it goes on for what is left.
  private func waitForMore(milliseconds: Int32) -> Bool {
    let deadline = monotonicMilliseconds() + Int64(milliseconds)
    var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    for _ in 0..<Self.silenceRetryLimit {
      let remaining = deadline - monotonicMilliseconds()
      if remaining <= 0 { break }
      let result = poll(&ready, 1, Int32(clamping: remaining))
      if result > 0 { return ready.revents & Int16(POLLIN) != 0 }
      if result == 0 { break }
    }
    return false
  }

  /// The monotonic clock in milliseconds.
  static func monotonicNow() -> Int64 {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Int64(now.tv_sec) * 1000 + Int64(now.tv_nsec) / 1_000_000
  }

  private mutating func finishPaste(into events: inout [InputEvent]) {
    _ = assembler.reset()
    if let text = pasted, !text.isEmpty { events.append(.paste(text)) }
    pasted = nil
  }
}
