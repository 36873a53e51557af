import AppCore
import Destinations
import ErrorHandling
import FoundationEssentials
import IssueDomain
import IssueFeature
import ListSupport
import Localization
import ScreenState
import TerminalUI

/// The inbox's paging list of threads.
public typealias InboxListStore = PagingListStore<InboxThread, PageCursor, AppError>

/// GitHub's notifications as a list: why each thread is there, what it is about, where, and
/// when. Enter opens the subject (an issue or pull request on its page, anything else on the
/// web) and marks the thread read; `m`, `d`, `u` and `M` act on threads through the writes.
///
/// It polls as GitHub asks: the first page again, conditional on the last answer's
/// `Last-Modified`, no sooner than the last `X-Poll-Interval`, and only while it is on view; a
/// poll that came due while it was hidden goes out when it is shown again. A 304 changes
/// nothing but when it was last checked.
///
/// The rows are the loaded threads as the inbox's changes leave them, narrowed by `t` (one
/// reason) and `/` (the filter line): so the inbox keeps its own selection over the rows shown,
/// and asks the store for the next page when the selection nears their end.
public struct InboxScreen: Screen,
  HeaderProvidingScreen, TextEntryScreen, ScrollingScreen, ForwardingScreen, NewsReceivingScreen,
  RecoveringScreen, ViewLifecycleScreen
{
  public let filter: InboxFilter
  public var store: InboxListStore
  /// The first page's `Last-Modified`: the next poll asks for changes since it.
  public internal(set) var validator: String?
  /// How long GitHub asks to wait between polls.
  public internal(set) var interval = InboxPoll.defaultInterval
  /// When the last poll was answered, for the header.
  public internal(set) var checkedAt: Date?
  /// A poll came due while the inbox wasn't on view.
  public internal(set) var pollOwed = false
  /// The one reason `t` narrowed the rows to; nil: every reason.
  public internal(set) var reason: InboxReason?
  /// What the filter line narrowed the rows to.
  public internal(set) var query = ""
  /// The filter line, while it is open: the rows follow what is typed.
  public internal(set) var queryLine: TextField?
  /// The selection over the rows shown.
  public internal(set) var viewport = ListViewport()
  /// Whether the selected thread is about something Triage has no page for, so Enter opens
  /// it on the web and the footer says so. Set where the selection is placed.
  public internal(set) var selectionOpensOnTheWeb = false
  /// Pages fetched in a row while the narrowing hid everything they brought: at the limit,
  /// paging waits for the reader to move, so a filter that matches nothing can't page forever.
  var pagesWithoutMatches = 0
  public static let pagesWithoutMatchesLimit = 8
  /// The list's rows at the last step, for keeping the selection in place when the inbox's
  /// changes move between steps.
  var height = 0
  /// The thread the reader selected: a change that hides it and then rolls back returns the
  /// selection to it.
  var selectedID: String?
  /// The words the rows are matched in (the filter line matches what a row shows).
  public let words: ChromeWords
  public let name: String
  /// The selected thread's issue or pull request beside the rows, where the body is wide
  /// enough.
  public internal(set) var preview: PreviewPane

  /// The list's results, a poll's answer (with when it came), and a poll coming due.
  public enum Event: ScreenEvent {
    case list(InboxListStore.Event)
    case polled(generation: Int, Result<InboxPoll, AppError>, at: Date)
    /// What an earlier run kept of the first page, read before the first poll is answered.
    case restored(generation: Int, KeptInbox)
    case pollDue
    case preview(PreviewPane.Event)

    public var isResponse: Bool {
      switch self {
      case .list(let event): event.isResponse
      case .polled: true
      case .restored, .pollDue, .preview(.rested): false
      case .preview(.page(_, let event)): event.isResponse
      }
    }

    public var reachability: Reachability? {
      switch self {
      case .list(let event): event.reachability
      case .polled(_, let result, _): Reachability(result)
      case .restored, .pollDue, .preview(.rested): nil
      case .preview(.page(_, let event)): event.reachability
      }
    }
  }

  /// `name` prefixes its effects' IDs, which must be unique in the app.
  public init(_ filter: InboxFilter, name: String, environment: AppEnvironment) {
    self.filter = filter
    self.name = name
    preview = PreviewPane(name: name)
    words = ChromeWords(environment.language)
    let fetcher = environment.inboxFetcher(participating: filter.participating)
    store = InboxListStore(
      name: name, fetcher: filter.reasons.isEmpty ? fetcher : Self.only(filter, fetcher),
      describe: Self.describe(environment))
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

  /// The panes' words, except that a refusal that comes from the token says what kind of
  /// token the notifications need: GitHub serves them only to classic tokens with the
  /// `notifications` or `repo` scope.
  private static func describe(
    _ environment: AppEnvironment
  ) -> @Sendable (AppError) -> FailureDescription {
    let (describe, language) = (environment.describe, environment.language)
    return { error in
      guard InboxErrorResponder.isAboutTheToken(error) else { return describe(error) }
      return FailureDescription(
        message: LocalizedText.notificationsTokenNeeded.text(in: language), isRetryable: false)
    }
  }

  public var pollID: EffectID { EffectID("\(name).poll") }

  public var title: LocalizedText { .inbox }
  public var effectIDs: [EffectID] { store.effectIDs + [pollID] + preview.effectIDs }
  public var errorResponder: (any ErrorResponder)? { InboxErrorResponder() }
  public var isBusy: Bool { store.state.isLoading || preview.isBusy }
  public var isLeftByNetworkFailure: Bool { store.isLeftByNetworkFailure }
  public var loadingIndicator: LoadingIndicator { LoadingIndicator(store.state) }
  public var takesText: Bool { queryLine != nil }

  /// The position over the rows shown; the header's count is of them.
  public var listPosition: ListPosition? {
    guard let count = shownCount, count > 0 else { return nil }
    return ListPosition(
      index: min(viewport.selection, count - 1), count: count,
      hasMore: store.state.value?.nextCursor != nil)
  }

  /// The header's position; while the rows are narrowed to none (a filter being typed, too)
  /// it is `0/0`, so the count follows the filter down to nothing rather than vanishing.
  public func headerPosition(_ context: ScreenContext) -> String? {
    if let position = listPosition { return position.text }
    return narrowedToNone.map { "0/0" + ($0 ? "+" : "") }
  }

  /// A section's tab count: `0` while the rows are narrowed to none, as the header says.
  public var countText: String? {
    if let position = listPosition { return "\(position.count)\(position.hasMore ? "+" : "")" }
    return narrowedToNone.map { "0" + ($0 ? "+" : "") }
  }

  /// Whether more pages could be loaded, when the rows are narrowed to none of a loaded page;
  /// nil when they aren't.
  private var narrowedToNone: Bool? {
    guard isNarrowed, shownCount == 0, let page = store.state.value else { return nil }
    return page.nextCursor != nil
  }

  /// How many rows were shown at the last step (the changes live outside the screen, so the
  /// count is taken whenever the screen reduces).
  var shownCount: Int?

  /// `as of 12m ago` while the rows are an earlier run's, else when the last poll was answered.
  public func badges(_ words: ChromeWords, now: Date) -> [String] {
    if let keptAt = store.keptAt {
      let age = Age.text(from: Date(timeIntervalSince1970: keptAt), to: now, words: words)
      return [words(.asOf(age))]
    }
    guard let checkedAt else { return [] }
    return [words(.checked(Age.text(from: checkedAt, to: now, words: words)))]
  }

  /// The banner over rows a poll couldn't replace, saying how old they are (`RefreshBanner`).
  public func refreshBanner(_ words: ChromeWords, now: Date) -> String? {
    guard case .reLoadingFailure(_, let error) = store.state else {
      return store.banner?.message
    }
    return RefreshBanner.text(
      failure: error, message: store.banner?.message,
      keptAt: store.keptAt.map(Date.init(timeIntervalSince1970:)), shownAt: checkedAt,
      words: words, now: now)
  }

  /// Whether the rows are narrowed (or being narrowed): the filter bar is shown.
  public var isNarrowed: Bool { reason != nil || !query.isEmpty || queryLine != nil }

  /// The rows shown now.
  public func rows(_ context: ScreenContext) -> [InboxThread] { rows(context.inboxChanges) }

  /// The rows shown with `changes` applied.
  public func rows(_ changes: PendingInboxChanges) -> [InboxThread] {
    InboxRows.visible(
      store.items, changes: changes, reason: reason, query: queryLine?.text ?? query,
      words: words)
  }

  /// The inbox's changes moved: the count follows, and the selection stays on a row.
  public mutating func receive(_ news: FeatureValue) {
    guard let changes = news.as(PendingInboxChanges.self) else { return }
    let rows = rows(changes)
    shownCount = rows.count
    var failedPage = false
    if case .pagingFailure = store.state { failedPage = true }
    let index = selectedID.flatMap { id in rows.firstIndex { $0.id == id } }
    viewport.select(
      index ?? viewport.selection, selectableCount: rows.count + (failedPage ? 1 : 0),
      height: height)
  }

  /// The selected thread, as shown.
  public func selected(_ context: ScreenContext) -> InboxThread? {
    let rows = rows(context)
    return rows.indices.contains(viewport.selection) ? rows[viewport.selection] : nil
  }

  /// The rows the list has: the body less the filter bar.
  public func listHeight(_ context: ScreenContext) -> Int {
    let area = preview.split(context.body, context)?.list ?? context.body
    let header = InboxListView.showsHeader(in: area) ? 1 : 0
    return max(0, context.height - (isNarrowed ? 1 : 0) - header)
  }

  public func bindings(_ keys: Keymap.Context) -> [KeyBinding] {
    if queryLine != nil { return Self.filterLineBindings }
    if preview.isFocused { return Keymap.joined(Keymap.previewFocused, Keymap.demo(keys)) }
    return Keymap.joined(
      selectionOpensOnTheWeb ? Self.movesToTheWeb : Self.moves, keys.canWrite ? Self.changes : [],
      Self.narrowing, Keymap.preview(preview),
      Keymap.back(keys), Keymap.listCommon, Keymap.demo(keys), Keymap.demoOnInbox(keys))
  }

  // MARK: - Loading and polling

  /// The first load, `r`, and every poll: the first page, conditional once there is a
  /// validator. The next poll waits for its answer.
  ///
  /// The very first opens on what an earlier run kept, read in the effect (never on the loop
  /// that reads keys), and polls conditionally on its `Last-Modified`.
  public mutating func load(_ context: ScreenContext) -> ScreenUpdate<Event> {
    pollOwed = false
    let isFirst = if case .idle = store.state { true } else { false }
    guard let (generation, dismiss) = store.beginLoad() else { return .none }
    let (environment, participating, since) = (
      context.environment, filter.participating, validator
    )
    let now = context.environment.now
    let request = Effect<Event>.run(id: store.loadID) { effect in
      var since = since
      if isFirst, let kept = await environment.keptInbox(participating: participating) {
        since = kept.lastModified ?? since
        effect.send(.restored(generation: generation, kept))
      }
      let result = await environment.inboxPoll(participating: participating, since: since)()
      effect.send(.polled(generation: generation, result, at: now()))
    }
    return ScreenUpdate(.merge(.cancel(pollID), dismiss.map(Event.list), request))
  }

  public mutating func retry(_ context: ScreenContext) -> ScreenUpdate<Event> {
    if case .pagingFailure = store.state { return list(store.retry()) }
    return load(context)
  }

  public mutating func resize(_ context: ScreenContext) -> ScreenUpdate<Event> {
    let effect = store.resize(height: listHeight(context))
    return list(effect).merging(place(viewport.selection, context, reader: false))
  }

  public mutating func appeared(_ context: ScreenContext) -> ScreenUpdate<Event> {
    pollOwed ? load(context) : place(viewport.selection, context, reader: false)
  }

  // MARK: - Keys

  public mutating func perform(
    _ action: InboxAction, _ context: ScreenContext
  ) -> ScreenUpdate<Event> {
    switch action {
    case .markRead:
      return change(context) { $0.isUnread ? .markRead(threadID: $0.id) : nil }
    case .markDone:
      return change(context) { .markDone(threadID: $0.id) }
    case .unsubscribe:
      return change(context) { $0.isUnsubscribed ? nil : .unsubscribe(threadID: $0.id) }
    case .markAllRead:
      return confirmMarkAllRead(context)
    case .cycleReason:
      let reasons = InboxRows.reasons(in: store.items.compactMap(context.inboxChanges.shown))
      let next = reason.flatMap { reasons.firstIndex(of: $0) }.map { $0 + 1 } ?? 0
      reason = reasons.indices.contains(next) ? reasons[next] : nil
      return narrowed(context)
    case .filter:
      queryLine = TextField(text: query, maximumLength: FuzzyFilter.queryLimit)
      return narrowed(context)
    case .submitFilter:
      query = queryLine?.text ?? query
      queryLine = nil
      return narrowed(context)
    case .cancelFilter:
      queryLine = nil
      return narrowed(context)
    }
  }

  /// A list's keys: moves over the rows shown, Enter, `r` and the preview's; and the preview's
  /// page's own while it has the keys.
  public mutating func forward(
    _ action: any BindableAction, _ context: ScreenContext
  ) -> ScreenUpdate<Event> {
    if let action = action as? IssueAction {
      return previewed(preview.perform(action, context))
    }
    guard let action = action as? ListAction else { return .none }
    let page = max(1, listHeight(context) - 1)
    switch action {
    case .moveUp: return place(viewport.selection - 1, context, reader: true)
    case .moveDown: return place(viewport.selection + 1, context, reader: true)
    case .pageUp: return place(viewport.selection - page, context, reader: true)
    case .pageDown: return place(viewport.selection + page, context, reader: true)
    case .top: return place(0, context, reader: true)
    case .bottom: return place(Int.max / 2, context, reader: true)
    case .open: return open(context)
    case .refresh:
      return load(context).merging(ScreenUpdate(.none, .readClock)).merging(
        previewed(preview.reload(context)))
    case .togglePreview: return previewed(preview.toggle(context))
    case .focusPreview:
      preview.toggleFocus()
      return .none
    case .search, .cycleState, .cycleSort, .togglePullRequests, .submitQuery, .cancelQuery,
      .recallQuery:
      return .none
    }
  }

  public mutating func edit(_ input: InputEvent, _ context: ScreenContext) -> ScreenUpdate<Event> {
    switch input {
    case .key(let key): _ = queryLine?.handle(key)
    case .paste(let text): queryLine?.paste(text)
    case .resize, .mouse, .backgroundColor: return .none
    }
    return narrowed(context)
  }

  public mutating func scroll(by rows: Int, _ context: ScreenContext) -> ScreenUpdate<Event> {
    // The wheel goes where the keys go.
    if preview.isFocused { return previewed(preview.scroll(by: rows, context)) }
    return place(viewport.selection + rows, context, reader: true)
  }

  /// Enter: the failed page's retry on its footer, else the selected thread's subject, which
  /// marks it read.
  private mutating func open(_ context: ScreenContext) -> ScreenUpdate<Event> {
    let rows = rows(context)
    if case .pagingFailure = store.state, viewport.selection == rows.count {
      return list(store.retry())
    }
    guard rows.indices.contains(viewport.selection) else { return .none }
    let thread = rows[viewport.selection]
    var requests = [Self.open(thread, webOrigin: context.environment.webOrigin)]
    if thread.isUnread, context.environment.canWrite {
      requests.append(
        .changeInbox(
          .markRead(threadID: thread.id), seen: thread.updatedAt,
          opensPage: !Self.opensOnTheWeb(thread)))
    }
    return ScreenUpdate(.none, requests)
  }

  /// An issue or pull request opens on its page here; anything else on the web.
  public static func open(_ thread: InboxThread, webOrigin: String) -> ScreenRequest {
    switch (thread.subject.kind, thread.subject.number) {
    case (.issue, let number?):
      return .open(.issue(thread.repository, number: number))
    case (.pullRequest, let number?):
      return .open(.pullRequest(thread.repository, number: number))
    default:
      return .openInBrowser(webPage(of: thread, webOrigin: webOrigin))
    }
  }

  /// Whether Enter opens the thread's subject on the web: Triage has no page for a release, a
  /// discussion, checks, a commit or an alert, so the footer says `Enter web`.
  public static func opensOnTheWeb(_ thread: InboxThread) -> Bool {
    if case .openInBrowser = open(thread, webOrigin: "") { return true }
    return false
  }

  /// The repository's page for what the thread is about, where GitHub lists such things: a
  /// discussion's own page when its number is known, its releases, its checks' runs.
  public static func webPage(of thread: InboxThread, webOrigin: String) -> String {
    let repository = "\(webOrigin)/\(thread.repository)"
    switch thread.subject.kind {
    case .discussion:
      return thread.subject.number.map { "\(repository)/discussions/\($0)" }
        ?? "\(repository)/discussions"
    case .release: return "\(repository)/releases"
    case .checkSuite: return "\(repository)/actions"
    case .commit: return "\(repository)/commits"
    case .vulnerabilityAlert: return "\(repository)/security"
    case .issue, .pullRequest, .other: return repository
    }
  }

  /// The change `make` names for the selected thread, for the writes to show and send.
  private func change(
    _ context: ScreenContext, _ make: (InboxThread) -> InboxChange?
  ) -> ScreenUpdate<Event> {
    guard context.environment.canWrite, let thread = selected(context),
      let change = make(thread)
    else { return .none }
    return ScreenUpdate(.none, .changeInbox(change, seen: thread.updatedAt))
  }

  /// `M` asks first: every thread up to the newest loaded one is marked read on GitHub.
  private func confirmMarkAllRead(_ context: ScreenContext) -> ScreenUpdate<Event> {
    let shown = store.items.compactMap(context.inboxChanges.shown)
    guard context.environment.canWrite, let newest = shown.map(\.updatedAt).max() else {
      return .none
    }
    let language = context.environment.language
    let alert = Alert(
      title: LocalizedText.markAllReadQuestion.text(in: language),
      message: LocalizedText.markAllReadDetail(shown.filter(\.isUnread).count).text(in: language),
      buttons: [
        .confirm(title: LocalizedText.markAllReadConfirm.text(in: language)),
        .dismiss(title: LocalizedText.cancel.text(in: language)),
      ])
    let request = InboxWriteRequest(.markAllRead(upTo: newest), seen: nil)
    return ScreenUpdate(.none, .confirm(WriteConfirmation(alert: alert, request: request)))
  }

  // MARK: - Results

  public mutating func handle(_ event: Event, _ context: ScreenContext) -> ScreenUpdate<Event> {
    let selectedBefore = selected(context)?.id
    let loadedBefore = store.items.count
    let update: ScreenUpdate<Event>
    switch event {
    case .list(let event):
      let result = store.handleResult(event, height: listHeight(context))
      update = ScreenUpdate(result.effect.map(Event.list), result.requests)
    case .polled(let generation, let result, let date):
      update = polled(generation, result, at: date, context)
    case .restored(let generation, let kept):
      validator = kept.lastModified ?? validator
      let effect = store.handle(
        .restored(
          generation: generation, filter.admitted(kept.page),
          asOf: kept.asOf.timeIntervalSince1970),
        height: listHeight(context))
      update = ScreenUpdate(effect.map(Event.list))
    case .preview(let event):
      return previewed(preview.handle(event, context))
    case .pollDue:
      guard context.isVisible else {
        pollOwed = true
        return .none
      }
      return load(context)
    }
    let rows = rows(context)
    if store.items.count > loadedBefore, isNarrowed {
      pagesWithoutMatches = rows.count > (shownCount ?? 0) ? 0 : pagesWithoutMatches + 1
    }
    let index = selectedBefore.flatMap { id in rows.firstIndex { $0.id == id } }
    return update.merging(
      place(index ?? viewport.selection, context, reader: false, rows: rows))
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
      // Offline over kept rows, the standing banner says so: no alert for it.
      if store.keptAt != nil, case .network = error {
        let effect = store.handle(
          .loaded(generation: generation, answer), height: listHeight(context))
        return ScreenUpdate(.merge(effect.map(Event.list), schedulePoll(after: wait)))
      }
    }
    let update = store.handleResult(
      .loaded(generation: generation, answer), height: listHeight(context))
    return ScreenUpdate(
      .merge(update.effect.map(Event.list), schedulePoll(after: wait)), update.requests)
  }

  private func schedulePoll(after wait: Duration) -> Effect<Event> {
    .run(id: pollID) { effect in
      guard await effect.sleep(for: wait) else { return }
      effect.send(.pollDue)
    }
  }

  // MARK: - The rows and the selection

  /// The narrowing changed: back to the first row.
  private mutating func narrowed(_ context: ScreenContext) -> ScreenUpdate<Event> {
    pagesWithoutMatches = 0
    return place(0, context, reader: true)
  }

  /// Selects `index` among the rows shown (or the failed page's footer after them), asks for
  /// the next page when the selection nears the end or the rows don't fill the list, and
  /// tells the preview which thread is selected.
  private mutating func place(
    _ index: Int, _ context: ScreenContext, reader: Bool, rows shown: [InboxThread]? = nil
  ) -> ScreenUpdate<Event> {
    let rows = shown ?? rows(context)
    let update = placeOnList(index, context, reader: reader, rows: rows)
    let thread = rows.indices.contains(viewport.selection) ? rows[viewport.selection] : nil
    selectionOpensOnTheWeb = thread.map(Self.opensOnTheWeb) ?? false
    return update.merging(previewed(preview.update(subject: Self.subject(of: thread), context)))
  }

  /// The issue or pull request a thread is about, if it is one: releases, discussions,
  /// checks and the like have no issue page to preview.
  public static func subject(of thread: InboxThread?) -> IssueReference? {
    guard let thread, let number = thread.subject.number else { return nil }
    switch thread.subject.kind {
    case .issue, .pullRequest: return IssueReference(repository: thread.repository, number: number)
    default: return nil
    }
  }

  /// The preview's work, its results tagged as the preview's.
  private func previewed(_ update: ScreenUpdate<PreviewPane.Event>) -> ScreenUpdate<Event> {
    ScreenUpdate(update.effect.map(Event.preview), update.requests)
  }

  private mutating func placeOnList(
    _ index: Int, _ context: ScreenContext, reader: Bool, rows: [InboxThread]
  ) -> ScreenUpdate<Event> {
    if reader { pagesWithoutMatches = 0 }
    let count = rows.count
    shownCount = count
    height = listHeight(context)
    var footer = false
    var failedPage = false
    switch store.state {
    case .paging: footer = true
    case .pagingFailure:
      footer = true
      failedPage = true
    default: break
    }
    viewport.select(
      index, selectableCount: count + (failedPage ? 1 : 0),
      contentCount: count + (footer ? 1 : 0), height: height)
    if reader || selectedID == nil {
      selectedID = rows.indices.contains(viewport.selection) ? rows[viewport.selection].id : nil
    }
    switch store.state {
    case .success, .reLoadingFailure:
      guard store.state.value?.nextCursor != nil,
        pagesWithoutMatches < Self.pagesWithoutMatchesLimit
      else { return .none }
      let nearTheEnd = count - 1 - viewport.selection <= store.prefetchDistance
      let short = count < viewport.scrollOffset + height
      guard nearTheEnd || short else { return .none }
      return list(store.loadMore())
    default:
      return .none
    }
  }

  /// Work on the list alone, its results tagged as the list's.
  private func list(_ effect: Effect<InboxListStore.Event>) -> ScreenUpdate<Event> {
    ScreenUpdate(effect.map(Event.list))
  }

  public func draw(in rect: Rect, canvas: inout Canvas, _ context: ScreenContext) {
    let split = preview.split(rect, context)
    InboxListView.draw(self, rows: rows(context), in: split?.list ?? rect, canvas: &canvas, context)
    guard let split else { return }
    PreviewView.draw(preview, split: split, context: context, canvas: &canvas)
  }
}
