import TerminalUITestSupport
import Testing

@testable import CursesBackend

/// The reader's UTF-8 assembly agrees with Swift's own decoder on any bytes: the same scalars,
/// with each invalid maximal subpart (which Swift replaces by U+FFFD) dropped.
struct UTF8AssemblerTests {
  @Test func agreesWithSwiftsDecoderOnRandomBytes() {
    var random = SplitMix64(seed: 0x5554_4638)
    // Bytes biased towards UTF-8's structure, so valid and nearly valid sequences are common.
    let alphabet: [UInt8] = [
      0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC2, 0xDF, 0xE0, 0xE6, 0xED, 0xEF,
      0xF0, 0xF4, 0xF5, 0xFF,
    ]
    for _ in 0..<5000 {
      let bytes = (0..<random.int(in: 0...12)).map { _ in
        alphabet[random.int(in: 0..<alphabet.count)]
      }
      var assembler = UTF8Assembler()
      var scalars: [Unicode.Scalar] = []
      for byte in bytes {
        if let scalar = assembler.feed(byte).scalar { scalars.append(scalar) }
      }
      _ = assembler.reset()
      let expected = String(decoding: bytes, as: UTF8.self).unicodeScalars.filter {
        $0 != "\u{FFFD}"
      }
      #expect(scalars == Array(expected), "bytes \(bytes.map { String($0, radix: 16) })")
      if scalars != Array(expected) { return }
    }
  }

  @Test func reportsWhatItDrops() {
    var assembler = UTF8Assembler()
    #expect(assembler.feed(0xFF) == .init(dropped: true))
    #expect(assembler.feed(0xE6) == .init())
    #expect(assembler.isPending)
    #expect(assembler.feed(0x41) == .init(dropped: true, scalar: "A"))
    #expect(assembler.feed(0xE6) == .init())
    #expect(assembler.feed(0x97) == .init())
    #expect(assembler.feed(0xA5) == .init(scalar: "日"))
    #expect(assembler.feed(0xC3) == .init())
    let droppedPending = assembler.reset()
    let droppedAgain = assembler.reset()
    #expect(droppedPending && !droppedAgain)
  }
}
