import SystemSupport

/// The first bytes of a streamed answer, for the message of an error: an error's body is a
/// small JSON object, and a log's first page is never read as one.
final class ErrorBodyBuffer: Sendable {
  static let limit = 64 * 1024
  private let kept = Locked<[UInt8]>([])

  var bytes: [UInt8] { kept.withLock { $0 } }

  func keep(_ piece: [UInt8]) {
    kept.withLock { kept in
      let room = Self.limit - kept.count
      if room > 0 { kept.append(contentsOf: piece.prefix(room)) }
    }
  }

  func reset() { kept.withLock { $0.removeAll() } }
}
