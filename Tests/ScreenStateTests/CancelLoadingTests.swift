import ScreenState
import Testing

/// Cancelling undoes the start, so cancellation never shows up as an error.
struct CancelLoadingTests {
  struct Case<State: Sendable>: Sendable, CustomTestStringConvertible {
    let from: State
    /// `nil`: nothing is in flight, so nothing is cancelled.
    let expected: State?
    let describe: @Sendable (State) -> String

    var testDescription: String {
      "cancel from \(describe(from)) → \(expected.map(describe) ?? "— (ignored)")"
    }
  }

  static let pagingCases: [Case<ListState>] = {
    let v = Fixture.v
    let e = Fixture.e
    let table: [(ListState, ListState?)] = [
      (.idle, nil),
      (.initialLoading, .idle),
      (.retryLoading(e), .loadingFailure(e)),
      (.reLoading(v), .success(v)),
      (.success(v), nil),
      (.loadingFailure(e), nil),
      (.reLoadingFailure(v, e), nil),
      (.paging(v), .success(v)),
      (.pagingFailure(v, e), nil),
    ]
    return table.map { Case(from: $0.0, expected: $0.1, describe: Fixture.describe) }
  }()

  static let dataCases: [Case<HeaderState>] = {
    let e = Fixture.e
    let table: [(HeaderState, HeaderState?)] = [
      (.idle, nil),
      (.initialLoading, .idle),
      (.retryLoading(e), .loadingFailure(e)),
      (.reLoading("v"), .success("v")),
      (.success("v"), nil),
      (.loadingFailure(e), nil),
      (.reLoadingFailure("v", e), nil),
    ]
    return table.map { Case(from: $0.0, expected: $0.1, describe: Fixture.describe) }
  }()

  @Test("PagingDataState.cancelLoading", arguments: pagingCases)
  func cancelPaging(_ testCase: Case<ListState>) {
    var state = testCase.from
    let cancelled = state.cancelLoading()
    #expect(cancelled == (testCase.expected != nil))
    #expect(state == (testCase.expected ?? testCase.from))
    #expect(!state.isLoading)
  }

  @Test("DataState.cancelLoading", arguments: dataCases)
  func cancelData(_ testCase: Case<HeaderState>) {
    var state = testCase.from
    let cancelled = state.cancelLoading()
    #expect(cancelled == (testCase.expected != nil))
    #expect(state == (testCase.expected ?? testCase.from))
    #expect(!state.isLoading)
  }

  @Test func cancelledRequestCanBeStartedAgain() {
    var state = ListState.success(Fixture.v)
    let started = state.startPaging()
    let cancelled = state.cancelLoading()
    let restarted = state.startPaging()
    #expect(started && cancelled && restarted)
    #expect(state == .paging(Fixture.v))
  }

  @Test func lateResultAfterCancelIsIgnored() {
    var state = HeaderState.success("v")
    let started = state.startLoading()
    let cancelled = state.cancelLoading()
    let lateSuccess = state.succeed("late")
    let lateFailure = state.fail(Fixture.e)
    #expect(started && cancelled)
    #expect(!lateSuccess && !lateFailure)
    #expect(state == .success("v"))
  }
}
