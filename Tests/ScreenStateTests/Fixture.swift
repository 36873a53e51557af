import ScreenState

typealias Page = PagedCollection<Row, Int>
typealias ListState = PagingDataState<Page, TestError>
typealias HeaderState = DataState<String, TestError>

/// The named values of the transition tables, so that case names read like DESIGN §3.
enum Fixture {
  /// Loaded rows with more pages after them.
  static let v = Page(items: [Row(1), Row(2)], nextCursor: 2)
  /// The same rows, but the last page.
  static let vAtEnd = Page(items: [Row(1), Row(2)], nextCursor: nil)
  /// A fresh first page, replacing everything on success.
  static let vPrime = Page(items: [Row(7)], nextCursor: 1)
  /// The next page; it repeats row 2 (with a new title) because the list shifted.
  static let page = Page(items: [Row(2, "shifted"), Row(3)], nextCursor: nil)
  /// `v + page`: row 2 keeps its original copy and position.
  static let vPlusPage = Page(items: [Row(1), Row(2), Row(3)], nextCursor: nil)
  /// The error a state starts with.
  static let e = TestError.offline
  /// The error a `fail` call delivers.
  static let ePrime = TestError.server

  static func name(_ value: Page) -> String {
    let names: [(Page, String)] = [
      (v, "v"), (vAtEnd, "v(last page)"), (vPrime, "v'"), (page, "page"), (vPlusPage, "v+page"),
    ]
    return names.first { $0.0 == value }?.1 ?? "\(value.items)"
  }

  static func name(_ error: TestError) -> String {
    error == e ? "e" : "e'"
  }

  static func describe(_ state: ListState) -> String {
    switch state {
    case .idle: "idle"
    case .initialLoading: "initialLoading"
    case .reLoading(let value): "reLoading(\(name(value)))"
    case .retryLoading(let error): "retryLoading(\(name(error)))"
    case .success(let value): "success(\(name(value)))"
    case .loadingFailure(let error): "loadingFailure(\(name(error)))"
    case .reLoadingFailure(let value, let error): "reLoadingFailure(\(name(value)), \(name(error)))"
    case .paging(let value): "paging(\(name(value)))"
    case .pagingFailure(let value, let error): "pagingFailure(\(name(value)), \(name(error)))"
    }
  }

  static func describe(_ state: HeaderState) -> String {
    switch state {
    case .idle: "idle"
    case .initialLoading: "initialLoading"
    case .reLoading(let value): "reLoading(\(value))"
    case .retryLoading(let error): "retryLoading(\(name(error)))"
    case .success(let value): "success(\(value))"
    case .loadingFailure(let error): "loadingFailure(\(name(error)))"
    case .reLoadingFailure(let value, let error): "reLoadingFailure(\(value), \(name(error)))"
    }
  }
}
