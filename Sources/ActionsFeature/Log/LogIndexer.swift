import Glibc

/// Builds a `LogDocument`'s index from the log's bytes, fed in chunks in file order: where each
/// line starts, its kind, the groups, and the error and warning lines.
struct LogIndexer {
  /// Each line's first byte offset. `UInt32` is enough: a document is at most
  /// `LogDocument.byteLimit` bytes.
  private(set) var lineStarts: [UInt32] = []
  /// Each line's `LogLine.Kind.code`.
  private(set) var kinds: [UInt8] = []
  private(set) var groups: [LogGroup] = []
  private(set) var errorLines: [Int] = []
  private(set) var warningLines: [Int] = []

  /// The first bytes of a line that began in an earlier chunk, enough to tell its kind.
  private var head: [UInt8] = []
  /// Whether the last line has begun and its `\n` not been seen yet.
  private var lineIsOpen = false
  private var openGroup: Int?

  init() {
    head.reserveCapacity(LogLine.headLength)
  }

  /// Indexes the next `chunk` of the log, which starts at byte `offset`.
  mutating func feed(_ chunk: UnsafeBufferPointer<UInt8>, at offset: Int) throws(LogDocumentError) {
    var position = 0
    while position < chunk.count {
      if !lineIsOpen {
        guard lineStarts.count < LogDocument.lineLimit else {
          throw .tooManyLines(limit: LogDocument.lineLimit)
        }
        lineStarts.append(UInt32(truncatingIfNeeded: offset + position))
        lineIsOpen = true
      }
      let rest = UnsafeBufferPointer(rebasing: chunk[position...])
      guard let newline = Self.firstNewline(in: rest).map({ $0 + position }) else {
        keepHead(rest)
        return
      }
      let line = UnsafeBufferPointer(rebasing: chunk[position..<newline])
      if head.isEmpty {
        endLine(LogLine.kind(of: line))
      } else {
        keepHead(line)
        let kind = head.withUnsafeBufferPointer { LogLine.kind(of: $0) }
        endLine(kind)
      }
      position = newline + 1
    }
  }

  /// Ends the index at the log's end: a last line without `\n` is counted, a group left open
  /// ends with it. Returns whether the log ended with `\n` (or was empty).
  mutating func finish() -> Bool {
    let endedWithNewline = !lineIsOpen
    if lineIsOpen {
      let kind = head.withUnsafeBufferPointer { LogLine.kind(of: $0) }
      endLine(kind)
    }
    if let start = openGroup {
      groups.append(LogGroup(start: start, end: lineStarts.count - 1))
      openGroup = nil
    }
    return endedWithNewline
  }

  /// The offset of the first `\n` in `bytes`, found with `memchr` (a log is mostly long runs
  /// between newlines).
  private static func firstNewline(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    guard let base = bytes.baseAddress,
      let found = memchr(base, Int32(UInt8(ascii: "\n")), bytes.count)
    else { return nil }
    return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
  }

  /// Keeps what `LogLine.kind(of:)` needs of a line that goes on past this chunk.
  private mutating func keepHead(_ bytes: UnsafeBufferPointer<UInt8>) {
    let room = LogLine.headLength - head.count
    guard room > 0 else { return }
    head.append(contentsOf: bytes.prefix(room))
  }

  private mutating func endLine(_ kind: LogLine.Kind) {
    let index = kinds.count
    kinds.append(kind.code)
    head.removeAll(keepingCapacity: true)
    lineIsOpen = false
    switch kind {
    case .groupStart:
      // Actions groups don't nest: a new group closes the one still open.
      if let start = openGroup { groups.append(LogGroup(start: start, end: index - 1)) }
      openGroup = index
    case .groupEnd:
      if let start = openGroup { groups.append(LogGroup(start: start, end: index)) }
      openGroup = nil
    case .error:
      errorLines.append(index)
    case .warning:
      warningLines.append(index)
    case .plain, .notice, .debug, .command:
      break
    }
  }
}
