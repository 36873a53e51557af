import Foundation
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import CursesBackend

/// Fuzzes the whole input path, bytes to events: a real curses screen on a pseudo-terminal, set
/// up as the app sets up its own, read by the app's reader. Seeded; `TRIAGE_FUZZ_SEED` replays a
/// seed and `TRIAGE_FUZZ_CASES` runs longer (the CI run uses the fixed seed and default counts).
/// One suite at a time: curses has one current screen per process.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct InputFuzzTests {
  static let environment = ProcessInfo.processInfo.environment
  static let seed = environment["TRIAGE_FUZZ_SEED"].flatMap { UInt64($0) } ?? 0x4B45_5953
  static let structuredCases = environment["TRIAGE_FUZZ_CASES"].flatMap { Int($0) } ?? 300
  static let burstCases = max(2, structuredCases / 50)
  /// Exact decoding can't depend on the typist keeping pace on a loaded machine.
  static let patience: Int32 = 2000

  /// Streams built from pieces whose meaning is known (text, controls, function keys from
  /// terminfo, pastes with noise inside) decode to exactly the events they mean.
  @Test func knownPiecesDecodeExactly() async throws {
    let screen = try await PseudoTerminalScreen(patience: Self.patience)
    let pieces = Self.knownPieces()
    var random = SplitMix64(seed: Self.seed)
    for index in 0..<Self.structuredCases {
      var bytes: [UInt8] = []
      var expected: [InputEvent] = []
      for _ in 0..<random.int(in: 1...40) {
        let piece = Self.piece(from: pieces, using: &random)
        bytes += piece.bytes
        expected += piece.events
      }
      let readsBefore = screen.reader.readCount
      let drainsBefore = screen.drainCount
      let events = screen.send(bytes)
      let context = "seed \(Self.seed), case \(index), bytes \(Self.hex(bytes))"
      #expect(events == expected, "\(context)")
      #expect(!screen.hasPendingInput && !screen.reader.isPasting, "\(context)")
      #expect(screen.drain().isEmpty, "nothing stranded inside curses; \(context)")
      let reads = screen.reader.readCount - readsBefore
      let drains = screen.drainCount - drainsBefore
      #expect(reads <= bytes.count + 2 * drains, "reads per byte bounded; \(context)")
      if events != expected { return }
    }
  }

  /// 64 KB bursts of hostile bytes (uniform noise, escape-heavy noise, invalid UTF-8, truncated
  /// sequences, a paste that never ends) are all consumed, and the keyboard works afterwards.
  @Test func hostileBurstsAreConsumedAndLeaveTheKeyboardWorking() async throws {
    let screen = try await PseudoTerminalScreen()
    for shape in BurstShape.allCases {
      try bursts(of: shape, on: screen)
    }
  }

  private func bursts(of shape: BurstShape, on screen: PseudoTerminalScreen) throws {
    var random = SplitMix64(seed: Self.seed &+ UInt64(shape.rawValue))
    for index in 0..<Self.burstCases {
      let bytes = shape.burst(count: 64 * 1024, using: &random)
      let readsBefore = screen.reader.readCount
      let drainsBefore = screen.drainCount
      let events = screen.send(bytes)
      let context = "seed \(Self.seed), shape \(shape), case \(index)"
      #expect(!screen.hasPendingInput, "every byte consumed; \(context)")
      #expect(events.count <= bytes.count, "no event made from nothing; \(context)")
      let pastedCount = events.reduce(0) { count, event in
        guard case .paste(let text) = event else { return count }
        return count + text.unicodeScalars.count
      }
      #expect(pastedCount <= bytes.count, "\(context)")
      let reads = screen.reader.readCount - readsBefore
      let drains = screen.drainCount - drainsBefore
      #expect(reads <= bytes.count + 2 * drains, "reads per byte bounded; \(context)")
      // The canary: a key typed after the burst arrives as that key, not swallowed.
      #expect(screen.send(Array("q".utf8)) == [.key(.character("q"))], "\(context)")
    }
  }

  /// Invalid UTF-8 at every position of a paste (between characters and inside them) is dropped
  /// as Swift's own decoder would replace it, and never ends the paste: the text around it is
  /// kept, a Ctrl-C byte inside stays text (dropped as a control), and the key after the end
  /// marker is a key.
  @Test func invalidUTF8AtEveryPositionOfAPasteIsDroppedAndThePasteGoesOn() async throws {
    let screen = try await PseudoTerminalScreen(patience: Self.patience)
    let content = Array("ab日\u{03}é🎉\rc\td".utf8)
    for piece in Self.invalidUTF8 + [[0xFE, 0x41]] {
      for position in 0...content.count {
        let inner = Array(content[..<position]) + piece + Array(content[position...])
        let bytes = Array("\u{1B}[200~".utf8) + inner + Array("\u{1B}[201~q".utf8)
        let text = Self.pastedText(String(decoding: inner, as: UTF8.self))
        let expected: [InputEvent] = (text.isEmpty ? [] : [.paste(text)]) + [.key(.character("q"))]
        let events = screen.send(bytes)
        #expect(events == expected, "bytes \(Self.hex(bytes))")
        #expect(!screen.reader.isPasting)
        if events != expected { return }
      }
    }
  }

  /// What a paste of `decoded` delivers: replacement characters (invalid bytes) and controls are
  /// dropped, line ends become newlines, tabs stay.
  static func pastedText(_ decoded: String) -> String {
    var text = ""
    for scalar in decoded.unicodeScalars where scalar != "\u{FFFD}" {
      switch scalar.value {
      case 0x0A, 0x0D: text.append("\n")
      case 0x09: text.append("\t")
      case 0x00..<0x20, 0x7F..<0xA0: continue
      default: text.unicodeScalars.append(scalar)
      }
    }
    return text
  }

  /// Curses reads the rest of a mouse report with a plain `read`: cut short, it used to block
  /// the terminal thread until the next key. Now the report is dropped and the keys still come.
  @Test func aMouseReportCutShortDoesNotBlock() async throws {
    let screen = try await PseudoTerminalScreen()
    _ = screen.send(Array("\u{1B}[<0;1".utf8))
    #expect(screen.send(Array("q".utf8)) == [.key(.character("q"))])
  }

  /// A paste reaches the app as text even when it holds what would otherwise be commands.
  @Test func aPasteIsTextNotCommands() async throws {
    let screen = try await PseudoTerminalScreen()
    let up = try #require(PseudoTerminalScreen.capability("kcuu1"))
    let bytes = Array("\u{1B}[200~qX\r日\u{03}".utf8) + up + Array("ok\u{1B}[201~j".utf8)
    #expect(screen.send(bytes) == [.paste("qX\n日ok"), .key(.character("j"))])
  }

  /// A paste cut off before its end marker ends after a moment of silence, delivering its text.
  @Test func aPasteWithoutItsEndStillEnds() async throws {
    let screen = try await PseudoTerminalScreen()
    #expect(screen.send(Array("\u{1B}[200~abc".utf8)) == [.paste("abc")])
    #expect(!screen.reader.isPasting)
    #expect(screen.send(Array("q".utf8)) == [.key(.character("q"))])
  }

  /// More than one read's worth of paste arrives as several pieces that add up to all of it.
  @Test func aLongPasteArrivesWhole() async throws {
    let screen = try await PseudoTerminalScreen(patience: Self.patience)
    let text = String(repeating: "0123456789abcdef", count: 1024)
    let events = screen.send(Array("\u{1B}[200~\(text)\u{1B}[201~".utf8))
    let pieces = events.compactMap { event -> String? in
      guard case .paste(let piece) = event else { return nil }
      return piece
    }
    #expect(pieces.count == events.count && pieces.count > 1)
    #expect(pieces.joined() == text)
  }

  // MARK: - Known pieces

  struct Piece {
    let bytes: [UInt8]
    let events: [InputEvent]
  }

  static let functionKeys: [(String, Key)] = [
    ("kcuu1", .up), ("kcud1", .down), ("kcub1", .left), ("kcuf1", .right), ("khome", .home),
    ("kend", .end), ("kpp", .pageUp), ("knp", .pageDown), ("kdch1", .delete), ("kich1", .insert),
    ("kcbt", .backTab), ("kf1", .function(1)), ("kf5", .function(5)), ("kf12", .function(12)),
  ]

  static func knownPieces() -> [Piece] {
    var pieces: [Piece] = []
    for byte in UInt8(0x20)...0x7E {
      pieces.append(
        Piece(bytes: [byte], events: [.key(.character(Character(UnicodeScalar(byte))))]))
    }
    for text in ["é", "ñ", "日", "本", "🎉", "Ж", "€"] {
      pieces.append(Piece(bytes: Array(text.utf8), events: [.key(.character(Character(text)))]))
    }
    // Controls other than Esc: what the key decoder makes of them, if anything.
    for byte in UInt8(0x01)...0x1F where byte != 0x1B {
      let key = CharacterKeyDecoder.decode(character: UInt32(byte))
      pieces.append(Piece(bytes: [byte], events: key.map { [.key($0)] } ?? []))
    }
    pieces.append(Piece(bytes: [0x7F], events: [.key(.backspace)]))
    for (name, key) in functionKeys {
      if let bytes = PseudoTerminalScreen.capability(name) {
        pieces.append(Piece(bytes: bytes, events: [.key(key)]))
      }
    }
    return pieces
  }

  /// Mostly single pieces; now and then a paste of pieces, whose keys are dropped and whose
  /// text is kept.
  static func piece(from pieces: [Piece], using random: inout SplitMix64) -> Piece {
    guard random.int(in: 0..<12) == 0 else { return pieces[random.int(in: 0..<pieces.count)] }
    var bytes = Array("\u{1B}[200~".utf8)
    var text = ""
    for _ in 0..<random.int(in: 0...30) {
      // Invalid UTF-8 between any two pieces is dropped and changes nothing around it.
      if random.int(in: 0..<4) == 0 { bytes += invalidUTF8[random.int(in: 0..<invalidUTF8.count)] }
      let inner = pieces[random.int(in: 0..<pieces.count)]
      bytes += inner.bytes
      switch inner.bytes {
      case [0x0D], [0x0A]: text.append("\n")
      case [0x09]: text.append("\t")
      default:
        if case .key(.character(let character))? = inner.events.first { text.append(character) }
      }
    }
    if random.int(in: 0..<4) == 0 { bytes += invalidUTF8[random.int(in: 0..<invalidUTF8.count)] }
    bytes += Array("\u{1B}[201~".utf8)
    return Piece(bytes: bytes, events: text.isEmpty ? [] : [.paste(text)])
  }

  /// Invalid UTF-8: lone and cut-short leads, stray continuations, overlongs, surrogates, values
  /// past U+10FFFF and bytes that are never UTF-8.
  static let invalidUTF8: [[UInt8]] = [
    [0xFF], [0xFE], [0xC3], [0xE6, 0x97], [0xF0, 0x9F, 0x8E], [0x80], [0xBF, 0x80], [0xC0, 0xAF],
    [0xC1, 0xBF], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xF8, 0x88],
  ]

  static func hex(_ bytes: [UInt8]) -> String {
    bytes.prefix(256).map { String($0, radix: 16) }.joined(separator: " ")
  }
}

/// The kinds of hostile input a burst is made of.
enum BurstShape: Int, CaseIterable, CustomStringConvertible, Sendable {
  case uniformNoise
  case escapeHeavy
  case invalidUTF8
  case truncatedSequences
  case unterminatedPaste

  var description: String { String(describing: Self.self) + ".\(rawValue)" }

  func burst(count: Int, using random: inout SplitMix64) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(count + 16)
    while bytes.count < count {
      switch self {
      case .uniformNoise:
        bytes.append(UInt8(truncatingIfNeeded: random.next()))
      case .escapeHeavy:
        let alphabet = Array("\u{1B}[O0123456789;~ABCDHFPQRS<Mm?200~201~".utf8)
        bytes.append(alphabet[random.int(in: 0..<alphabet.count)])
      case .invalidUTF8:
        // Lead bytes without continuations, stray continuations, overlongs and surrogates.
        let pieces: [[UInt8]] = [
          [0xC3], [0xE6, 0x97], [0xF0, 0x9F, 0x8E], [0x80], [0xBF], [0xC0, 0xAF],
          [0xED, 0xA0, 0x80], [0xF8, 0x88, 0x80, 0x80, 0x80], [0xFF], [0xFE], [0x61],
        ]
        bytes += pieces[random.int(in: 0..<pieces.count)]
      case .truncatedSequences:
        let pieces = ["\u{1B}", "\u{1B}[", "\u{1B}[1;", "\u{1B}O", "\u{1B}[<0;1", "\u{1B}[2", "x"]
        bytes += Array(pieces[random.int(in: 0..<pieces.count)].utf8)
      case .unterminatedPaste:
        bytes += Array("\u{1B}[200~".utf8)
        for _ in 0..<random.int(in: 1...200) {
          bytes.append(UInt8(truncatingIfNeeded: random.int(in: 0x20...0x7E)))
        }
      }
    }
    return bytes
  }
}
