import CNcurses
import Testing

@testable import CursesBackend
@testable import TerminalUI

/// What the renderer sends a real curses screen on a pseudo-terminal.
@Suite(.serialized) struct CursesRendererTests {
  private static func frame(_ draw: (inout Canvas) -> Void) -> Canvas {
    var canvas = Canvas(size: Size(width: 80, height: 24))
    draw(&canvas)
    return canvas
  }

  @Test func aBlankBetweenTwoRunsOfOneColourIsSentInThatColour() async throws {
    let screen = try await PseudoTerminalScreen()
    var renderer = CursesRenderer(palette: CursesPalette(wantsColor: true))
    _ = screen.takeOutput()
    let magenta = Style(foreground: .magenta)
    renderer.render(
      Self.frame { canvas in
        canvas.draw("ab", at: Point(x: 0, y: 5), style: magenta)
        canvas.draw("cd", at: Point(x: 4, y: 5), style: magenta)
        canvas.draw("日", at: Point(x: 10, y: 5), style: magenta)
        canvas.draw("ef", at: Point(x: 13, y: 5), style: magenta)
      })
    let sent = String(decoding: screen.takeOutput(), as: UTF8.self)
    #expect(sent.contains("ab  cd"), "no style change around the blanks")
    #expect(sent.contains("日 ef"), "not even after a wide character, which ends a run")
  }

  /// The canvas never holds controls (drawing skips them); if one ever got in, one byte or
  /// two, the renderer sends a space in its place.
  @Test func aControlThatReachesTheCanvasIsSentAsASpace() async throws {
    let screen = try await PseudoTerminalScreen()
    var renderer = CursesRenderer(palette: CursesPalette(wantsColor: true))
    _ = screen.takeOutput()
    renderer.render(
      Self.frame { canvas in
        canvas.draw("a-b-c", at: Point(x: 0, y: 5))
        for (x, control) in [(1, "\u{07}"), (3, "\u{85}")] {
          canvas.cells[5 * canvas.size.width + x] = Cell(
            grapheme: Grapheme(Character(control)), width: 1, style: .plain)
        }
      })
    let sent = String(decoding: screen.takeOutput(), as: UTF8.self)
    #expect(sent.contains("a b c"))
    #expect(!sent.contains("\u{07}"))
    #expect(!sent.unicodeScalars.contains("\u{85}"))
  }

  /// Screen-reader mode: a frame that places the cursor shows it there, for the reader to
  /// follow; a frame that places none hides it again.
  @Test func theCursorIsShownWhereTheFramePlacesIt() async throws {
    let screen = try await PseudoTerminalScreen()
    var renderer = CursesRenderer(palette: CursesPalette(wantsColor: true))
    _ = screen.takeOutput()
    renderer.render(
      Self.frame { canvas in
        canvas.draw("row", at: Point(x: 0, y: 20))
        canvas.cursor = Point(x: 7, y: 5)
      })
    let shown = String(decoding: screen.takeOutput(), as: UTF8.self)
    #expect(shown.contains("\u{1B}[?25h"), "shown")
    #expect(shown.contains("\u{1B}[6;8H"), "at row 6, column 8")
    renderer.render(Self.frame { canvas in canvas.draw("row", at: Point(x: 0, y: 20)) })
    let hidden = String(decoding: screen.takeOutput(), as: UTF8.self)
    #expect(hidden.contains("\u{1B}[?25l"), "hidden again")
  }

  @Test func aBlankInReverseVideoKeepsItsOwnColour() async throws {
    let screen = try await PseudoTerminalScreen()
    var renderer = CursesRenderer(palette: CursesPalette(wantsColor: true))
    _ = screen.takeOutput()
    renderer.render(
      Self.frame { canvas in
        canvas.draw(
          "ab", at: Point(x: 0, y: 5), style: Style(foreground: .red, attributes: .reverse))
        canvas.draw(" ", at: Point(x: 2, y: 5), style: .reverse)
        canvas.draw(
          "cd", at: Point(x: 3, y: 5), style: Style(foreground: .red, attributes: .reverse))
      })
    let sent = String(decoding: screen.takeOutput(), as: UTF8.self)
    #expect(!sent.contains("ab cd"), "the blank shows its foreground as background")
    #expect(sent.contains("ab"))
  }

  /// Emphasis: italics (`sitm`, SGR 3) where terminfo has them, underline (SGR 4) where not;
  /// vt100 sends it as ESC [0;4m, then a shift-in (SI), which is dropped here.
  @Test(arguments: [("xterm-256color", "\u{1B}[3m"), ("vt100", ";4m")])
  func italicFallsBackToUnderline(terminal: String, expected: String) async throws {
    let screen = try await PseudoTerminalScreen(terminal: terminal)
    var renderer = CursesRenderer(palette: CursesPalette(wantsColor: false))
    _ = screen.takeOutput()
    renderer.render(
      Self.frame { canvas in
        canvas.draw("emphasis", at: Point(x: 0, y: 5), style: Style(attributes: .italic))
      })
    let sent = String(
      decoding: screen.takeOutput().filter { $0 >= 0x20 || $0 == 0x1B }, as: UTF8.self)
    #expect(sent.contains(expected + "emphasis"), "\(sent.debugDescription)")
  }

  /// Row `y` of curses' virtual screen, one character per grapheme (a wide one once).
  private static func screenRow(_ y: Int, width: Int) -> String {
    var buffer = [wchar_t](repeating: 0, count: width + 1)
    let count = mvwinnwstr(triage_stdscr(), Int32(y), 0, &buffer, Int32(width))
    guard count > 0 else { return "" }
    return String(
      String.UnicodeScalarView(
        buffer.prefix(Int(count)).compactMap { Unicode.Scalar(UInt32(bitPattern: $0)) }))
  }

  /// The text of a canvas row as curses keeps it.
  private static func canvasRow(_ canvas: Canvas, _ y: Int) -> String {
    var text = ""
    for x in 0..<canvas.size.width where !canvas[x, y].isContinuation {
      text.append(canvas[x, y].character)
    }
    return text
  }

  /// Only the changed span of a row is copied; whatever the edits (inside, at either edge,
  /// over and under wide graphemes, shifting them by one column), curses ends up holding the
  /// new frame.
  @Test func copyingOnlyTheChangedSpanLeavesCursesHoldingTheNewFrame() async throws {
    let screen = try await PseudoTerminalScreen()
    var renderer = CursesRenderer(palette: CursesPalette(wantsColor: true))
    let before = Self.frame { canvas in
      canvas.draw("  #160 Crash when opening settings", at: Point(x: 0, y: 2))
      canvas.draw("日本語のタイトル and more", at: Point(x: 0, y: 3))
      canvas.draw("ab日cd", at: Point(x: 10, y: 4))
      canvas.draw("right edge", at: Point(x: 70, y: 5))
      canvas.draw("x日", at: Point(x: 76, y: 6))
    }
    renderer.render(before)
    let after = Self.frame { canvas in
      canvas.draw("  #160 Crash when opening settings", at: Point(x: 0, y: 2), style: .reverse)
      canvas.draw(" 日本語のタイトル and more", at: Point(x: 0, y: 3))
      canvas.draw("abc日d", at: Point(x: 10, y: 4))
      canvas.draw("right edgE", at: Point(x: 70, y: 5))
      canvas.draw("xy日", at: Point(x: 75, y: 6))
    }
    renderer.render(after)
    _ = screen.takeOutput()
    for y in 0..<after.size.height {
      #expect(Self.screenRow(y, width: 80) == Self.canvasRow(after, y), "row \(y)")
    }
    #expect(CursesRenderer.changedSpan(before, after, y: 0, oldY: 0, columns: 80) == nil)
    #expect(CursesRenderer.changedSpan(before, after, y: 5, oldY: 5, columns: 80) == 79..<80)
    // 日 moved right by one: its old and new halves are both inside the span.
    #expect(CursesRenderer.changedSpan(before, after, y: 4, oldY: 4, columns: 80) == 12..<15)
  }
}
