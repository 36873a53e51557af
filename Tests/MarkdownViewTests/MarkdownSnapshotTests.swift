import SnapshotTesting
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import AppCore
@testable import MarkdownView

/// Each fixture body laid out at 40, 80 and 120 columns and drawn on a canvas as tall as the
/// document, snapshotted as text with its styled runs.
@Suite struct MarkdownSnapshotTests {
  static let styles = MarkdownText.Styles(theme: .standard)

  static func canvas(_ markdown: String, width: Int) -> Canvas {
    let lines = MarkdownText.lines(markdown, width: width, styles: styles)
    var canvas = Canvas(size: Size(width: width, height: max(1, lines.count)))
    for (row, line) in lines.enumerated() {
      line.draw(at: Point(x: 0, y: row), maxWidth: width, on: &canvas)
    }
    return canvas
  }

  @Test(arguments: MarkdownFixtures.allCases, [40, 80, 120])
  func body(fixture: MarkdownFixtures, width: Int) {
    assertSnapshot(
      of: Self.canvas(fixture.body, width: width), as: .canvasText,
      named: "\(fixture.rawValue)-\(width)")
  }
}
