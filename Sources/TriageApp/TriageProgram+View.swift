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
    badges.insert(contentsOf: top.badges(theme.words), at: 0)
    ChromeView.drawHeader(
      breadcrumb: state.breadcrumb(theme.words), position: top.listPosition?.text,
      badges: badges, indicator: top.loadingIndicator, tick: state.tick, in: layout.header,
      canvas: &canvas, theme: theme)
    top.draw(in: layout.body, canvas: &canvas, context(state))
    if let remaining = state.retryCountdowns[state.top.id], layout.body.height > 0 {
      let row = layout.body.row(layout.body.height - 1)
      let text = AppError.rateLimitMessage(remaining: remaining, in: environment.language)
      canvas.fill(row, style: theme.panes.banner)
      canvas.draw(" \(text)".ellipsised(toWidth: row.width), in: row, style: theme.panes.banner)
    }
    WriteOverlayView.drawBanner(state.writes, in: layout.body, canvas: &canvas, theme: theme)
    let bindings = footerBindings(state)
    ChromeView.drawFooter(
      bindings.compactMap { binding in
        binding.footer.map { ($0, theme.words(binding.footerText)) }
      },
      status: state.status?.text ?? state.armedFault.map { theme.words(.nextFault($0)) },
      in: layout.footer, canvas: &canvas, theme: theme)
    if let prompt = state.goTo {
      GoToView.draw(prompt, in: layout.body, canvas: &canvas, theme: theme)
    }
    if let overlay = state.writeOverlay {
      WriteOverlayView.draw(overlay, tick: state.tick, in: size, canvas: &canvas, theme: theme)
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
