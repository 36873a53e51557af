import AppCore
import FoundationEssentials
import IssueDomain
import TerminalUI

/// The pane beside a list: a dim rule between them, a title row naming the issue (reversed
/// while the pane has the keys, with the way back), and under it the issue page's own view:
/// its placeholders while it loads, its error pane when it fails, its document when it is in.
public enum PreviewView {
  public static func draw(
    _ pane: PreviewPane, split: PreviewPane.Split, context: ScreenContext,
    canvas: inout Canvas
  ) {
    let theme = context.theme
    let words = theme.words
    // Screen-reader mode draws no frames: the column stays blank, and the title says what
    // the pane is.
    for y in split.separator.minY..<split.separator.maxY where !theme.screenReader {
      canvas.draw("│", at: Point(x: split.separator.x, y: y), style: theme.meta)
    }
    guard split.pane.height > 0 else { return }
    let titleRow = split.pane.row(0)
    let focused = pane.isFocused
    let titleStyle =
      focused ? Style(attributes: theme.panes.selection.union(.bold)) : theme.title
    if focused { canvas.fill(titleRow, style: titleStyle) }
    var title = " " + words(.previewTitle)
    if let subject = pane.subject {
      let repository = subject.repository.map { "\($0)" } ?? ""
      title += " · " + UntrustedText.sanitized("\(repository)#\(subject.number)", multiline: false)
    }
    let drawn = canvas.draw(title, in: titleRow, style: titleStyle)
    // A screen reader follows the terminal's cursor, which the list put on its selected row:
    // with the keys in the pane, it is on the pane.
    if focused { canvas.cursor = Point(x: titleRow.x, y: titleRow.y) }
    if focused {
      let hint = words(.previewFocusedHint)
      let room = titleRow.width - drawn - 2
      let width = hint.displayWidth
      if room >= width {
        canvas.draw(
          hint, at: Point(x: titleRow.maxX - width - 1, y: titleRow.y), style: titleStyle)
      }
    }
    var inner = context
    inner.body = split.page
    guard pane.subject != nil else {
      canvas.draw(" " + words(.previewNothing), in: split.page, style: theme.meta)
      return
    }
    guard let page = pane.page else {
      // Resting, or loading: the page's own placeholder lines.
      IssueDetailView.drawPlaceholder(in: split.page, canvas: &canvas, theme: theme)
      return
    }
    page.draw(in: split.page, canvas: &canvas, inner)
  }
}
