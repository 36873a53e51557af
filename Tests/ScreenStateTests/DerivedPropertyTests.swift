import ScreenState
import Testing

/// The derived properties of every case, as one row per state.
struct DerivedPropertyTests {
  struct Expectation: Sendable, Equatable, CustomStringConvertible {
    var value: String?
    var error: TestError?
    var isLoading = false
    var isInitialLoading = false
    var showsPlaceholder = false
    var isPaging = false
    var isFailure = false

    var description: String {
      var flags: [String] = []
      if isLoading { flags.append("loading") }
      if isInitialLoading { flags.append("initialLoading") }
      if showsPlaceholder { flags.append("placeholder") }
      if isPaging { flags.append("paging") }
      if isFailure { flags.append("failure") }
      let value = value ?? "-"
      let error = error.map(Fixture.name) ?? "-"
      return "value \(value), error \(error), [\(flags.joined(separator: " "))]"
    }
  }

  struct Case<State: Sendable>: Sendable, CustomTestStringConvertible {
    let state: State
    let expected: Expectation
    let describe: @Sendable (State) -> String

    var testDescription: String { "\(describe(state)): \(expected)" }
  }

  static let pagingCases: [Case<ListState>] = {
    let v = Fixture.v
    let e = Fixture.e
    let rows: [(ListState, Expectation)] = [
      (.idle, .init(showsPlaceholder: true)),
      (.initialLoading, .init(isLoading: true, isInitialLoading: true, showsPlaceholder: true)),
      (.retryLoading(e), .init(error: e, isLoading: true)),
      (.reLoading(v), .init(value: "v", isLoading: true)),
      (.success(v), .init(value: "v")),
      (.loadingFailure(e), .init(error: e, isFailure: true)),
      (.reLoadingFailure(v, e), .init(value: "v", error: e, isFailure: true)),
      (.paging(v), .init(value: "v", isLoading: true, isPaging: true)),
      (.pagingFailure(v, e), .init(value: "v", error: e, isFailure: true)),
    ]
    return rows.map { Case(state: $0.0, expected: $0.1, describe: Fixture.describe) }
  }()

  static let dataCases: [Case<HeaderState>] = {
    let e = Fixture.e
    let rows: [(HeaderState, Expectation)] = [
      (.idle, .init(showsPlaceholder: true)),
      (.initialLoading, .init(isLoading: true, isInitialLoading: true, showsPlaceholder: true)),
      (.retryLoading(e), .init(error: e, isLoading: true)),
      (.reLoading("v"), .init(value: "v", isLoading: true)),
      (.success("v"), .init(value: "v")),
      (.loadingFailure(e), .init(error: e, isFailure: true)),
      (.reLoadingFailure("v", e), .init(value: "v", error: e, isFailure: true)),
    ]
    return rows.map { Case(state: $0.0, expected: $0.1, describe: Fixture.describe) }
  }()

  @Test("PagingDataState derived properties", arguments: pagingCases)
  func paging(_ testCase: Case<ListState>) {
    let state = testCase.state
    let actual = Expectation(
      value: state.value.map(Fixture.name), error: state.error, isLoading: state.isLoading,
      isInitialLoading: state.isInitialLoading, showsPlaceholder: state.showsPlaceholder,
      isPaging: state.isPaging, isFailure: state.isFailure)
    #expect(actual == testCase.expected)
  }

  @Test("DataState derived properties", arguments: dataCases)
  func data(_ testCase: Case<HeaderState>) {
    let state = testCase.state
    let actual = Expectation(
      value: state.value, error: state.error, isLoading: state.isLoading,
      isInitialLoading: state.isInitialLoading, showsPlaceholder: state.showsPlaceholder,
      isFailure: state.isFailure)
    #expect(actual == testCase.expected)
  }
}
