import IssueDomain
import TerminalUI
import Testing

/// Sanitised text drawn into a canvas, the last step before the backend writes to the terminal:
/// the canvas must hold only inert text, and what was neutralised must be visible.
@Suite struct UntrustedTextCanvasTests {
  static let width = 60

  @Test func sanitisedAttacksLeaveOnlyInertTextInTheCanvas() {
    for (name, text) in HostileText.samples {
      let single = render(UntrustedText.sanitized(text, multiline: false))
      #expect(controlCells(in: single).isEmpty, "\(name), single line")
      let multiline = render(UntrustedText.sanitized(text, multiline: true))
      #expect(controlCells(in: multiline).isEmpty, "\(name), multiline")
    }
  }

  /// Raw text that skipped the sanitiser still can't reach the terminal as a control, and no
  /// longer vanishes silently either (the payload's printable tail drawn as if it were the
  /// title): the canvas draws the same pictures the sanitiser would.
  @Test func theCanvasAloneShowsControlsAsTheSanitiserDoes() {
    let title = "\u{1B}]0;pwned\u{07}"
    let raw = render(title)
    let sanitised = render(UntrustedText.sanitized(title, multiline: false))
    #expect(controlCells(in: raw).isEmpty)
    #expect(raw.lines[0].hasPrefix("␛]0;pwned␇ "))
    #expect(sanitised.lines[0].hasPrefix("␛]0;pwned␇ "))
  }

  @Test func neutralisedSymbolsAppearInTheCanvas() {
    let expectations: [(text: String, visible: String)] = [
      ("\u{1B}[2J\u{1B}[H", "␛[2J␛[H"),
      ("\u{1B}]52;c;ZXZpbA==\u{07}", "␛]52;c;ZXZpbA==␇"),
      ("\u{9B}31m", "\u{FFFD}31m"),
      ("safe\rEVIL", "safe␍EVIL"),
      ("\u{202E}gnp.exe", "\u{FFFD}gnp.exe"),
      ("a\u{0}b\u{7F}c", "a␀b␡c"),
    ]
    for (text, visible) in expectations {
      let sanitised = render(UntrustedText.sanitized(text, multiline: false))
      #expect(sanitised.contains(visible), "\(visible)")
      let raw = render(text)
      #expect(raw.contains(visible), "the bare canvas shows \(visible) too")
    }
  }

  @Test func multilineTextKeepsItsRowsAndWideCharacters() {
    let body = "日本\u{1B}[31m語\r\n🧑‍💻\tdone\u{7}"
    let canvas = render(UntrustedText.sanitized(body, multiline: true))
    #expect(canvas.lines[0].hasPrefix("日本␛[31m語 "))
    #expect(canvas.lines[1].hasPrefix("🧑‍💻    done␇ "))
    #expect(controlCells(in: canvas).isEmpty)
  }

  /// Draws `text` one line per row, as a body view would.
  private func render(_ text: String) -> Canvas {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    var canvas = Canvas(size: Size(width: Self.width, height: max(lines.count, 1)))
    for (row, line) in lines.enumerated() {
      canvas.draw(line, at: Point(x: 0, y: row))
    }
    return canvas
  }

  /// Positions of cells whose character holds a control scalar, including ESC.
  private func controlCells(in canvas: Canvas) -> [Point] {
    var found: [Point] = []
    for y in 0..<canvas.size.height {
      for x in 0..<canvas.size.width {
        let scalars = canvas[x, y].character.unicodeScalars
        if scalars.contains(where: { $0.properties.generalCategory == .control || $0 == "\u{1B}" })
        {
          found.append(Point(x: x, y: y))
        }
      }
    }
    return found
  }
}
