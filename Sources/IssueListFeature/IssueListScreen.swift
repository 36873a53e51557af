import AppCore
import Destinations
import ErrorHandling
import FoundationEssentials
import IssueDomain
import IssueFeature
import ListSupport
import Localization
import ScreenState
import SharedWrites
import TerminalUI

/// Issues of a repository or of a search: one query (shown above the rows, so what you see is
/// always a query you could paste into GitHub), and the paging list of its results. `s`, `S` and
/// `p` rewrite the query; `/` opens the query line in its place. On a wide body the selected
/// row's page is beside the rows (`PreviewPane`).
public struct IssueListScreen: Screen,
  FocusingScreen, HeaderProvidingScreen, TextEntryScreen, CompletionSourceScreen, ScrollingScreen,
  ForwardingScreen, NewsReceivingScreen, RecoveringScreen, ViewLifecycleScreen
{
  public let heading: LocalizedText
  public private(set) var query: SearchQuery
  public var store: IssueListStore
  /// The query line, while it is open: what is typed, and nothing else, changes until Enter.
  public internal(set) var queryLine: TextField?
  /// The query line's completion: qualifier names, and their values where they are known.
  public var completions = CompletionSlot()
  /// The repository's labels for the query line's `label:`, asked once it rests there.
  public var completionLabels = CompletionRequest()
  /// A search typed in the query line (rather than a repository's list or a section): Enter on
  /// its query line replaces its own query instead of opening another screen.
  public let isSearchResults: Bool
  /// When the rows shown were answered for (or kept, for an earlier run's rows): the age the
  /// banner over a failed refresh gives them.
  public internal(set) var shownAt: Date?
  /// The selected row's page beside the rows, where the body is wide enough.
  public internal(set) var preview: PreviewPane
  /// The review decision, checks and size of the pull request rows, as asked for the rows on
  /// screen.
  public internal(set) var rowFacts = PullRequestRowFacts()

  /// The longest query GitHub accepts; the field allows a little more so the error can say so.
  public static let queryLineLength = SearchQuery.maximumLength + 64

  public init(
    title: LocalizedText, query: SearchQuery, name: String, environment: AppEnvironment,
    isSearchResults: Bool = false, limit: Int? = nil, refreshInterval: Duration? = nil
  ) {
    self.refreshInterval = refreshInterval.map { max($0, Section.minimumRefresh) }
    self.heading = title
    // Shown as sent: a query that names neither kind is asked for issues, and says so.
    let query = query.statingItsKind
    self.query = query
    self.isSearchResults = isSearchResults
    store = IssueListStore(
      name: name, fetcher: environment.searchFetcher(query), describe: environment.describe)
    store.itemLimit = limit
    preview = PreviewPane(name: name)
  }

  public var title: LocalizedText { heading }
  public var effectIDs: [EffectID] {
    store.effectIDs + preview.effectIDs + [refreshID, settleID, factsID, labelsID]
  }
  public var labelsID: EffectID { EffectID("\(store.name).completion.labels") }
  public var settleID: EffectID { EffectID("\(store.name).rows.settle") }
  public var factsID: EffectID { EffectID("\(store.name).rows.facts") }
  /// A section's `refresh`: the list asks again by itself this long after each answer, while it
  /// is on screen; nil asks only on `r`.
  public let refreshInterval: Duration?
  /// A refresh came due while the list wasn't on screen: it goes out when it is shown again.
  public private(set) var refreshOwed = false
  public var refreshID: EffectID { EffectID("\(store.name).autoRefresh") }
  public var isBusy: Bool { store.state.isLoading || preview.isBusy }
  public var isLeftByNetworkFailure: Bool { store.isLeftByNetworkFailure }
  public var loadingIndicator: LoadingIndicator { LoadingIndicator(store.state) }
  public var listPosition: ListPosition? { store.position }
  public var takesText: Bool { queryLine != nil }
  public var currentRepository: RepositoryName? {
    let names = query.repositories
    return names.count == 1 ? names[0] : nil
  }

  /// Whether the rows may come from more than one repository (the query names not exactly
  /// one), so each row names its repository: `busy#1` and `flaky#1` are different issues.
  public var spansRepositories: Bool { Set(query.repositories).count != 1 }

  public var focusedIssue: Issue? {
    guard var issue = store.selectedItem else { return nil }
    issue.repository = issue.repository ?? currentRepository
    return issue
  }

  /// A search's total when GitHub counted it; the loaded rows otherwise.
  public var countText: String? {
    if let total = store.state.value?.totalCount { return "\(total)" }
    return store.position.map { "\($0.count)\($0.hasMore ? "+" : "")" }
  }

  /// While the rows are those kept from an earlier run, their age: `as of 12m ago`.
  public func badges(_ words: ChromeWords, now: Date) -> [String] {
    guard let keptAt = store.keptAt else { return [] }
    return [
      words(.asOf(Age.text(from: Date(timeIntervalSince1970: keptAt), to: now, words: words)))
    ]
  }

  /// The banner over rows a refresh couldn't replace, saying how old they are
  /// (`RefreshBanner`); nil when there is none.
  public func refreshBanner(_ words: ChromeWords, now: Date) -> String? {
    guard case .reLoadingFailure(_, let error) = store.state else { return nil }
    return RefreshBanner.text(
      failure: error, message: store.banner?.message,
      keptAt: store.keptAt.map(Date.init(timeIntervalSince1970:)), shownAt: shownAt,
      words: words, now: now)
  }

  public func bindings(_ keys: Keymap.Context) -> [KeyBinding] {
    if queryLine != nil {
      return completion == nil ? Self.queryLineBindings : Keymap.completing(Self.queryLineBindings)
    }
    if preview.isFocused { return Keymap.joined(Keymap.previewFocused, Keymap.demo(keys)) }
    let issue = focusedIssue
    return Keymap.joined(
      Keymap.listMoves, [Keymap.open], Keymap.comment(for: issue, keys),
      Keymap.writes(for: issue, keys), newItemKeys(keys),
      Self.queryKeys, Keymap.preview(preview),
      Keymap.back(keys), Keymap.listCommon, Keymap.demo(keys))
  }

  /// `N`: on the pull requests of a repository with a clone, a pull request from its branch;
  /// elsewhere a new issue.
  private func newItemKeys(_ keys: Keymap.Context) -> [KeyBinding] {
    if query.kind == .pullRequest, let keys = Keymap.newPullRequest(in: currentRepository, keys) {
      return keys
    }
    return Keymap.newIssue(in: currentRepository, keys)
  }

  public static let queryKeys = [search, stateFilter, sort, pullRequests]
  public static let search = KeyBinding(
    [.character("/")], ListAction.search, "/", .searchWithQualifiers, footer: "/",
    short: .searchShort)
  public static let stateFilter = KeyBinding(
    [.character("s")], ListAction.cycleState, "s", .cycleState, footer: "s", short: .state)
  public static let sort = KeyBinding(
    [.character("S")], ListAction.cycleSort, "S", .cycleSortDescription, footer: "S",
    short: .sortShort)
  public static let pullRequests = KeyBinding(
    [.character("p")], ListAction.togglePullRequests, "p", .issuesOrPullRequests)
  public static let queryLineBindings = [
    KeyBinding([.enter], ListAction.submitQuery, "Enter", .runSearch, footer: "Enter"),
    KeyBinding([.escape], ListAction.cancelQuery, "Esc", .cancelQuery, footer: "Esc"),
    KeyBinding([.up, .ctrl("p")], ListAction.recallQuery, "↑", .recallQuery, footer: "↑"),
    Keymap.controlQuit,
    Keymap.suspend,
  ]

  /// The rows the list has: the list's part of the body less the query bar, and less the
  /// column names where they are shown.
  public func listHeight(_ context: ScreenContext) -> Int {
    let area = listArea(context)
    let header = IssueListView.showsHeader(in: area) ? 1 : 0
    return max(0, area.height - 1 - header)
  }

  /// The list's part of the body: all of it, or its left part beside the preview.
  public func listArea(_ context: ScreenContext) -> Rect {
    preview.split(context.body, context)?.list ?? context.body
  }

  /// The selected row as the preview names it; none for a row whose repository isn't known
  /// (a search's row the server sent without one), as there is no page to ask for.
  private var selectedReference: IssueReference? {
    guard let issue = focusedIssue, let repository = issue.repository else { return nil }
    return IssueReference(repository: repository, number: issue.number)
  }

  /// The list's update, and the preview's for the row (and size, and visibility) it leaves.
  private mutating func withPreview(
    _ update: ScreenUpdate<IssueListStore.Event>, _ context: ScreenContext
  ) -> ScreenUpdate<Event> {
    let list = ScreenUpdate<Event>(update.effect.map { .list($0) }, update.requests)
    return list.merging(previewUpdate(preview.update(subject: selectedReference, context)))
      .merging(ScreenUpdate(windowMoved(context)))
  }

  private func previewUpdate(_ update: ScreenUpdate<PreviewPane.Event>) -> ScreenUpdate<Event> {
    ScreenUpdate(update.effect.map { .preview($0) }, update.requests)
  }

  public mutating func load(_ context: ScreenContext) -> ScreenUpdate<Event> {
    withPreview(ScreenUpdate(store.refresh()), context)
  }

  public mutating func retry(_ context: ScreenContext) -> ScreenUpdate<Event> {
    withPreview(ScreenUpdate(store.retry()), context).merging(
      previewUpdate(preview.reload(context, onlyIfFailed: true)))
  }

  public mutating func resize(_ context: ScreenContext) -> ScreenUpdate<Event> {
    withPreview(ScreenUpdate(store.resize(height: listHeight(context))), context)
  }

  public mutating func appeared(_ context: ScreenContext) -> ScreenUpdate<Event> {
    guard refreshOwed else { return withPreview(.none, context) }
    return refreshByItself(context)
  }

  /// The refresh `refresh:` asks for: the same as `r` (conditional on the kept validator, so an
  /// unchanged list costs a 304), unless a load is under way already.
  private mutating func refreshByItself(_ context: ScreenContext) -> ScreenUpdate<Event> {
    refreshOwed = false
    guard !store.state.isLoading else { return .none }
    return withPreview(ScreenUpdate(store.refresh(), .readClock), context)
  }

  /// The next refresh, `refreshInterval` after an answer, or after a rate limit's wait when
  /// that is longer: nothing is asked while GitHub says to wait.
  private func scheduleRefresh(after answer: IssueListStore.Event) -> Effect<Event> {
    guard let interval = refreshInterval else { return .none }
    var longest = interval
    if case .loaded(_, .failure(.rateLimited(let retryAfter))) = answer {
      longest = max(longest, retryAfter)
    }
    let wait = longest
    return .run(id: refreshID) { effect in
      guard await effect.sleep(for: wait) else { return }
      effect.send(.refreshDue)
    }
  }

  public mutating func perform(
    _ action: ListAction, _ context: ScreenContext
  ) -> ScreenUpdate<Event> {
    switch action {
    case .togglePreview:
      let update = previewUpdate(preview.toggle(context))
      // The list's width changed, and with it whether its column names take a row.
      return ScreenUpdate<Event>(store.resize(height: listHeight(context)).map { .list($0) })
        .merging(update)
    case .focusPreview:
      preview.toggleFocus()
      return .none
    case .refresh:
      let list = withPreview(performOnList(action, context), context)
      return list.merging(previewUpdate(preview.reload(context)))
    case .search, .recallQuery, .cancelQuery, .submitQuery:
      // The line opened, closed or was read: its completion (and a labels' wait) follows.
      let line = withPreview(performOnList(action, context), context)
      return line.merging(ScreenUpdate(complete(context)))
    default:
      return withPreview(performOnList(action, context), context)
    }
  }

  /// The page's keys, while the preview has them.
  public mutating func forward(
    _ action: any BindableAction, _ context: ScreenContext
  ) -> ScreenUpdate<Event> {
    if let action = action as? PickerAction {
      return ScreenUpdate(performCompletion(action, context))
    }
    guard let action = action as? IssueAction else { return .none }
    return previewUpdate(preview.perform(action, context))
  }

  private mutating func performOnList(
    _ action: ListAction, _ context: ScreenContext
  ) -> ScreenUpdate<IssueListStore.Event> {
    switch action {
    case .cycleState: return requery(query.cyclingState(), context)
    case .cycleSort: return requery(query.cyclingSort(), context)
    case .togglePullRequests:
      return requery(query.withKind(query.kind == .pullRequest ? .issue : .pullRequest), context)
    case .search:
      queryLine = TextField(maximumLength: Self.queryLineLength)
      completionLabels.reopened()
      return .none
    case .recallQuery:
      queryLine = TextField(text: query.description, maximumLength: Self.queryLineLength)
      completionLabels.reopened()
      return .none
    case .cancelQuery:
      queryLine = nil
      return .none
    case .submitQuery:
      return submitQueryLine(context)
    case .moveUp, .moveDown, .pageUp, .pageDown, .top, .bottom, .open, .refresh, .togglePreview,
      .focusPreview:
      break
    }
    let (effect, opened) = store.perform(action, height: listHeight(context))
    var requests: [ScreenRequest] = action == .refresh ? [.readClock] : []
    if let opened, let repository = opened.repository ?? currentRepository {
      requests.append(
        .open(
          opened.isPullRequest
            ? .pullRequest(repository, number: opened.number)
            : .issue(repository, number: opened.number)))
    }
    return ScreenUpdate(effect, requests)
  }

  public mutating func scroll(
    by rows: Int, _ context: ScreenContext
  ) -> ScreenUpdate<Event> {
    // The wheel goes where the keys go.
    if preview.isFocused { return previewUpdate(preview.scroll(by: rows, context)) }
    return withPreview(ScreenUpdate(store.move(by: rows, height: listHeight(context))), context)
  }

  public mutating func edit(
    _ input: InputEvent, _ context: ScreenContext
  ) -> ScreenUpdate<Event> {
    switch input {
    case .key(let key): _ = queryLine?.handle(key)
    case .paste(let text): queryLine?.paste(text)
    case .resize, .mouse, .backgroundColor: break
    }
    return ScreenUpdate(complete(context))
  }

  public mutating func handle(_ event: Event, _ context: ScreenContext) -> ScreenUpdate<Event> {
    switch event {
    case .list(let event):
      return withPreview(handleOnList(event, context), context).merging(
        ScreenUpdate(answered(event) ? scheduleRefresh(after: event) : .none))
    case .preview(let event):
      return previewUpdate(preview.handle(event, context))
    case .refreshDue:
      return context.isVisible ? refreshByItself(context) : owe()
    case .windowSettled(let serial):
      // Covered while it waited (a row opened): `appeared` asks when it is back on view.
      return serial == rowFacts.serial && context.isVisible
        ? ScreenUpdate(askForRowFacts(context)) : .none
    case .summaries(let asked, let result):
      rowFacts.answered(asked, with: result)
      return .none
    case .labelsRested:
      return ScreenUpdate(askForLabels(context))
    case .labels(let result):
      completionLabels.answered(result)
      return ScreenUpdate(complete(context))
    }
  }

  private mutating func owe() -> ScreenUpdate<Event> {
    refreshOwed = true
    return .none
  }

  /// Whether `event` answers the list's first page (a load or a refresh) of this generation:
  /// what the next automatic refresh is timed from.
  private func answered(_ event: IssueListStore.Event) -> Bool {
    if case .loaded(let tag, _) = event { return tag == store.generation }
    return false
  }

  private mutating func handleOnList(
    _ event: IssueListStore.Event, _ context: ScreenContext
  ) -> ScreenUpdate<IssueListStore.Event> {
    switch event {
    case .restored(let tag, _, let asOf) where tag == store.generation:
      shownAt = Date(timeIntervalSince1970: asOf)
    case .loaded(let tag, .success(let page)) where tag == store.generation:
      shownAt = context.now
      rowFacts.reloaded(keeping: Set(page.items.map { rowReference($0) }))
    default: break
    }
    // Offline with kept rows on screen, the banner says so and stays: no alert for it.
    if store.keptAt != nil, case .loaded(let tag, .failure(.network)) = event,
      tag == store.generation
    {
      return ScreenUpdate(store.handle(event, height: listHeight(context)))
    }
    return store.handleResult(event, height: listHeight(context))
  }

  /// The reference a row's facts are kept under: its own repository, or the list's.
  public func rowReference(_ issue: Issue) -> IssueReference {
    IssueReference(repository: issue.repository ?? currentRepository, number: issue.number)
  }

  /// The pull request rows on screen, as they would be asked about.
  private func pullRequestsOnScreen(_ context: ScreenContext) -> [PullRequestRowFacts.Asked] {
    let items = store.items
    let visible = store.viewport.visibleRows(height: listHeight(context)).clamped(
      to: items.indices)
    return items[visible].compactMap { issue in
      guard issue.isPullRequest else { return nil }
      let reference = rowReference(issue)
      guard reference.repository != nil else { return nil }
      return PullRequestRowFacts.Asked(reference: reference, updatedAt: issue.updatedAt)
    }
  }

  /// The window may have moved or its rows changed: if any pull request on screen lacks its
  /// facts, they are asked once the window has stood still for `settleDelay`. A move while it
  /// waits starts the wait again (the effect's id replaces the one before), so holding a key
  /// asks nothing until it is let go. A screen not on view asks nothing.
  private mutating func windowMoved(_ context: ScreenContext) -> Effect<Event> {
    guard context.isVisible, !rowFacts.missing(pullRequestsOnScreen(context)).isEmpty else {
      return .none
    }
    let serial = rowFacts.moved()
    return .run(id: settleID) { effect in
      guard await effect.sleep(for: Self.settleDelay) else { return }
      effect.send(.windowSettled(serial: serial))
    }
  }

  /// One request for the settled window's pull requests that have no answer yet (at most
  /// `PullRequestSummary.windowLimit`).
  private mutating func askForRowFacts(_ context: ScreenContext) -> Effect<Event> {
    let asked = Array(
      rowFacts.missing(pullRequestsOnScreen(context)).prefix(PullRequestSummary.windowLimit))
    guard !asked.isEmpty else { return .none }
    rowFacts.asking(asked)
    let fetch = context.environment.pullRequestSummaries
    return .run(id: factsID) { effect in
      let result: Result<[IssueReference: PullRequestSummary], AppError>
      do throws(AppError) {
        result = .success(try await fetch(asked.map(\.reference)))
      } catch {
        result = .failure(error)
      }
      effect.send(.summaries(asked, result))
    }
  }

  /// Enter on the query line: a query GitHub would refuse is a validation error and the line
  /// stays open; a good one opens its results (or, on a search's own screen, replaces them).
  private mutating func submitQueryLine(
    _ context: ScreenContext
  ) -> ScreenUpdate<IssueListStore.Event> {
    guard let text = queryLine?.text else { return .none }
    let parsed: SearchQuery
    do throws(SearchQueryError) {
      parsed = try SearchQuery.parse(text)
      try parsed.validate()
    } catch {
      return Self.rejectedQuery(.other(error.message), context)
    }
    guard !parsed.terms.isEmpty else { return Self.rejectedQuery(.missing, context) }
    queryLine = nil
    guard isSearchResults else { return ScreenUpdate(.none, .open(.search(parsed))) }
    return requery(parsed, context)
  }

  /// The query line's validation error, on the field the user sees as "Search".
  private static func rejectedQuery(
    _ issue: FieldProblem.Issue, _ context: ScreenContext
  ) -> ScreenUpdate<IssueListStore.Event> {
    let field = LocalizedText.searchTitle.text(in: context.environment.language)
    return ScreenUpdate(.none, .raise(.validation([FieldProblem(field: field, issue: issue)])))
  }

  /// Shows `newQuery`'s results: a fresh list (placeholders, not the old rows under a new
  /// query) and its first load.
  private mutating func requery(
    _ newQuery: SearchQuery, _ context: ScreenContext
  ) -> ScreenUpdate<IssueListStore.Event> {
    query = newQuery.statingItsKind
    let reset = store.reset(fetcher: context.environment.searchFetcher(query))
    _ = store.resize(height: listHeight(context))
    return ScreenUpdate(.merge(reset, store.refresh()))
  }

  /// An issue filed here (`N`) that the query lists first is there, selected, when the list
  /// is shown again: GitHub's search may take a while to find it.
  public mutating func receive(_ news: FeatureValue) {
    guard let news = news.as(WriteNews.self) else { return }
    guard case .issueFiled(var issue, let repository) = news,
      query.listsFirst(newIssue: issue, in: repository)
    else { return }
    issue.repository = issue.repository ?? repository
    store.insertFirst(issue)
  }

  public func draw(in rect: Rect, canvas: inout Canvas, _ context: ScreenContext) {
    let split = preview.split(rect, context)
    IssueListView.draw(
      self, now: context.now, tick: context.tick, in: split?.list ?? rect, canvas: &canvas,
      theme: context.theme, caches: context.caches, writes: context.writes)
    guard let split else { return }
    PreviewView.draw(preview, split: split, context: context, canvas: &canvas)
  }
}
