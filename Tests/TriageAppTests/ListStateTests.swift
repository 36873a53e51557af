import ScreenState
import TerminalUI
import Testing

@testable import AppCore
@testable import TriageApp

/// The fixtures must land in the state they are named after, or the snapshots lie.
@Suite struct ListStateTests {
  @Test(arguments: Fixtures.ListState.allCases, ScreenSnapshotTests.sizes)
  func fixtureReachesItsState(target: Fixtures.ListState, size: Size) {
    let state = Fixtures.state(target, size: size).list.state
    switch (target, state) {
    case (.idle, .idle), (.initialLoading, .initialLoading), (.success, .success),
      (.reLoading, .reLoading), (.reLoadingFailure, .reLoadingFailure), (.paging, .paging),
      (.pagingFailure, .pagingFailure), (.loadingFailure, .loadingFailure),
      (.retryLoading, .retryLoading):
      break
    case (.empty, .success(let page)):
      #expect(page.items.isEmpty)
    default:
      Issue.record("\(target) fixture is in \(state)")
    }
  }
}
