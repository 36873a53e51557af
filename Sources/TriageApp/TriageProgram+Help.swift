import AppCore
import SharedWrites
import TerminalUI

/// The `?` overlay's keys: the ones that close it, and the ones that scroll it when its rows
/// don't fit.
extension TriageProgram {
  /// The overlay's lines for the top screen at `size`, shared by the view and the scrolling
  /// keys.
  func helpRows(_ state: AppState, size: Size? = nil) -> [(keys: String, action: String)] {
    let top = state.top.screen
    var rows = HelpOverlay.rows(
      for: footerBindings(state), wheel: !top.takesText, words: theme.words
    ).map { (keys: theme.keyNames($0.keys), action: $0.action) }
    // The footer says a config problem only until the first key; here it stays, first, for
    // as long as the file isn't fixed.
    if let problem = configurationProblem {
      rows.insert((theme.words(HelpOverlay.configurationLabel), problem), at: 0)
    }
    return HelpOverlay.lines(rows, in: Rect(size: size ?? state.size))
  }

  /// The top screen's keys, after the write banner's while a failed write waits in it. `keys`
  /// is the frame's key context when the caller has built it already.
  func footerBindings(_ state: AppState, keys: Keymap.Context? = nil) -> [KeyBinding] {
    let own = topBindings(state, keys: keys)
    let banner = state.writes.pending.banner != nil && !state.top.screen.takesText
    return banner ? keyRemap.applied(to: Keymap.writeBanner) + own : own
  }

  /// The top screen's key table, as the user remapped it.
  func topBindings(_ state: AppState, keys: Keymap.Context? = nil) -> [KeyBinding] {
    withCustomCommands(
      keyRemap.applied(to: state.top.screen.bindings(keys ?? keymapContext(state))),
      takesText: state.top.screen.takesText)
  }

  func helpInput(_ event: InputEvent, _ state: inout AppState) -> Effect<AppAction> {
    let area = Rect(size: state.size)
    let rowCount = helpRows(state).count
    let page = max(1, HelpOverlay.visibleRowCount(rowCount: rowCount, in: area) - 1)
    let delta: Int
    switch event {
    case .key(.escape), .key(.character("?")), .key(.character("q")), .key(.enter),
      .key(.function(1)):
      state.isHelpShowing = false
      state.helpOffset = 0
      return .none
    case .key(.down), .key(.character("j")): delta = 1
    case .key(.up), .key(.character("k")): delta = -1
    case .key(.pageDown), .key(.ctrl("d")), .key(.character(" ")): delta = page
    case .key(.pageUp), .key(.ctrl("u")): delta = -page
    case .key(.home), .key(.character("g")): delta = Int.min / 2
    case .key(.end), .key(.character("G")): delta = Int.max / 2
    case .mouse(let mouse):
      delta = mouse.kind == .wheelUp ? -Keymap.wheelStep : Keymap.wheelStep
    default: return .none
    }
    let limit = HelpOverlay.maximumOffset(rowCount: rowCount, in: area)
    state.helpOffset = min(max(0, state.helpOffset + delta), limit)
    return .none
  }
}
