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
    if environment.isDemo { badges.append(theme.words(.demoBadge)) }
    if state.isOffline { badges.append(theme.words(.offlineBadge)) }
    if case .issues(let screen) = top {
      badges.insert(screen.filterDescription(theme.words), at: 0)
    }
    ChromeView.drawHeader(
      breadcrumb: state.breadcrumb(theme.words), position: top.listPosition?.text,
      badges: badges, indicator: top.loadingIndicator, tick: state.tick, in: layout.header,
      canvas: &canvas, theme: theme)
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
        screen, language: environment.language, isDemo: environment.isDemo,
        host: environment.host, unusedToken: environment.unusedToken, tick: state.tick,
        in: layout.body, canvas: &canvas, theme: theme)
    }
    if let remaining = state.retryCountdowns[state.top.id], layout.body.height > 0 {
      let row = layout.body.row(layout.body.height - 1)
      let text = AppError.rateLimitMessage(remaining: remaining, in: environment.language)
      canvas.fill(row, style: theme.panes.banner)
      canvas.draw(" \(text)".ellipsised(toWidth: row.width), in: row, style: theme.panes.banner)
    }
    let bindings = Keymap.bindings(for: top, keymapContext(state))
    ChromeView.drawFooter(
      bindings.compactMap { binding in
        binding.footer.map { ($0, theme.words(binding.footerText)) }
      },
      status: state.status?.text ?? state.armedFault.map { theme.words(.nextFault($0)) },
      in: layout.footer, canvas: &canvas, theme: theme)
    if let prompt = state.goTo {
      GoToView.draw(prompt, in: layout.body, canvas: &canvas, theme: theme)
    }
    if state.isHelpShowing {
      HelpOverlay.draw(
        title: theme.words(.keysTitle(theme.words(top.title))),
        rows: helpRows(state), offset: state.helpOffset,
        in: Rect(size: size), canvas: &canvas, theme: theme)
    }
    if let dialog = state.alerts.current {
      AlertView.draw(dialog, theme: theme.alert, in: Rect(size: size), canvas: &canvas)
    }
    return canvas
  }
}
