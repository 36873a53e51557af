import ErrorHandling
import Foundation
import IssueDomain
import Localization
import TerminalUI

/// The inbox's paging list of threads.
public typealias InboxListStore = PagingListStore<InboxThread, PageCursor, AppError>

/// GitHub's notifications as a list: why each thread is there, what it is about, where, and
/// when. Enter opens the subject: an issue or pull request on its page, anything else on the
/// web (its repository's page, the nearest one GitHub's answer names).
///
/// It polls as GitHub asks: the first page again, conditional on the last answer's
/// `Last-Modified`, no sooner than the last `X-Poll-Interval`, and only while it is on view; a
/// poll that came due while it was hidden goes out when it is shown again. A 304 changes
/// nothing but when it was last checked.
public struct InboxScreen: Screen {
  public let filter: InboxFilter
  public var store: InboxListStore
  /// The first page's `Last-Modified`: the next poll asks for changes since it.
  public private(set) var validator: String?
  /// How long GitHub asks to wait between polls.
  public private(set) var interval = InboxPoll.defaultInterval
  /// When the last poll was answered, for the header.
  public private(set) var checkedAt: Date?
  /// A poll came due while the inbox wasn't on view.
  public private(set) var pollOwed = false
  let name: String

  /// The list's results, a poll's answer (with when it came), and a poll coming due.
  public enum Event: ScreenEvent {
    case list(InboxListStore.Event)
    case polled(generation: Int, Result<InboxPoll, AppError>, at: Date)
    case pollDue

    public var isResponse: Bool {
      switch self {
      case .list(let event): event.isResponse
      case .polled: true
      case .pollDue: false
      }
    }
  }

  /// `name` prefixes its effects' IDs, which must be unique in the app.
  public init(_ filter: InboxFilter, name: String, environment: AppEnvironment) {
    self.filter = filter
    self.name = name
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
        filter.admitted(try await fetcher.fetchInitial(clock))
      },
      fetchMore: { cursor, clock throws(AppError) in
        filter.admitted(try await fetcher.fetchMore(cursor, clock))
      },
      isCancellation: fetcher.isCancellation, repeatedPage: fetcher.repeatedPage)
  }

  var pollID: EffectID { EffectID("\(name).poll") }

  public var title: LocalizedText { .inbox }
  public var effectIDs: [EffectID] { store.effectIDs + [pollID] }
  public var isBusy: Bool { store.state.isLoading }
  public var loadingIndicator: LoadingIndicator { LoadingIndicator(store.state) }
  public var listPosition: ListPosition? { store.position }

  public func badges(_ words: ChromeWords, now: Date) -> [String] {
    guard let checkedAt else { return [] }
    return [words(.checked(Age.text(from: checkedAt, to: now, words: words)))]
  }

  public func bindings(_ keys: Keymap.Context) -> [KeyBinding] {
    Keymap.joined(Self.moves, Keymap.back(keys), Keymap.listCommon, Keymap.demo(keys))
  }

  static let moves = Keymap.listMoves + [Keymap.open]

  /// The first load, `r`, and every poll: the first page, conditional once there is a
  /// validator. The next poll waits for its answer.
  public mutating func load(_ context: ScreenContext) -> ScreenUpdate<Event> {
    pollOwed = false
    guard let (generation, dismiss) = store.beginLoad() else { return .none }
    let poll = context.environment.inboxPoll(
      participating: filter.participating, since: validator)
    let now = context.environment.now
    let request = Effect<Event>.run(id: store.loadID) { effect in
      let result = await poll()
      effect.send(.polled(generation: generation, result, at: now()))
    }
    return ScreenUpdate(.merge(.cancel(pollID), dismiss.map(Event.list), request))
  }

  public mutating func retry(_ context: ScreenContext) -> ScreenUpdate<Event> {
    if case .pagingFailure = store.state { return list(store.retry()) }
    return load(context)
  }

  public mutating func resize(_ context: ScreenContext) -> ScreenUpdate<Event> {
    list(store.resize(height: context.height))
  }

  public mutating func appeared(_ context: ScreenContext) -> ScreenUpdate<Event> {
    pollOwed ? load(context) : .none
  }

  public mutating func perform(
    _ action: ListAction, _ context: ScreenContext
  ) -> ScreenUpdate<Event> {
    if action == .refresh { return load(context).merging(ScreenUpdate(.none, .readClock)) }
    let (effect, opened) = store.perform(action, height: context.height)
    let requests =
      opened.map { [Self.open($0, webHost: context.environment.linkPolicy.webHost)] } ?? []
    return ScreenUpdate(effect.map(Event.list), requests)
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

  public mutating func scroll(by rows: Int, _ context: ScreenContext) -> ScreenUpdate<Event> {
    list(store.move(by: rows, height: context.height))
  }

  public mutating func handle(_ event: Event, _ context: ScreenContext) -> ScreenUpdate<Event> {
    switch event {
    case .list(let event):
      let update = store.handleResult(event, height: context.height)
      return ScreenUpdate(update.effect.map(Event.list), update.requests)
    case .polled(let generation, let result, let date):
      return polled(generation, result, at: date, context)
    case .pollDue:
      guard context.isVisible else {
        pollOwed = true
        return .none
      }
      return load(context)
    }
  }

  /// A poll's answer: new rows, or (a 304) the rows as they are; then the next poll, no sooner
  /// than GitHub asked (and, after a rate limit, than its wait).
  private mutating func polled(
    _ generation: Int, _ result: Result<InboxPoll, AppError>, at date: Date,
    _ context: ScreenContext
  ) -> ScreenUpdate<Event> {
    guard generation == store.generation else { return .none }
    let answer: Result<Page<InboxThread>, AppError>
    var wait = interval
    switch result {
    case .success(let poll):
      validator = poll.lastModified ?? validator
      interval = poll.interval
      wait = poll.interval
      checkedAt = date
      answer = .success(poll.page.map(filter.admitted) ?? store.state.value ?? Page())
    case .failure(let error):
      if case .rateLimited(let retryAfter) = error { wait = max(wait, retryAfter) }
      answer = .failure(error)
    }
    let update = store.handleResult(
      .loaded(generation: generation, answer), height: context.height)
    return ScreenUpdate(
      .merge(update.effect.map(Event.list), schedulePoll(after: wait)), update.requests)
  }

  private func schedulePoll(after wait: Duration) -> Effect<Event> {
    .run(id: pollID) { effect in
      guard await effect.sleep(for: wait) else { return }
      effect.send(.pollDue)
    }
  }

  /// Work on the list alone, its results tagged as the list's.
  private func list(_ effect: Effect<InboxListStore.Event>) -> ScreenUpdate<Event> {
    ScreenUpdate(effect.map(Event.list))
  }

  public func draw(in rect: Rect, canvas: inout Canvas, _ context: ScreenContext) {
    InboxListView.draw(
      store, now: context.now, tick: context.tick, in: rect, canvas: &canvas, theme: context.theme)
  }
}
