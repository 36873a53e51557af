import Testing

@testable import TerminalUI

@Suite struct StyleTests {
  @Test func aBlankHidesForegroundBoldAndDim() {
    let plain = Style.plain
    #expect(plain.blankLooksSame(as: Style(foreground: .magenta)))
    #expect(Style(foreground: .yellow, attributes: .bold).blankLooksSame(as: .dim))
    #expect(Style.dim.blankLooksSame(as: Style(foreground: .cyan, attributes: [.bold, .dim])))
  }

  @Test func aBlankShowsBackgroundReverseAndUnderline() {
    #expect(!Style.plain.blankLooksSame(as: Style(background: .blue)))
    #expect(!Style.plain.blankLooksSame(as: .reverse))
    #expect(!Style.plain.blankLooksSame(as: .underline))
    #expect(!Style.reverse.blankLooksSame(as: Style(foreground: .red, attributes: .reverse)))
    #expect(Style.reverse.blankLooksSame(as: Style(attributes: [.reverse, .bold])))
  }
}
