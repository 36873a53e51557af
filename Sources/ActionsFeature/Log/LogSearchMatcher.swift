/// Whether a log line's plain text holds a search's needle, ignoring case.
///
/// Most log lines are printable ASCII, whose plain text is the text itself (a tab drawn as one
/// space) and whose lowercase is ASCII's: those are matched on their bytes, building no string.
/// Any other line is parsed, made plain with `LogStyling.plainText` and lowercased.
struct LogSearchMatcher {
  /// The query lowercased, as UTF-8.
  let needle: [UInt8]
  /// Whether the needle is ASCII, so a printable ASCII line can be matched on its bytes.
  private let needleIsASCII: Bool

  init(needle: [UInt8]) {
    self.needle = needle
    needleIsASCII = needle.allSatisfy { $0 < 0x80 }
  }

  /// Whether the line whose first bytes are `lineBytes` (at most `lineByteLimit + 1` of its
  /// `lineLength`) matches.
  func matches(lineBytes: UnsafeBufferPointer<UInt8>, lineLength: Int) -> Bool {
    let content = LogDocument.storedContent(lineBytes, lineLength: lineLength)
    // As `LogLine(parsing:)` reads the same bytes.
    let bytes = LogLine.droppingReturn(content.bytes)
    let layout = LogLine.layout(of: bytes)
    let text = UnsafeBufferPointer(rebasing: bytes[layout.textStart...])
    if text.allSatisfy(Self.isPlainASCII) {
      return needleIsASCII && contains(text, folding: true)
    }
    let line = LogLine(parsing: content.bytes, isCut: content.isCut)
    var plain = LogStyling.plainText(line.text).lowercased()
    return plain.withUTF8 { contains($0, folding: false) }
  }

  /// Printable ASCII or a tab: bytes `plainText` leaves as they are (a tab becomes a space).
  private static func isPlainASCII(_ byte: UInt8) -> Bool {
    (0x20...0x7E).contains(byte) || byte == 0x09
  }

  /// ASCII's lowercase of a plain byte, a tab read as the space it is drawn as.
  private static func folded(_ byte: UInt8) -> UInt8 {
    switch byte {
    case 0x41...0x5A: byte | 0x20
    case 0x09: 0x20
    default: byte
    }
  }

  /// Whether `text` holds the needle: byte for byte, or, `folding`, with each of its bytes
  /// (printable ASCII) folded first.
  private func contains(_ text: UnsafeBufferPointer<UInt8>, folding: Bool) -> Bool {
    guard text.count >= needle.count, let first = needle.first else { return false }
    let last = text.count - needle.count
    for position in 0...last {
      let byte = folding ? Self.folded(text[position]) : text[position]
      guard byte == first else { continue }
      var offset = 1
      while offset < needle.count {
        let next = text[position + offset]
        guard (folding ? Self.folded(next) : next) == needle[offset] else { break }
        offset += 1
      }
      if offset == needle.count { return true }
    }
    return false
  }
}
