import ScreenState

/// Runs random calls on a `PagingDataState` and reports the first broken invariant.
enum OperationSequenceChecker {
  /// `nil` when every step kept every invariant; otherwise what broke, and where.
  static func firstViolation(in operations: [StateOperation]) -> String? {
    var state = ListState.idle
    var hasSucceeded = false
    for (index, operation) in operations.enumerated() {
      let before = state
      let applied = operation.apply(to: &state)
      if case .success = state { hasSucceeded = true }
      let problem =
        transitionViolation(before, operation, applied, state)
        ?? stateViolation(state, hasSucceeded: hasSucceeded)
        ?? rowsViolation(before, operation, applied, state)
      if let problem {
        return "step \(index), \(operation) from \(Fixture.describe(before)): \(problem)"
      }
    }
    return nil
  }

  /// (a) Every step is an edge of the table, or ignored and reported as such.
  static func transitionViolation(
    _ before: ListState, _ operation: StateOperation, _ applied: Bool, _ after: ListState
  ) -> String? {
    let expected = TransitionOracle.next(
      from: StateKind(before), call: operation.call,
      hasMorePages: before.value?.hasMorePages ?? false)
    guard let expected else {
      if applied { return "ignored call reported as applied" }
      return after == before ? nil : "ignored call changed the state"
    }
    if !applied { return "allowed call reported as ignored" }
    let actual = StateKind(after)
    return actual == expected ? nil : "reached \(actual), the table says \(expected)"
  }

  /// (a) No forbidden state; (b) a value never disappears after a success; (c) unique ids.
  static func stateViolation(_ state: ListState, hasSucceeded: Bool) -> String? {
    if case .paging(let value) = state, !value.hasMorePages {
      return "paging without more pages"
    }
    if hasSucceeded {
      if state.value == nil { return "value lost after a success" }
      if TransitionOracle.beforeFirstSuccess.contains(StateKind(state)) {
        return "\(StateKind(state)) after a success"
      }
    } else if state.value != nil {
      return "value before any success"
    }
    if let items = state.value?.items, Set(items.map(\.id)).count != items.count {
      return "duplicate ids in \(items)"
    }
    return nil
  }

  /// Nothing is lost: only a load's success replaces the rows; a page adds exactly its new ids.
  static func rowsViolation(
    _ before: ListState, _ operation: StateOperation, _ applied: Bool, _ after: ListState
  ) -> String? {
    switch operation {
    case .succeed(let value):
      return !applied || after.value == value ? nil : "load result not applied as given"
    case .appendPage(let page) where applied:
      let old = before.value?.items ?? []
      var expected = old
      for item in page.items where !expected.contains(where: { $0.id == item.id }) {
        expected.append(item)
      }
      if after.value?.items != expected { return "page merged as \(after.value?.items ?? [])" }
      return after.value?.nextCursor == page.nextCursor ? nil : "page cursor not taken"
    default:
      return after.value == before.value ? nil : "rows changed without a result"
    }
  }
}
