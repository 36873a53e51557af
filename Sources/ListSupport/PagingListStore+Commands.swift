import AppCore
import ErrorHandling
import IssueDomain
import ScreenState
import TerminalUI

/// The actions every list shares: moving, paging, opening and refreshing.
extension PagingListStore where Cursor == PageCursor {
  /// Carries out `action` on a list `height` rows tall. Returns the item to open, if Enter
  /// chose one (Enter on a failed page's footer retries the page instead).
  public mutating func perform(
    _ action: ListAction, height: Int
  ) -> (effect: Effect<Event>, opened: Item?) {
    let page = max(1, height - 1)
    switch action {
    case .moveUp: return (move(by: -1, height: height), nil)
    case .moveDown: return (move(by: 1, height: height), nil)
    case .pageUp: return (move(by: -page, height: height), nil)
    case .pageDown: return (move(by: page, height: height), nil)
    case .top: return (select(0, height: height), nil)
    case .bottom: return (select(Int.max / 2, height: height), nil)
    case .open:
      if isFooterSelected { return (retry(), nil) }
      return (.none, selectedItem)
    case .refresh: return (refresh(), nil)
    case .search, .cycleState, .cycleSort, .togglePullRequests, .submitQuery, .cancelQuery,
      .recallQuery, .togglePreview, .focusPreview:
      return (.none, nil)
    }
  }

  /// Applies a result; a failure goes up the responder chain.
  public mutating func handleResult(_ event: Event, height: Int) -> ScreenUpdate<Event>
  where Failure == AppError {
    let failure = failure(in: event)
    let effect = handle(event, height: height)
    return ScreenUpdate(effect, failure.map { [.raise($0)] } ?? [])
  }
}

extension PagingListStore.Event: ScreenEvent {
  public var isResponse: Bool {
    switch self {
    // Kept rows come from the disk, not the server: the request is still out.
    case .bannerExpired, .restored: false
    case .loaded, .pageLoaded: true
    }
  }

  public var reachability: Reachability? {
    switch self {
    case .loaded(_, .success), .pageLoaded(_, .success): .reached
    case .loaded(_, .failure(let error)), .pageLoaded(_, .failure(let error)):
      (error as? AppError).flatMap { Reachability(Result<Void, AppError>.failure($0)) }
    default: nil
    }
  }
}

extension PagingListStore where Failure == AppError {
  /// Whether the list shows what a network failure left: kept rows under a failed refresh, or
  /// the error pane of a first load that never got an answer.
  public var isLeftByNetworkFailure: Bool {
    switch state {
    case .reLoadingFailure(_, .network), .loadingFailure(.network): true
    default: false
    }
  }
}
