import ErrorHandling
import IssueDomain
import ScreenState
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import AppCore
@testable import IssueFeature
@testable import IssueListFeature
@testable import TriageApp

/// Random interleavings of keys, resizes, results (current, stale, and for screens that are
/// gone), countdown seconds and ticks, through the app's reducer and view. After every step the
/// app's promises must hold. Seeded: a failure names its seed and the steps that led to it.
@Suite("TriageProgram: random action sequences")
struct AppPropertyTests {
  static let seed: UInt64 = 0x5452_4941_4745
  static let sequenceCount = 300
  static let maxSequenceLength = 60

  let program = Fixtures.program

  @Test func everyStepKeepsTheAppsPromises() {
    var random = SplitMix64(seed: Self.seed)
    var reached: Set<String> = []
    defer {
      let wanted: Set = ["issue", "signIn", "alert", "queued", "countdown", "pagingFailure"]
      #expect(
        reached.isSuperset(of: wanted), "the generator never reached \(wanted.subtracting(reached))"
      )
    }
    for sequence in 0..<Self.sequenceCount {
      var state = program.initialState()
      program.apply(.input(.resize(Size(width: 80, height: 24))), to: &state)
      var running = Set(program.start(&state).runIDs.compactMap { $0 })
      var trace: [String] = []
      for _ in 0..<random.int(in: 1...Self.maxSequenceLength) {
        let action = Self.action(for: state, using: &random)
        trace.append(Self.describe(action))
        let before = state
        // Unchecked on purpose: a random step has no expected change to state; what holds for
        // every step is checked below, on the state before and after.
        let effect = program.reduce(&state, action)
        running = effect.stillRunning(from: running)
        reached.formUnion(Self.landmarks(state))
        let violations =
          Self.violations(before: before, after: state, action: action, running: running)
          + Self.renderViolations(program, state)
        if !violations.isEmpty {
          Issue.record(
            """
            Sequence \(sequence) (seed \(Self.seed)), after \(trace.count) steps:
            \(violations.joined(separator: "\n"))
            Steps: \(trace.joined(separator: ", "))
            """)
          return
        }
      }
    }
  }

  // MARK: - Promises

  static func violations(
    before: AppState, after state: AppState, action: AppAction, running: Set<EffectID>
  ) -> [String] {
    var found: [String] = []
    if state.navigation.count < 1 { found.append("the navigation stack lost its root") }
    let dialogs = [state.alerts.current].compactMap { $0 } + state.alerts.waiting
    if state.alerts.current == nil, !state.alerts.waiting.isEmpty {
      found.append("alerts wait while none is shown")
    }
    for dialog in dialogs {
      if let origin = dialog.origin, !state.navigation.contains(origin) {
        found.append("an alert from \(origin), which is gone, is still queued")
      }
    }
    let keys = dialogs.map { "\($0.alert)|\(String(describing: $0.origin))" }
    if Set(keys).count != keys.count { found.append("identical alerts did not coalesce") }
    let live = Set(state.navigation.ids.map(\.description))
    for id in running {
      let owner = id.rawValue.split(separator: ".").first.map(String.init) ?? ""
      if owner.hasPrefix("screen"), !live.contains(owner) {
        found.append("effect \(id) still runs after its screen is gone")
      }
    }
    // A failed refresh or page never loses loaded rows.
    if case .screen(let id, let event) = action,
      case .list(let event)? = event as? IssueListScreen.Event, event.isFailure,
      let old = before.navigation[id]?.as(IssueListScreen.self),
      let new = state.navigation[id]?.as(IssueListScreen.self),
      new.store.items.count < old.store.items.count
    {
      found.append("a failed load or page dropped rows")
    }
    return found
  }

  static func renderViolations(_ program: TriageProgram, _ state: AppState) -> [String] {
    let canvas = program.view(state, in: state.size)
    return canvas.size == state.size ? [] : ["the view drew a \(canvas.size) canvas"]
  }

  /// What a state shows, so the test can prove its generator reaches the interesting places.
  static func landmarks(_ state: AppState) -> Set<String> {
    var marks: Set<String> = []
    let top = state.top.screen
    if top.as(IssueScreen.self) != nil { marks.insert("issue") }
    if top.as(SignInScreen.self) != nil { marks.insert("signIn") }
    if let screen = top.as(IssueListScreen.self) {
      if case .pagingFailure = screen.store.state { marks.insert("pagingFailure") }
      if case .paging = screen.store.state { marks.insert("paging") }
      if case .success = screen.store.state { marks.insert("success") }
    }
    if state.alerts.isShowing { marks.insert("alert") }
    if !state.alerts.waiting.isEmpty { marks.insert("queued") }
    if state.alerts.current?.remaining != nil { marks.insert("countdown") }
    return marks
  }

  // MARK: - Actions

  static let keys: [Key] = [
    .up, .down, .character("j"), .character("k"), .pageDown, .pageUp, .home, .end, .enter,
    .enter, .escape, .escape, .left, .character("r"), .character("b"), .character("d"),
    .tab, .backTab, .character("e"), .character("f"), .character("x"),
    .backspace, .character("d"), .character("e"), .character("m"), .character("o"),
  ]

  static let failures: [AppError] = [
    .network(.offline), .server(status: 502), .serviceUnavailable, .notFound, .gone, .forbidden,
    .rateLimited(retryAfter: .seconds(2)), .unauthorized, .invalidCredentials, .cancelled,
    .validation([FieldProblem(field: "token", issue: .missing)]), .decoding,
  ]

  static func action(for state: AppState, using random: inout SplitMix64) -> AppAction {
    switch random.int(in: 0..<21) {
    case 0:
      let size = Size(width: random.int(in: 1...300), height: random.int(in: 1...100))
      return .input(.resize(size))
    case 1: return .countdown
    case 2: return .tick
    case 3...8: return result(for: state, using: &random)
    case 9: return .input(.key(random.int(in: 0..<4) == 0 ? .character("X") : .end))
    default: return .input(.key(keys[random.int(in: 0..<keys.count)]))
    }
  }

  /// A result for a live screen (usually for its current request) or for a screen that is gone.
  static func result(for state: AppState, using random: inout SplitMix64) -> AppAction {
    let ids = state.navigation.ids
    let maxID = ids.map(\.rawValue).max() ?? 0
    let id =
      random.int(in: 0..<4) == 0
      ? ScreenID(random.int(in: 0...(maxID + 1))) : ids[random.int(in: 0..<ids.count)]
    let failure = failures[random.int(in: 0..<failures.count)]
    let fails = random.int(in: 0..<3) == 0
    let stale = random.int(in: 0..<6) == 0 ? -1 : 0
    let screen = state.navigation[id]
    if let store = screen?.as(RepositoriesScreen.self)?.store {
      let result: Result<RepositoryPage, AppError> =
        fails ? .failure(failure) : .success(Fixtures.repositoriesPage)
      return .screen(id, .repositories(.loaded(generation: store.generation + stale, result)))
    }
    if let screen = screen?.as(IssueListScreen.self) {
      let generation = screen.store.generation + stale
      let cursor = screen.store.state.value?.nextCursor
      if screen.store.state.isPaging || random.int(in: 0..<4) == 0, let cursor {
        let offset = Int(cursor.rawValue) ?? 0
        let page = IssuePage(
          items: Array(Fixtures.allIssues.dropFirst(offset).prefix(30)),
          nextCursor: offset + 30 < Fixtures.allIssues.count ? PageCursor("\(offset + 30)") : nil)
        return .screen(
          id,
          .issues(.pageLoaded(generation: generation, fails ? .failure(failure) : .success(page))))
      }
      return .screen(
        id,
        .issues(
          .loaded(
            generation: generation, fails ? .failure(failure) : .success(Fixtures.firstPage()))))
    }
    if let screen = screen?.as(IssueScreen.self) {
      let issue = Fixtures.allIssues[random.int(in: 0..<30)]
      return .screen(
        id,
        .issue(
          .loaded(
            generation: screen.generation + stale, fails ? .failure(failure) : .success(issue))))
    }
    if let screen = screen?.as(SignInScreen.self) {
      let generation = screen.generation + stale
      return .screen(
        id,
        .signIn(
          .finished(
            generation: generation, fails ? .failure(failure) : .success(User(login: "octocat")))))
    }
    return .screen(id, .issue(.loaded(generation: 1, .success(Fixtures.allIssues[0]))))
  }

  static func describe(_ action: AppAction) -> String {
    switch action {
    case .input(.key(let key)): "key \(key)"
    case .input(.resize(let size)): "resize \(size)"
    case .input(let event): "\(event)"
    case .tick: "tick"
    case .countdown: "countdown"
    case .screen(let id, let event): "\(id) \(summary(event))"
    case .now: "now"
    case .browserOpened(_, let opened): "browserOpened(\(opened))"
    case .statusExpired(let serial): "statusExpired(\(serial))"
    case .write: "write"
    case .featureWrite: "featureWrite"
    case .networkReturnCooled: "networkReturnCooled"
    case .signedOut: "signedOut"
    case .commandFinished: "commandFinished"
    }
  }
}

/// A short description of a screen event for the failure trace.
func summary(_ event: any ScreenEvent) -> String {
  func result<T>(_ result: Result<T, AppError>) -> String {
    switch result {
    case .success: "success"
    case .failure(let error): "failure(\(error))"
    }
  }
  func list<Item>(_ name: String, _ event: PagingListStore<Item, PageCursor, AppError>.Event)
    -> String
  {
    switch event {
    case .loaded(let generation, let outcome):
      "\(name).loaded(g\(generation), \(result(outcome)))"
    case .pageLoaded(let generation, let outcome):
      "\(name).pageLoaded(g\(generation), \(result(outcome)))"
    case .restored(let generation, let page, _):
      "\(name).restored(g\(generation), \(page.items.count) rows)"
    case .bannerExpired: "bannerExpired"
    }
  }
  if let event = event as? RepositoryListStore.Event { return list("repositories", event) }
  if case .list(let event)? = event as? IssueListScreen.Event { return list("issues", event) }
  if let event = event as? SignInScreen.Event, case .finished(let generation, let outcome) = event {
    return "signIn.finished(g\(generation), \(result(outcome)))"
  }
  guard let event = event as? IssueScreen.Event else { return "\(type(of: event))" }
  switch event {
  case .loaded(let generation, let outcome):
    return "issue.loaded(g\(generation), \(result(outcome)))"
  case .commentsLoaded(let generation, let outcome):
    return "issue.commentsLoaded(g\(generation), \(result(outcome)))"
  case .moreCommentsLoaded(let generation, let outcome):
    return "issue.moreCommentsLoaded(g\(generation), \(result(outcome)))"
  case .restored(let generation, let kept):
    return "issue.restored(g\(generation), \(kept.timeline?.items.count ?? 0) entries)"
  case .bannerExpired: return "bannerExpired"
  case .laidOut: return "issue.laidOut"
  }
}

extension IssueListStore.Event {
  var isFailure: Bool {
    switch self {
    case .loaded(_, .failure), .pageLoaded(_, .failure): true
    default: false
    }
  }
}
