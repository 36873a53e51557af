import SnapshotTesting
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import AppCore
@testable import TriageApp

/// Screens as a terminal in a non-UTF-8 locale shows them (`Canvas.withASCIIGlyphs`, which the
/// curses backend applies there): spinner, arrows, breadcrumbs, ellipses, rules and placeholder
/// blocks in ASCII, and nothing outside ASCII left.
@Suite struct ASCIIGlyphSnapshotTests {
  let program = Fixtures.program
  let size = Size(width: 80, height: 24)

  private func expectASCIIOnly(_ canvas: Canvas, sourceLocation: SourceLocation = #_sourceLocation)
  {
    let nonASCII = canvas.lines.joined(separator: "\n").unicodeScalars.filter { !$0.isASCII }
    #expect(nonASCII.isEmpty, sourceLocation: sourceLocation)
  }

  @Test func loadingPlaceholders() {
    let canvas = program.view(Fixtures.state(.initialLoading, size: size), in: size)
      .withASCIIGlyphs()
    expectASCIIOnly(canvas)
    assertSnapshot(of: canvas, as: .canvasText)
  }

  @Test func issueDetail() {
    var state = Fixtures.loadedState(size: size)
    // A fixture for the snapshot: the third row's issue, loaded.
    program.press(.down, .down, .enter, on: &state)
    program.apply(Fixtures.issueLoaded(state, .success(Fixtures.allIssues[2])), to: &state)
    let canvas = program.view(state, in: size).withASCIIGlyphs()
    expectASCIIOnly(canvas)
    assertSnapshot(of: canvas, as: .canvasText)
  }
}
