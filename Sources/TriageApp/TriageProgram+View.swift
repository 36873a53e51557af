import ErrorHandling
import TerminalUI

extension TriageProgram {
  public func view(_ state: AppState, in size: Size) -> Canvas {
    var canvas = Canvas(size: size)
    let layout = AppLayout(size: size)
    if layout.isTooSmall {
      ChromeView.drawTooSmall(size: size, canvas: &canvas, theme: theme)
      return canvas
    }
    let top = state.top.screen
    ChromeView.drawHeader(
      breadcrumb: state.breadcrumb, indicator: top.loadingIndicator, tick: state.tick,
      in: layout.header, canvas: &canvas, theme: theme)
    switch top {
    case .repositories(let store):
      RepositoryListView.draw(
        store, tick: state.tick, in: layout.body, canvas: &canvas, theme: theme)
    case .issues(let screen):
      IssueListView.draw(
        screen.store, tick: state.tick, in: layout.body, canvas: &canvas, theme: theme)
    case .issue(let screen):
      IssueDetailView.draw(
        screen, tick: state.tick, describe: environment.describe, in: layout.body,
        canvas: &canvas, theme: theme)
    case .signIn(let screen):
      SignInView.draw(screen, tick: state.tick, in: layout.body, canvas: &canvas, theme: theme)
    }
    ChromeView.drawFooter(
      footerKeys(for: top, canGoBack: state.navigation.count > 1),
      status: state.armedFault.map { "next: \($0.label)" }, in: layout.footer, canvas: &canvas,
      theme: theme)
    if let dialog = state.alerts.current {
      AlertView.draw(dialog, theme: theme.alert, in: Rect(size: size), canvas: &canvas)
    }
    return canvas
  }

  /// The keys that work on `screen`, most useful first; the footer drops what doesn't fit.
  private func footerKeys(for screen: Screen, canGoBack: Bool) -> [(
    key: String, description: String
  )] {
    let back: [(String, String)] = canGoBack ? [("Esc", "back")] : []
    let demo: [(String, String)] =
      environment.demoSwitches == nil ? [] : [("f", "fault"), ("e", "empty")]
    switch screen {
    case .repositories, .issues:
      return [("↑↓", "move"), ("Enter", "open")] + back + [("r", "refresh"), ("q", "quit")]
        + demo + [("X", "sign out")]
    case .issue:
      return [("↑↓", "scroll")] + back + [("r", "refresh"), ("q", "quit")] + demo
    case .signIn:
      return [("Enter", "sign in"), ("Ctrl-C", "quit")]
    }
  }
}
