import Glibc
import SystemSupport

/// A job log file, indexed once and then read in windows, so memory doesn't grow with the log:
/// only the lines' offsets and kinds are kept, and the few lines on screen are cached.
public final class LogDocument: Sendable {
  /// A longer line is cut here (at most this much of it is read).
  public static let lineByteLimit = 16 * 1024
  public static let lineLimit = 2_000_000
  public static let byteLimit = 512 * 1024 * 1024
  /// How much of the file one read takes, when indexing and searching.
  static let chunkSize = 1 << 20
  /// How many parsed lines `line(_:)` keeps: a few screens' worth.
  static let cacheCapacity = 384

  public let path: String
  public let lineCount: Int
  public let byteCount: Int
  public let groups: [LogGroup]
  /// The `##[error]` lines, ascending.
  public let errorLines: [Int]
  /// The `##[warning]` lines, ascending.
  public let warningLines: [Int]

  private let descriptor: Int32
  private let lineStarts: [UInt32]
  private let kinds: [UInt8]
  /// Whether the last line has its `\n`; it hasn't when the file stops mid-line.
  private let endsWithNewline: Bool
  private let cache = Locked(LogLineCache(capacity: LogDocument.cacheCapacity))

  private init(
    path: String, descriptor: Int32, byteCount: Int, index: LogIndexer, endsWithNewline: Bool
  ) {
    self.path = path
    self.descriptor = descriptor
    self.byteCount = byteCount
    self.endsWithNewline = endsWithNewline
    lineStarts = index.lineStarts
    kinds = index.kinds
    lineCount = index.lineStarts.count
    groups = index.groups
    errorLines = index.errorLines
    warningLines = index.warningLines
  }

  deinit {
    Glibc.close(descriptor)
  }

  /// Opens and indexes `path` in one pass, reading it in 1 MiB chunks with `pread` (never the
  /// whole file in memory): each line's start offset (4 bytes) and kind (1 byte), the groups,
  /// and the error and warning lines. The descriptor stays open until the document goes.
  public static func open(path: String) throws(LogDocumentError) -> LogDocument {
    let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw .unreadable(errno: errno) }
    do throws(LogDocumentError) {
      var status = stat()
      guard fstat(descriptor, &status) == 0 else { throw .unreadable(errno: errno) }
      // Refused before reading when the size already says so; the reads check again, in case
      // the file grows while it is indexed.
      guard Int(status.st_size) <= byteLimit else { throw .tooLarge(limit: byteLimit) }
      var index = LogIndexer()
      let byteCount = try read(descriptor) { chunk, offset throws(LogDocumentError) in
        guard offset + chunk.count <= byteLimit else { throw .tooLarge(limit: byteLimit) }
        try index.feed(chunk, at: offset)
      }
      let endsWithNewline = index.finish()
      return LogDocument(
        path: path, descriptor: descriptor, byteCount: byteCount, index: index,
        endsWithNewline: endsWithNewline)
    } catch {
      Glibc.close(descriptor)
      throw error
    }
  }

  /// Reads the whole file in chunks, in order, calling `body` with each and its offset;
  /// returns how many bytes there were.
  private static func read(
    _ descriptor: Int32,
    _ body: (UnsafeBufferPointer<UInt8>, Int) throws(LogDocumentError) -> Void
  ) throws(LogDocumentError) -> Int {
    let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: chunkSize)
    defer { buffer.deallocate() }
    var offset = 0
    while true {
      let count = pread(descriptor, buffer, chunkSize, off_t(offset))
      if count < 0 {
        if errno == EINTR { continue }
        throw .unreadable(errno: errno)
      }
      if count == 0 { return offset }
      try body(UnsafeBufferPointer(start: buffer, count: count), offset)
      offset += count
    }
  }

  /// The kind of line `index`, from the index: no read. `plain` out of range.
  public func kind(ofLine index: Int) -> LogLine.Kind {
    guard kinds.indices.contains(index) else { return .plain }
    return LogLine.Kind(code: kinds[index])
  }

  /// Line `index` parsed (a `pread` of at most `lineByteLimit` bytes), from a small bounded
  /// cache, so redrawing a screen costs no reads. Out of range, or when the file can no longer
  /// be read, an empty plain line (not cached, so a later call tries again).
  public func line(_ index: Int) -> LogLine {
    guard lineStarts.indices.contains(index) else { return Self.emptyLine }
    if let cached = cache.withLock({ $0[index] }) { return cached }
    let (start, length) = contentRange(ofLine: index)
    let wanted = min(length, Self.lineByteLimit + 1)
    var bytes = [UInt8](repeating: 0, count: wanted)
    let count = bytes.withUnsafeMutableBufferPointer { buffer in
      Self.readFully(descriptor, into: buffer, at: start)
    }
    guard let count else { return Self.emptyLine }
    let line = bytes.withUnsafeBufferPointer { buffer in
      Self.parse(UnsafeBufferPointer(rebasing: buffer[..<count]), lineLength: length)
    }
    cache.withLock { $0.insert(line, at: index) }
    return line
  }

  /// How many lines the cache holds now; for tests of its bound.
  var cachedLineCount: Int { cache.withLock { $0.count } }

  /// The lines, in order, whose plain text (`LogStyling.plainText` of the text, lowercased)
  /// contains `query` lowercased; at most `limit`. Reads the file in chunks again, not through
  /// the line cache. An empty query finds nothing.
  public func search(_ query: String, limit: Int = 10_000) -> [Int] {
    let needle = Array(query.lowercased().utf8)
    guard !needle.isEmpty, limit > 0, lineCount > 0 else { return [] }
    let matcher = LogSearchMatcher(needle: needle)
    var window = LogReadWindow(descriptor: descriptor, capacity: Self.chunkSize)
    var found: [Int] = []
    for index in 0..<lineCount {
      let (start, length) = contentRange(ofLine: index)
      let matches = window.withBytes(at: start, count: min(length, Self.lineByteLimit + 1)) {
        bytes in
        matcher.matches(lineBytes: bytes, lineLength: length)
      }
      guard matches == true else { continue }
      found.append(index)
      if found.count >= limit { break }
    }
    return found
  }

  /// Where line `index`'s bytes lie, without its `\n` (a `\r` before it is still counted).
  private func contentRange(ofLine index: Int) -> (start: Int, length: Int) {
    let start = Int(lineStarts[index])
    let end: Int
    if index + 1 < lineStarts.count {
      end = Int(lineStarts[index + 1]) - 1
    } else {
      end = endsWithNewline ? byteCount - 1 : byteCount
    }
    return (start, max(0, end - start))
  }

  /// A line from its first `bytes` (at most `lineByteLimit + 1`) when it has `lineLength` in
  /// the file: cut at `lineByteLimit` when longer, on a UTF-8 boundary.
  static func parse(_ bytes: UnsafeBufferPointer<UInt8>, lineLength: Int) -> LogLine {
    let content = storedContent(bytes, lineLength: lineLength)
    return LogLine(parsing: content.bytes, isCut: content.isCut)
  }

  /// The bytes a line is parsed from: its `\r` dropped when all of it was read, cut at
  /// `lineByteLimit` (backing off a scalar cut in two) when it is longer.
  static func storedContent(
    _ bytes: UnsafeBufferPointer<UInt8>, lineLength: Int
  ) -> (bytes: UnsafeBufferPointer<UInt8>, isCut: Bool) {
    var content = bytes
    if content.count == lineLength, content.last == UInt8(ascii: "\r") {
      content = UnsafeBufferPointer(rebasing: content.dropLast())
    }
    guard content.count > lineByteLimit else { return (content, false) }
    var end = lineByteLimit
    // When the cut falls inside a scalar, the scalar goes whole, so the cut shows no U+FFFD.
    if content[end] & 0xC0 == 0x80 {
      var lead = end - 1
      while lead > 0, lead > end - 4, content[lead] & 0xC0 == 0x80 { lead -= 1 }
      if content[lead] >= 0xC0 { end = lead }
    }
    return (UnsafeBufferPointer(rebasing: content[..<end]), true)
  }

  /// Reads `buffer.count` bytes at `offset`, or fewer at the file's end; `nil` on an error.
  static func readFully(
    _ descriptor: Int32, into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int
  ) -> Int? {
    guard let base = buffer.baseAddress else { return 0 }
    var done = 0
    while done < buffer.count {
      let count = pread(descriptor, base + done, buffer.count - done, off_t(offset + done))
      if count < 0 {
        if errno == EINTR { continue }
        return nil
      }
      if count == 0 { break }
      done += count
    }
    return done
  }

  private static let emptyLine = LogLine(kind: .plain, timestamp: nil, text: "", isCut: false)
}
