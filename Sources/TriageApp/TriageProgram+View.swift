import TerminalUI

extension TriageProgram {
  public func view(_ state: AppState, in size: Size) -> Canvas {
    var canvas = Canvas(size: size)
    let layout = AppLayout(size: size)
    if layout.isTooSmall {
      ChromeView.drawTooSmall(size: size, canvas: &canvas, theme: theme)
      return canvas
    }
    ChromeView.drawHeader(
      breadcrumb: state.breadcrumb, indicator: LoadingIndicator(state.list.state),
      tick: state.tick, in: layout.header, canvas: &canvas, theme: theme)
    if let detail = state.detail {
      IssueDetailView.draw(detail, in: layout.body, canvas: &canvas, theme: theme)
      ChromeView.drawFooter(
        [("↑↓", "scroll"), ("Esc", "back"), ("r", "refresh"), ("q", "quit")],
        in: layout.footer, canvas: &canvas, theme: theme)
    } else {
      IssueListView.draw(
        state.list, tick: state.tick, in: layout.body, canvas: &canvas, theme: theme)
      ChromeView.drawFooter(
        [
          ("↑↓", "move"), ("Enter", "open"), ("r", "refresh"), ("q", "quit"),
          ("f", "fail next"), ("e", "empty next"),
        ],
        in: layout.footer, canvas: &canvas, theme: theme)
    }
    return canvas
  }
}
