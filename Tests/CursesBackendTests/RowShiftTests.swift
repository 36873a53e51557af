import CNcurses
import Testing

@testable import CursesBackend
@testable import TerminalUI

/// A list that scrolls is scrolled in curses, not copied again, and curses still ends up with
/// the new frame: its text, its styles and what it believes the terminal shows.
@Suite(.serialized) struct RowShiftTests {
  private static let size = Size(width: 80, height: 24)

  /// A title, list rows 1...22 starting at item `first` with the bar on item `selected`, and a
  /// footer: the shape of every list screen.
  private static func list(first: Int, selected: Int) -> Canvas {
    var canvas = Canvas(size: size)
    canvas.draw("Issues", at: Point(x: 0, y: 0), style: .bold)
    for row in 1...22 {
      let item = first + row - 1
      let y = row
      canvas.draw(
        "  #\(item) 日本語 title of item \(item)", at: Point(x: 0, y: y),
        style: item == selected ? .reverse : .plain)
      canvas.draw("bug", at: Point(x: 60, y: y), style: Style(foreground: .red))
    }
    canvas.draw("\(selected) of 99", at: Point(x: 0, y: 23), style: .dim)
    return canvas
  }

  /// Row `y` of a curses window as text and whether each cell is in reverse video, a wide
  /// grapheme once; the cells past the row's end read as plain.
  private static func row(_ window: UnsafeMutablePointer<WINDOW>?, _ y: Int) -> (
    text: String, reverse: [Bool]
  ) {
    var cells = [cchar_t](repeating: cchar_t(), count: size.width + 1)
    let count = mvwin_wchnstr(window, Int32(y), 0, &cells, Int32(size.width))
    guard count != ERR else { return ("", []) }
    var text = ""
    var reverse: [Bool] = []
    for var cell in cells.prefix(size.width) {
      var characters = [wchar_t](repeating: 0, count: 8)
      var attributes: attr_t = 0
      var pair: Int16 = 0
      getcchar(&cell, &characters, &attributes, &pair, nil)
      reverse.append(attributes & triage_a_reverse() != 0)
      if let first = characters.first, first != 0,
        let scalar = Unicode.Scalar(UInt32(bitPattern: first))
      {
        text.unicodeScalars.append(scalar)
      }
    }
    return (text, reverse)
  }

  private static func expected(_ canvas: Canvas, _ y: Int) -> (text: String, reverse: [Bool]) {
    var text = ""
    for x in 0..<size.width where !canvas[x, y].isContinuation {
      text.append(canvas[x, y].character)
    }
    // Curses gives a wide grapheme's cell once, as it does its text.
    let reverse = (0..<size.width).filter { !canvas[$0, y].isContinuation }.map {
      canvas[$0, y].style.attributes.contains(.reverse)
    }
    return (text, reverse + Array(repeating: false, count: size.width - reverse.count))
  }

  /// The shift between two whole frames, from each row compared in place as the renderer does.
  private static func find(_ old: Canvas, _ new: Canvas) -> RowShift? {
    let changed = (0..<size.height).map {
      !new.row($0, equals: $0, of: old, columns: size.width)
    }
    return RowShift.find(from: old, to: new, changed: changed, columns: size.width)
  }

  @Test(arguments: [
    (1, RowShift(top: 1, bottom: 22, by: 1)),
    (-1, RowShift(top: 1, bottom: 22, by: -1)),
    (2, RowShift(top: 1, bottom: 22, by: 2)),
    (-3, RowShift(top: 1, bottom: 22, by: -3)),
  ])
  func aScrolledListIsScrolledInCursesAndEndsAsTheNewFrame(by: Int, shift: RowShift) async throws {
    let screen = try await PseudoTerminalScreen()
    var renderer = CursesRenderer(palette: CursesPalette(wantsColor: true))
    let before = Self.list(first: 10, selected: 20)
    let after = Self.list(first: 10 + by, selected: 20 + by)
    #expect(Self.find(before, after) == shift)
    renderer.render(before)
    _ = screen.takeOutput()
    renderer.render(after)
    let sent = screen.takeOutput()
    for y in 0..<24 {
      let want = Self.expected(after, y)
      let window = Self.row(triage_stdscr(), y)
      let terminal = Self.row(triage_curscr(), y)
      #expect(window.text == want.text, "row \(y) of the window")
      #expect(terminal.text == want.text, "row \(y) as curses believes the terminal shows it")
      #expect(window.reverse == want.reverse, "row \(y)'s reverse video")
      #expect(terminal.reverse == want.reverse, "row \(y)'s reverse video on the terminal")
    }
    // The rows the scroll explains are not sent again: the frame is far smaller than the list.
    #expect(sent.count < 600, "\(sent.count) bytes")
  }

  /// Three rows that scrolled by one, with the row they reveal: two saved, not worth a scroll.
  /// Four rows: three saved.
  @Test func aShiftThatSavesFewerThanThreeRowsIsNotTaken() {
    func frame(_ rows: [String]) -> Canvas {
      var canvas = Canvas(size: Self.size)
      for (y, text) in rows.enumerated() { canvas.draw(text, at: Point(x: 0, y: y)) }
      return canvas
    }
    #expect(
      Self.find(frame(["a", "b", "c"]), frame(["b", "c", "x"]))
        == nil)
    #expect(
      Self.find(frame(["a", "b", "c", "d"]), frame(["b", "c", "d", "x"]))
        == RowShift(top: 0, bottom: 3, by: 1))
  }

  /// Blank rows equal each other at any shift; they are never a reason to scroll.
  @Test func rowsThatDidNotChangeSaveNothing() {
    let blank = Canvas(size: Self.size)
    #expect(Self.find(blank, blank) == nil)
  }

  @Test func aRevealedRowIsTheOnlyOneWithNoOldRow() {
    let forward = RowShift(top: 2, bottom: 10, by: 2)
    #expect(forward.revealed == 9..<11)
    #expect(forward.oldRow(for: 2) == 4)
    #expect(forward.oldRow(for: 9) == nil)
    #expect(forward.oldRow(for: 11) == 11)
    let back = RowShift(top: 2, bottom: 10, by: -1)
    #expect(back.revealed == 2..<3)
    #expect(back.oldRow(for: 3) == 2)
    #expect(back.oldRow(for: 1) == 1)
  }
}
