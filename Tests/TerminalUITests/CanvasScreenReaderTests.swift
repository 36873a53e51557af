import Testing

@testable import TerminalUI

/// Screen-reader mode's pass over a frame: frames and spinners go, everything else stays.
struct CanvasScreenReaderTests {
  @Test func framesAndSpinnersBecomeBlanksAndTheRestStays() {
    var canvas = Canvas(size: Size(width: 12, height: 3))
    canvas.drawFrame(canvas.bounds, style: Style(foreground: .red))
    canvas.draw("日本\(Spinner.frame(at: 3))a…", at: Point(x: 2, y: 1))
    canvas.cursor = Point(x: 2, y: 1)
    let read = canvas.withoutDrawnGlyphs()
    #expect(read.lines == ["            ", "  日本 a…   ", "            "])
    #expect(read[0, 0].style == Style(foreground: .red), "a blank keeps its style")
    #expect(read.cursor == Point(x: 2, y: 1))
  }

  @Test func theHeaderSaysLoadingInWordsForAReloadToo() {
    let words = PaneWords.english
    #expect(LoadingIndicator.reloading.text(tick: 3, words: words, still: true) == words.loading)
    #expect(LoadingIndicator.initial.text(tick: 3, words: words, still: true) == words.loading)
    #expect(LoadingIndicator.none.text(tick: 3, words: words, still: true).isEmpty)
  }

  @Test func marksReadByTheirShapeBecomeWhatTheyMean() {
    var canvas = Canvas(size: Size(width: 19, height: 1))
    canvas.draw("a · b·c ▸ ◦ ░ +1 −2", at: Point(x: 0, y: 0))
    #expect(canvas.withoutDrawnGlyphs().lines == ["a,  b,c   •   +1 -2"])
  }
}
