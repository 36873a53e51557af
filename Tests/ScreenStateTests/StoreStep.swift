import PropertyBased
import ScreenState

/// One event a store sees: a user action, or a result arriving for any request still out,
/// cancelled and superseded ones included, in any order.
enum StoreStep: Sendable, CustomStringConvertible {
  case refresh
  case loadMore
  case cancel
  /// `pick` chooses among the outstanding requests.
  case deliver(pick: Int, result: Result<Page, TestError>)

  var description: String {
    switch self {
    case .refresh: "refresh"
    case .loadMore: "loadMore"
    case .cancel: "cancel"
    case .deliver(let pick, .success(let page)): "deliver(#\(pick), \(page.items))"
    case .deliver(let pick, .failure): "deliver(#\(pick), failure)"
    }
  }

  static let steps = zip(
    Gen.int(in: 0...5), Gen.int(in: 0...7), Gen.bool(0.8), StateOperation.pages
  )
  .map { kind, pick, succeeds, page -> StoreStep in
    switch kind {
    case 0: .refresh
    case 1: .loadMore
    case 2: .cancel
    default: .deliver(pick: pick, result: succeeds ? .success(page) : .failure(.server))
    }
  }

  static let scripts = steps.array(of: 0...40)
}
