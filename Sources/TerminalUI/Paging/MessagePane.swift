/// Centred lines in a rect: the empty pane, the error pane and "Retrying…". Long lines wrap by
/// display width; what does not fit is cut from the bottom, keeping the first line.
public enum MessagePane {
  public struct Line: Hashable, Sendable {
    public var text: String
    public var style: Style

    public init(_ text: String, style: Style) {
      self.text = text
      self.style = style
    }
  }

  public static func draw(_ lines: [Line], in rect: Rect, canvas: inout Canvas) {
    guard !rect.isEmpty else { return }
    let width = max(1, rect.width - 2)
    var wrapped: [Line] = []
    for line in lines {
      let pieces = line.text.isEmpty ? [""] : line.text.wrapped(toWidth: width)
      wrapped += pieces.map { Line($0, style: line.style) }
    }
    let shown = wrapped.prefix(rect.height)
    let top = rect.y + max(0, (rect.height - shown.count) / 2)
    for (offset, line) in shown.enumerated() {
      let x = rect.x + max(0, (rect.width - line.text.displayWidth) / 2)
      canvas.draw(line.text, at: Point(x: x, y: top + offset), style: line.style, maxWidth: width)
    }
  }

  /// The error pane shared by every screen: the message, then "Retrying…" with a spinner while
  /// a retry runs, or the "r: retry" hint when retrying is worth it.
  public static func drawError(
    _ description: FailureDescription, retrying: Bool, tick: Int, theme: PaneTheme, in rect: Rect,
    canvas: inout Canvas
  ) {
    var lines = [Line(description.message, style: theme.error)]
    if retrying {
      let text =
        theme.screenReader
        ? theme.words.retrying : "\(Spinner.frame(at: tick)) \(theme.words.retrying)"
      lines.append(Line(text, style: theme.spinner))
    } else if description.isRetryable {
      lines.append(Line(theme.words.retryHint, style: theme.hint))
    }
    draw(lines, in: rect, canvas: &canvas)
  }
}
