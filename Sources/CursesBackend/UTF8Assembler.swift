/// Puts UTF-8 back together one byte at a time, as the tty delivers it. Invalid bytes are
/// dropped as whole maximal subparts (the Unicode recommendation, and what Swift's own decoder
/// replaces with U+FFFD), so one bad byte never takes the valid text after it along.
struct UTF8Assembler {
  private var pending: [UInt8] = []
  private var needed = 0

  /// What one byte completed: a scalar, and whether an invalid sequence was dropped before it.
  struct Output: Equatable {
    var dropped = false
    var scalar: Unicode.Scalar?
  }

  /// Whether a sequence has begun and not yet ended.
  var isPending: Bool { !pending.isEmpty }

  /// Drops an unfinished sequence (a key code or the end of a paste cut it short); returns
  /// whether there was one.
  mutating func reset() -> Bool {
    defer {
      pending.removeAll(keepingCapacity: true)
      needed = 0
    }
    return !pending.isEmpty
  }

  mutating func feed(_ byte: UInt8) -> Output {
    if pending.isEmpty { return start(byte) }
    guard continuationRange.contains(byte) else {
      // The sequence so far is one maximal subpart; the byte may begin a new one.
      _ = reset()
      var output = start(byte)
      output.dropped = true
      return output
    }
    pending.append(byte)
    guard pending.count == needed + 1 else { return Output() }
    var value = UInt32(pending[0]) & (0xFF >> (needed + 2))
    for continuation in pending.dropFirst() { value = value << 6 | UInt32(continuation & 0x3F) }
    _ = reset()
    return Output(scalar: Unicode.Scalar(value))
  }

  private mutating func start(_ byte: UInt8) -> Output {
    switch byte {
    case 0x00...0x7F: return Output(scalar: Unicode.Scalar(byte))
    case 0xC2...0xDF: needed = 1
    case 0xE0...0xEF: needed = 2
    case 0xF0...0xF4: needed = 3
    default: return Output(dropped: true)
    }
    pending.append(byte)
    return Output()
  }

  /// The bytes allowed next: after some leads the second byte is narrower, which excludes
  /// overlongs, surrogates and values past U+10FFFF.
  private var continuationRange: ClosedRange<UInt8> {
    guard pending.count == 1 else { return 0x80...0xBF }
    switch pending[0] {
    case 0xE0: return 0xA0...0xBF
    case 0xED: return 0x80...0x9F
    case 0xF0: return 0x90...0xBF
    case 0xF4: return 0x80...0x8F
    default: return 0x80...0xBF
    }
  }
}
