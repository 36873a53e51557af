import ScreenState
import Testing

/// One case per cell of the DESIGN §3 table without its paging rows and column.
struct DataStateTransitionTests {
  enum Call: String, Sendable {
    case startLoading, succeed, fail

    func apply(to state: inout HeaderState) -> Bool {
      switch self {
      case .startLoading: state.startLoading()
      case .succeed: state.succeed("v'")
      case .fail: state.fail(Fixture.ePrime)
      }
    }
  }

  struct Cell: Sendable, CustomTestStringConvertible {
    let from: HeaderState
    let call: Call
    /// `nil` is the table's dash: the call is ignored.
    let expected: HeaderState?

    var testDescription: String {
      let outcome = expected.map(Fixture.describe) ?? "— (ignored)"
      return "\(Fixture.describe(from)) · \(call.rawValue) → \(outcome)"
    }
  }

  static let ignored: HeaderState? = nil

  static func row(
    _ from: HeaderState, startLoading: HeaderState?, succeed: HeaderState?, fail: HeaderState?
  ) -> [Cell] {
    [
      Cell(from: from, call: .startLoading, expected: startLoading),
      Cell(from: from, call: .succeed, expected: succeed),
      Cell(from: from, call: .fail, expected: fail),
    ]
  }

  static let table: [Cell] = {
    let e = Fixture.e
    let e2 = Fixture.ePrime
    return [
      row(.idle, startLoading: .initialLoading, succeed: ignored, fail: ignored),
      row(
        .initialLoading, startLoading: ignored, succeed: .success("v'"), fail: .loadingFailure(e2)),
      row(
        .retryLoading(e), startLoading: ignored, succeed: .success("v'"), fail: .loadingFailure(e2)),
      row(
        .reLoading("v"), startLoading: ignored, succeed: .success("v'"),
        fail: .reLoadingFailure("v", e2)),
      row(.success("v"), startLoading: .reLoading("v"), succeed: ignored, fail: ignored),
      row(.loadingFailure(e), startLoading: .retryLoading(e), succeed: ignored, fail: ignored),
      row(
        .reLoadingFailure("v", e), startLoading: .reLoading("v"), succeed: ignored, fail: ignored),
    ].flatMap { $0 }
  }()

  @Test("DataState transition", arguments: table)
  func transition(_ cell: Cell) {
    var state = cell.from
    let applied = cell.call.apply(to: &state)
    if let expected = cell.expected {
      #expect(applied)
      #expect(state == expected)
    } else {
      #expect(!applied)
      #expect(state == cell.from)
    }
  }

  @Test func tableHasOneCellPerStateAndCall() {
    #expect(Self.table.count == 7 * 3)
  }
}
