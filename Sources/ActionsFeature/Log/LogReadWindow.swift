/// A window of a file read ahead in one chunk, for going through its lines in order: a line
/// inside the window costs no read, and one that isn't moves the window to it.
struct LogReadWindow: ~Copyable {
  private let descriptor: Int32
  private let buffer: UnsafeMutableBufferPointer<UInt8>
  /// The file offset of the buffer's first byte, and how many bytes it holds.
  private var start = 0
  private var count = 0

  init(descriptor: Int32, capacity: Int) {
    self.descriptor = descriptor
    buffer = .allocate(capacity: max(1, capacity))
  }

  deinit {
    buffer.deallocate()
  }

  /// Calls `body` with up to `length` bytes at `offset` (fewer at the file's end), reading when
  /// they aren't in the window; `nil` when the read fails. `length` must not exceed the
  /// window's capacity.
  mutating func withBytes<Result>(
    at offset: Int, count length: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result? {
    let length = min(length, buffer.count)
    if offset < start || offset + length > start + count {
      guard let read = LogDocument.readFully(descriptor, into: buffer, at: offset) else {
        start = 0
        count = 0
        return nil
      }
      start = offset
      count = read
    }
    let from = offset - start
    let available = min(length, count - from)
    return body(UnsafeBufferPointer(rebasing: buffer[from..<(from + available)]))
  }
}
