import ScreenState

/// A tiny "Fetch style" store: it tags every request with a generation and applies a result
/// only when its generation is the current one, as DESIGN §2 asks of every loading effect.
struct GenerationalStore {
  enum Kind: Sendable { case load, page }

  struct Request: Hashable, Sendable, CustomStringConvertible {
    let generation: Int
    let kind: Kind

    var description: String { "\(kind)#\(generation)" }
  }

  private(set) var state = ListState.idle
  private(set) var generation = 0

  mutating func refresh() -> Request? {
    guard state.startLoading() else { return nil }
    return nextRequest(.load)
  }

  mutating func loadMore() -> Request? {
    guard state.startPaging() else { return nil }
    return nextRequest(.page)
  }

  /// Returns whether something was cancelled; its result, if it still arrives, is stale.
  mutating func cancel() -> Bool {
    guard state.cancelLoading() else { return false }
    generation += 1
    return true
  }

  /// Returns whether the result was applied.
  mutating func deliver(_ result: Result<Page, TestError>, for request: Request) -> Bool {
    guard request.generation == generation else { return false }
    switch (request.kind, result) {
    case (.load, .success(let value)): return state.succeed(value)
    case (.page, .success(let page)): return state.appendPage(page)
    case (_, .failure(let error)): return state.fail(error)
    }
  }

  private mutating func nextRequest(_ kind: Kind) -> Request {
    generation += 1
    return Request(generation: generation, kind: kind)
  }
}
