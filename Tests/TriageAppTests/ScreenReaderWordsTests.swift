import Localization
import PullRequestFeature
import SnapshotTesting
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import AppCore
@testable import TriageApp

/// Screen-reader mode leaves no glyph a reader would name by its shape: the pull request
/// header's branch arrow and checks marks, the query line's `⌕`, and the tab bar's `‹ ›` and
/// separators are words there.
@Suite struct ScreenReaderWordsTests {
  static let marks = ["→", "✓", "✗", "•", "⌕", "‹", "›", "│"]

  @Test(arguments: [Language.english, .japanese], PullRequestScreenTests.sizes)
  func thePullRequestHeaderIsWords(language: Language, size: Size) {
    let program = ScreenReaderTests.program(language)
    let state = PullRequestScreenTests.opened(133, size: size, program: program)
    // The page's own header, below the app's breadcrumb.
    let header = program.view(state, in: size).lines.dropFirst().prefix(3).joined(separator: "\n")
    for mark in Self.marks { #expect(!header.contains(mark), "\(size): \(mark) in \(header)") }
    if size.width >= 120 {
      #expect(header.contains(language == .english ? " into " : " から "), "\(header)")
    }
  }

  @Test(arguments: [Language.english, .japanese], ScreenReaderTests.sizes)
  func theQueryLineHasNoMark(language: Language, size: Size) {
    let program = ScreenReaderTests.program(language)
    let state = EveryScreenSnapshotTests.state(.issues, size: size, program: program)
    let text = program.view(state, in: size).lines.joined(separator: "\n")
    #expect(!text.contains("⌕"), "\(text)")
  }

  @Test(arguments: 0..<5)
  func theTabBarSaysMoreInWords(selected: Int) {
    var canvas = Canvas(size: Size(width: 40, height: 1))
    SectionsTabBar.draw(
      SectionsTabBarTests.titles.map { ($0, "9") }, selected: selected, in: canvas.bounds,
      canvas: &canvas, theme: Theme.standard.readingAloud(true))
    let text = canvas.text(ofRow: 0)
    for mark in Self.marks { #expect(!text.contains(mark), "\(text)") }
    #expect(text.contains("more"), "\(text)")
    #expect(text.contains(" \(selected + 1) "), "the selected tab shows: \(text)")
  }

  @Test func theChecksSummaryInWordsCountsEachState() {
    let words = LocalizedText.checksSummaryInWords(passed: 3, failed: 1, pending: 2)
    #expect(words.text(in: .english) == "checks: 3 passed, 1 failed, 2 pending")
  }
}

/// The default home in screen-reader mode, tab bar and query line in words, at the three sizes
/// in both languages.
@Suite struct ScreenReaderHomeSnapshotTests {
  @Test(arguments: [Language.english, .japanese], HomeScreenTests.sizes)
  func snapshots(language: Language, size: Size) {
    let program = TriageProgram(
      environment: Fixtures.environment(language: language),
      theme: Theme.standard.readingAloud(true))
    var state = HomeScreenTests.loadedHome(size: size, program: program)
    program.press(.character("3"), on: &state)  // a fixture: the third tab, its line in words
    let canvas = program.view(state, in: size)
    for mark in ScreenReaderWordsTests.marks.dropFirst(4) {
      #expect(!canvas.lines.dropFirst().prefix(2).joined().contains(mark), "\(mark)")
    }
    assertSnapshot(
      of: canvas, as: .canvasText, named: "home-\(language)-\(size.width)x\(size.height)")
  }
}
