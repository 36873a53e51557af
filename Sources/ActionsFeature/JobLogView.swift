import AppCore
import IssueDomain
import Localization
import ScreenState
import TerminalUI

/// Draws the log viewer: the log's rows from the screen's offset, then a status row (where the
/// cursor is, or the search being typed). A row is a mark (`▸` a folded group, `▾` an open one,
/// `✗` an error, `!` a warning), the time when shown, and the line's text in its own colours,
/// drawn through the theme's palette; every other control sequence was taken out or made inert
/// by `LogStyling`.
public enum JobLogView {
  /// The mark, then a space.
  static let gutterWidth = 2
  /// `HH:MM:SS` and a space.
  static let timeWidth = 9

  public static func draw(
    _ screen: JobLogScreen, in rect: Rect, canvas: inout Canvas, _ context: ScreenContext
  ) {
    guard rect.height > 0 else { return }
    let theme = context.theme
    let status = rect.row(rect.height - 1)
    let body = rect.inset(bottom: 1)
    guard let document = screen.document, let folds = screen.folds else {
      let line = rect.row(0).inset(left: 1, right: 1)
      let text =
        screen.log.error.map { theme.words(.partFailed(context.environment.describe($0).message)) }
        ?? theme.words(.loadingLog)
      canvas.draw(
        text.ellipsised(toWidth: line.width), in: line,
        style: screen.log.error == nil ? theme.spinner : theme.panes.error)
      return
    }
    if folds.visibleCount == 0 {
      canvas.draw(
        theme.words(.emptyLog).ellipsised(toWidth: max(0, body.width - 2)),
        in: body.row(0).inset(left: 1), style: theme.panes.message)
    }
    let width = textWidth(screen, width: rect.width)
    var y = body.y
    var row = screen.offset
    while y < body.maxY, row < folds.visibleCount {
      let index = folds.line(atRow: row)
      let line = document.line(index)
      let selected = row == screen.cursor
      let emphasis: Style.Attributes = selected ? theme.panes.selection : []
      let rows = pieces(of: line, index: index, folds: folds, screen: screen, width: width, theme)
      for (number, pieces) in rows.enumerated() where y < body.maxY {
        let rowRect = Rect(x: body.x, y: y, width: body.width, height: 1)
        if selected { canvas.fill(rowRect, style: Style(attributes: emphasis)) }
        if number == 0 {
          let (mark, style) = self.mark(line, index: index, folds: folds, theme)
          canvas.draw(mark, at: Point(x: body.x, y: y), style: style.adding(emphasis), maxWidth: 1)
        }
        var x = body.x + gutterWidth
        for piece in pieces {
          x += canvas.draw(
            piece.text, at: Point(x: x, y: y), style: piece.style.adding(emphasis),
            maxWidth: max(0, body.maxX - x))
        }
        y += 1
      }
      row += 1
    }
    drawStatus(screen, document, in: status, canvas: &canvas, theme)
  }

  private static func drawStatus(
    _ screen: JobLogScreen, _ document: LogDocument, in rect: Rect, canvas: inout Canvas,
    _ theme: Theme
  ) {
    let line = rect.inset(left: 1, right: 1)
    if let field = screen.searchField {
      let prompt = theme.words(.searchPrompt)
      let used = canvas.draw(prompt, in: line, style: theme.title)
      field.draw(
        in: line.inset(left: min(line.width, used)), style: theme.field, isFocused: true,
        canvas: &canvas)
      return
    }
    let position = theme.words(
      .logPosition(
        line: (screen.cursorLine ?? 0) + 1, count: document.lineCount,
        errors: document.errorLines.count))
    canvas.draw(position.ellipsised(toWidth: line.width), in: line, style: theme.meta)
  }

  /// The columns a line's text has: the body less the mark and, when shown, the time.
  static func textWidth(_ screen: JobLogScreen, width: Int) -> Int {
    max(1, width - gutterWidth - (screen.showsTimestamps ? timeWidth : 0))
  }

  /// How many rows `line` takes at `width`: one, or as many as it wraps to.
  static func rowCount(of index: Int, in document: LogDocument, width: Int, screen: JobLogScreen)
    -> Int
  {
    guard let folds = screen.folds else { return 1 }
    return pieces(
      of: document.line(index), index: index, folds: folds, screen: screen, width: width,
      .standard
    ).count
  }

  /// One piece of a row: text in one style.
  struct Piece {
    var text: String
    var style: Style
  }

  /// The rows `line` is drawn as: its time and text, cut to the window sideways or wrapped.
  static func pieces(
    of line: LogLine, index: Int, folds: LogFolds, screen: JobLogScreen, width: Int,
    _ theme: Theme
  ) -> [[Piece]] {
    var spans: [LogSpan] = []
    if screen.showsTimestamps {
      spans.append(LogSpan(text: time(of: line).padded(toWidth: timeWidth), style: theme.meta))
    }
    let base = style(of: line.kind, theme)
    switch line.kind {
    case .groupStart:
      spans += LogStyling.spans(line.text, base: base, palette: LogStyling.standardPalette)
      if folds.isFolded(groupAt: index), let group = folds.group(startingAt: index) {
        spans.append(
          LogSpan(
            text: " " + theme.words(.foldedLines(group.end - group.start)), style: theme.meta))
      }
    default:
      spans += LogStyling.spans(line.text, base: base, palette: LogStyling.standardPalette)
    }
    if line.isCut { spans.append(LogSpan(text: theme.words(.logCut), style: theme.meta)) }
    let timeColumns = screen.showsTimestamps ? timeWidth : 0
    return layout(
      spans, width: width + timeColumns, wraps: screen.wraps,
      skipping: screen.wraps ? 0 : screen.leftColumn, keeping: timeColumns)
  }

  /// Lays spans out in rows of `width` columns: wrapped, or one row starting `skipping` columns
  /// in (the first `keeping` columns, the time, stay where they are).
  static func layout(
    _ spans: [LogSpan], width: Int, wraps: Bool, skipping: Int, keeping: Int
  ) -> [[Piece]] {
    var rows: [[Piece]] = [[]]
    var column = 0
    var skipped = 0
    var current = ""
    var currentStyle = Style.plain
    func flush() {
      if !current.isEmpty { rows[rows.count - 1].append(Piece(text: current, style: currentStyle)) }
      current = ""
    }
    // Bounded: a line is at most `LogDocument.lineByteLimit` bytes, so at most that many rows.
    for (spanIndex, span) in spans.enumerated() {
      if span.style != currentStyle {
        flush()
        currentStyle = span.style
      }
      let fixed = spanIndex == 0 && keeping > 0
      for character in span.text {
        // A zero-width grapheme rides on the column before it, as the canvas draws it.
        let characterWidth = DisplayWidth.of(character)
        if !fixed, skipped < skipping {
          skipped += characterWidth
          continue
        }
        if column + characterWidth > width {
          guard wraps else {
            flush()
            return rows
          }
          flush()
          rows.append([])
          column = 0
        }
        current.append(character)
        column += characterWidth
      }
    }
    flush()
    return rows
  }

  /// `HH:MM:SS` of the line's timestamp, or blank without one.
  static func time(of line: LogLine) -> String {
    guard let stamp = line.timestamp, let t = stamp.firstIndex(of: "T") else { return "" }
    return String(stamp[stamp.index(after: t)...].prefix(8))
  }

  static func style(of kind: LogLine.Kind, _ theme: Theme) -> Style {
    switch kind {
    case .error: theme.panes.error
    case .warning: Style(foreground: .yellow)
    case .notice: Style(foreground: .cyan)
    case .groupStart: theme.title
    case .groupEnd, .debug: theme.meta
    case .command: theme.code
    case .plain: .plain
    }
  }

  static func mark(_ line: LogLine, index: Int, folds: LogFolds, _ theme: Theme) -> (String, Style)
  {
    switch line.kind {
    case .groupStart: (folds.isFolded(groupAt: index) ? "▸" : "▾", theme.meta)
    case .error: ("✗", theme.panes.error)
    case .warning: ("!", Style(foreground: .yellow, attributes: .bold))
    default: (" ", .plain)
    }
  }
}
