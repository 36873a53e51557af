import Testing

@testable import TerminalUI

/// The answer to OSC 11 is bytes from the terminal, read like keys: parsed strictly, and light
/// or dark decided by which of black or white text reads better on it.
@Suite struct BackgroundColorTests {
  func parse(_ text: String) -> Xterm256.RGB? { BackgroundColor.parse(Array(text.utf8)) }

  @Test func xtermsAnswerInEveryWidthOfComponentParses() {
    #expect(parse("11;rgb:ffff/ffff/ffff") == Xterm256.RGB(red: 255, green: 255, blue: 255))
    #expect(parse("11;rgb:0000/2b2b/3636") == Xterm256.RGB(red: 0, green: 43, blue: 54))
    #expect(parse("11;rgb:fd/f6/e3") == Xterm256.RGB(red: 253, green: 246, blue: 227))
    #expect(parse("11;rgb:f/0/8") == Xterm256.RGB(red: 255, green: 0, blue: 136))
    #expect(parse("11;rgb:fff/000/800") == Xterm256.RGB(red: 255, green: 0, blue: 128))
    #expect(parse("11;rgba:ffff/ffff/ffff/ffff") == Xterm256.RGB(red: 255, green: 255, blue: 255))
    #expect(parse("11;rgb:FFFF/8000/0000") == Xterm256.RGB(red: 255, green: 128, blue: 0))
  }

  @Test(arguments: [
    "", "11", "11;", "11;?", "10;rgb:ffff/ffff/ffff", "11;rgb:ffff/ffff",
    "11;rgb:ffff/ffff/ffff/ffff",
    "11;rgba:ffff/ffff/ffff", "11;rgb:fffff/0/0", "11;rgb:/0/0", "11;rgb:gg/00/00", "11;rgb:+f/0/0",
    "11;#ffffff", "11;rgb:ffff/ffff/ffff;x", "11;rgb:0/0/0\u{0}", "11;rgb:１/0/0",
    "11;rgb:" + String(repeating: "f", count: 80),
  ])
  func anythingElseIsNoColour(_ body: String) {
    #expect(parse(body) == nil)
  }

  @Test func aBodyLongerThanAnyColourIsNotReadAtAll() {
    let long = Array("11;rgb:0/0/0".utf8) + [UInt8](repeating: 0x20, count: 60)
    #expect(long.count > BackgroundColor.maximumLength)
    #expect(BackgroundColor.parse(long) == nil)
  }

  @Test func lightAndDarkAreWhereBlackOrWhiteTextReadsBetter() {
    #expect(BackgroundColor.isLight(Xterm256.RGB(red: 255, green: 255, blue: 255)))
    // Solarized light's base3 and dark's base03.
    #expect(BackgroundColor.isLight(Xterm256.RGB(red: 253, green: 246, blue: 227)))
    #expect(!BackgroundColor.isLight(Xterm256.RGB(red: 0, green: 43, blue: 54)))
    #expect(!BackgroundColor.isLight(Xterm256.RGB(red: 0, green: 0, blue: 0)))
    // A mid grey reads better with black text.
    #expect(BackgroundColor.isLight(Xterm256.RGB(red: 128, green: 128, blue: 128)))
    #expect(!BackgroundColor.isLight(Xterm256.RGB(red: 80, green: 80, blue: 80)))
  }

  @Test func theQuestionIsOSC11EndedByST() {
    #expect(BackgroundColor.query == Array("\u{1B}]11;?\u{1B}\\".utf8))
  }
}
