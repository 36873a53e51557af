import SnapshotTesting
import SystemSupport
import TerminalUITestSupport
import Testing

@testable import TerminalUI

@Suite struct CanvasTests {
  @Test func drawsTextClippedToTheCanvas() {
    var canvas = Canvas(size: Size(width: 5, height: 1))
    let written = canvas.draw("abcdefgh", at: Point(x: 1, y: 0))
    #expect(written == 4)
    #expect(canvas.lines == [" abcd"])
  }

  @Test func wideCharactersTakeTwoCellsAndAreNeverSplitAtTheEdge() {
    var canvas = Canvas(size: Size(width: 5, height: 1))
    canvas.draw("日本語", at: Point(x: 0, y: 0))
    #expect(canvas[0, 0].width == 2)
    #expect(canvas[1, 0].isContinuation)
    #expect(canvas.lines == ["日本 "])
  }

  @Test func overwritingHalfOfAWideCharacterBlanksTheOtherHalf() {
    var canvas = Canvas(size: Size(width: 4, height: 1))
    canvas.draw("日本", at: Point(x: 0, y: 0))
    canvas.draw("x", at: Point(x: 1, y: 0))
    #expect(canvas.lines == [" x本"])
    canvas.draw("y", at: Point(x: 2, y: 0))
    #expect(canvas.lines == [" xy "])
    #expect(!canvas[3, 0].isContinuation)
  }

  /// A control never reaches the canvas as itself, and never vanishes either: it is drawn as
  /// its picture, so `ESC[2J` reads `␛[2J` rather than a bare `[2J`.
  @Test func controlCharactersReachTheCanvasOnlyAsTheirPictures() {
    var canvas = Canvas(size: Size(width: 10, height: 1))
    canvas.draw("a\u{1B}[2Jb\u{07}c", at: Point(x: 0, y: 0))
    #expect(canvas.lines == ["a␛[2Jb␇c  "])
    var bidi = Canvas(size: Size(width: 10, height: 1))
    bidi.draw("\u{9B}1m\u{202E}exe\u{200B}", at: Point(x: 0, y: 0))
    #expect(bidi.lines == ["\u{FFFD}1m\u{FFFD}exe   "], "a zero-width space stays unseen")
    var clipped = Canvas(size: Size(width: 3, height: 1))
    #expect(clipped.draw("ab\u{1B}\u{1B}", at: Point(x: 0, y: 0)) == 3)
    #expect(clipped.lines == ["ab␛"])
  }

  @Test func drawingOutsideIsIgnored() {
    var canvas = Canvas(size: Size(width: 3, height: 2))
    canvas.draw("x", at: Point(x: -5, y: 0))
    canvas.draw("x", at: Point(x: 0, y: 7))
    canvas.fill(Rect(x: 2, y: 1, width: 10, height: 10), with: "#")
    #expect(canvas.lines == ["   ", "  #"])
    #expect(canvas[99, 99] == .blank)
  }

  @Test func zeroSizedCanvasIsSafe() {
    var canvas = Canvas(size: .zero)
    canvas.draw("hello", at: Point(x: 0, y: 0))
    canvas.fill(Rect(x: 0, y: 0, width: 3, height: 3))
    #expect(canvas.lines.isEmpty)
    #expect(canvas.textDump == "--- styles ---\n")
  }

  /// The fill is laid down by doubling copies: every cell holds it, for sizes either side of
  /// each power of two.
  @Test(arguments: [(1, 1), (2, 1), (3, 1), (5, 3), (8, 8), (120, 40), (121, 40), (0, 4)])
  func everyCellHoldsTheFill(width: Int, height: Int) {
    let fill = Cell(character: "x", style: Style(foreground: .red))
    for (wanted, canvas) in [
      (fill, Canvas(size: Size(width: width, height: height), fill: fill)),
      (.blank, Canvas(size: Size(width: width, height: height))),
    ] {
      #expect(canvas.cells.count == width * height)
      #expect(canvas.cells.allSatisfy { $0 == wanted })
    }
  }

  @Test func restyleKeepsTextAndAddsAttributes() {
    var canvas = Canvas(size: Size(width: 4, height: 1))
    canvas.draw("ab", at: Point(x: 0, y: 0), style: Style(foreground: .red))
    canvas.restyle(Rect(x: 0, y: 0, width: 4, height: 1)) { $0.adding(.reverse) }
    #expect(canvas.lines == ["ab  "])
    #expect(
      canvas.styledRuns == [
        Canvas.StyledRun(
          row: 0, columns: 0..<2, style: Style(foreground: .red, attributes: .reverse)),
        Canvas.StyledRun(row: 0, columns: 2..<4, style: .reverse),
      ])
  }

  @Test func mixedCJKAndEmojiLineSnapshot() {
    var canvas = Canvas(size: Size(width: 40, height: 3))
    canvas.draw("日本語 and emoji 🎉🚀 mixed", at: Point(x: 1, y: 0), style: .bold)
    canvas.draw("한국어 ｶﾀｶﾅ é́ 👨‍👩‍👧 flags 🇯🇵", at: Point(x: 1, y: 1))
    let long = "とても長いタイトルは表示幅で切り詰められる 🎉 end"
    canvas.draw(long.ellipsised(toWidth: 30), at: Point(x: 1, y: 2), style: .reverse)
    assertSnapshot(of: canvas, as: .canvasText)
  }
}

@Suite struct CanvasInvariantTests {
  @Test func setTakesTheWidthFromTheCharacterNotTheCell() {
    var canvas = Canvas(size: Size(width: 4, height: 1))
    canvas.set(Cell(character: "日", width: 1), x: 0, y: 0)
    #expect(canvas[0, 0].width == 2)
    #expect(canvas[1, 0].isContinuation)
    canvas.set(Cell(character: "\u{1B}", width: 1), x: 2, y: 0)
    canvas.set(Cell(character: "a", width: 0), x: 3, y: 0)
    #expect(canvas.lines == ["日 a"])
    #expect(!canvas[2, 0].isContinuation)
  }

  @Test func aWideCharacterThatDoesNotFitBecomesABlank() {
    var canvas = Canvas(size: Size(width: 3, height: 1), fill: Cell(character: "x"))
    canvas.set(Cell(character: "日"), x: 2, y: 0)
    #expect(canvas.lines == ["xx "])
  }

  @Test func overlayClipsWideCharactersWithoutShowingWhatIsUnder() {
    var base = Canvas(size: Size(width: 4, height: 1), fill: Cell(character: "."))
    var top = Canvas(size: Size(width: 2, height: 1))
    top.draw("日", at: Point(x: 0, y: 0))
    base.overlay(top, at: Point(x: 3, y: 0))
    #expect(base.lines == ["... "])
  }

  @Test func anOverlayInsideTheCanvasMatchesWritingItsCellsOneByOne() {
    var top = Canvas(size: Size(width: 6, height: 2), fill: Cell(character: "-"))
    top.draw("a日b", at: Point(x: 0, y: 0), style: .bold)
    top.draw("語x", at: Point(x: 3, y: 1))
    for origin in [Point(x: 0, y: 0), Point(x: 1, y: 1), Point(x: 2, y: 0), Point(x: 4, y: 2)] {
      var base = Canvas(size: Size(width: 10, height: 4))
      base.draw("日本語日本", at: Point(x: 0, y: 0))
      base.draw("本日本語日", at: Point(x: 0, y: 2), style: .dim)
      var expected = base
      for y in 0..<top.size.height {
        for x in 0..<top.size.width where !top[x, y].isContinuation {
          expected.set(top[x, y], x: origin.x + x, y: origin.y + y)
        }
      }
      base.overlay(top, at: origin)
      #expect(base == expected, "at \(origin)")
    }
  }

  @Test func anOverlayRepairsTheWideCharactersItCutsAtBothSeams() {
    var base = Canvas(size: Size(width: 8, height: 1))
    base.draw("日本語日", at: Point(x: 0, y: 0))
    let top = Canvas(size: Size(width: 4, height: 1), fill: Cell(character: "x"))
    base.overlay(top, at: Point(x: 1, y: 0))
    #expect(base.lines == [" xxxx 日"])
    #expect(base[0, 0].width == 1)
    #expect(base[5, 0].width == 1)
    #expect(base[6, 0].width == 2)
  }

  @Test func aWideOrControlFillBecomesABlank() {
    #expect(Canvas(size: Size(width: 2, height: 1), fill: Cell(character: "日")).lines == ["  "])
    var canvas = Canvas(size: Size(width: 2, height: 1))
    canvas.fill(canvas.bounds, with: "\u{07}")
    #expect(canvas.lines == ["  "])
  }

  /// Printable ASCII is stored from its byte and the rest goes through `put`; together they
  /// must leave exactly what writing each character through `set` leaves, wide graphemes they
  /// cut included, for a `String` and for a `Substring`.
  @Test func textMatchesWritingItsCharactersOneByOne() {
    let texts = [
      ("abc", 0, 10), ("x y", 1, 10), ("abcdef", 3, 10), ("abcd", 2, 1), ("abc…", 1, 10),
      ("ab e\u{301}x", 0, 10), ("a日b", 2, 10), ("abc日本", 5, 10), ("ab\u{7}c", 0, 10),
    ]
    for (text, x, maxWidth) in texts {
      for underneath in ["日本語日本", "..........", "本日本語日"] {
        var canvas = Canvas(size: Size(width: 10, height: 1))
        canvas.draw(underneath, at: Point(x: 0, y: 0), style: .dim)
        var expected = canvas
        let limit = min(10, x + maxWidth)
        var column = x
        for character in text {
          let width = DisplayWidth.of(character)
          if width == 0 {
            for picture in character.unicodeScalars.compactMap(ControlPicture.of)
            where column < limit {
              expected.set(Cell(character: Character(picture), style: .bold), x: column, y: 0)
              column += 1
            }
            continue
          }
          if column + width > limit { break }
          expected.set(Cell(character: character, style: .bold), x: column, y: 0)
          column += width
        }
        var fromSubstring = canvas
        let written = canvas.draw(text, at: Point(x: x, y: 0), style: .bold, maxWidth: maxWidth)
        #expect(canvas == expected, "\(text) at \(x) over \(underneath)")
        #expect(written == column - x, "\(text) at \(x)")
        fromSubstring.draw(
          "<\(text)>".dropFirst().dropLast(), at: Point(x: x, y: 0), style: .bold,
          maxWidth: maxWidth)
        #expect(fromSubstring == expected, "\(text) as a substring")
      }
    }
  }

  @Test func textThatIsNotAllPrintableASCIIShowsControlsAndJoinsClusters() {
    var canvas = Canvas(size: Size(width: 8, height: 1))
    canvas.draw("e\u{301}a\r\nb\u{7F}c", at: Point(x: 0, y: 0))
    #expect(canvas.lines == ["e\u{301}a␍␊b␡c "])
    #expect(canvas[0, 0].character == "e\u{301}")
  }

  /// The width limit counts from the start of the text, even where that start is off the
  /// canvas, on both paths.
  @Test func textDrawnAtANegativeColumnIsClippedOnTheLeft() {
    for text in ["abcdef", "abcdé"] {
      var canvas = Canvas(size: Size(width: 4, height: 1))
      let written = canvas.draw(text, at: Point(x: -2, y: 0))
      #expect(canvas.lines == ["cd  "], "\(text)")
      #expect(written == 4)
    }
  }
}
