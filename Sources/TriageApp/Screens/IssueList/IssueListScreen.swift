import ErrorHandling
import IssueDomain
import TerminalUI

/// A repository's issues: which repository, which of them (state, pull requests), and the
/// paging list. Enter opens one.
public struct IssueListScreen: Screen {
  public let repository: RepositoryName
  public var filter: IssueStateFilter
  public var showsPullRequests: Bool
  public var store: IssueListStore

  public init(
    repository: RepositoryName, filter: IssueStateFilter = .open, showsPullRequests: Bool = false,
    store: IssueListStore
  ) {
    self.repository = repository
    self.filter = filter
    self.showsPullRequests = showsPullRequests
    self.store = store
  }

  /// The open issues of `repository`, pull requests hidden.
  public init(repository: RepositoryName, id: ScreenID, environment: AppEnvironment) {
    self.init(
      repository: repository,
      store: IssueListStore(
        name: "\(id).issues",
        fetcher: environment.issuesFetcher(
          in: repository, state: .open, includePullRequests: false),
        describe: environment.describe))
  }

  public var title: LocalizedText { .verbatim(repository.description) }
  public var currentRepository: RepositoryName? { repository }
  public var effectIDs: [EffectID] { store.effectIDs }
  public var isBusy: Bool { store.state.isLoading }
  public var loadingIndicator: LoadingIndicator { LoadingIndicator(store.state) }
  public var listPosition: ListPosition? { store.position }
  public func badges(_ words: ChromeWords) -> [String] { [filterDescription(words)] }

  public func bindings(_ keys: Keymap.Context) -> [KeyBinding] {
    Keymap.listMoves + [Keymap.open, Self.stateFilter, Self.pullRequests] + Keymap.back(keys)
      + Keymap.common + Keymap.demo(keys)
  }

  static let stateFilter = KeyBinding(
    [.character("s")], .cycleStateFilter, "s", .cycleState, footer: "s", short: .state)
  static let pullRequests = KeyBinding(
    [.character("p")], .togglePullRequests, "p", .togglePullRequests, footer: "p",
    short: .pullRequestsShort)

  /// The header badge: the state shown, and whether pull requests are too.
  func filterDescription(_ words: ChromeWords) -> String {
    let state: LocalizedText =
      switch filter {
      case .open: .filterOpen
      case .closed: .filterClosed
      case .all: .filterAll
      }
    return words(state) + (showsPullRequests ? " " + words(.withPullRequests) : "")
  }

  public mutating func load(_ context: ScreenContext) -> ScreenUpdate<IssueListStore.Event> {
    ScreenUpdate(store.refresh())
  }

  public mutating func retry(_ context: ScreenContext) -> ScreenUpdate<IssueListStore.Event> {
    ScreenUpdate(store.retry())
  }

  public mutating func resize(_ context: ScreenContext) -> ScreenUpdate<IssueListStore.Event> {
    ScreenUpdate(store.resize(height: context.height))
  }

  public mutating func perform(
    _ command: Command, _ context: ScreenContext
  ) -> ScreenUpdate<IssueListStore.Event> {
    switch command {
    case .cycleStateFilter: return refilter(context) { $0.filter = $0.filter.next }
    case .togglePullRequests: return refilter(context) { $0.showsPullRequests.toggle() }
    default: break
    }
    let (effect, opened) = store.perform(command, height: context.height)
    var requests: [ScreenRequest] = command == .refresh ? [.readClock] : []
    if let opened { requests.append(.open(.issue(repository, number: opened.number))) }
    return ScreenUpdate(effect, requests)
  }

  public mutating func handle(
    _ event: IssueListStore.Event, _ context: ScreenContext
  ) -> ScreenUpdate<IssueListStore.Event> {
    store.handleResult(event, height: context.height)
  }

  /// Another state filter or pull-request setting: a fresh list (placeholders, not the old
  /// rows under a new title) and its first load.
  private mutating func refilter(
    _ context: ScreenContext, _ change: (inout Self) -> Void
  ) -> ScreenUpdate<IssueListStore.Event> {
    change(&self)
    let reset = store.reset(
      fetcher: context.environment.issuesFetcher(
        in: repository, state: filter, includePullRequests: showsPullRequests))
    _ = store.resize(height: context.height)
    return ScreenUpdate(.merge(reset, store.refresh()))
  }

  public func draw(in rect: Rect, canvas: inout Canvas, _ context: ScreenContext) {
    IssueListView.draw(
      self, now: context.now, tick: context.tick, in: rect, canvas: &canvas,
      theme: context.theme, cache: context.caches.issues)
  }
}
