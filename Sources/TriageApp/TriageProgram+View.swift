import AppCore
import ErrorHandling
import SharedWrites
import TerminalUI

extension TriageProgram {
  /// The frame, and in screen-reader mode with its drawn glyphs blanked and the cursor on the
  /// focused row or field; otherwise the cursor stays hidden.
  public func view(_ state: AppState, in size: Size) -> Canvas {
    var canvas = draw(state, in: size)
    guard theme.screenReader else {
      canvas.cursor = nil
      return canvas
    }
    return canvas.withoutDrawnGlyphs()
  }

  private func draw(_ state: AppState, in size: Size) -> Canvas {
    let theme = theme(for: state)
    var canvas = Canvas(size: size)
    let notices = state.notices
    let layout = layout(state, size: size)
    if layout.isTooSmall {
      ChromeView.drawTooSmall(size: size, canvas: &canvas, theme: theme)
      return canvas
    }
    let top = state.top.screen
    // Built once a frame: the header, the body and the footer's key table all read it.
    let context = context(state)
    var badges: [String] = []
    if environment.isDemo { badges.append(theme.words(.demoBadge)) }
    if state.demo.isOffline { badges.append(theme.words(.offlineBadge)) }
    badges.insert(contentsOf: top.badges(theme.words, now: state.now), at: 0)
    ChromeView.drawHeader(
      breadcrumb: state.breadcrumb(theme.words), position: top.headerPosition(context),
      badges: badges, indicator: top.loadingIndicator, tick: state.tick, in: layout.header,
      canvas: &canvas, theme: theme)
    top.draw(in: layout.body, canvas: &canvas, context)
    // A page with no row or field of its own (an issue, a pull request) is read from its top.
    if canvas.cursor == nil { canvas.cursor = Point(x: layout.body.x, y: layout.body.y) }
    for (index, notice) in notices.enumerated() where index < layout.notices.height {
      let row = layout.notices.row(index)
      switch notice {
      case .rateLimit(let remaining):
        let text = AppError.rateLimitMessage(remaining: remaining, in: environment.language)
        canvas.fill(row, style: theme.panes.banner)
        canvas.draw(
          " \(text)".ellipsised(toWidth: row.width), in: row, style: theme.panes.banner)
      case .write:
        WriteOverlayView.drawBanner(state.writes.pending, in: row, canvas: &canvas, theme: theme)
      case .statusLine(let text):
        canvas.draw(text, at: Point(x: row.x + 1, y: row.y), style: theme.status)
      }
    }
    if let said = state.statusLineText, layout.statusLine.height > 0 {
      let row = layout.statusLine
      canvas.draw(
        said.ellipsised(toWidth: row.width - 1),
        at: Point(x: row.x + 1, y: row.y), style: theme.status)
    }
    drawFooter(
      state, in: layout.footer,
      said: layout.statusLine.height > 0 ? state.announcement?.text : nil, keys: context.keys,
      canvas: &canvas)
    if let prompt = state.goTo {
      GoToView.draw(prompt, in: layout.body, canvas: &canvas, theme: theme)
    }
    if let overlay = state.writes.overlay {
      WriteOverlayView.draw(
        overlay, tick: state.tick, in: size, canvas: &canvas, theme: theme,
        keys: PickerKeys(remap: keyRemap))
    }
    overlayingWrites(state)?.draw(
      state.featureWrites, &canvas, featureWritesContext(state, size: size))
    if state.isHelpShowing {
      HelpOverlay.draw(
        title: theme.words(.keysTitle(theme.words(top.title))),
        rows: helpRows(state, size: size), offset: state.helpOffset,
        in: Rect(size: size), canvas: &canvas, theme: theme)
    }
    if let dialog = state.alerts.current {
      AlertView.draw(dialog, theme: theme.alert, in: Rect(size: size), canvas: &canvas)
    }
    return canvas
  }

  /// The footer row, laid out once per set of keys, status and width (`FooterRowKey`). A
  /// status the status line already says (`said`, in screen-reader mode) isn't said twice.
  private func drawFooter(
    _ state: AppState, in rect: Rect, said: String?, keys: Keymap.Context,
    canvas: inout Canvas
  ) {
    guard rect.width > 0, rect.height > 0 else { return }
    let (theme, caches) = drawing(state)
    let footer = footerBindings(state, keys: keys).filter { $0.footer != nil }
    let status =
      state.statusRows.isEmpty
      ? state.status.flatMap { $0.shows(over: state.top.id) ? $0.text : nil }
        ?? state.demo.armedFault.map { theme.words(.nextFault($0)) }
      : nil
    let key = FooterRowKey(
      bindings: footer,
      status: status == said ? nil : status,
      kept: footer.firstIndex { $0.action.isSame(as: GlobalAction.help) }, width: rect.width)
    let row = caches.footer.value(for: key) { key in
      var row = Canvas(size: Size(width: key.width, height: 1))
      let items = key.bindings.compactMap { binding in
        binding.footer.map {
          (key: theme.keyNames($0), description: theme.words(binding.footerText))
        }
      }
      ChromeView.drawFooter(
        items, status: key.status, kept: key.kept, in: row.bounds, canvas: &row, theme: theme)
      return row
    }
    canvas.overlay(row, at: Point(x: rect.x, y: rect.y))
  }
}
