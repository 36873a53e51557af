import ScreenState

/// Plays a script against `GenerationalStore` and checks it against the meaning of "stale":
/// a result is current only if it answers the latest request, not cancelled, not yet answered.
enum StoreScriptChecker {
  struct Tally {
    var stale = 0
    var current = 0
  }

  static func firstViolation(in steps: [StoreStep], tally: inout Tally) -> String? {
    var store = GenerationalStore()
    var outstanding: [GenerationalStore.Request] = []
    var latest: GenerationalStore.Request?
    var hasSucceeded = false
    for (index, step) in steps.enumerated() {
      switch step {
      case .refresh:
        if let request = store.refresh() {
          outstanding.append(request)
          latest = request
        }
      case .loadMore:
        if let request = store.loadMore() {
          outstanding.append(request)
          latest = request
        }
      case .cancel:
        if store.cancel() { latest = nil }
      case .deliver(let pick, let result):
        guard !outstanding.isEmpty else { continue }
        let request = outstanding.remove(at: pick % outstanding.count)
        let before = store.state
        let applied = store.deliver(result, for: request)
        if request == latest {
          tally.current += 1
          latest = nil
          if !applied { return "step \(index): current \(request) was dropped" }
        } else {
          tally.stale += 1
          if applied || store.state != before {
            return "step \(index): stale \(request) was applied"
          }
        }
      }
      if case .success = store.state { hasSucceeded = true }
      if let problem = OperationSequenceChecker.stateViolation(
        store.state, hasSucceeded: hasSucceeded)
      {
        return "step \(index), \(step): \(problem)"
      }
    }
    return nil
  }
}
