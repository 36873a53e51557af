import Testing

@testable import IssueDomain

/// `D`'s diff is made inert a piece at a time: the pieces together are the whole made inert,
/// however the bytes fall (long lines, multibyte characters, `\r\n`, controls, bad UTF-8), and
/// no piece holds more than `pieceBytes` of the server's bytes.
@Suite struct PullRequestDiffTests {
  static let alphabet: [[UInt8]] = [
    Array("a".utf8), Array("\n".utf8), Array("\r\n".utf8), Array("\r".utf8), [0x1B], [0x07],
    Array("日本".utf8), Array("🎉".utf8), Array("\u{202E}".utf8), [0xFF], [0xC3], [0x85],
    Array(String(repeating: "x", count: 700).utf8),
  ]

  @Test(arguments: 0..<40)
  func thePiecesAreTheWholeMadeInert(seed: Int) {
    var random = Generator(state: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 | 1)
    var bytes: [UInt8] = []
    let size = Int(random.next() % 300_000)
    while bytes.count < size {
      bytes += Self.alphabet[Int(random.next() % UInt64(Self.alphabet.count))]
    }
    let diff = PullRequestDiff(bytes: bytes)
    var pieces: [String] = []
    var start = 0
    diff.forEachInertPiece { piece in
      pieces.append(piece)
      return true
    }
    while start < bytes.count {
      let end = PullRequestDiff.cut(bytes, from: start)
      #expect(end - start <= PullRequestDiff.pieceBytes)
      #expect(end > start)
      start = end
    }
    let whole = UntrustedText.sanitized(String(decoding: bytes, as: UTF8.self), multiline: true)
    #expect(pieces.joined() == whole)
    #expect(!pieces.joined().unicodeScalars.contains { $0.value == 0x1B })
  }

  @Test func aLongerLineThanAPieceIsCutAtACharactersStart() {
    let line = Array(String(repeating: "日", count: PullRequestDiff.pieceBytes).utf8)
    var count = 0
    PullRequestDiff(bytes: line).forEachInertPiece { piece in
      count += 1
      #expect(!piece.contains("\u{FFFD}"))
      return true
    }
    // 65,536 three-byte characters: pieces of 21,845 whole ones.
    #expect(count == 4)
  }

  @Test func stoppingStops() {
    let bytes = Array(String(repeating: "line\n", count: 100_000).utf8)
    var count = 0
    PullRequestDiff(bytes: bytes).forEachInertPiece { _ in
      count += 1
      return false
    }
    #expect(count == 1)
  }

  /// A xorshift generator: the same bytes for the same seed.
  struct Generator {
    var state: UInt64

    mutating func next() -> UInt64 {
      state ^= state << 13
      state ^= state >> 7
      state ^= state << 17
      return state
    }
  }
}
