import IssueDomain
import Testing

/// The sanitiser on known attacks: exact output for each, and the invariants on all of them.
@Suite struct UntrustedTextTests {
  @Test(arguments: [
    ("\u{1B}[2J\u{1B}[H", "␛[2J␛[H"),
    ("\u{1B}]52;c;ZXZpbA==\u{07}", "␛]52;c;ZXZpbA==␇"),
    ("\u{1B}]0;pwned\u{07}", "␛]0;pwned␇"),
    ("\u{9B}31m", "\u{FFFD}31m"),
    ("safe\rEVIL", "safe␍EVIL"),
    ("\u{202E}gnp.exe", "\u{FFFD}gnp.exe"),
    ("\u{2067}abc\u{2069}", "\u{FFFD}abc\u{FFFD}"),
    ("a\u{0}b", "a␀b"),
    ("a\u{7F}b", "a␡b"),
    ("a\u{1F}b", "a␟b"),
    ("a\u{85}b", "a\u{FFFD}b"),
    ("\u{1B}\u{301}", "␛\u{301}"),
  ])
  func attacksBecomeVisibleSymbols(input: String, expected: String) {
    for multiline in [false, true] {
      let output = UntrustedText.sanitized(input, multiline: multiline)
      expectScalars(output, expected)
    }
  }

  @Test func lineBreaksAreKeptOnlyInMultilineText() {
    let input = "one\r\ntwo\nthree\rfour\r"
    expectScalars(UntrustedText.sanitized(input, multiline: true), "one\ntwo\nthree␍four␍")
    expectScalars(UntrustedText.sanitized(input, multiline: false), "one two three␍four␍")
  }

  @Test func aCarriageReturnBeforeAnotherIsVisibleAndOnlyTheLastJoinsTheNewline() {
    expectScalars(UntrustedText.sanitized("a\r\r\nb", multiline: true), "a␍\nb")
  }

  @Test func tabsBecomeFourSpacesInMultilineTextAndOneOtherwise() {
    #expect(UntrustedText.sanitized("a\tb\t\tc", multiline: true) == "a    b        c")
    #expect(UntrustedText.sanitized("a\tb\t\tc", multiline: false) == "a b  c")
  }

  @Test func bidiMarksAreDropped() {
    let input = "a\u{200E}b\u{200F}c\u{61C}d"
    expectScalars(UntrustedText.sanitized(input, multiline: false), "abcd")
  }

  @Test func printableTextIsUnchangedScalarForScalar() {
    for multiline in [false, true] {
      let output = UntrustedText.sanitized(HostileText.printable, multiline: multiline)
      expectScalars(output, HostileText.printable)
    }
    let body = "line one\nline two 日本\n"
    expectScalars(UntrustedText.sanitized(body, multiline: true), body)
  }

  @Test func printableTextAroundAnAttackSurvives() {
    let input = "日本\u{1B}[31m語 🧑‍💻\u{9B}2J 👍🏽\u{202E}❤️\u{7}"
    let output = UntrustedText.sanitized(input, multiline: false)
    expectScalars(output, "日本␛[31m語 🧑‍💻\u{FFFD}2J 👍🏽\u{FFFD}❤️␇")
  }

  @Test func noSampleKeepsAControlOrABidiOverride() {
    for (name, text) in HostileText.samples {
      for multiline in [false, true] {
        let output = UntrustedText.sanitized(text, multiline: multiline)
        #expect(
          HostileText.controls(in: output, allowingNewline: multiline).isEmpty,
          "\(name), multiline: \(multiline)")
        #expect(HostileText.bidiFormatting(in: output).isEmpty, "\(name)")
        #expect(!output.unicodeScalars.contains("\u{1B}"), "\(name)")
      }
    }
  }

  @Test func aControlInsideAGraphemeClusterIsFound() {
    // `\r\n` is one Character; a per-character check would see neither scalar on its own.
    let input = "x\r\ny"
    #expect(input.count == 3)
    #expect(UntrustedText.sanitized(input, multiline: false) == "x y")
  }

  /// Compares scalar by scalar: `String ==` uses canonical equivalence, which would accept a
  /// sanitiser that normalised the text.
  private func expectScalars(
    _ actual: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      Array(actual.unicodeScalars) == Array(expected.unicodeScalars),
      "\(actual.debugDescription) is not \(expected.debugDescription)",
      sourceLocation: sourceLocation)
  }
}
