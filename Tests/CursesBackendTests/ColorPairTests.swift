import TerminalUI
import Testing

@testable import CursesBackend

/// xterm-256 colours (label colours) on real curses screens: sent as 256-colour sequences where
/// the terminal has them, as the nearest basic colour where not, and not at all without colour.
@Suite(.serialized) struct ColorPairTests {
  private static func render(
    _ screen: PseudoTerminalScreen, palette: CursesPalette, _ styles: [Style]
  ) -> String {
    var renderer = CursesRenderer(palette: palette)
    _ = screen.takeOutput()
    var canvas = Canvas(size: Size(width: 80, height: 24))
    for (row, style) in styles.enumerated() {
      canvas.draw("label\(row)", at: Point(x: 0, y: row % 24), style: style)
    }
    renderer.render(canvas)
    return String(decoding: screen.takeOutput(), as: UTF8.self)
  }

  @Test func a256ColourBackgroundIsSentAsOne() async throws {
    let screen = try await PseudoTerminalScreen(terminal: "xterm-256color")
    let sent = Self.render(
      screen, palette: CursesPalette(wantsColor: true),
      [Style(foreground: Color(index: 16), background: Color(index: 196))])
    #expect(sent.contains("48;5;196m"), "\(sent.debugDescription)")
    #expect(sent.contains("38;5;16m"), "\(sent.debugDescription)")
  }

  @Test func anEightColourTerminalGetsTheNearestBasicColour() async throws {
    let screen = try await PseudoTerminalScreen(terminal: "xterm")
    let sent = Self.render(
      screen, palette: CursesPalette(wantsColor: true), [Style(background: Color(index: 196))])
    #expect(sent.contains("\u{1B}[41m"), "\(sent.debugDescription)")
    #expect(!sent.contains("48;5"))
  }

  @Test func noColoursAreSentWithoutColour() async throws {
    let screen = try await PseudoTerminalScreen(terminal: "xterm-256color")
    let sent = Self.render(
      screen, palette: CursesPalette(wantsColor: false),
      [Style(background: Color(index: 196)), Style(foreground: .red)])
    #expect(sent.contains("label0") && sent.contains("label1"))
    #expect(!sent.contains("48;5") && !sent.contains("[41m") && !sent.contains("[31m"))
  }

  /// One screen at a time (curses has one current screen): a test of its own.
  @Test func noColoursAreSentToATerminalWithoutThem() async throws {
    let mono = try await PseudoTerminalScreen(terminal: "vt100")
    let plain = Self.render(
      mono, palette: CursesPalette(wantsColor: true), [Style(background: Color(index: 196))])
    #expect(plain.contains("label0") && !plain.contains("41m") && !plain.contains("48;5"))
  }

  /// Past the pair limit, new combinations reuse their nearest basic pair or the default:
  /// no pair is made beyond the limit, none is redefined, and every cell is still drawn.
  @Test func runningOutOfPairsFallsBack() async throws {
    let screen = try await PseudoTerminalScreen(terminal: "xterm-256color")
    var palette = CursesPalette(wantsColor: true, pairLimit: 4)
    let red = palette.pair(for: Style(background: .red))
    #expect(red == 1)
    #expect(palette.pair(for: Style(background: Color(index: 46))) == 2)
    #expect(palette.pair(for: Style(background: Color(index: 21))) == 3)
    #expect(palette.pair(for: Style(background: Color(index: 196))) == red, "nearest basic: red")
    #expect(palette.pair(for: Style(background: Color(index: 226))) == 0, "no yellow pair: default")
    #expect(palette.allocatedPairCount == 3)
    let styles = (0..<24).map { Style(background: Color(index: Int16(16 + $0 * 9))) }
    let sent = Self.render(screen, palette: CursesPalette(wantsColor: true, pairLimit: 8), styles)
    for row in 0..<24 { #expect(sent.contains("label\(row)")) }
  }
}
