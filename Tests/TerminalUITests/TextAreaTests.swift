import SnapshotTesting
import TerminalUITestSupport
import Testing

@testable import TerminalUI

extension TextArea {
  fileprivate mutating func type(_ text: String, in size: Size = Size(width: 10, height: 3)) {
    for character in text { _ = handle(.character(character), in: size) }
  }

  fileprivate mutating func press(_ keys: Key..., in size: Size = Size(width: 10, height: 3)) {
    for key in keys { _ = handle(key, in: size) }
  }

  /// The wrapped rows as strings.
  fileprivate func rowTexts(width: Int) -> [String] {
    layout(width: width).map { String(characters[$0.start..<$0.end]) }
  }
}

@Suite struct TextAreaEditingTests {
  static let size = Size(width: 10, height: 3)

  @Test func enterSubmitsEscCancelsAndCtrlEIsLeftToTheScreen() {
    var area = TextArea(text: "hi")
    #expect(area.handle(.enter, in: Self.size) == .submit)
    #expect(area.handle(.escape, in: Self.size) == .cancel)
    #expect(area.handle(.ctrl("e"), in: Self.size) == .ignored)
    #expect(area.text == "hi")
  }

  @Test func altEnterAndCtrlJInsertNewlines() {
    var area = TextArea()
    area.type("a")
    #expect(area.handle(.altEnter, in: Self.size) == .edited)
    area.type("b")
    #expect(area.handle(.ctrl("j"), in: Self.size) == .edited)
    area.type("c")
    #expect(area.text == "a\nb\nc")
    #expect(area.cursor == 5)
  }

  @Test func backspaceAndDeleteRemoveAroundTheCursor() {
    var area = TextArea(text: "日本語")
    area.press(.left, .backspace)
    #expect(area.text == "日語")
    area.press(.home, .delete)
    #expect(area.text == "語")
    area.press(.backspace)
    #expect(area.text == "語")
  }

  @Test func aCombiningMarkJoinsTheCharacterBeforeIt() {
    var area = TextArea(text: "e")
    area.paste("\u{301}x", in: Self.size)
    #expect(area.characters == ["e\u{301}", "x"])
    #expect(area.cursor == 2)
    // A lone combining mark at the start has no width and is dropped.
    #expect(TextArea(text: "\u{301}a").characters == ["a"])
  }

  @Test func pasteKeepsNewlinesAndDropsControls() {
    var area = TextArea()
    area.paste("one\r\ntwo\u{1B}[31m\tthree\u{7}\rfour", in: Self.size)
    #expect(area.text == "one\ntwo[31m    three\nfour")
  }

  @Test func inputPastTheLimitIsRefusedWholeAndFlagged() {
    var area = TextArea(text: "abc", maximumLength: 5)
    area.paste("xyz", in: Self.size)
    #expect(area.text == "abc")
    #expect(area.refusedInput)
    area.type("d")
    #expect(area.text == "abcd")
    #expect(!area.refusedInput)
    area.type("ef")
    #expect(area.text == "abcde")
    #expect(area.refusedInput)
    var replaced = TextArea(maximumLength: 3)
    replaced.replaceText(with: "abcdef")
    #expect(replaced.text == "abc" && replaced.refusedInput)
  }

  @Test func theDefaultLimitIsGitHubsCommentLimit() {
    var area = TextArea(text: String(repeating: "a", count: 70_000))
    #expect(area.characters.count == 65_536)
    area.type("b")
    #expect(area.refusedInput && area.characters.count == 65_536)
  }

  @Test func blankTextIsBlank() {
    #expect(TextArea(text: " \n  ").isBlank)
    #expect(!TextArea(text: " x ").isBlank)
  }
}

@Suite struct TextAreaLayoutTests {
  @Test func wordsWrapWholeAndLongWordsBreak() {
    let area = TextArea(text: "the quick brown fox abcdefghijklmnop")
    #expect(
      area.rowTexts(width: 10) == ["the quick ", "brown fox ", "abcdefghij", "klmnop"])
  }

  @Test func cjkWrapsByCellsAndNeverStraddlesTheEdge() {
    let area = TextArea(text: "日本語のテキスト")
    // Five cells: two wide characters fit, the third would straddle the edge.
    #expect(area.rowTexts(width: 5) == ["日本", "語の", "テキ", "スト"])
  }

  @Test func aFullLastRowGetsAnEmptyRowForTheCursor() {
    let area = TextArea(text: "abcde")
    #expect(area.rowTexts(width: 5) == ["abcde", ""])
    #expect(area.cursorLocation(width: 5) == (row: 1, column: 0))
    #expect(area.cursorLocation(width: 6) == (row: 0, column: 5))
  }

  @Test func newlinesEndRowsAndEmptyParagraphsAreRows() {
    let area = TextArea(text: "a\n\nb")
    #expect(area.rowTexts(width: 5) == ["a", "", "b"])
  }

  @Test func upAndDownKeepTheDisplayColumnAcrossWideText() {
    // Row 0 "abcd", row 1 "日本": column 3 on row 0 lands after 日 (column 2) on row 1.
    var area = TextArea(text: "abcd\n日本x")
    let size = Size(width: 10, height: 3)
    area.press(.up, in: size)
    // From the end of row 1 (column 5) up to row 0: its end, column 4.
    #expect(area.cursor == 4)
    area.press(.left, in: size)
    area.press(.down, in: size)
    #expect(area.cursor == 6, "after 日, the column not past 3")
    area.press(.up, in: size)
    #expect(area.cursor == 3, "the goal column 3 is kept")
  }

  @Test func homeAndEndWorkOnTheWrappedRow() {
    var area = TextArea(text: "hello world again")
    let size = Size(width: 8, height: 3)
    #expect(area.rowTexts(width: 8) == ["hello ", "world ", "again"])
    area.press(.up, in: size)
    area.press(.home, in: size)
    #expect(area.cursor == 6)
    area.press(.end, in: size)
    #expect(area.cursor == 11, "the last position of a non-final row")
    area.press(.ctrl("a"), in: size)
    #expect(area.cursor == 6)
  }

  @Test func scrollingKeepsTheCursorVisible() {
    var area = TextArea()
    let size = Size(width: 10, height: 2)
    area.paste("1\n2\n3\n4\n5", in: size)
    #expect(area.scrollRow == 3)
    area.press(.pageUp, in: size)
    #expect(area.cursorLocation(width: 10).row == 2)
    #expect(area.scrollRow == 2)
    area.press(.up, .up, .up, in: size)
    #expect(area.scrollRow == 0)
  }

  /// Any text, any width: rows cover every character once, in order, and none is wider than
  /// the width unless it holds a single character.
  @Test func layoutCoversTheTextAtEveryWidth() {
    var random = SplitMix64(seed: 17)
    let alphabet: [Character] = ["a", "b", " ", "\n", "日", "本", "🎉", "e\u{301}", "👍🏽", "-", "x"]
    for _ in 0..<300 {
      let text = String(
        (0..<random.int(in: 0...60)).map { _ in
          alphabet[random.int(in: 0..<alphabet.count)]
        })
      let area = TextArea(text: text)
      for width in 1...12 {
        let rows = area.layout(width: width)
        var next = 0
        for row in rows {
          #expect(row.start == next || area.characters[next] == "\n" && row.start == next + 1)
          next = row.end
          let cells = area.cells(in: row.start..<row.end)
          #expect(cells <= width || row.end - row.start == 1, "\(text.debugDescription) \(width)")
        }
        #expect(next == area.characters.count)
        let location = area.cursorLocation(width: width)
        #expect(location.column < max(width, 2))
      }
    }
  }
}

@Suite struct TextAreaDrawingTests {
  static func render(_ area: TextArea, size: Size, error: String? = nil) -> Canvas {
    var canvas = Canvas(size: size)
    area.draw(
      in: canvas.bounds, placeholder: "Leave a comment", error: error, isFocused: true,
      canvas: &canvas)
    return canvas
  }

  @Test(arguments: [
    Size(width: 12, height: 4), Size(width: 20, height: 5), Size(width: 7, height: 6),
  ])
  func cjkTextWithTheCursor(size: Size) {
    var area = TextArea(text: "日本語のコメントです。Thanks for the report!")
    area.press(.home, .left, in: size)
    let canvas = Self.render(area, size: size)
    assertSnapshot(
      of: canvas, as: .canvasText, named: "\(size.width)x\(size.height)")
  }

  @Test func placeholderWhenEmptyAndTheErrorSlot() {
    let canvas = Self.render(
      TextArea(), size: Size(width: 24, height: 3), error: "Comment can't be empty")
    assertSnapshot(of: canvas, as: .canvasText)
  }

  @Test func theCursorAtAFullRowsEndStandsOnTheNextRow() {
    let canvas = Self.render(TextArea(text: "日本語"), size: Size(width: 6, height: 3))
    #expect(canvas.lines == ["日本語", "      ", "      "])
    #expect(canvas[0, 1].style.attributes.contains(.reverse))
    #expect(!canvas[0, 0].style.attributes.contains(.reverse))
  }

  @Test func theCursorOnAWideCharacterCoversBothCells() {
    var area = TextArea(text: "a日b")
    area.press(.left, .left, in: Size(width: 10, height: 1))
    let canvas = Self.render(area, size: Size(width: 10, height: 1))
    #expect(canvas[1, 0].style.attributes.contains(.reverse))
    #expect(canvas[2, 0].style.attributes.contains(.reverse))
    #expect(!canvas[3, 0].style.attributes.contains(.reverse))
  }
}

/// Text taller than the area shows where more is: `↑` at the top right when lines are above,
/// `↓` at the bottom right when lines are below, in a gutter the text doesn't wrap into.
@Suite struct TextAreaOverflowTests {
  static let size = Size(width: 12, height: 4)
  static let text = (1...10).map { "line \($0)" }.joined(separator: "\n")

  static func drawn(_ area: TextArea) -> Canvas {
    var canvas = Canvas(size: size)
    area.draw(in: Rect(size: size), placeholder: "", isFocused: true, canvas: &canvas)
    return canvas
  }

  @Test func atTheEndMoreIsAbove() {
    let area = TextArea(text: Self.text)  // the cursor at the end, as after `$EDITOR`
    let lines = Self.drawn(area).lines
    #expect(lines[0].hasSuffix("↑"))
    #expect(!lines[3].hasSuffix("↓"))
    #expect(lines[3].hasPrefix("line 10"))
  }

  @Test func atTheStartMoreIsBelow() {
    var area = TextArea(text: Self.text)
    _ = area.handle(.ctrl("a"), in: Self.size)
    for _ in 0..<12 { _ = area.handle(.up, in: Self.size) }
    let lines = Self.drawn(area).lines
    #expect(lines[0].hasPrefix("line 1"))
    #expect(!lines[0].hasSuffix("↑"))
    #expect(lines[3].hasSuffix("↓"))
  }

  @Test func textThatFitsHasNoGutter() {
    let lines = Self.drawn(TextArea(text: "one\ntwo")).lines
    #expect(!lines.joined().contains("↑") && !lines.joined().contains("↓"))
  }
}
