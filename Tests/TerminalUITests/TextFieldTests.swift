import Testing

@testable import TerminalUI

extension TextField {
  /// Types each character of `string`, as a paste arrives.
  fileprivate mutating func typeText(_ string: String) {
    for character in string { _ = handle(.character(character)) }
  }

  /// Applies keys in order, discarding the outcomes.
  fileprivate mutating func press(_ keys: Key...) {
    for key in keys { _ = handle(key) }
  }

  /// A field holding `text` typed from empty, cursor at the end.
  fileprivate static func typed(_ text: String, maximumLength: Int = 512) -> TextField {
    var field = TextField(maximumLength: maximumLength)
    field.typeText(text)
    return field
  }
}

@Suite struct TextFieldEditingTests {
  @Test func startsEmptyWithTheCursorAtZero() {
    let field = TextField()
    #expect(field.text.isEmpty)
    #expect(field.cursor == 0)
    #expect(!field.isMasked)
  }

  @Test func initialTextPutsTheCursorAtTheEnd() {
    let field = TextField(text: "日本🎉x")
    #expect(field.text == "日本🎉x")
    #expect(field.cursor == 4)
  }

  @Test func typingAppendsAndAdvancesTheCursor() {
    var field = TextField()
    let outcome = field.handle(.character("a"))
    #expect(outcome == .edited)
    field.typeText("bc")
    #expect(field.text == "abc")
    #expect(field.cursor == 3)
  }

  @Test func typingInsertsAtTheCursor() {
    var field = TextField.typed("ac")
    field.press(.left)
    field.typeText("b")
    #expect(field.text == "abc")
    #expect(field.cursor == 2)
    field.press(.home)
    field.typeText("日")
    #expect(field.text == "日abc")
    #expect(field.cursor == 1)
    field.press(.end)
    field.typeText("🎉")
    #expect(field.text == "日abc🎉")
    #expect(field.cursor == 5)
  }

  @Test func arrowsMoveOneCharacterAndStopAtTheEdges() {
    var field = TextField.typed("a日🎉")
    var cursors: [Int] = []
    for key in [Key.left, .left, .left, .left, .right, .right, .right, .right] {
      let outcome = field.handle(key)
      #expect(outcome == .edited)
      cursors.append(field.cursor)
    }
    #expect(cursors == [2, 1, 0, 0, 1, 2, 3, 3])
    #expect(field.text == "a日🎉")
  }

  @Test(arguments: [Key.home, .ctrl("a")])
  func homeAndCtrlAMoveToTheStart(key: Key) {
    var field = TextField.typed("hello")
    let outcome = field.handle(key)
    #expect(outcome == .edited)
    #expect(field.cursor == 0)
    #expect(field.text == "hello")
  }

  @Test(arguments: [Key.end, .ctrl("e")])
  func endAndCtrlEMoveToTheEnd(key: Key) {
    var field = TextField.typed("hello")
    field.press(.home, .right)
    let outcome = field.handle(key)
    #expect(outcome == .edited)
    #expect(field.cursor == 5)
    #expect(field.text == "hello")
  }

  @Test func backspaceRemovesTheCharacterBeforeTheCursor() {
    var field = TextField.typed("ab日🎉")
    field.press(.backspace)
    #expect(field.text == "ab日")
    #expect(field.cursor == 3)
    field.press(.left, .backspace)
    #expect(field.text == "a日")
    #expect(field.cursor == 1)
  }

  @Test func backspaceAtTheStartDoesNothing() {
    var field = TextField.typed("abc")
    field.press(.home)
    let outcome = field.handle(.backspace)
    #expect(outcome == .edited)
    #expect(field.text == "abc")
    #expect(field.cursor == 0)
    var empty = TextField()
    empty.press(.backspace, .backspace)
    #expect(empty == TextField())
  }

  @Test(arguments: [Key.delete, .ctrl("d")])
  func deleteRemovesTheCharacterAtTheCursor(key: Key) {
    var field = TextField.typed("a日c")
    field.press(.home, .right)
    let outcome = field.handle(key)
    #expect(outcome == .edited)
    #expect(field.text == "ac")
    #expect(field.cursor == 1)
  }

  @Test(arguments: [Key.delete, .ctrl("d")])
  func deleteAtTheEndDoesNothing(key: Key) {
    var field = TextField.typed("abc")
    let outcome = field.handle(key)
    #expect(outcome == .edited)
    #expect(field.text == "abc")
    #expect(field.cursor == 3)
    var empty = TextField()
    empty.press(key, key)
    #expect(empty == TextField())
  }

  @Test func ctrlUClearsFromAnywhere() {
    var field = TextField.typed("secret 日本")
    field.press(.left, .left, .left)
    let outcome = field.handle(.ctrl("u"))
    #expect(outcome == .edited)
    #expect(field.text.isEmpty)
    #expect(field.cursor == 0)
    field.press(.ctrl("u"))
    #expect(field.text.isEmpty)
    field.typeText("x")
    #expect(field.text == "x")
  }

  @Test func maximumLengthCapsALongPaste() {
    let field = TextField.typed("abcdefghij", maximumLength: 5)
    #expect(field.text == "abcde")
    #expect(field.cursor == 5)
  }

  @Test func maximumLengthCountsCharactersNotColumnsOrBytes() {
    let field = TextField.typed("日本語🎉👨‍👩‍👧x", maximumLength: 5)
    #expect(field.text == "日本語🎉👨‍👩‍👧")
    #expect(field.cursor == 5)
  }

  @Test func aFullFieldRefusesInsertionsInTheMiddleUntilSpaceIsFreed() {
    var field = TextField.typed("ab", maximumLength: 4)
    field.press(.home)
    field.typeText("xyz")
    #expect(field.text == "xyab")
    #expect(field.cursor == 2)
    field.press(.backspace)
    field.typeText("Z")
    #expect(field.text == "xZab")
    #expect(field.cursor == 2)
  }

  @Test func initialTextIsCutToTheMaximumLength() {
    let field = TextField(text: "abcdefgh", maximumLength: 3)
    #expect(field.text == "abc")
    #expect(field.cursor == 3)
  }

  @Test(arguments: [0, -5])
  func aMaximumLengthBelowOneBecomesOne(maximumLength: Int) {
    var field = TextField(maximumLength: maximumLength)
    #expect(field.maximumLength == 1)
    field.typeText("abc")
    #expect(field.text == "a")
  }

  @Test(
    arguments: [
      "\u{1B}", "\u{07}", "\u{00}", "\u{08}", "\u{7F}", "\u{9B}", "\t", "\u{200B}", "\u{301}",
      "\u{FE0F}", "\u{200D}",
    ] as [Character])
  func controlAndZeroWidthCharactersAreRefused(character: Character) {
    var field = TextField.typed("ab")
    field.press(.left)
    let before = field
    _ = field.handle(.character(character))
    #expect(field == before)
    #expect(field.text == "ab")
    #expect(field.cursor == 1)
  }

  @Test func anEscapeSequenceTypedAsAPasteKeepsOnlyItsPrintableCharacters() {
    let field = TextField.typed("a\u{1B}[2Jb\u{07}")
    #expect(field.text == "a[2Jb")
    #expect(field.text.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F })
  }

  @Test(
    arguments: ["\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}"]
      as [Character])
  func newlinesAreIgnored(character: Character) {
    var field = TextField.typed("ab")
    let before = field
    let outcome = field.handle(.character(character))
    #expect(outcome == .ignored)
    #expect(field == before)
  }

  @Test(arguments: [
    Key.enter, .escape, .tab, .backTab, .up, .down, .pageUp, .pageDown, .insert, .function(1),
    .ctrl("c"), .ctrl("x"),
  ])
  func nonEditingKeysAreIgnoredAndChangeNothing(key: Key) {
    var field = TextField.typed("abc")
    field.press(.left)
    let before = field
    let outcome = field.handle(key)
    #expect(outcome == .ignored)
    #expect(field == before)
  }

  @Test func theCursorStaysWithinTheTextThroughAnEditingSession() {
    var field = TextField(maximumLength: 6)
    let keys: [Key] = [
      .character("a"), .character("日"), .left, .character("🎉"), .home, .delete, .end,
      .backspace, .character("x"), .character("y"), .character("z"), .character("w"),
      .character("v"), .character("u"), .left, .left, .ctrl("d"), .ctrl("a"), .backspace,
      .ctrl("e"), .right, .ctrl("u"), .left, .delete,
    ]
    for key in keys {
      _ = field.handle(key)
      #expect((0...field.text.count).contains(field.cursor), "after \(key)")
      #expect(field.text.count <= field.maximumLength, "after \(key)")
    }
    #expect(field.text.isEmpty)
  }

  /// Two regional indicators form one flag, and an emoji plus a skin-tone modifier one
  /// grapheme: typing the second merges it into the first, so the text grows by no character.
  @Test(arguments: [("🇯", "🇵"), ("👍", "🏽")] as [(Character, Character)])
  func typingACharacterThatMergesWithItsNeighbourKeepsTheCursorInTheText(
    first: Character, second: Character
  ) {
    var field = TextField()
    field.typeText(String(first))
    field.typeText(String(second))
    #expect(field.text.count == 1)
    #expect(field.cursor == field.text.count)
    var canvas = Canvas(size: Size(width: 4, height: 1))
    field.draw(in: canvas.bounds, style: .plain, isFocused: true, canvas: &canvas)
    #expect(canvas.lines[0].hasPrefix(field.text))
  }
}

@Suite struct TextFieldMaskingTests {
  @Test func maskedTextIsDisplayedAsOneBulletPerCharacter() {
    let field = TextField(text: "hunter2", isMasked: true)
    #expect(field.displayedText == "•••••••")
    #expect(field.text == "hunter2")
    let wide = TextField(text: "日本🎉", isMasked: true)
    #expect(wide.displayedText == "•••")
  }

  @Test func anUnmaskedFieldDisplaysItsText() {
    var field = TextField(text: "hunter2", isMasked: true)
    field.isMasked = false
    #expect(field.displayedText == "hunter2")
  }

  @Test(arguments: [30, 4, 1])
  func aMaskedFieldNeverDrawsTheSecret(width: Int) {
    let secret = "hunter2日本"
    var field = TextField(text: secret, isMasked: true)
    for key in [Key.end, .home, .right, .right, .right] {
      field.press(key)
      var canvas = Canvas(size: Size(width: 32, height: 1))
      let rect = Rect(x: 1, y: 0, width: width, height: 1)
      field.draw(in: rect, style: .plain, isFocused: true, canvas: &canvas)
      let drawn = Set(canvas.cells.map(\.character))
      #expect(drawn.isSubset(of: ["•", " "]), "after \(key): \(canvas.lines)")
      if width > 1 { #expect(drawn.contains("•"), "after \(key): \(canvas.lines)") }
    }
  }

  @Test func aMaskedFieldDrawsOneBulletPerCharacter() {
    let field = TextField(text: "pa日🎉", isMasked: true)
    var canvas = Canvas(size: Size(width: 10, height: 1))
    field.draw(
      in: Rect(x: 0, y: 0, width: 10, height: 1), style: .plain, isFocused: false, canvas: &canvas)
    #expect(canvas.lines == ["••••      "])
  }
}

@Suite struct TextFieldDrawingTests {
  static let style = Style(foreground: .red)

  static func render(
    _ field: TextField, in rect: Rect, canvas size: Size = Size(width: 12, height: 3),
    isFocused: Bool = true
  ) -> Canvas {
    var canvas = Canvas(size: size)
    field.draw(in: rect, style: style, isFocused: isFocused, canvas: &canvas)
    return canvas
  }

  /// Columns of row `y` drawn in reverse video: where the cursor is.
  static func cursorColumns(_ canvas: Canvas, row y: Int) -> [Int] {
    (0..<canvas.size.width).filter { canvas[$0, y].style.attributes.contains(.reverse) }
  }

  /// Every cell outside `rect` that isn't blank, as "x,y".
  static func touchedOutside(_ rect: Rect, in canvas: Canvas) -> [String] {
    var touched: [String] = []
    for y in 0..<canvas.size.height {
      for x in 0..<canvas.size.width
      where !rect.contains(Point(x: x, y: y)) && canvas[x, y] != .blank {
        touched.append("\(x),\(y)")
      }
    }
    return touched
  }

  /// The character the cursor sits on as drawn, or a space at the end of the text.
  static func characterUnderCursor(_ field: TextField) -> Character {
    let characters = Array(field.displayedText)
    return field.cursor < characters.count ? characters[field.cursor] : " "
  }

  @Test func drawsTheTextWithTheCursorCellReversed() {
    var field = TextField.typed("abc")
    field.press(.left)
    let canvas = Self.render(field, in: Rect(x: 2, y: 1, width: 6, height: 1))
    #expect(canvas.lines == ["            ", "  abc       ", "            "])
    #expect(Self.cursorColumns(canvas, row: 1) == [4])
    #expect(canvas[4, 1].style == Self.style.adding(.reverse))
    #expect(canvas[2, 1].style == Self.style)
    #expect(canvas[7, 1].style == Self.style)
  }

  @Test func theCursorAtTheEndIsAReversedBlank() {
    let field = TextField.typed("abc")
    let canvas = Self.render(field, in: Rect(x: 0, y: 0, width: 6, height: 1))
    #expect(canvas.lines[0] == "abc         ")
    #expect(Self.cursorColumns(canvas, row: 0) == [3])
    #expect(canvas[3, 0].character == " ")
  }

  @Test func anUnfocusedFieldShowsNoCursor() {
    var field = TextField.typed("abc")
    field.press(.left)
    let canvas = Self.render(field, in: Rect(x: 0, y: 0, width: 6, height: 1), isFocused: false)
    #expect(canvas.lines[0] == "abc         ")
    #expect(Self.cursorColumns(canvas, row: 0).isEmpty)
  }

  @Test func aLongFieldScrollsSoTheCursorAtTheEndIsVisible() {
    let field = TextField.typed("abcdefghij")
    let canvas = Self.render(field, in: Rect(x: 0, y: 0, width: 5, height: 1))
    #expect(canvas.lines[0] == "ghij        ")
    #expect(Self.cursorColumns(canvas, row: 0) == [4])
  }

  @Test func aLongFieldScrollsBackWhenTheCursorMovesHome() {
    var field = TextField.typed("abcdefghij")
    field.press(.home)
    let canvas = Self.render(field, in: Rect(x: 0, y: 0, width: 5, height: 1))
    #expect(canvas.lines[0] == "abcde       ")
    #expect(Self.cursorColumns(canvas, row: 0) == [0])
  }

  @Test func everyCursorPositionInANarrowASCIIFieldIsVisible() {
    var failures: [String] = []
    for width in 1...6 {
      var field = TextField.typed("abcdefghij")
      field.press(.home)
      for _ in 0...field.text.count {
        let rect = Rect(x: 3, y: 1, width: width, height: 1)
        let canvas = Self.render(field, in: rect, canvas: Size(width: 12, height: 3))
        let columns = Self.cursorColumns(canvas, row: 1)
        let expected = Self.characterUnderCursor(field)
        if columns.count != 1 || columns.first.map({ canvas[$0, 1].character }) != expected {
          failures.append("width \(width) cursor \(field.cursor): \(canvas.lines[1])")
        }
        field.press(.right)
      }
    }
    #expect(failures.isEmpty)
  }

  @Test func wideCharactersScrollSoTheCursorAtTheEndIsVisible() {
    let canvas = Self.render(
      TextField.typed("日本語"), in: Rect(x: 0, y: 0, width: 4, height: 1),
      canvas: Size(width: 4, height: 1))
    #expect(canvas.lines == ["語  "])
    #expect(Self.cursorColumns(canvas, row: 0) == [2])
    let emoji = Self.render(
      TextField.typed("🎉🚀"), in: Rect(x: 0, y: 0, width: 3, height: 1),
      canvas: Size(width: 3, height: 1))
    #expect(emoji.lines == ["🚀 "])
    #expect(Self.cursorColumns(emoji, row: 0) == [2])
  }

  @Test func aCursorOnAWideCharacterReversesBothItsCells() {
    var field = TextField.typed("日本語")
    field.press(.home, .right)
    let canvas = Self.render(
      field, in: Rect(x: 0, y: 0, width: 4, height: 1), canvas: Size(width: 4, height: 1))
    #expect(canvas.lines == ["日本"])
    #expect(Self.cursorColumns(canvas, row: 0) == [2, 3])
  }

  @Test func wideCharactersNeverSplitAtTheRightEdge() {
    var field = TextField.typed("日本語")
    field.press(.home)
    let canvas = Self.render(
      field, in: Rect(x: 0, y: 0, width: 5, height: 1), canvas: Size(width: 6, height: 1))
    #expect(canvas.lines == ["日本  "])
    #expect(canvas[4, 0] == Cell(character: " ", style: Self.style))
    #expect(canvas[5, 0] == .blank)
  }

  @Test func everyCursorPositionOverWideCharactersIsVisibleInAnEvenWidth() {
    var failures: [String] = []
    for text in ["日本語テキスト", "🎉🚀🎉🚀🎉", "日本"] {
      for width in [2, 4, 6] {
        var field = TextField.typed(text)
        field.press(.home)
        for _ in 0...field.text.count {
          let canvas = Self.render(field, in: Rect(x: 1, y: 0, width: width, height: 1))
          let columns = Self.cursorColumns(canvas, row: 0)
          let expected = Self.characterUnderCursor(field)
          if columns.first.map({ canvas[$0, 0].character }) != expected {
            failures.append("\(text) width \(width) cursor \(field.cursor): \(canvas.lines[0])")
          }
          field.press(.right)
        }
      }
    }
    #expect(failures.isEmpty)
  }

  /// With narrow characters before it, a wide character under the cursor may not fit in the
  /// columns the scroll leaves for it (the scroll reserves one column for the cursor).
  @Test(
    arguments: [
      ("ab日", 3, 2), ("a日", 2, 1), ("日本", 3, 1), ("ab🎉c", 3, 2), ("x日本語", 4, 2),
    ] as [(String, Int, Int)])
  func aCursorOnAWideCharacterAfterNarrowOnesIsVisible(text: String, width: Int, cursor: Int) {
    var field = TextField.typed(text)
    field.press(.home)
    for _ in 0..<cursor { field.press(.right) }
    #expect(field.cursor == cursor)
    let canvas = Self.render(field, in: Rect(x: 0, y: 0, width: width, height: 1))
    let columns = Self.cursorColumns(canvas, row: 0)
    #expect(
      columns.first.map { canvas[$0, 0].character } == Self.characterUnderCursor(field),
      "\(canvas.lines[0])")
  }

  @Test(arguments: [
    Rect(x: 3, y: 1, width: 4, height: 1), Rect(x: 3, y: 1, width: 4, height: 2),
    Rect(x: 0, y: 0, width: 1, height: 1), Rect(x: 5, y: 2, width: 1, height: 1),
    Rect(x: 11, y: 0, width: 1, height: 1), Rect(x: 0, y: 0, width: 12, height: 1),
  ])
  func drawingNeverWritesOutsideTheRect(rect: Rect) {
    let texts = ["", "abcdefghijklmnop", "日本語テキスト", "a日b🎉c本", "🎉🚀🎉🚀🎉🚀🎉"]
    for text in texts {
      for isMasked in [false, true] {
        var field = TextField(text: text, isMasked: isMasked)
        field.press(.home)
        for _ in 0...field.text.count {
          for isFocused in [true, false] {
            let canvas = Self.render(field, in: rect, isFocused: isFocused)
            let touched = Self.touchedOutside(rect, in: canvas)
            #expect(touched.isEmpty, "\(text) cursor \(field.cursor): \(canvas.lines)")
          }
          field.press(.right)
        }
      }
    }
  }

  @Test func drawingFillsOnlyTheFirstRowOfATallRect() {
    let field = TextField.typed("ab")
    let canvas = Self.render(field, in: Rect(x: 1, y: 0, width: 4, height: 3))
    #expect(canvas.lines[0] == " ab         ")
    #expect((0..<12).allSatisfy { canvas[$0, 1] == .blank && canvas[$0, 2] == .blank })
    #expect((1..<5).allSatisfy { canvas[$0, 0].style != .plain })
  }

  @Test func aWidthOneRectShowsOnlyTheCursorCell() {
    let field = TextField.typed("abc")
    let canvas = Self.render(
      field, in: Rect(x: 2, y: 0, width: 1, height: 1), canvas: Size(width: 5, height: 1))
    #expect(canvas.lines == ["     "])
    #expect(Self.cursorColumns(canvas, row: 0) == [2])
    #expect(Self.touchedOutside(Rect(x: 2, y: 0, width: 1, height: 1), in: canvas).isEmpty)
  }

  @Test func aWideCharacterNeverSpillsOutOfAWidthOneRect() {
    var field = TextField.typed("日本")
    field.press(.home)
    let rect = Rect(x: 2, y: 0, width: 1, height: 1)
    let canvas = Self.render(field, in: rect, canvas: Size(width: 5, height: 1))
    #expect(canvas.lines == ["     "])
    #expect(canvas[2, 0] == Cell(character: " ", style: Self.style))
    #expect(Self.touchedOutside(rect, in: canvas).isEmpty)
  }

  @Test(arguments: [
    Rect(x: 2, y: 0, width: 0, height: 1), Rect(x: 2, y: 0, width: 5, height: 0),
    Rect(x: 0, y: 0, width: 0, height: 0), Rect(x: 2, y: 0, width: -3, height: 1),
  ])
  func anEmptyRectDrawsNothing(rect: Rect) {
    for text in ["", "abc", "日本🎉"] {
      let canvas = Self.render(TextField(text: text), in: rect)
      #expect(canvas == Canvas(size: Size(width: 12, height: 3)))
    }
  }

  @Test func aRectHangingOffTheCanvasIsClipped() {
    let field = TextField.typed("abcdef")
    let left = Self.render(
      field, in: Rect(x: -3, y: 0, width: 6, height: 1), canvas: Size(width: 6, height: 1))
    #expect(left.lines == ["ef    "])
    #expect((3..<6).allSatisfy { left[$0, 0] == .blank })
    let right = Self.render(
      field, in: Rect(x: 4, y: 0, width: 6, height: 1), canvas: Size(width: 6, height: 1))
    #expect(right.lines == ["    bc"])
    #expect((0..<4).allSatisfy { right[$0, 0] == .blank })
  }
}

@Suite struct TextFieldInitialTextTests {
  @Test func initialTextIsFilteredLikeTyping() {
    let field = TextField(text: "a\u{1B}[2Jb\nc\u{07}")
    #expect(field.text == "a[2Jbc")
    #expect(field.cursor == field.text.count)
  }
}

@Suite struct TextFieldPasteTests {
  @Test func aPasteInsertsAtTheCursorAsOneEdit() {
    var field = TextField(text: "ad")
    _ = field.handle(.left)
    field.paste("bc")
    #expect(field.text == "abcd")
    #expect(field.cursor == 3)
  }

  @Test func aPasteDropsNewlinesAndControls() {
    var field = TextField()
    field.paste("ghp_abc\r\n\u{1B}[2J\tdef\u{07}\n")
    #expect(field.text == "ghp_abc[2Jdef")
  }

  @Test func aPasteStopsAtTheMaximumLength() {
    var field = TextField(text: "ab", maximumLength: 5)
    field.paste(String(repeating: "x", count: 10_000))
    #expect(field.text == "abxxx")
    #expect(field.cursor == 5)
    field.paste("more")
    #expect(field.text == "abxxx", "a full field takes nothing")
  }
}
