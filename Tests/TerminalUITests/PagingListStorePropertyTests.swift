import ScreenState
import TerminalUITestSupport
import Testing

@testable import TerminalUI

/// Random operation sequences against `PagingListStore`, checked after every step against the
/// state table of DESIGN §3 and the store's own promises. The generator is seeded, so a failure
/// reproduces exactly; its message carries the sequence that caused it.
@Suite("PagingListStore: random operation sequences")
struct PagingListStorePropertyTests {
  static let seed: UInt64 = 0x7269_6167_6521
  static let sequenceCount = 500
  static let maxSequenceLength = 40

  @Test func everyStepKeepsTheInvariants() {
    var random = SplitMix64(seed: Self.seed)
    var selectionOnVanishedFooter: [String] = []
    var visited: Set<Phase> = []
    var staleResults = 0
    for sequence in 0..<Self.sequenceCount {
      var run = SequenceRun(
        height: random.int(in: 0...8), prefetchDistance: random.int(in: 0...4))
      for _ in 0..<random.int(in: 1...Self.maxSequenceLength) {
        let operation = OperationGenerator.next(for: run.store, using: &random)
        let generation = run.store.generation
        let report = run.apply(operation)
        visited.insert(run.store.state.phase)
        switch operation {
        case .load(let tag, _), .page(let tag, _): staleResults += tag == generation ? 0 : 1
        default: break
        }
        if !report.violations.isEmpty {
          Issue.record(
            """
            Sequence \(sequence) (seed \(Self.seed)), after \(run.trace.count) steps:
            \(report.violations.joined(separator: "\n"))
            Steps: \(run.trace.joined(separator: ", "))
            """)
          return
        }
        if report.selectionOnVanishedFooter, selectionOnVanishedFooter.isEmpty {
          selectionOnVanishedFooter = run.trace
        }
      }
    }
    #expect(visited == Set(Phase.edges.keys), "the generator must reach every state")
    #expect(staleResults > 1000)
    #expect(
      selectionOnVanishedFooter.isEmpty,
      "selection left on a vanished footer after: \(selectionOnVanishedFooter.joined(separator: ", "))"
    )
  }

  /// Guards the checker itself: a sequence that hits each kind of event must pass it.
  @Test func theCheckerAcceptsAHandWrittenSequence() {
    var run = SequenceRun(height: 5, prefetchDistance: 2)
    let operations: [StoreOperation] = [
      .refresh, .refresh, .load(generation: 1, .success(StoreFixture.page(0..<6, next: 2))),
      .select(4), .page(generation: 1, .failure), .select(6), .retry,
      .page(generation: 1, .cancellation), .refresh, .page(generation: 1, .failure),
      .load(generation: 2, .failure), .expireBanner(serial: 1), .cancel,
    ]
    for operation in operations {
      let report = run.apply(operation)
      #expect(report.violations.isEmpty, "\(run.trace)")
    }
    #expect(run.store.state.phase == .reLoadingFailure)
    #expect(run.store.banner == nil)
  }
}

// MARK: - Operations

/// What a delivered result carries.
enum Outcome: CustomStringConvertible {
  case success(TestPage)
  case failure
  case cancellation

  var result: Result<TestPage, TestFailure> {
    switch self {
    case .success(let page): .success(page)
    case .failure: .failure(.boom)
    case .cancellation: .failure(.cancelled)
    }
  }

  var description: String {
    switch self {
    case .success(let page):
      "success(\(page.items.map(\.id)), next: \(page.nextCursor.map(String.init) ?? "nil"))"
    case .failure: "failure"
    case .cancellation: "cancellation"
    }
  }
}

/// One thing a screen or the runtime can do to the store.
enum StoreOperation: CustomStringConvertible {
  case refresh
  case loadMore
  case retry
  case cancel
  case select(Int)
  case move(by: Int)
  case load(generation: Int, Outcome)
  case page(generation: Int, Outcome)
  case expireBanner(serial: Int)

  var description: String {
    switch self {
    case .refresh: "refresh"
    case .loadMore: "loadMore"
    case .retry: "retry"
    case .cancel: "cancel"
    case .select(let index): "select(\(index))"
    case .move(let delta): "move(\(delta))"
    case .load(let generation, let outcome): "load(gen \(generation), \(outcome))"
    case .page(let generation, let outcome): "page(gen \(generation), \(outcome))"
    case .expireBanner(let serial): "bannerExpired(\(serial))"
    }
  }
}

enum OperationGenerator {
  /// A random operation; results are for the current generation about two times in three, and
  /// half of the selections land near the end of the list, where paging happens.
  static func next(for store: RowStore, using random: inout SplitMix64) -> StoreOperation {
    switch random.int(in: 0..<100) {
    case 0..<10: return .refresh
    case 10..<18: return .loadMore
    case 18..<23: return .retry
    case 23..<29: return .cancel
    case 29..<37: return .select(random.int(in: -2...(store.items.count + 2)))
    case 37..<44: return .select(store.items.count - random.int(in: -1...3))
    case 44..<52: return .move(by: random.int(in: -3...3))
    case 52..<62: return .load(generation: generation(for: store, using: &random), outcome(&random))
    case 62..<70:
      let generation = generation(for: store, using: &random)
      return .load(generation: generation, .success(shifted(store.items, using: &random)))
    case 70..<88: return .page(generation: generation(for: store, using: &random), outcome(&random))
    default: return .expireBanner(serial: random.int(in: 0...((store.banner?.serial ?? 0) + 1)))
    }
  }

  private static func generation(for store: RowStore, using random: inout SplitMix64) -> Int {
    random.int(in: 0..<3) == 0 ? store.generation - random.int(in: 1...3) : store.generation
  }

  /// The loaded rows after a few new ones arrived on top and a few old ones went away, as a
  /// refresh sees them.
  private static func shifted(_ items: [Row], using random: inout SplitMix64) -> TestPage {
    let arrived = (0..<random.int(in: 0...3)).map { _ in random.int(in: 50..<60) }
    let kept = items.map(\.id).filter { _ in random.int(in: 0..<5) != 0 }
    return StoreFixture.page(arrived + kept, next: random.int(in: 0..<4) == 0 ? nil : 1)
  }

  /// Pages over few ids, so that they overlap and must be deduplicated; a quarter are empty.
  private static func outcome(_ random: inout SplitMix64) -> Outcome {
    switch random.int(in: 0..<10) {
    case 0..<5:
      let count = random.int(in: 0..<4) == 0 ? 0 : random.int(in: 1...10)
      let ids = (0..<count).map { _ in random.int(in: 0..<50) }
      let cursor = random.int(in: 0..<4) == 0 ? nil : random.int(in: 1...99)
      return .success(StoreFixture.page(ids, next: cursor))
    case 5..<8: return .failure
    default: return .cancellation
    }
  }
}

// MARK: - Running and checking

/// The case of a state without its payload, for checking transitions against the table.
enum Phase: Hashable {
  case idle, initialLoading, reLoading, retryLoading, success, loadingFailure, reLoadingFailure
  case paging, pagingFailure

  static let loading: Set<Phase> = [.initialLoading, .reLoading, .retryLoading]

  /// DESIGN §3's transitions, plus the undo edges of `cancelLoading()`.
  static let edges: [Phase: Set<Phase>] = [
    .idle: [.initialLoading],
    .initialLoading: [.success, .loadingFailure, .idle],
    .retryLoading: [.success, .loadingFailure],
    .reLoading: [.success, .reLoadingFailure],
    .success: [.reLoading, .paging],
    .loadingFailure: [.retryLoading],
    .reLoadingFailure: [.reLoading, .paging],
    .paging: [.success, .pagingFailure],
    .pagingFailure: [.reLoading, .paging],
  ]

  /// Whether one store operation may move from `self` to `next`. A load that succeeds near the
  /// end of the list starts paging in the same step.
  func mayBecome(_ next: Phase) -> Bool {
    let direct = Self.edges[self] ?? []
    return next == self || direct.contains(next) || (direct.contains(.success) && next == .paging)
  }
}

extension PagingDataState {
  var phase: Phase {
    switch self {
    case .idle: .idle
    case .initialLoading: .initialLoading
    case .reLoading: .reLoading
    case .retryLoading: .retryLoading
    case .success: .success
    case .loadingFailure: .loadingFailure
    case .reLoadingFailure: .reLoadingFailure
    case .paging: .paging
    case .pagingFailure: .pagingFailure
    }
  }
}

struct StepReport {
  var violations: [String] = []
  /// The known defect: the selection sits one past the last item after the footer vanished.
  var selectionOnVanishedFooter = false
}

/// A store, the operations applied so far, and what has been promised about it.
struct SequenceRun {
  private(set) var store: RowStore
  private(set) var trace: [String] = []
  private let height: Int
  private var hasSucceeded = false

  init(height: Int, prefetchDistance: Int) {
    self.height = height
    store = StoreFixture.store(prefetchDistance: prefetchDistance)
  }

  mutating func apply(_ operation: StoreOperation) -> StepReport {
    trace.append(operation.description)
    let before = store
    let effect: Effect<RowStore.Event>
    switch operation {
    case .refresh: effect = store.refresh()
    case .loadMore: effect = store.loadMore()
    case .retry: effect = store.retry()
    case .cancel: effect = store.cancel()
    case .select(let index): effect = store.select(index, height: height)
    case .move(let delta): effect = store.move(by: delta, height: height)
    case .load(let generation, let outcome):
      effect = store.handle(.loaded(generation: generation, outcome.result), height: height)
    case .page(let generation, let outcome):
      effect = store.handle(.pageLoaded(generation: generation, outcome.result), height: height)
    case .expireBanner(let serial):
      effect = store.handle(.bannerExpired(serial: serial), height: height)
    }
    var report = StepReport()
    check(operation, before: before, effect: effect, into: &report)
    checkSelection(into: &report)
    return report
  }

  private mutating func check(
    _ operation: StoreOperation, before: RowStore, effect: Effect<RowStore.Event>,
    into report: inout StepReport
  ) {
    func fail(_ message: String) { report.violations.append(message) }
    let (old, new) = (before.state, store.state)

    switch operation {
    case .load(let generation, let outcome), .page(let generation, let outcome):
      if generation != before.generation {
        if store != before { fail("a stale result changed the store: \(old) → \(new)") }
        if !effect.isNone { fail("a stale result returned an effect") }
      }
      if case .cancellation = outcome {
        if new.error != nil, new.error != old.error { fail("a cancellation shows \(new)") }
        if store.banner != before.banner { fail("a cancellation changed the banner") }
      }
    default:
      break
    }

    if !old.phase.mayBecome(new.phase) { fail("forbidden transition \(old) → \(new)") }
    if case .paging(let value) = new, value.nextCursor == nil { fail("paging past the end") }
    if case .pagingFailure(let value, _) = new, value.nextCursor == nil {
      fail("a failed page past the end")
    }
    let ids = store.items.map(\.id)
    if Set(ids).count != ids.count { fail("duplicate ids \(ids)") }
    if hasSucceeded, new.value == nil { fail("rows lost after a success: \(new)") }
    hasSucceeded = hasSucceeded || new.value != nil
    if !isLoadSuccess(operation, in: before), !store.items.starts(with: before.items) {
      fail("rows lost: \(before.items.map(\.id)) → \(ids)")
    }
    if store.banner != nil, new.phase == .reLoading || new.value == nil {
      fail("a banner in \(new)")
    }

    checkEffect(effect, of: operation, before: before, into: &report)
    checkOperationPromise(operation, before: before, into: &report)
  }

  /// What each operation promises beyond the table: prefetching at the prefetch distance, a
  /// selection that follows its item, and expiries that only remove their own banner.
  private func checkOperationPromise(
    _ operation: StoreOperation, before: RowStore, into report: inout StepReport
  ) {
    func fail(_ message: String) { report.violations.append(message) }
    switch operation {
    case .select, .move:
      let settled = [.success, .reLoadingFailure].contains(before.state.phase)
      let distance = store.items.count - 1 - store.viewport.selection
      let shouldPage = settled && before.state.value?.nextCursor != nil && wantsRows(distance)
      let startedPage = store.state.phase == .paging && before.state.phase != .paging
      if shouldPage != startedPage {
        fail("prefetch \(shouldPage ? "missing" : "unexpected") at distance \(distance)")
      }
      if store.pagesWithoutReader != 0 { fail("moving kept \(store.pagesWithoutReader) pages") }
    case .page(let generation, .success)
    where generation == before.generation
      && before.state.phase == .paging:
      let distance = store.items.count - 1 - store.viewport.selection
      let streak = before.pagesWithoutReader + 1
      if store.pagesWithoutReader != streak {
        fail("\(store.pagesWithoutReader) pages without the reader, expected \(streak)")
      }
      let shouldPage =
        store.state.value?.nextCursor != nil && wantsRows(distance)
        && streak < RowStore.pagesWithoutReaderLimit
      if shouldPage != (store.state.phase == .paging) {
        fail("prefetch after a page \(shouldPage ? "missing" : "unexpected") at \(distance)")
      }
    case .load(_, .success):
      guard isLoadSuccess(operation, in: before), let id = before.selectedItem?.id,
        store.items.contains(where: { $0.id == id })
      else { break }
      if store.selectedItem?.id != id { fail("selection lost item \(id)") }
    case .expireBanner(let serial):
      let expected = before.banner?.serial == serial ? nil : before.banner
      if store.banner != expected { fail("banner \(String(describing: store.banner))") }
    default:
      break
    }
    let reclamps: Bool
    switch operation {
    case .select, .move: reclamps = true
    case .load(let generation, .success), .load(let generation, .failure),
      .page(let generation, .success), .page(let generation, .failure):
      reclamps = generation == before.generation && store.state != before.state
    default: reclamps = false
    }
    let footer = [.paging, .pagingFailure].contains(store.state.phase) ? 1 : 0
    let maxOffset = max(0, store.items.count + footer - height)
    if reclamps, height > 0, store.viewport.scrollOffset > maxOffset {
      fail("scrolled past the end: offset \(store.viewport.scrollOffset) > \(maxOffset)")
    }
  }

  /// Whether the store should ask for more rows: the selection is near the end, or the rows
  /// stop short of the viewport's bottom.
  private func wantsRows(_ distance: Int) -> Bool {
    distance <= store.prefetchDistance
      || store.items.count < store.viewport.scrollOffset + height
  }

  /// Whether `operation` is the result of the load in flight, the one event that may replace
  /// the rows.
  private func isLoadSuccess(_ operation: StoreOperation, in store: RowStore) -> Bool {
    guard case .load(let generation, .success) = operation else { return false }
    return generation == store.generation && Phase.loading.contains(store.state.phase)
  }

  /// Exactly one fetch per request the state started, a banner timer per new banner, and a
  /// new generation per load or cancel.
  private func checkEffect(
    _ effect: Effect<RowStore.Event>, of operation: StoreOperation, before: RowStore,
    into report: inout StepReport
  ) {
    func fail(_ message: String) { report.violations.append(message) }
    let (old, new) = (before.state.phase, store.state.phase)
    let startedLoad = Phase.loading.contains(new) && !Phase.loading.contains(old)
    // A page that arrives while still near the end starts the next one in the same step.
    var pageArrived = false
    if case .page(let generation, .success) = operation {
      pageArrived = generation == before.generation && old == .paging
    }
    let startedPage = new == .paging && (old != .paging || pageArrived)
    let newBanner = store.banner != nil && store.banner != before.banner
    let expectedRuns =
      (startedLoad ? [store.loadID] : []) + (startedPage ? [store.pageID] : [])
      + (newBanner ? [store.bannerID] : [])
    if Set(effect.runIDs) != Set(expectedRuns) || effect.runIDs.count != expectedRuns.count {
      fail("runs \(effect.runIDs), expected \(expectedRuns)")
    }

    let dismissedBanner = before.banner != nil && store.banner == nil
    let expectedCancels: [EffectID]
    switch operation {
    case .cancel: expectedCancels = [store.loadID, store.pageID]
    case .refresh, .retry: expectedCancels = dismissedBanner ? [store.bannerID] : []
    default: expectedCancels = []
    }
    if effect.cancelledIDs != expectedCancels {
      fail("cancels \(effect.cancelledIDs), expected \(expectedCancels)")
    }
    if case .expireBanner = operation, store.state != before.state {
      fail("a banner expiry changed the state")
    }

    let bumped: Bool
    if case .cancel = operation { bumped = true } else { bumped = startedLoad }
    if store.generation != before.generation + (bumped ? 1 : 0) {
      fail("generation \(before.generation) → \(store.generation)")
    }
  }

  /// The selection is on an item, or on the footer of a failed page, and visible.
  private func checkSelection(into report: inout StepReport) {
    let selection = store.viewport.selection
    let itemCount = store.items.count
    let footer = store.state.phase == .pagingFailure ? 1 : 0
    let selectable = 0..<max(1, itemCount + footer)
    if !selectable.contains(selection) {
      if selection == itemCount, itemCount > 0 {
        report.selectionOnVanishedFooter = true
      } else {
        report.violations.append("selection \(selection) outside \(selectable)")
      }
      return
    }
    if height > 0, !store.viewport.visibleRows(height: height).contains(selection) {
      report.violations.append(
        "selection \(selection) scrolled out of view \(store.viewport.visibleRows(height: height))"
      )
    }
  }
}
