import ScreenState
import Testing

/// One case per cell of the DESIGN §3 table. The success column is split in two, `succeed` (a
/// load's result) and `appendPage` (a page's result), and `success(v)`, `reLoadingFailure` and
/// `pagingFailure` appear twice: with more pages after `v`, and at the last page.
struct PagingDataStateTransitionTests {
  enum Call: String, Sendable {
    case startLoading, startPaging, succeed, appendPage, fail

    func apply(to state: inout ListState) -> Bool {
      switch self {
      case .startLoading: state.startLoading()
      case .startPaging: state.startPaging()
      case .succeed: state.succeed(Fixture.vPrime)
      case .appendPage: state.appendPage(Fixture.page)
      case .fail: state.fail(Fixture.ePrime)
      }
    }
  }

  struct Cell: Sendable, CustomTestStringConvertible {
    let from: ListState
    let call: Call
    /// `nil` is the table's dash: the call is ignored.
    let expected: ListState?

    var testDescription: String {
      let outcome = expected.map(Fixture.describe) ?? "— (ignored)"
      return "\(Fixture.describe(from)) · \(call.rawValue) → \(outcome)"
    }
  }

  static let ignored: ListState? = nil

  /// One table row: the outcome of every call from `from`.
  static func row(
    _ from: ListState, startLoading: ListState?, startPaging: ListState?, succeed: ListState?,
    appendPage: ListState?, fail: ListState?
  ) -> [Cell] {
    [
      Cell(from: from, call: .startLoading, expected: startLoading),
      Cell(from: from, call: .startPaging, expected: startPaging),
      Cell(from: from, call: .succeed, expected: succeed),
      Cell(from: from, call: .appendPage, expected: appendPage),
      Cell(from: from, call: .fail, expected: fail),
    ]
  }

  static let table: [Cell] = {
    let v = Fixture.v
    let end = Fixture.vAtEnd
    let e = Fixture.e
    let e2 = Fixture.ePrime
    let fresh = ListState.success(Fixture.vPrime)
    return [
      row(
        .idle, startLoading: .initialLoading, startPaging: ignored, succeed: ignored,
        appendPage: ignored, fail: ignored),
      row(
        .initialLoading, startLoading: ignored, startPaging: ignored, succeed: fresh,
        appendPage: ignored, fail: .loadingFailure(e2)),
      row(
        .retryLoading(e), startLoading: ignored, startPaging: ignored, succeed: fresh,
        appendPage: ignored, fail: .loadingFailure(e2)),
      row(
        .reLoading(v), startLoading: ignored, startPaging: ignored, succeed: fresh,
        appendPage: ignored, fail: .reLoadingFailure(v, e2)),
      row(
        .success(v), startLoading: .reLoading(v), startPaging: .paging(v), succeed: ignored,
        appendPage: ignored, fail: ignored),
      row(
        .success(end), startLoading: .reLoading(end), startPaging: ignored, succeed: ignored,
        appendPage: ignored, fail: ignored),
      row(
        .loadingFailure(e), startLoading: .retryLoading(e), startPaging: ignored, succeed: ignored,
        appendPage: ignored, fail: ignored),
      row(
        .reLoadingFailure(v, e), startLoading: .reLoading(v), startPaging: .paging(v),
        succeed: ignored, appendPage: ignored, fail: ignored),
      row(
        .reLoadingFailure(end, e), startLoading: .reLoading(end), startPaging: ignored,
        succeed: ignored, appendPage: ignored, fail: ignored),
      row(
        .paging(v), startLoading: ignored, startPaging: ignored, succeed: ignored,
        appendPage: .success(Fixture.vPlusPage), fail: .pagingFailure(v, e2)),
      row(
        .pagingFailure(v, e), startLoading: .reLoading(v), startPaging: .paging(v),
        succeed: ignored, appendPage: ignored, fail: ignored),
      row(
        .pagingFailure(end, e), startLoading: .reLoading(end), startPaging: ignored,
        succeed: ignored, appendPage: ignored, fail: ignored),
    ].flatMap { $0 }
  }()

  @Test("PagingDataState transition", arguments: table)
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

  @Test func tableCoversEveryCaseAndCall() {
    let kinds = Set(Self.table.map { StateKind($0.from) })
    #expect(kinds == Set(StateKind.allCases))
    #expect(Self.table.count == 12 * 5)
  }

  @Test func startPagingWithPredicateWorksForPlainArrays() {
    var state = PagingDataState<[Int], TestError>.success([1, 2])
    let pagedPastEnd = state.startPaging(hasMore: { $0.count >= 3 })
    #expect(!pagedPastEnd)
    #expect(state == .success([1, 2]))
    let paged = state.startPaging(hasMore: { $0.count < 3 })
    #expect(paged)
    #expect(state == .paging([1, 2]))
    let merged = state.succeedPage([3], merge: +=)
    #expect(merged)
    #expect(state == .success([1, 2, 3]))
  }

  @Test func succeedPageIsIgnoredUnlessPaging() {
    var state = PagingDataState<[Int], TestError>.reLoading([1])
    let merged = state.succeedPage([2], merge: +=)
    #expect(!merged)
    #expect(state == .reLoading([1]))
  }
}
