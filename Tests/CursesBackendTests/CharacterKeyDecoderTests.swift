import TerminalUI
import Testing

@testable import CursesBackend

@Suite struct CharacterKeyDecoderTests {
  @Test(arguments: [
    (UInt32(0x0D), Key.enter), (0x0A, .ctrl("j")), (0x09, .tab), (0x1B, .escape),
    (0x7F, .backspace), (0x08, .backspace), (0x03, .ctrl("c")), (0x1A, .ctrl("z")),
    (0x15, .ctrl("u")), (0x04, .ctrl("d")), (0x71, .character("q")), (0x20, .character(" ")),
    (0x65E5, .character("日")), (0x1F389, .character("🎉")),
  ])
  func decodesCharacters(value: UInt32, expected: Key) {
    #expect(CharacterKeyDecoder.decode(character: value) == expected)
  }

  @Test(arguments: [UInt32(0x00), 0x1C, 0x1F, 0x85, 0x9B, 0xD800, 0x110000])
  func ignoresControlsAndInvalidScalars(value: UInt32) {
    #expect(CharacterKeyDecoder.decode(character: value) == nil)
  }

  @Test func noColorTurnsColoursOffOnlyWhenSetAndNonEmpty() {
    #expect(CursesTerminal.Options.fromEnvironment([:]).colors)
    #expect(CursesTerminal.Options.fromEnvironment(["NO_COLOR": ""]).colors)
    #expect(!CursesTerminal.Options.fromEnvironment(["NO_COLOR": "1"]).colors)
  }

  @Test func errorsHaveOneLineMessagesAndConventionalExitCodes() {
    let notTTY = CursesError.notATerminal(stream: "standard output")
    #expect(notTTY.exitCode == 2)
    #expect(!notTTY.description.contains("\n"))
    #expect(CursesError.unknownTerminal("bogus").exitCode == 1)
    #expect(CursesError.unknownTerminal("bogus").description.contains("'bogus'"))
    #expect(CursesError.unknownTerminal("").description.contains("TERM is not set"))
  }
}
