import ErrorHandling
import IssueDomain
import Localization
import TerminalUI

/// The signed-in account's repositories, most recently updated first. Enter opens one's issues;
/// `:` goes to any repository by name.
public struct RepositoriesScreen: Screen {
  public var store: RepositoryListStore

  /// `name` prefixes its effects' IDs, which must be unique in the app.
  public init(name: String, environment: AppEnvironment) {
    store = RepositoryListStore(
      name: name, fetcher: environment.repositoriesFetcher,
      describe: environment.describe)
  }

  public var title: LocalizedText { .repositories }
  public var effectIDs: [EffectID] { store.effectIDs }
  public var isBusy: Bool { store.state.isLoading }
  public var loadingIndicator: LoadingIndicator { LoadingIndicator(store.state) }
  public var listPosition: ListPosition? { store.position }

  public func bindings(_ keys: Keymap.Context) -> [KeyBinding] {
    Keymap.joined(Self.moves, Keymap.back(keys), Self.tail, Keymap.demo(keys))
  }

  /// `:` is named in the footer here: on Repositories it is how to reach any repository.
  static let moves = Keymap.listMoves + [Keymap.open, goToInFooter]
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
    ScreenUpdate(store.resize(height: context.height))
  }

  public mutating func perform(
    _ action: ListAction, _ context: ScreenContext
  ) -> ScreenUpdate<RepositoryListStore.Event> {
    let (effect, opened) = store.perform(action, height: context.height)
    var requests: [ScreenRequest] = action == .refresh ? [.readClock] : []
    if let opened { requests.append(.open(.issues(opened.name))) }
    return ScreenUpdate(effect, requests)
  }

  public mutating func scroll(
    by rows: Int, _ context: ScreenContext
  ) -> ScreenUpdate<RepositoryListStore.Event> {
    ScreenUpdate(store.move(by: rows, height: context.height))
  }

  public mutating func handle(
    _ event: RepositoryListStore.Event, _ context: ScreenContext
  ) -> ScreenUpdate<RepositoryListStore.Event> {
    store.handleResult(event, height: context.height)
  }

  public func draw(in rect: Rect, canvas: inout Canvas, _ context: ScreenContext) {
    RepositoryListView.draw(
      store, now: context.now, tick: context.tick, in: rect, canvas: &canvas,
      theme: context.theme, cache: context.caches.repositories)
  }
}
