import PropertyBased
import ScreenState

/// One call a screen can make on its `PagingDataState`, in any state, misuse included.
enum StateOperation: Sendable, CustomStringConvertible {
  case startLoading
  case startPaging
  case cancel
  case fail
  /// A load's result, replacing everything.
  case succeed(Page)
  /// A page's result, to be merged.
  case appendPage(Page)

  /// The call without its payload, as the oracle's column.
  enum Call: Hashable, Sendable {
    case startLoading, startPaging, cancel, fail, succeed, appendPage
  }

  var call: Call {
    switch self {
    case .startLoading: .startLoading
    case .startPaging: .startPaging
    case .cancel: .cancel
    case .fail: .fail
    case .succeed: .succeed
    case .appendPage: .appendPage
    }
  }

  func apply(to state: inout ListState) -> Bool {
    switch self {
    case .startLoading: state.startLoading()
    case .startPaging: state.startPaging()
    case .cancel: state.cancelLoading()
    case .fail: state.fail(.server)
    case .succeed(let value): state.succeed(value)
    case .appendPage(let page): state.appendPage(page)
    }
  }

  var description: String {
    switch self {
    case .startLoading: "startLoading"
    case .startPaging: "startPaging"
    case .cancel: "cancel"
    case .fail: "fail"
    case .succeed(let value): "succeed(\(value.items), more: \(value.hasMorePages))"
    case .appendPage(let page): "appendPage(\(page.items), more: \(page.hasMorePages))"
    }
  }

  /// Small id ranges, so that pages overlap and repeat ids often; mostly more pages follow, so
  /// that paging is reached often.
  static let pages = zip(Gen.int(in: 0...9).array(of: 0...4), Gen.bool(0.75))
    .map { ids, more in Page(items: ids.map { Row($0) }, nextCursor: more ? ids.count : nil) }

  static let operations = zip(Gen.int(in: 0...5), pages)
    .map { kind, page -> StateOperation in
      switch kind {
      case 0: .startLoading
      case 1: .startPaging
      case 2: .cancel
      case 3: .fail
      case 4: .succeed(page)
      default: .appendPage(page)
      }
    }

  /// Up to 40 random calls from `idle`.
  static let sequences = operations.array(of: 0...40)
}
