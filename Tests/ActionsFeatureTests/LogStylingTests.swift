import IssueDomain
import TerminalUI
import Testing

@testable import ActionsFeature

@Suite struct LogStylingTests {
  private let palette = LogStyling.standardPalette

  private func spans(_ text: String, base: Style = .plain) -> [LogSpan] {
    LogStyling.spans(text, base: base, palette: palette)
  }

  @Test func plainTextIsOneSpanInTheBaseStyle() {
    let base = Style(foreground: .green)
    #expect(spans("hello", base: base) == [LogSpan(text: "hello", style: base)])
    #expect(spans("").isEmpty)
  }

  @Test func coloursGoThroughThePalette() {
    let custom = (0..<16).map { Color(index: Int16(100 + $0)) }
    let result = LogStyling.spans("\u{1B}[31mred\u{1B}[42mon green", base: .plain, palette: custom)
    #expect(
      result == [
        LogSpan(text: "red", style: Style(foreground: Color(index: 101))),
        LogSpan(
          text: "on green",
          style: Style(foreground: Color(index: 101), background: Color(index: 102))),
      ])
  }

  @Test func brightColoursAreThePalettesUpperHalf() {
    #expect(
      spans("\u{1B}[91ma\u{1B}[104mb")
        == [
          LogSpan(text: "a", style: Style(foreground: Color(index: 9))),
          LogSpan(
            text: "b", style: Style(foreground: Color(index: 9), background: Color(index: 12))),
        ])
  }

  @Test func shortPaletteFallsBackToTheANSIColour() {
    let result = LogStyling.spans("\u{1B}[35mx", base: .plain, palette: [])
    #expect(result == [LogSpan(text: "x", style: Style(foreground: .magenta))])
  }

  @Test func extended256Colours() {
    #expect(
      spans("\u{1B}[38;5;208mo\u{1B}[48;5;17mb")
        == [
          LogSpan(text: "o", style: Style(foreground: Color(index: 208))),
          LogSpan(
            text: "b", style: Style(foreground: Color(index: 208), background: Color(index: 17))),
        ])
    // The colon form, and an index out of range ignored.
    #expect(
      spans("\u{1B}[38:5:33mc") == [LogSpan(text: "c", style: Style(foreground: Color(index: 33)))])
    #expect(spans("\u{1B}[38;5;300mc") == [LogSpan(text: "c", style: .plain)])
  }

  @Test func truecolourIsTheNearestXterm256() {
    #expect(
      spans("\u{1B}[38;2;255;0;0mr") == [
        LogSpan(text: "r", style: Style(foreground: Color(index: 196)))
      ])
    // A grey is nearer on the grey ramp than in the cube.
    #expect(
      spans("\u{1B}[48;2;128;128;128mg") == [
        LogSpan(text: "g", style: Style(background: Color(index: 244)))
      ])
    #expect(
      spans("\u{1B}[38:2::0:0:255mb") == [
        LogSpan(text: "b", style: Style(foreground: Color(index: 21)))
      ])
    #expect(LogStyling.nearestXterm256(red: 0, green: 0, blue: 0) == 16)
    #expect(LogStyling.nearestXterm256(red: 255, green: 255, blue: 255) == 231)
    #expect(LogStyling.nearestXterm256(red: 95, green: 135, blue: 175) == 16 + 36 + 12 + 3)
  }

  @Test func extendedColourSpendsItsFieldsThenGoesOn() {
    // After 38;2;r;g;b the next field is read as its own code again.
    #expect(
      spans("\u{1B}[38;2;0;0;0;1mx")
        == [LogSpan(text: "x", style: Style(foreground: Color(index: 16), attributes: .bold))])
    // An extended colour cut short changes nothing and eats nothing it hasn't got.
    #expect(spans("\u{1B}[38;5mx") == [LogSpan(text: "x", style: .plain)])
    #expect(spans("\u{1B}[38mx") == [LogSpan(text: "x", style: .plain)])
  }

  @Test func resetGoesBackToTheBase() {
    let base = Style(foreground: .cyan, attributes: .bold)
    #expect(
      spans("a\u{1B}[31;4mb\u{1B}[0mc\u{1B}[32md\u{1B}[me", base: base)
        == [
          LogSpan(text: "a", style: base),
          LogSpan(text: "b", style: Style(foreground: .red, attributes: [.bold, .underline])),
          LogSpan(text: "c", style: base),
          LogSpan(text: "d", style: Style(foreground: .green, attributes: .bold)),
          LogSpan(text: "e", style: base),
        ])
  }

  @Test func defaultColourCodesGoBackToTheBasesColours() {
    let base = Style(foreground: .yellow, background: .blue)
    #expect(
      spans("\u{1B}[31;41ma\u{1B}[39mb\u{1B}[49mc", base: base)
        == [
          LogSpan(text: "a", style: Style(foreground: .red, background: .red)),
          LogSpan(text: "b", style: Style(foreground: .yellow, background: .red)),
          LogSpan(text: "c", style: base),
        ])
  }

  @Test func attributesTurnOnAndOff() {
    #expect(
      spans("\u{1B}[1;2;3;4;7ma\u{1B}[22mb\u{1B}[23mc\u{1B}[24md\u{1B}[27me")
        == [
          LogSpan(
            text: "a", style: Style(attributes: [.bold, .dim, .italic, .underline, .reverse])),
          LogSpan(text: "b", style: Style(attributes: [.italic, .underline, .reverse])),
          LogSpan(text: "c", style: Style(attributes: [.underline, .reverse])),
          LogSpan(text: "d", style: Style(attributes: .reverse)),
          LogSpan(text: "e", style: .plain),
        ])
    // Undoing an attribute the base has keeps the base's.
    #expect(spans("\u{1B}[22mx", base: .bold) == [LogSpan(text: "x", style: .bold)])
  }

  @Test func unknownParametersAreIgnored() {
    #expect(spans("\u{1B}[5;8;53;31mx") == [LogSpan(text: "x", style: Style(foreground: .red))])
  }

  @Test func spansOfOneStyleAreMerged() {
    // Sequences that change nothing, a repeated colour and an empty stretch leave one span.
    #expect(
      spans("\u{1B}[31mab\u{1B}[31mcd\u{1B}[Kef\u{1B}[32m\u{1B}[31mgh")
        == [LogSpan(text: "abcdefgh", style: Style(foreground: .red))])
    // A span that sanitising empties (a bidi mark) doesn't split its neighbours.
    #expect(
      spans("\u{1B}[31ma\u{1B}[32m\u{200E}\u{1B}[31mb")
        == [LogSpan(text: "ab", style: Style(foreground: .red))])
  }

  @Test func parametersAreBounded() {
    // More than 32 values: the rest are read but not applied.
    let many = Array(repeating: "0", count: 40).joined(separator: ";") + ";31"
    #expect(spans("\u{1B}[\(many)mx") == [LogSpan(text: "x", style: .plain)])
    // Exactly 32 are all applied.
    let most = Array(repeating: "0", count: 31).joined(separator: ";") + ";31"
    #expect(spans("\u{1B}[\(most)mx") == [LogSpan(text: "x", style: Style(foreground: .red))])
    // A huge value is clamped, not overflowed.
    #expect(spans("\u{1B}[99999999999999999999999999mx") == [LogSpan(text: "x", style: .plain)])
    #expect(spans("\u{1B}[38;5;99999999999999999999mx") == [LogSpan(text: "x", style: .plain)])
  }

  // MARK: Hostile sequences

  private static let hostile: [(String, String)] = [
    ("clear screen", "a\u{1B}[2Jb"),
    ("cursor home", "a\u{1B}[Hb"),
    ("alternate screen", "a\u{1B}[?1049hb"),
    ("private SGR-like", "a\u{1B}[?31mb"),
    ("OSC 52 with BEL", "a\u{1B}]52;c;ZXZpbA==\u{07}b"),
    ("OSC 52 with ST", "a\u{1B}]52;c;ZXZpbA==\u{1B}\\b"),
    ("OSC title", "a\u{1B}]0;pwned\u{07}b"),
    ("OSC 8-bit ST", "a\u{1B}]8;;http://x\u{9C}b"),
    ("DCS", "a\u{1B}P1$r0m\u{1B}\\b"),
    ("SOS", "a\u{1B}Xhidden\u{1B}\\b"),
    ("PM", "a\u{1B}^hidden\u{1B}\\b"),
    ("APC", "a\u{1B}_hidden\u{1B}\\b"),
    ("8-bit CSI", "a\u{9B}2Jb"),
    ("8-bit CSI SGR", "a\u{9B}31mb"),
    ("8-bit OSC", "a\u{9D}0;t\u{07}b"),
    ("8-bit DCS", "a\u{90}q\u{9C}b"),
    ("8-bit APC", "a\u{9F}x\u{9C}b"),
    ("lone ESC and a char", "a\u{1B}cb"),
    ("charset designation", "a\u{1B}(Bb"),
    ("keypad mode", "a\u{1B}=b"),
  ]

  @Test(arguments: hostile)
  func sequenceIsRemovedWhole(_ name: String, _ text: String) {
    let result = spans(text)
    #expect(result == [LogSpan(text: "ab", style: .plain)], "\(name)")
    #expect(LogStyling.plainText(text) == "ab", "\(name)")
  }

  @Test func unterminatedStringRunsToTheEnd() {
    #expect(spans("a\u{1B}]52;c;ZXZpbA==") == [LogSpan(text: "a", style: .plain)])
    #expect(spans("a\u{1B}Pq#0;2;0;0;0\u{1B}x") == [LogSpan(text: "a", style: .plain)])
    #expect(LogStyling.plainText("a\u{1B}Pq#0;2;0;0;0\u{1B}x") == "a")
    #expect(LogStyling.plainText("a\u{1B}[31") == "a")
    #expect(LogStyling.plainText("a\u{1B}") == "a")
  }

  @Test func malformedCSIEndsAtTheScalarThatCantBeInIt() {
    // The newline-free control after `ESC [` ends the sequence and is drawn inert.
    #expect(LogStyling.plainText("a\u{1B}[3\u{07}b") == "a\u{2407}b")
    // ESC before a control leaves the control to be made visible.
    #expect(LogStyling.plainText("a\u{1B}\u{1B}[31mb") == "ab")
  }

  @Test func otherControlsAndBidiAreVisibleAndInert() {
    #expect(LogStyling.plainText("a\u{202E}gnp.exe") == "a\u{FFFD}gnp.exe")
    #expect(
      LogStyling.plainText("bell\u{07} back\u{08}\tx\ry") == "bell\u{2407} back\u{2408} x\u{240D}y")
    #expect(LogStyling.plainText("a\u{85}b") == "a\u{FFFD}b")
    #expect(
      spans("\u{1B}[31mx\u{202E}y")
        == [LogSpan(text: "x\u{FFFD}y", style: Style(foreground: .red))])
  }

  @Test func noSpanHoldsAnythingATerminalWouldObey() {
    let texts =
      Self.hostile.map(\.1) + [
        "\u{1B}[31m\u{202E}evil\u{2066}\u{1B}]0;x\u{07}\u{9B}?25l\u{1B}\u{9D}",
        "\u{1B}[1m\u{1B}",
        String(repeating: "\u{1B}[31;", count: 50) + "m\u{1B}]"
          + String(repeating: "x", count: 100),
        "\u{1B}\u{9B}1m\u{1B}[\u{1B}]\u{1B}P\u{0}\u{7F}\u{200F}",
      ]
    for text in texts {
      let all = spans(text).map(\.text) + [LogStyling.plainText(text)]
      for piece in all {
        for scalar in piece.unicodeScalars {
          #expect(scalar.value != 0x1B, "ESC in \(piece.debugDescription)")
          #expect(!(0x00...0x1F).contains(scalar.value), "C0 in \(piece.debugDescription)")
          #expect(!(0x7F...0x9F).contains(scalar.value), "C1 in \(piece.debugDescription)")
          let bidi: [ClosedRange<UInt32>] = [0x202A...0x202E, 0x2066...0x2069, 0x200E...0x200F]
          #expect(!bidi.contains { $0.contains(scalar.value) }, "bidi in \(piece.debugDescription)")
        }
      }
      #expect(spans(text).allSatisfy { !$0.text.isEmpty })
    }
  }

  @Test func plainTextIsTheSpansJoined() {
    let text = "\u{1B}[1;31mFAIL\u{1B}[0m test \u{1B}[38;5;2mok\u{1B}[2K\tend"
    #expect(LogStyling.plainText(text) == "FAIL test ok end")
    #expect(spans(text).map(\.text).joined() == LogStyling.plainText(text))
  }

  @Test func standardPaletteIsTheSixteenANSIColours() {
    #expect(LogStyling.standardPalette.count == 16)
    #expect(LogStyling.standardPalette.first == .black)
    #expect(LogStyling.standardPalette[1] == .red)
    #expect(LogStyling.standardPalette.last == Color(index: 15))
  }
}
