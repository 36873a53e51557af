/// A pull request's whole unified diff (`D`), kept as the server's bytes (bounded by the
/// client's cap on an answer) and made inert a piece at a time on its way to the pager: made
/// inert whole, a hostile diff of control characters is three times its size as one string.
public struct PullRequestDiff: Sendable, Equatable {
  /// The diff as the server sent it: untrusted, never drawn as it is.
  public let bytes: [UInt8]

  /// The most of the server's bytes made inert at once: the pager's file is written a piece
  /// of this size at a time, whatever the diff's size.
  public static let pieceBytes = 64 * 1024

  public init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// A diff made here (the demo's).
  public init(text: String) {
    self.init(bytes: Array(text.utf8))
  }

  public var isEmpty: Bool { bytes.isEmpty }

  /// Each piece of the diff in order, made inert (controls shown as symbols, as
  /// `UntrustedText.sanitized` does for any multiline text): at most `pieceBytes` of the
  /// server's bytes each, cut after a line's end, or in a longer line at a character's start
  /// (never between a `\r` and its `\n`). `body` returning `false` stops it.
  public func forEachInertPiece(_ body: (String) -> Bool) {
    var start = 0
    while start < bytes.count {
      let end = Self.cut(bytes, from: start)
      let piece = String(decoding: bytes[start..<end], as: UTF8.self)
      guard body(UntrustedText.sanitized(piece, multiline: true)) else { return }
      start = end
    }
  }

  /// The whole diff made inert, as one string: for a small diff, and tests.
  public var inertText: String {
    var text = ""
    forEachInertPiece { piece in
      text += piece
      return true
    }
    return text
  }

  /// Where the piece that starts at `start` ends.
  static func cut(_ bytes: [UInt8], from start: Int) -> Int {
    let limit = start + pieceBytes
    guard limit < bytes.count else { return bytes.count }
    if let newline = bytes[start..<limit].lastIndex(of: UInt8(ascii: "\n")) {
      return newline + 1
    }
    // A line longer than a piece: cut at a character's first byte, not inside one.
    var end = limit
    while end > start + 1, bytes[end] & 0xC0 == 0x80 { end -= 1 }
    if bytes[end - 1] == UInt8(ascii: "\r"), bytes[end] == UInt8(ascii: "\n"), end - 1 > start {
      end -= 1
    }
    return end
  }
}
