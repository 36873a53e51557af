import ErrorHandling
import IssueDomain
import Localization
import TerminalUI

/// The inbox's paging list of threads.
public typealias InboxListStore = PagingListStore<InboxThread, PageCursor, AppError>

/// GitHub's notifications as a list: why each thread is there, what it is about, where, and
/// when. Enter opens the subject: an issue or pull request on its page, anything else on the
/// web (its repository's page, the nearest one GitHub's answer names).
public struct InboxScreen: Screen {
  public let filter: InboxFilter
  public var store: InboxListStore

  /// `name` prefixes its effects' IDs, which must be unique in the app.
  public init(_ filter: InboxFilter, name: String, environment: AppEnvironment) {
    self.filter = filter
    let fetcher = environment.inboxFetcher(participating: filter.participating)
    store = InboxListStore(
      name: name, fetcher: filter.reasons.isEmpty ? fetcher : Self.only(filter, fetcher),
      describe: environment.describe)
  }

  /// `fetcher`'s pages with only the threads `filter` admits; each page keeps its cursor, so a
  /// short page still pages on.
  private static func only(
    _ filter: InboxFilter, _ fetcher: PagingFetcher<InboxThread, PageCursor, AppError>
  ) -> PagingFetcher<InboxThread, PageCursor, AppError> {
    PagingFetcher(
      fetchInitial: { clock throws(AppError) in
        let page = try await fetcher.fetchInitial(clock)
        return Page(items: page.items.filter(filter.admits), nextCursor: page.nextCursor)
      },
      fetchMore: { cursor, clock throws(AppError) in
        let page = try await fetcher.fetchMore(cursor, clock)
        return Page(items: page.items.filter(filter.admits), nextCursor: page.nextCursor)
      },
      isCancellation: fetcher.isCancellation, repeatedPage: fetcher.repeatedPage)
  }

  public var title: LocalizedText { .inbox }
  public var effectIDs: [EffectID] { store.effectIDs }
  public var isBusy: Bool { store.state.isLoading }
  public var loadingIndicator: LoadingIndicator { LoadingIndicator(store.state) }
  public var listPosition: ListPosition? { store.position }

  public func bindings(_ keys: Keymap.Context) -> [KeyBinding] {
    Keymap.joined(Self.moves, Keymap.back(keys), Keymap.listCommon, Keymap.demo(keys))
  }

  static let moves = Keymap.listMoves + [Keymap.open]

  public mutating func load(_ context: ScreenContext) -> ScreenUpdate<InboxListStore.Event> {
    ScreenUpdate(store.refresh())
  }

  public mutating func retry(_ context: ScreenContext) -> ScreenUpdate<InboxListStore.Event> {
    ScreenUpdate(store.retry())
  }

  public mutating func resize(_ context: ScreenContext) -> ScreenUpdate<InboxListStore.Event> {
    ScreenUpdate(store.resize(height: context.height))
  }

  public mutating func perform(
    _ action: ListAction, _ context: ScreenContext
  ) -> ScreenUpdate<InboxListStore.Event> {
    let (effect, opened) = store.perform(action, height: context.height)
    var requests: [ScreenRequest] = action == .refresh ? [.readClock] : []
    if let opened {
      requests.append(Self.open(opened, webHost: context.environment.linkPolicy.webHost))
    }
    return ScreenUpdate(effect, requests)
  }

  /// An issue or pull request opens on its page here; anything else on the web.
  static func open(_ thread: InboxThread, webHost: String) -> ScreenRequest {
    switch (thread.subject.kind, thread.subject.number) {
    case (.issue, let number?), (.pullRequest, let number?):
      return .open(.issue(thread.repository, number: number))
    default:
      return .openInBrowser("https://\(webHost)/\(thread.repository)")
    }
  }

  public mutating func scroll(
    by rows: Int, _ context: ScreenContext
  ) -> ScreenUpdate<InboxListStore.Event> {
    ScreenUpdate(store.move(by: rows, height: context.height))
  }

  public mutating func handle(
    _ event: InboxListStore.Event, _ context: ScreenContext
  ) -> ScreenUpdate<InboxListStore.Event> {
    store.handleResult(event, height: context.height)
  }

  public func draw(in rect: Rect, canvas: inout Canvas, _ context: ScreenContext) {
    InboxListView.draw(
      store, now: context.now, tick: context.tick, in: rect, canvas: &canvas, theme: context.theme)
  }
}
