import Testing

@testable import TerminalUI

/// Under a locale that is not UTF-8 the backend draws `Canvas.withASCIIGlyphs()`: every glyph
/// Triage chooses has a one-column ASCII stand-in, and other text becomes `?` per column.
@Suite struct CanvasASCIITests {
  @Test func triagesGlyphsBecomeTheirStandIns() {
    var canvas = Canvas(size: Size(width: 24, height: 5))
    canvas.drawFrame(Rect(x: 0, y: 0, width: 24, height: 5), style: .plain)
    canvas.draw("› a › b … ↑↓←→", at: Point(x: 1, y: 1))
    canvas.fill(Rect(x: 1, y: 2, width: 4, height: 1), with: "░")
    canvas.draw(String(Spinner.frames.prefix(8)), at: Point(x: 6, y: 2))
    canvas.draw("│ quote ─", at: Point(x: 1, y: 3))
    #expect(
      canvas.withASCIIGlyphs().lines == [
        "+----------------------+",
        "|> a > b . ^v<>        |",
        "|.... |/-\\|/-\\         |",
        "|| quote -             |",
        "+----------------------+",
      ])
  }

  /// The query bar's `⌕` (not `/`, the search prompt's own), a pending write's `⋯`, Markdown's rules and bullets, and a size's
  /// `×` have stand-ins too, so none of them shows as `?`.
  @Test func markersAndBulletsHaveStandIns() {
    var canvas = Canvas(size: Size(width: 12, height: 1))
    canvas.draw("⌕ ⋯ ═ ▪ ◦ ×", at: Point(x: 0, y: 0))
    #expect(canvas.withASCIIGlyphs().lines == ["* ~ = * o x "])
  }

  @Test func textItCannotShowBecomesQuestionMarksKeepingTheLayout() {
    var canvas = Canvas(size: Size(width: 16, height: 1))
    canvas.draw("日本 é🎉 ok", at: Point(x: 0, y: 0), style: Style(foreground: .cyan))
    let ascii = canvas.withASCIIGlyphs()
    #expect(ascii.lines == ["???? ??? ok     "])
    #expect(ascii[0, 0].style == Style(foreground: .cyan))
    #expect((0..<16).allSatisfy { ascii[$0, 0].width == 1 })
  }

  @Test func anASCIICanvasIsUnchanged() {
    var canvas = Canvas(size: Size(width: 10, height: 2))
    canvas.draw("plain ~!@", at: Point(x: 0, y: 1), style: .bold)
    #expect(canvas.withASCIIGlyphs() == canvas)
  }
}
