import Foundation
import Testing

/// In a locale that is not UTF-8 (`LANG=C`), the real binary on a pty writes only ASCII: its
/// glyphs have ASCII stand-ins, server text it can't show is `?` (not blanks), and the log says
/// why, once.
@Suite(.timeLimit(.minutes(2)))
struct NonUTF8LocaleTests {
  @Test func theCLocaleGetsASCIIGlyphsAndQuestionMarks() async throws {
    let triage = try await TriageOnPseudoTerminal(environment: ["LANG": "C", "LC_ALL": "C"])
    try triage.waitForOutput(containing: "demo/empty")
    // The demo's "空っぽ: no issues at all": six columns of text it can't show.
    try triage.waitForOutput(containing: "??????: no issues at all")
    triage.type(Array("q".utf8))
    #expect(try triage.waitForEnd() == .exited(0))
    let nonASCII = triage.output.filter { $0 >= 0x80 }
    #expect(nonASCII.isEmpty, "\(nonASCII.count) bytes outside ASCII reached the terminal")
    let log = try String(
      contentsOfFile: triage.directory + "/state/triage/triage.log", encoding: .utf8)
    let lines = log.split(separator: "\n").filter { $0.contains("is not UTF-8") }
    #expect(lines.count == 1)
    #expect(lines.first?.contains("ANSI_X3.4-1968") == true)
  }

  /// Japanese asked for with a locale the machine doesn't have: the C library keeps the `C`
  /// locale, so Japanese would be all `?`. The chrome is English instead, and the log says why.
  @Test func aJapaneseLocaleThatCantBeSetFallsBackToEnglish() async throws {
    let triage = try await TriageOnPseudoTerminal(environment: ["LANG": "ja_XX.UTF-8"])
    try triage.waitForOutput(containing: "demo/empty")
    // The footer's words in English: in Japanese they would be question marks.
    try triage.waitForOutput(containing: "refresh")
    try triage.waitForOutput(containing: "quit")
    triage.type(Array("q".utf8))
    #expect(try triage.waitForEnd() == .exited(0))
    let log = try String(
      contentsOfFile: triage.directory + "/state/triage/triage.log", encoding: .utf8)
    #expect(log.contains("the locale asks for Japanese, but it can't be set"))
  }
}
