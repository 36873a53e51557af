/// One line of a GitHub Actions job log, split into the parts the runner writes: its timestamp,
/// its marker (`##[group]`, `##[error]` …) and the text after them.
public struct LogLine: Equatable, Sendable {
  /// What the runner's marker says the line is; `plain` when it has none.
  public enum Kind: Equatable, Sendable {
    case plain, groupStart, groupEnd, error, warning, notice, debug, command
  }

  public var kind: Kind
  /// The line's timestamp as written (without the trailing space), when it begins with one of
  /// the right shape.
  public var timestamp: String?
  /// What follows the timestamp and the marker, raw: SGR and other sequences still in it. For
  /// `groupStart`, the group's title.
  public var text: String
  /// Whether the line was longer than `LogDocument.lineByteLimit` and was cut there.
  public var isCut: Bool

  public init(kind: Kind, timestamp: String?, text: String, isCut: Bool) {
    self.kind = kind
    self.timestamp = timestamp
    self.text = text
    self.isCut = isCut
  }

  /// Parses one line's bytes (no line terminator; a trailing `\r` is dropped). Invalid UTF-8
  /// becomes U+FFFD.
  public init(parsing bytes: some Collection<UInt8>, isCut: Bool = false) {
    let parsed = bytes.withContiguousStorageIfAvailable { LogLine(buffer: $0, isCut: isCut) }
    if let parsed {
      self = parsed
    } else {
      self = Array(bytes).withUnsafeBufferPointer { LogLine(buffer: $0, isCut: isCut) }
    }
  }

  /// The kind from the bytes alone, without building strings: what the document's scan uses
  /// per line. Only the line's first few dozen bytes are looked at, so a prefix of at least
  /// `LogLine.headLength` bytes gives the same answer as the whole line.
  public static func kind(of bytes: UnsafeBufferPointer<UInt8>) -> Kind {
    layout(of: droppingReturn(bytes)).kind
  }

  typealias Bytes = UnsafeBufferPointer<UInt8>

  /// How many leading bytes decide a line's kind: the longest timestamp (30 bytes), its space
  /// and the longest marker (`##[endgroup]`, 12), with room to spare.
  static let headLength = 64

  private init(buffer: UnsafeBufferPointer<UInt8>, isCut: Bool) {
    let content = Self.droppingReturn(buffer)
    let layout = Self.layout(of: content)
    kind = layout.kind
    timestamp = layout.timestampEnd.map {
      String(decoding: UnsafeBufferPointer(rebasing: content[..<$0]), as: UTF8.self)
    }
    text = String(
      decoding: UnsafeBufferPointer(rebasing: content[layout.textStart...]), as: UTF8.self)
    self.isCut = isCut
  }

  /// Where a line's parts lie in its bytes.
  struct Layout: Equatable {
    /// The end of the timestamp, before its space; `nil` when the line has none.
    var timestampEnd: Int?
    var kind: Kind
    /// Where the text after the timestamp and the marker begins.
    var textStart: Int
  }

  /// The layout of a line's bytes, its trailing `\r` already dropped.
  static func layout(of content: Bytes) -> Layout {
    var position = 0
    let timestampEnd = timestampLength(in: content)
    if let timestampEnd {
      // The space after the timestamp belongs to neither part; a timestamp alone is an empty line.
      position = timestampEnd < content.count ? timestampEnd + 1 : timestampEnd
    }
    for (marker, kind) in markers where hasPrefix(marker, in: content, at: position) {
      return Layout(timestampEnd: timestampEnd, kind: kind, textStart: position + marker.count)
    }
    return Layout(timestampEnd: timestampEnd, kind: .plain, textStart: position)
  }

  /// The runner's markers, as bytes, with the kind each announces.
  private static let markers: [([UInt8], Kind)] = [
    (Array("##[group]".utf8), .groupStart),
    (Array("##[endgroup]".utf8), .groupEnd),
    (Array("##[error]".utf8), .error),
    (Array("##[warning]".utf8), .warning),
    (Array("##[notice]".utf8), .notice),
    (Array("##[debug]".utf8), .debug),
    (Array("##[command]".utf8), .command),
  ]

  /// `bytes` without a trailing `\r`, the first half of a `\r\n` line end.
  static func droppingReturn(_ bytes: Bytes) -> Bytes {
    guard let last = bytes.last, last == UInt8(ascii: "\r") else { return bytes }
    return UnsafeBufferPointer(rebasing: bytes.dropLast())
  }

  private static func hasPrefix(
    _ prefix: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, at position: Int
  ) -> Bool {
    guard bytes.count - position >= prefix.count else { return false }
    for offset in prefix.indices where bytes[position + offset] != prefix[offset] {
      return false
    }
    return true
  }

  /// The length of a leading `YYYY-MM-DDTHH:MM:SS.fffffffZ` (1–9 fraction digits) followed by
  /// a space or the line's end, or `nil` when the line doesn't begin with one. Only the shape is
  /// checked: the runner writes the timestamps, and a wrong digit is still worth showing as one.
  private static func timestampLength(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    // Digits (`d`) and the separators between them, up to the fraction's point.
    let shape = Array("dddd-dd-ddTdd:dd:dd.".utf8)
    guard bytes.count >= shape.count + 2 else { return nil }
    for (offset, expected) in shape.enumerated() {
      let byte = bytes[offset]
      if expected == UInt8(ascii: "d") {
        guard isDigit(byte) else { return nil }
      } else if byte != expected {
        return nil
      }
    }
    var position = shape.count
    while position < bytes.count, isDigit(bytes[position]) { position += 1 }
    let fractionDigits = position - shape.count
    guard (1...9).contains(fractionDigits), position < bytes.count,
      bytes[position] == UInt8(ascii: "Z")
    else { return nil }
    position += 1
    guard position == bytes.count || bytes[position] == UInt8(ascii: " ") else { return nil }
    return position
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }
}

extension LogLine.Kind {
  /// The kind as one byte, for the document's per-line table.
  var code: UInt8 {
    switch self {
    case .plain: 0
    case .groupStart: 1
    case .groupEnd: 2
    case .error: 3
    case .warning: 4
    case .notice: 5
    case .debug: 6
    case .command: 7
    }
  }

  /// The kind a `code` stands for; `plain` for any other byte.
  init(code: UInt8) {
    switch code {
    case 1: self = .groupStart
    case 2: self = .groupEnd
    case 3: self = .error
    case 4: self = .warning
    case 5: self = .notice
    case 6: self = .debug
    case 7: self = .command
    default: self = .plain
    }
  }
}
