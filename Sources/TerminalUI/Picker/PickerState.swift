import ScreenState

/// An overlay list for choosing several items (labels, assignees) from a paged list: a filter
/// line, checkboxes, and the paging list's own panes.
///
/// Items load through a `PagingListStore`, so the overlay has exactly the placeholder, empty,
/// error, paging-footer and banner panes of every list, and the same loop guards. The rows
/// shown are the loaded items that match the filter (`FuzzyFilter`), best first; the picker
/// keeps its own viewport over them, and asks the store for the next page when the selection
/// nears the end of what is shown or the rows don't fill the overlay. While a filter hides
/// everything a page brought, at most `pagesWithoutMatchesLimit` pages are fetched in a row
/// before paging waits for the reader to move, so a filter that matches nothing can't page a
/// hostile server forever.
///
/// Keys: printable characters and Backspace edit the filter (letters never move the
/// selection); ↑/↓, Ctrl-P/Ctrl-N, PgUp/PgDn move; Space toggles the selected row; Enter
/// applies (or retries a failed load or page when that is what is selected); Esc cancels.
/// Space toggles rather than types, so the filter has no spaces: a subsequence match needs
/// none (`goodfirst` finds "good first issue").
///
/// A picker that `choosesOne` (a milestone) ticks what the issue has now, and Enter (or Space)
/// applies the selected row alone.
public struct PickerState<Item: Pickable, Cursor: Hashable & Sendable, Failure: Error>: Sendable
where Item.ID: Hashable {
  public typealias Store = PagingListStore<Item, Cursor, Failure>
  public typealias Event = Store.Event

  /// A row on screen: the item's index in the store and how the filter matched it.
  public struct Row: Hashable, Sendable {
    public var index: Int
    public var match: FuzzyMatch
  }

  public private(set) var store: Store
  public private(set) var filter: TextField
  /// The ids ticked, starting with the ones the issue has now.
  public private(set) var chosen: Set<Item.ID>
  /// The rows shown, kept in step with the store's items and the filter.
  public private(set) var rows: [Row] = []
  public private(set) var viewport = ListViewport()
  public private(set) var pagesWithoutMatches = 0
  /// Whether Enter chooses the selected row rather than applying the ticked set.
  public let choosesOne: Bool
  public static var pagesWithoutMatchesLimit: Int { 8 }
  private var height = 0

  public init(store: Store, chosen: Set<Item.ID>, choosesOne: Bool = false) {
    self.store = store
    self.chosen = chosen
    self.choosesOne = choosesOne
    self.filter = TextField(maximumLength: FuzzyFilter.queryLimit)
    refilter()
  }

  /// Starts the first load.
  public mutating func start(height: Int) -> Effect<Event> {
    self.height = height
    return store.refresh()
  }

  /// The selected item, if a row (not the footer) is selected.
  public var selectedItem: Item? {
    guard rows.indices.contains(viewport.selection) else { return nil }
    return store.items[rows[viewport.selection].index]
  }

  /// The state as `PagingListView` draws it: the store's, with only the rows shown.
  public var shownState: PagingDataState<PagedCollection<Item, Cursor>, Failure> {
    let items = store.items
    let shown = rows.map { items[$0.index] }
    return store.state.mapPage { PagedCollection(items: shown, nextCursor: $0.nextCursor) }
  }

  /// Applies one input event. `height` is the list's rows on screen (`PickerView.listHeight`).
  public mutating func handle(_ input: InputEvent, height: Int) -> (
    intent: PickerIntent<Item.ID>, effect: Effect<Event>
  ) {
    self.height = height
    switch input {
    case .paste(let text):
      filter.paste(text.filter { $0 != " " })
      return (.none, filterChanged())
    case .resize:
      return (.none, place(viewport.selection, reader: false))
    case .mouse(let event):
      let delta = event.kind == .wheelUp ? -1 : 1
      return (.none, place(viewport.selection + delta, reader: true))
    case .key(let key):
      return handle(key)
    case .backgroundColor:
      return (.none, .none)
    }
  }

  private mutating func handle(_ key: Key) -> (intent: PickerIntent<Item.ID>, effect: Effect<Event>)
  {
    switch key {
    case .escape:
      return (.cancel, .none)
    case .enter:
      if store.state.error != nil, store.state.value == nil { return (.none, store.retry()) }
      if isFooterSelected { return (.none, store.retry()) }
      if choosesOne {
        guard let id = selectedItem?.id else { return (.none, .none) }
        return (.apply([id]), .none)
      }
      return (.apply(chosen), .none)
    case .character(" "):
      if choosesOne, let id = selectedItem?.id { return (.apply([id]), .none) }
      if let id = selectedItem?.id {
        if chosen.contains(id) { chosen.remove(id) } else { chosen.insert(id) }
      }
      return (.none, .none)
    case .up, .ctrl("p"): return (.none, place(viewport.selection - 1, reader: true))
    case .down, .ctrl("n"): return (.none, place(viewport.selection + 1, reader: true))
    case .pageUp: return (.none, place(viewport.selection - max(1, height), reader: true))
    case .pageDown: return (.none, place(viewport.selection + max(1, height), reader: true))
    default:
      let before = filter.text
      _ = filter.handle(key)
      return (.none, filter.text == before ? .none : filterChanged())
    }
  }

  /// Routes the store's results back; the rows follow the items.
  public mutating func handle(_ event: Event, height: Int) -> Effect<Event> {
    self.height = height
    let shownBefore = rows.count
    let loadedBefore = store.items.count
    let selectedID = selectedItem?.id
    let effect = store.handle(event, height: height)
    refilter()
    if store.items.count > loadedBefore {
      pagesWithoutMatches = rows.count > shownBefore ? 0 : pagesWithoutMatches + 1
    }
    let index = selectedID.flatMap { id in rows.firstIndex { store.items[$0.index].id == id } }
    return .merge(effect, place(index ?? viewport.selection, reader: false))
  }

  /// Whether the failed-page footer is selected, where Enter retries the page.
  public var isFooterSelected: Bool {
    guard case .pagingFailure = store.state else { return false }
    return viewport.selection == rows.count
  }

  // MARK: - Rows and paging

  private mutating func filterChanged() -> Effect<Event> {
    refilter()
    pagesWithoutMatches = 0
    return place(0, reader: true)
  }

  private mutating func refilter() {
    let matched = FuzzyFilter.filter(store.items, query: filter.text) { $0.pickerTitle }
    rows = matched.map { Row(index: $0.index, match: $0.match) }
  }

  private var hasFooterRow: Bool {
    switch store.state {
    case .paging, .pagingFailure: return true
    default: return false
    }
  }

  private var selectableCount: Int { rows.count + (isPagingFailure ? 1 : 0) }

  private var isPagingFailure: Bool {
    if case .pagingFailure = store.state { return true }
    return false
  }

  private mutating func place(_ index: Int, reader: Bool) -> Effect<Event> {
    if reader { pagesWithoutMatches = 0 }
    viewport.select(
      index, selectableCount: selectableCount,
      contentCount: rows.count + (hasFooterRow ? 1 : 0), height: height)
    return prefetchIfNeeded()
  }

  /// Pages only from a settled list, as the store does: a failed page waits for Enter.
  private mutating func prefetchIfNeeded() -> Effect<Event> {
    switch store.state {
    case .success, .reLoadingFailure:
      guard store.state.value?.nextCursor != nil,
        pagesWithoutMatches < Self.pagesWithoutMatchesLimit
      else { return .none }
      let nearTheEnd = rows.count - 1 - viewport.selection <= store.prefetchDistance
      let short = rows.count < viewport.scrollOffset + height
      guard nearTheEnd || short else { return .none }
      return store.loadMore()
    default:
      return .none
    }
  }
}
