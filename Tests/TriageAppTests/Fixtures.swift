import ScreenState
import TerminalUI

@testable import TriageApp

/// Builders shared by the app's tests. States are reached through the real reducer, never
/// assembled by hand, so a snapshot shows what a user can actually get to.
enum Fixtures {
  static func source(latency: Duration = .milliseconds(600)) -> SampleIssueSource {
    SampleIssueSource(latency: latency, count: 75, pageSize: 30)
  }

  static let program = TriageProgram(source: source())

  /// Each of the nine list states, plus a loaded list with no rows.
  enum ListState: String, CaseIterable, Sendable {
    case idle, initialLoading, success, reLoading, reLoadingFailure, paging, pagingFailure
    case loadingFailure, retryLoading, empty
  }

  static func firstPage(empty: Bool = false) -> SampleIssueSource.Page {
    empty
      ? SampleIssueSource.Page()
      : SampleIssueSource.Page(items: Array(source().issues.prefix(30)), nextCursor: 30)
  }

  static func secondPage() -> SampleIssueSource.Page {
    SampleIssueSource.Page(items: Array(source().issues[30..<60]), nextCursor: 60)
  }

  /// Applies actions in order, ignoring effects: the test plays the runtime's part.
  static func apply(_ actions: [AppAction], to state: inout AppState) {
    for action in actions { _ = program.reduce(&state, action) }
  }

  static func keys(_ keys: Key...) -> [AppAction] { keys.map { .input(.key($0)) } }

  static func loaded(_ state: AppState, _ result: Result<SampleIssueSource.Page, SampleSourceError>)
    -> AppAction
  {
    .list(.loaded(generation: state.list.generation, result))
  }

  static func pageLoaded(
    _ state: AppState, _ result: Result<SampleIssueSource.Page, SampleSourceError>
  ) -> AppAction {
    .list(.pageLoaded(generation: state.list.generation, result))
  }

  static func state(_ target: ListState, size: Size, tick: Int = 3) -> AppState {
    var state = program.initialState()
    apply([.input(.resize(size))], to: &state)
    state.tick = tick
    if target == .idle { return state }
    _ = program.start(&state)
    switch target {
    case .idle, .initialLoading:
      break
    case .success, .reLoading, .reLoadingFailure, .paging, .pagingFailure, .empty:
      apply([loaded(state, .success(firstPage(empty: target == .empty)))], to: &state)
      apply(keys(.down, .down), to: &state)
    case .loadingFailure, .retryLoading:
      apply([loaded(state, .failure(.unavailable))], to: &state)
    }
    switch target {
    case .reLoading, .retryLoading:
      apply(keys(.character("r")), to: &state)
    case .reLoadingFailure:
      apply(keys(.character("r")), to: &state)
      apply([loaded(state, .failure(.unavailable))], to: &state)
    case .paging:
      apply(keys(.end), to: &state)
    case .pagingFailure:
      apply(keys(.end), to: &state)
      apply([pageLoaded(state, .failure(.unavailable))], to: &state)
    default:
      break
    }
    return state
  }

  /// A state as the runtime leaves it after the first page loaded.
  static func loadedState(size: Size) -> AppState {
    var state = program.initialState()
    apply([.input(.resize(size))], to: &state)
    _ = program.start(&state)
    apply([loaded(state, .success(firstPage()))], to: &state)
    return state
  }
}

extension TriageProgram {
  /// Reduces a sequence of keys, returning the last effect.
  @discardableResult
  func press(_ keys: [Key], on state: inout AppState) -> Effect<AppAction> {
    var effect = Effect<AppAction>.none
    for key in keys { effect = reduce(&state, .input(.key(key))) }
    return effect
  }
}
