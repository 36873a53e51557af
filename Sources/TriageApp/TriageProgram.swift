import ScreenState
import TerminalUI

/// The app as a `Program`: a pure reducer over `AppState` and a pure view. Its only dependency
/// is the data source, whose work runs as effects.
public struct TriageProgram: Program, Sendable {
  public typealias State = AppState
  public typealias Action = AppAction

  public var source: SampleIssueSource
  public var theme: Theme

  static let loadID = EffectID("issues.load")

  public init(source: SampleIssueSource, theme: Theme = .standard) {
    self.source = source
    self.theme = theme
  }

  public func start(_ state: inout AppState) -> Effect<AppAction> {
    loadIssues(&state)
  }

  public func tickInterval(_ state: AppState) -> Duration? {
    state.list.issues.isLoading ? Spinner.interval : nil
  }

  public func reduce(_ state: inout AppState, _ action: AppAction) -> Effect<AppAction> {
    switch action {
    case .input(.resize(let size)):
      state.size = size
      state.list.select(state.list.selection, viewportHeight: bodyHeight(state))
      scrollDetail(&state, by: 0)
      return .none
    case .input(let event):
      guard let command = Command(event) else { return .none }
      return perform(command, on: &state)
    case .tick:
      state.tick &+= 1
      return .none
    case .issuesLoaded(.success(let issues)):
      state.list.receive(issues, viewportHeight: bodyHeight(state))
      return .none
    case .issuesLoaded(.failure(.cancelled)):
      _ = state.list.issues.cancelLoading()
      return .none
    case .issuesLoaded(.failure(let error)):
      _ = state.list.issues.fail(error)
      return .none
    }
  }

  private func perform(_ command: Command, on state: inout AppState) -> Effect<AppAction> {
    switch command {
    case .quit: return .quit
    case .suspend: return .suspend
    default: break
    }
    if state.detail != nil {
      return performOnDetail(command, &state)
    }
    return performOnList(command, &state)
  }

  private func performOnList(_ command: Command, _ state: inout AppState) -> Effect<AppAction> {
    let height = bodyHeight(state)
    let page = max(1, height - 1)
    let selection = state.list.selection
    switch command {
    case .moveUp: state.list.select(selection - 1, viewportHeight: height)
    case .moveDown: state.list.select(selection + 1, viewportHeight: height)
    case .pageUp: state.list.select(selection - page, viewportHeight: height)
    case .pageDown: state.list.select(selection + page, viewportHeight: height)
    case .top: state.list.select(0, viewportHeight: height)
    case .bottom: state.list.select(state.list.rows.count - 1, viewportHeight: height)
    case .scroll(let rows): state.list.select(selection + rows, viewportHeight: height)
    case .open:
      if let issue = state.list.selectedIssue { state.detail = IssueDetailScreen(issue: issue) }
    case .refresh:
      return loadIssues(&state)
    case .back, .quit, .suspend:
      break
    }
    return .none
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
      return loadIssues(&state)
    case .open, .quit, .suspend:
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

  private func loadIssues(_ state: inout AppState) -> Effect<AppAction> {
    guard state.list.issues.startLoading() else { return .none }
    let source = self.source
    return .run(id: Self.loadID) { context in
      do throws(SampleSourceError) {
        let issues = try await source.fetchIssues(using: context.clock)
        context.send(.issuesLoaded(.success(issues)))
      } catch {
        context.send(.issuesLoaded(.failure(error)))
      }
    }
  }

  private func bodyHeight(_ state: AppState) -> Int {
    AppLayout(size: state.size).body.height
  }
}
