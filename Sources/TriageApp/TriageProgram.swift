import ScreenState
import TerminalUI

/// The app as a `Program`: a pure reducer over `AppState` and a pure view. Its only dependency
/// is the data source, whose work runs as effects.
public struct TriageProgram: Program, Sendable {
  public typealias State = AppState
  public typealias Action = AppAction

  public var source: SampleIssueSource
  public var theme: Theme

  public init(source: SampleIssueSource, theme: Theme = .standard) {
    self.source = source
    self.theme = theme
  }

  /// The state before the first frame: an idle list over the source.
  public func initialState() -> AppState {
    AppState(
      list: IssueListStore(
        name: "issues", fetcher: source.fetcher, describe: { $0.failureDescription }))
  }

  public func start(_ state: inout AppState) -> Effect<AppAction> {
    state.list.refresh().map(AppAction.list)
  }

  public func tickInterval(_ state: AppState) -> Duration? {
    state.list.state.isLoading ? Spinner.interval : nil
  }

  public func reduce(_ state: inout AppState, _ action: AppAction) -> Effect<AppAction> {
    switch action {
    case .input(.resize(let size)):
      state.size = size
      state.list.resize(height: bodyHeight(state))
      scrollDetail(&state, by: 0)
      return .none
    case .input(let event):
      guard let command = Command(event) else { return .none }
      return perform(command, on: &state)
    case .tick:
      state.tick &+= 1
      return .none
    case .list(let event):
      return state.list.handle(event, height: bodyHeight(state)).map(AppAction.list)
    }
  }

  private func perform(_ command: Command, on state: inout AppState) -> Effect<AppAction> {
    switch command {
    case .quit: return .quit
    case .suspend: return .suspend
    case .failNextRequest:
      let switches = source.switches
      return .run { _ in switches.failNext.toggle() }
    case .emptyNextLoad:
      let switches = source.switches
      return .run { _ in switches.emptyNext.toggle() }
    default: break
    }
    if state.detail != nil {
      return performOnDetail(command, &state)
    }
    return performOnList(command, &state).map(AppAction.list)
  }

  private func performOnList(
    _ command: Command, _ state: inout AppState
  ) -> Effect<IssueListStore.Event> {
    let height = bodyHeight(state)
    let page = max(1, height - 1)
    switch command {
    case .moveUp: return state.list.move(by: -1, height: height)
    case .moveDown: return state.list.move(by: 1, height: height)
    case .pageUp: return state.list.move(by: -page, height: height)
    case .pageDown: return state.list.move(by: page, height: height)
    case .top: return state.list.select(0, height: height)
    case .bottom: return state.list.select(Int.max / 2, height: height)
    case .scroll(let rows): return state.list.move(by: rows, height: height)
    case .open:
      if state.list.isFooterSelected { return state.list.retry() }
      if let issue = state.list.selectedItem { state.detail = IssueDetailScreen(issue: issue) }
      return .none
    case .refresh:
      return state.list.refresh()
    case .back, .quit, .suspend, .failNextRequest, .emptyNextLoad:
      return .none
    }
  }

  private func performOnDetail(_ command: Command, _ state: inout AppState) -> Effect<AppAction> {
    let page = max(1, bodyHeight(state) - 1)
    switch command {
    case .moveUp: scrollDetail(&state, by: -1)
    case .moveDown: scrollDetail(&state, by: 1)
    case .pageUp: scrollDetail(&state, by: -page)
    case .pageDown: scrollDetail(&state, by: page)
    case .top: scrollDetail(&state, by: Int.min / 2)
    case .bottom: scrollDetail(&state, by: Int.max / 2)
    case .scroll(let rows): scrollDetail(&state, by: rows)
    case .back: state.detail = nil
    case .refresh:
      return state.list.refresh().map(AppAction.list)
    case .open, .quit, .suspend, .failNextRequest, .emptyNextLoad:
      break
    }
    return .none
  }

  private func scrollDetail(_ state: inout AppState, by delta: Int) {
    guard var detail = state.detail else { return }
    let width = AppLayout(size: state.size).body.width
    let content = IssueDetailView.lines(for: detail.issue, width: width, theme: theme).count
    detail.scroll(by: delta, contentHeight: content, viewportHeight: bodyHeight(state))
    state.detail = detail
  }

  private func bodyHeight(_ state: AppState) -> Int {
    AppLayout(size: state.size).body.height
  }
}
