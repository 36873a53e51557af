import Localization
import TerminalUI
import Testing

@testable import AppCore
@testable import TriageApp

/// Below the smallest size Triage lays out, the screen says so in words that fit whole, down to
/// the smallest terminal: the phrase, a shorter one, then the size needed alone.
@Suite struct TooSmallTests {
  @Test(
    arguments: [Language.english, .japanese],
    [
      Size(width: 10, height: 2), Size(width: 12, height: 4), Size(width: 9, height: 1),
    ])
  func theWordsFitWhole(language: Language, size: Size) {
    let program = Fixtures.program(language: language)
    let canvas = program.view(Fixtures.loadedState(size: size), in: size)
    let text = canvas.lines.joined(separator: "\n")
    #expect(!text.contains("…"), "nothing cut short at \(size): \(text)")
    #expect(text.contains(language == .english ? "Too small" : "小さすぎ"), "\(text)")
  }
}
