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
    var badges: [String] = []
    if environment.isDemo { badges.append("demo") }
    if state.isOffline { badges.append("offline") }
    if case .issues(let screen) = top { badges.insert(screen.filterDescription, at: 0) }
    ChromeView.drawHeader(
      breadcrumb: state.breadcrumb, position: top.listPosition?.text, badges: badges,
      indicator: top.loadingIndicator, tick: state.tick, in: layout.header, canvas: &canvas,
      theme: theme)
    switch top {
    case .repositories(let store):
      RepositoryListView.draw(
        store, now: state.now, tick: state.tick, in: layout.body, canvas: &canvas, theme: theme,
        cache: rowCaches.repositories)
    case .issues(let screen):
      IssueListView.draw(
        screen, now: state.now, tick: state.tick, in: layout.body, canvas: &canvas, theme: theme,
        cache: rowCaches.issues)
    case .issue(let screen):
      IssueDetailView.draw(
        screen, now: state.now, tick: state.tick, describe: environment.describe,
        in: layout.body, canvas: &canvas, theme: theme, cache: issueLayouts)
    case .signIn(let screen):
      SignInView.draw(
        screen, language: environment.language, tick: state.tick, in: layout.body,
        canvas: &canvas, theme: theme)
    }
    let bindings = Keymap.bindings(for: top, keymapContext(state))
    ChromeView.drawFooter(
      bindings.compactMap { binding in binding.footer.map { ($0, binding.footerText) } },
      status: state.status?.text ?? state.armedFault.map { "next: \($0.label)" },
      in: layout.footer, canvas: &canvas, theme: theme)
    if let prompt = state.goTo {
      GoToView.draw(prompt, in: layout.body, canvas: &canvas, theme: theme)
    }
    if state.isHelpShowing {
      let isSignIn: Bool = if case .signIn = top { true } else { false }
      HelpOverlay.draw(
        title: "Keys: \(top.title)", rows: HelpOverlay.rows(for: bindings, wheel: !isSignIn),
        in: Rect(size: size), canvas: &canvas, theme: theme)
    }
    if let dialog = state.alerts.current {
      AlertView.draw(dialog, theme: theme.alert, in: Rect(size: size), canvas: &canvas)
    }
    return canvas
  }
}
