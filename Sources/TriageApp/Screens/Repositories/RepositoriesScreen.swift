import AppCore
import Destinations
import ErrorHandling
import FoundationEssentials
import IssueDomain
import ListSupport
import Localization
import ScreenState
import SystemSupport
import TerminalUI

/// The signed-in account's repositories, most recently updated first. Enter opens one's issues;
/// `:` goes to any repository by name; `/` narrows the list to the repositories whose name or
/// description holds what is typed.
///
/// GitHub has no such filter for the account's repositories, so the narrowing is done on the
/// pages as they arrive: Enter on the filter line loads the list again through a fetcher that
/// keeps only the matches (`RepositoryFilter`), and paging goes on through the rest.
public struct RepositoriesScreen: Screen,
  HeaderProvidingScreen, TextEntryScreen, CompletionSourceScreen, ScrollingScreen, RecoveringScreen,
  ViewLifecycleScreen
{
  public var store: RepositoryListStore
  /// What the list is narrowed to; empty: every repository.
  public private(set) var filter = ""
  /// The filter line, while it is open.
  public private(set) var filterLine: TextField?
  let name: String

  /// `name` prefixes its effects' IDs, which must be unique in the app.
  public init(name: String, environment: AppEnvironment) {
    self.name = name
    store = Self.store(name: name, filter: "", environment: environment)
  }

  static func store(name: String, filter: String, environment: AppEnvironment)
    -> RepositoryListStore
  {
    RepositoryListStore(
      name: name,
      fetcher: RepositoryFilter(text: filter).narrowing(environment.repositoriesFetcher),
      describe: environment.describe)
  }

  /// The longest filter: a repository's full name is at most 140 characters.
  static let filterLength = 140

  public var takesText: Bool { filterLine != nil }
  /// The filter bar is shown while the line is open or a filter is applied.
  var showsFilterBar: Bool { filterLine != nil || !filter.isEmpty }
  func listHeight(_ context: ScreenContext) -> Int {
    max(0, context.height - (showsFilterBar ? 1 : 0))
  }

  public var title: LocalizedText { .repositories }
  public var effectIDs: [EffectID] { store.effectIDs }
  public var isBusy: Bool { store.state.isLoading }
  public var loadingIndicator: LoadingIndicator { LoadingIndicator(store.state) }
  public var listPosition: ListPosition? { store.position }

  public func bindings(_ keys: Keymap.Context) -> [KeyBinding] {
    if filterLine != nil { return Self.filterLineBindings }
    return Keymap.joined(Self.moves, Keymap.back(keys), Self.tail, Keymap.demo(keys))
  }

  /// `:` is named in the footer here: on Repositories it is how to reach any repository.
  static let moves = Keymap.listMoves + [Keymap.open, filterKey, goToInFooter]
  static let filterKey = KeyBinding(
    [.character("/")], ListAction.search, "/", .filterRepositories, footer: "/",
    short: .filterShort)
  static let filterLineBindings = [
    KeyBinding([.enter], ListAction.submitQuery, "Enter", .applyFilter, footer: "Enter"),
    KeyBinding([.escape], ListAction.cancelQuery, "Esc", .cancelQuery, footer: "Esc"),
    Keymap.controlQuit,
    Keymap.suspend,
  ]
  static let goToInFooter = KeyBinding(
    [.character(":")], GlobalAction.goTo, ":", .goToAnything, footer: ":", short: .goTo)
  static let tail = Keymap.listCommon.filter { !$0.action.isSame(as: GlobalAction.goTo) }

  public mutating func load(_ context: ScreenContext) -> ScreenUpdate<RepositoryListStore.Event> {
    ScreenUpdate(store.refresh())
  }

  public mutating func retry(_ context: ScreenContext) -> ScreenUpdate<RepositoryListStore.Event> {
    ScreenUpdate(store.retry())
  }

  public mutating func resize(_ context: ScreenContext) -> ScreenUpdate<RepositoryListStore.Event> {
    ScreenUpdate(store.resize(height: listHeight(context)))
  }

  public mutating func perform(
    _ action: ListAction, _ context: ScreenContext
  ) -> ScreenUpdate<RepositoryListStore.Event> {
    switch action {
    case .search, .recallQuery:
      filterLine = TextField(text: filter, maximumLength: Self.filterLength)
      return resize(context)
    case .cancelQuery:
      filterLine = nil
      return resize(context)
    case .submitQuery:
      return applyFilter(context)
    case .cycleState, .cycleSort, .togglePullRequests, .togglePreview, .focusPreview:
      return .none
    case .moveUp, .moveDown, .pageUp, .pageDown, .top, .bottom, .open, .refresh: break
    }
    let (effect, opened) = store.perform(action, height: listHeight(context))
    var requests: [ScreenRequest] = action == .refresh ? [.readClock] : []
    if let opened { requests.append(.open(.issues(opened.name))) }
    return ScreenUpdate(effect, requests)
  }

  /// Enter on the filter line: the list loads again, narrowed to what was typed (an empty
  /// line gives every repository back). The old store's work is cancelled with it: the new
  /// one has the same effect IDs.
  private mutating func applyFilter(
    _ context: ScreenContext
  ) -> ScreenUpdate<RepositoryListStore.Event> {
    let text = (filterLine?.text ?? filter).trimmingWhitespace()
    filterLine = nil
    guard text != filter else { return resize(context) }
    filter = text
    store = Self.store(name: name, filter: text, environment: context.environment)
    _ = store.resize(height: listHeight(context))
    return ScreenUpdate(store.refresh())
  }

  public mutating func edit(
    _ input: InputEvent, _ context: ScreenContext
  ) -> ScreenUpdate<RepositoryListStore.Event> {
    switch input {
    case .key(let key): _ = filterLine?.handle(key)
    case .paste(let text): filterLine?.paste(text)
    case .resize, .mouse, .backgroundColor: break
    }
    return .none
  }

  public mutating func scroll(
    by rows: Int, _ context: ScreenContext
  ) -> ScreenUpdate<RepositoryListStore.Event> {
    ScreenUpdate(store.move(by: rows, height: listHeight(context)))
  }

  public mutating func handle(
    _ event: RepositoryListStore.Event, _ context: ScreenContext
  ) -> ScreenUpdate<RepositoryListStore.Event> {
    store.handleResult(event, height: listHeight(context))
  }

  public func draw(in rect: Rect, canvas: inout Canvas, _ context: ScreenContext) {
    var list = rect
    var field: Point?
    if showsFilterBar, rect.height > 0 {
      RepositoryListView.drawFilterBar(
        filter: filter, line: filterLine, in: rect.row(0), canvas: &canvas,
        theme: context.theme)
      list = rect.inset(top: 1)
      // Keys type into the filter line while it is open, so the cursor stays there.
      field = filterLine != nil ? canvas.cursor : nil
    }
    RepositoryListView.draw(
      store, filter: filter, now: context.now, tick: context.tick, in: list, canvas: &canvas,
      theme: context.theme, cache: context.caches.repositories)
    if let field { canvas.cursor = field }
  }
}
