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

  @Test func aBlankBetweenTwoRunsOfOneColourIsSentInThatColour() throws {
    let screen = try PseudoTerminalScreen()
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

  @Test func aBlankInReverseVideoKeepsItsOwnColour() throws {
    let screen = try PseudoTerminalScreen()
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
  func italicFallsBackToUnderline(terminal: String, expected: String) throws {
    let screen = try PseudoTerminalScreen(terminal: terminal)
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
}
