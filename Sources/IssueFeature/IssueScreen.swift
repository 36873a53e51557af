import AppCore
import ErrorHandling
import FoundationEssentials
import IssueDomain
import ScreenState
import TerminalUI

/// One issue: its header and body (loaded on their own: the list row is only a summary), then
/// its conversation (the comments and the events between them, from one pager), paged as the
/// reader scrolls towards the end.
public struct IssueScreen: Equatable, Sendable {
  /// The results of the screen's requests, tagged with the generation they were made in.
  public enum Event: Sendable {
    case loaded(generation: Int, Result<Issue, AppError>)
    /// What an earlier run kept of the page, read before the first request is answered.
    case restored(generation: Int, KeptIssue)
    case commentsLoaded(generation: Int, Result<TimelinePage, AppError>)
    case moreCommentsLoaded(generation: Int, Result<TimelinePage, AppError>)
    /// The refresh-failure banner with this serial has been up long enough.
    case bannerExpired(serial: Int)
    /// What the frame left as placeholders has been laid out off the loop and kept.
    case laidOut
  }

  public typealias Fetch = @Sendable () async throws(AppError) -> Issue
  public typealias FetchComments = @Sendable (PageCursor?) async throws(AppError) -> TimelinePage
  /// What an earlier run kept of the page, with no request.
  public typealias FetchKept = @Sendable () async -> KeptIssue?

  public let repository: RepositoryName
  public let number: Int
  public private(set) var state: DataState<Issue, AppError> = .idle
  /// The conversation: comments and the events between them, oldest first.
  public private(set) var comments: PagingDataState<TimelinePage, AppError> = .idle
  /// Whether the events between comments are drawn (`t`); the comments always are.
  public internal(set) var showsEvents = true
  public internal(set) var scrollOffset = 0
  /// The comment the reader focused (Tab, `]`), by id: marked on the page, and what `e`, `D`
  /// and `+` act on. Kept across refreshes; a comment no longer loaded is focused on nothing.
  public private(set) var focusedCommentID: Int?
  /// While the page shown is the one an earlier run kept (the server hasn't answered for it, or
  /// couldn't be reached), when the server last sent it: the header's "as of".
  public private(set) var keptAt: Date?
  /// When the issue shown was answered for, for the banner over a failed refresh.
  public private(set) var shownAt: Date?
  /// Bumped by every load, so a result from an older request is dropped.
  public private(set) var generation = 0
  /// The serial of the refresh-failure banner on screen, or nil: it expires after
  /// `bannerLifetime` on the injected clock, as the lists' banners do.
  public private(set) var bannerSerial: Int?
  private var bannerCount = 0
  /// Comment cursors fetched since the load began: a next cursor among them is a paging loop.
  private var fetchedCursors: Set<PageCursor> = []
  /// Comment pages asked for since the reader last scrolled (or the issue loaded): pages of one
  /// short comment each, with a fresh next link every time, would otherwise be asked for until
  /// the screen filled.
  public private(set) var pagesWithoutReader = 0
  /// How many comment pages may chain by themselves before paging waits for the reader: the
  /// lists' bound.
  public static let pagesWithoutReaderLimit = 8
  /// Whether later comments were left out, because the ones kept reached
  /// `DocumentLimit.commentBytes` or a page was longer than any of GitHub's: paging stopped
  /// there, and the line under the comments says so.
  public private(set) var areCommentsTruncated = false
  /// Whether text too long to lay out on the loop is being laid out off it.
  public internal(set) var isLayingOut = false
  /// Whether the page gives way to the pull request page when its number turns out to be a
  /// pull request (`:` with `#N` can't know which it is): the router's page does, the pull
  /// request page's own conversation and a list's preview don't.
  public var opensPullRequestPage = false
  /// A pull request's review threads, set by its page as they are read: each is drawn under
  /// the review it was begun in.
  public var reviewThreads = ConversationThreads.none
  public let loadID: EffectID
  public let commentsID: EffectID
  public let bannerID: EffectID
  public let layoutID: EffectID
  /// The same lifetime as the lists' banners (`PagingListStore.bannerLifetime`).
  public static let bannerLifetime = Duration.seconds(5)

  public init(
    repository: RepositoryName, number: Int, id: ScreenID, opensPullRequestPage: Bool = false
  ) {
    self.init(repository: repository, number: number, effectsNamed: "\(id)")
    self.opensPullRequestPage = opensPullRequestPage
  }

  /// The page with its effects' IDs under `name`: a list's preview pane names them after the
  /// list, so they never cancel a pushed page's work, nor it theirs.
  public init(repository: RepositoryName, number: Int, effectsNamed name: String) {
    self.repository = repository
    self.number = number
    self.loadID = EffectID("\(name).issue.load")
    self.commentsID = EffectID("\(name).issue.comments")
    self.bannerID = EffectID("\(name).issue.banner")
    self.layoutID = EffectID("\(name).issue.layout")
  }

  public var effectIDs: [EffectID] { [loadID, commentsID, bannerID, layoutID] }

  /// Whether the banner over a failed refresh is up.
  public var isBannerShowing: Bool {
    guard bannerSerial != nil, case .reLoadingFailure = state else { return false }
    return true
  }

  /// Starts the first load, a reload or a retry of the issue and its first comments.
  /// `kept`, when given, is read first on the very first load only: the page is drawn from it
  /// at once, as during a refresh, while the requests are out.
  public mutating func load(
    _ fetch: @escaping Fetch, comments fetchComments: @escaping FetchComments,
    kept: FetchKept? = nil
  )
    -> Effect<Event>
  {
    let kept: FetchKept? = if case .idle = state { kept } else { nil }
    guard state.startLoading() else { return .none }
    generation += 1
    fetchedCursors = []
    pagesWithoutReader = 0
    let generation = self.generation
    let dismissed: Effect<Event> = bannerSerial == nil ? .none : .cancel(bannerID)
    bannerSerial = nil
    let issue = Effect<Event>.run(id: loadID) { context in
      if let kept, let page = await kept() {
        context.send(.restored(generation: generation, page))
      }
      let result: Result<Issue, AppError>
      do throws(AppError) {
        result = .success(try await fetch())
      } catch {
        result = .failure(error)
      }
      context.send(.loaded(generation: generation, result))
    }
    comments.cancelLoading()
    guard comments.startLoading() else { return .merge(dismissed, issue) }
    return .merge(
      dismissed, issue,
      commentsRequest(fetchComments, after: nil, generation: generation, more: false))
  }

  /// Loads the next page of comments if there is one and nothing is in flight, from settled
  /// comments only: after a failed page the footer says so and `r` retries, since paging again
  /// by itself (every answer scrolls, and the end is still in view) would ask a failing or
  /// unreachable server as fast as it answers.
  public mutating func loadMoreComments(_ fetchComments: @escaping FetchComments) -> Effect<Event> {
    switch comments {
    case .success, .reLoadingFailure: break
    default: return .none
    }
    guard pagesWithoutReader < Self.pagesWithoutReaderLimit,
      let cursor = comments.value?.nextCursor, comments.startPaging()
    else { return .none }
    pagesWithoutReader += 1
    fetchedCursors.insert(cursor)
    return commentsRequest(fetchComments, after: cursor, generation: generation, more: true)
  }

  /// Applies a result. Returns the error to raise through the chain, if it failed, and the
  /// banner's expiry when a refresh failed over the issue on screen.
  /// `now` is when the result is handled, the age of the issue shown from then on.
  public mutating func handle(
    _ event: Event, now: Date? = nil
  ) -> (failure: AppError?, effect: Effect<Event>) {
    switch event {
    case .restored(let tag, let kept):
      restore(kept, generation: tag)
    case .loaded(let tag, let result):
      guard tag == generation else { return (nil, .none) }
      switch result {
      case .success(let issue):
        state.succeed(issue)
        keptAt = nil
        shownAt = now
      case .failure(.cancelled):
        state.cancelLoading()
      case .failure(let error):
        guard state.fail(error) else { return (nil, .none) }
        // Offline over a kept page, the standing banner says so: no alert for it.
        if keptAt != nil, case .network = error { return (nil, .none) }
        return (error, showBanner())
      }
    case .commentsLoaded(let tag, let result):
      guard tag == generation else { return (nil, .none) }
      areCommentsTruncated = false
      apply(result.map { budgeted($0, after: []) }) { state, page in state.succeed(page) }
    case .moreCommentsLoaded(let tag, let result):
      guard tag == generation else { return (nil, .none) }
      if case .success(let page) = result, let next = page.nextCursor,
        fetchedCursors.contains(next)
      {
        // A loop: keep the page's comments, end paging, and say why in the footer line.
        _ = comments.appendPage(TimelinePage(items: page.items, nextCursor: nil))
        if case .success(let value) = comments { comments = .pagingFailure(value, .repeatedPage) }
        return (nil, .none)
      }
      let kept = comments.value?.items ?? []
      apply(result.map { budgeted($0, after: kept) }) { state, page in state.appendPage(page) }
    case .bannerExpired(let serial):
      if bannerSerial == serial { bannerSerial = nil }
    case .laidOut:
      isLayingOut = false
    }
    return (nil, .none)
  }

  /// `initialLoading` → `success` → `reLoading` for the issue, and the same for its comments
  /// when their request hasn't been answered yet: the kept page is drawn as a refresh draws
  /// its page, and the requests in flight (same generation) answer for it.
  private mutating func restore(_ kept: KeptIssue, generation tag: Int) {
    guard tag == generation, state.isInitialLoading, state.succeed(kept.issue) else { return }
    _ = state.startLoading()
    keptAt = kept.asOf
    shownAt = kept.asOf
    guard let page = kept.timeline else { return }
    switch comments {
    case .initialLoading:
      areCommentsTruncated = false
      if comments.succeed(budgeted(page, after: [])) { _ = comments.startLoading() }
    case .loadingFailure(let error):
      // The comments' own request (another effect) failed first: the kept ones are shown
      // with that failure, as a refresh that failed over them would be.
      areCommentsTruncated = false
      comments = .reLoadingFailure(budgeted(page, after: []), error)
    default:
      break
    }
  }

  /// Puts up the banner when the failure left the issue on screen (a failed refresh), and
  /// schedules its expiry; a first load's failure has its own pane instead.
  private mutating func showBanner() -> Effect<Event> {
    guard case .reLoadingFailure = state else { return .none }
    bannerCount += 1
    let serial = bannerCount
    bannerSerial = serial
    return .run(id: bannerID) { context in
      guard await context.sleep(for: Self.bannerLifetime) else { return }
      context.send(.bannerExpired(serial: serial))
    }
  }

  /// The issue as the server holds it after a write, in place of the one loaded; only over a
  /// loaded one, so a load in flight still settles as it would have.
  /// The server merged the pull request this is the conversation of: merged, and closed.
  public mutating func showMerged() {
    guard var merged = state.value, merged.isPullRequest else { return }
    merged.state = .closed
    merged.isMerged = true
    replaceLoaded(with: merged)
  }

  public mutating func replaceLoaded(with issue: Issue) {
    guard case .success(let loaded) = state else { return }
    var read = issue
    read.repository = loaded.repository ?? issue.repository
    state = .success(read)
  }

  /// A comment the user just posted, as the server stored it: added at the end when every
  /// comment is loaded (otherwise paging reaches it); never twice (ids are unique, and one a
  /// refresh already brought changes nothing).
  public mutating func appendPosted(_ comment: Comment) {
    if comments.value?.items.contains(where: { $0.id == .comment(comment.id) }) == true { return }
    // The count in the header is the writes' (`PendingWrites.posted`), as on every screen.
    guard case .success(let page) = comments, page.nextCursor == nil else { return }
    comments = .success(page.appending(TimelinePage(items: [.comment(comment)], nextCursor: nil)))
  }

  /// The server made `change` to one of the comments: `comment` is how it holds it after, in
  /// place of the loaded one; without it the change applies (a deletion, or a reaction whose
  /// read back failed: its count moved by one).
  public mutating func applyCommentChange(_ change: CommentChange, _ comment: Comment?) {
    func changed(_ page: TimelinePage) -> TimelinePage {
      let items = page.items.compactMap { entry -> TimelineEntry? in
        guard case .comment(let loaded) = entry, loaded.id == change.commentID else {
          return entry
        }
        if case .delete = change { return nil }
        return .comment(comment ?? change.applied(to: loaded) ?? loaded)
      }
      return TimelinePage(
        items: items, nextCursor: page.nextCursor, totalCount: page.totalCount,
        isIncomplete: page.isIncomplete)
    }
    switch comments {
    case .success(let page): comments = .success(changed(page))
    case .reLoading(let page): comments = .reLoading(changed(page))
    case .paging(let page): comments = .paging(changed(page))
    case .reLoadingFailure(let page, let error): comments = .reLoadingFailure(changed(page), error)
    case .pagingFailure(let page, let error): comments = .pagingFailure(changed(page), error)
    case .idle, .initialLoading, .retryLoading, .loadingFailure: break
    }
  }

  /// `page` within what is left of `DocumentLimit.commentBytes` after `kept`: the entries that
  /// fit, in order. When one doesn't, paging ends there and the screen says comments were cut,
  /// so a server's pages of long comments, or of endless events, can't grow the thread, and its
  /// layout, without end.
  private mutating func budgeted(_ page: TimelinePage, after kept: [TimelineEntry])
    -> TimelinePage
  {
    if page.isIncomplete { areCommentsTruncated = true }
    var used = kept.reduce(0) { $0 + Self.cost($1) }
    var fitting: [TimelineEntry] = []
    for entry in page.items {
      used += Self.cost(entry)
      guard used <= DocumentLimit.commentBytes else {
        areCommentsTruncated = true
        return TimelinePage(items: fitting, nextCursor: nil)
      }
      fitting.append(entry)
    }
    return page
  }

  /// What an entry counts against the budget: a comment or a review its text, an event a
  /// line's worth, so about two thousand events fill it.
  private static func cost(_ entry: TimelineEntry) -> Int {
    switch entry {
    case .comment(let comment): comment.body.utf8.count
    case .review(let review): 128 + review.body.utf8.count
    case .event: 128
    }
  }

  /// The focused comment as loaded, if it still is.
  public var focusedCommentValue: Comment? {
    guard let id = focusedCommentID else { return nil }
    return comments.value?.items.lazy.compactMap(\.comment).first { $0.id == id }
  }

  /// Focuses comment `id`, or nothing.
  public mutating func focusComment(_ id: Int?) { focusedCommentID = id }

  /// Which comment a step of `step` (1 on, -1 back) focuses among `anchors` (each comment's id
  /// and the line its byline is on, in order), with the page scrolled to `offset` and `height`
  /// lines shown: the next or previous one, staying at the ends; from no focus, the first
  /// whose byline is on screen or below (on), or the last on screen or above (back).
  public static func stepped(
    from focused: Int?, by step: Int, anchors: [(id: Int, line: Int)], offset: Int, height: Int
  ) -> (id: Int, line: Int)? {
    guard !anchors.isEmpty else { return nil }
    if let focused, let at = anchors.firstIndex(where: { $0.id == focused }) {
      return anchors[min(max(0, at + step), anchors.count - 1)]
    }
    if step > 0 { return anchors.first { $0.line >= offset } ?? anchors.last }
    return anchors.last { $0.line < offset + height } ?? anchors.first
  }

  /// Hides or shows the events between comments.
  public mutating func toggleTimeline() { showsEvents.toggle() }

  /// The reader scrolled: comment paging may chain again.
  public mutating func readerScrolled() { pagesWithoutReader = 0 }

  /// Scrolls by `delta` lines, clamped so the last line can reach the bottom but no further.
  public mutating func scroll(by delta: Int, contentHeight: Int, viewportHeight: Int) {
    let limit = max(0, contentHeight - viewportHeight)
    scrollOffset = min(max(0, scrollOffset + delta), limit)
  }

  /// A comment failure is shown in the comments' footer line, not as an alert: the issue
  /// itself is on screen and `r` reloads both.
  private mutating func apply(
    _ result: Result<TimelinePage, AppError>,
    _ succeed: (inout PagingDataState<TimelinePage, AppError>, TimelinePage) -> Bool
  ) {
    switch result {
    case .success(let page): _ = succeed(&comments, page)
    case .failure(.cancelled): comments.cancelLoading()
    case .failure(let error): comments.fail(error)
    }
  }

  private func commentsRequest(
    _ fetchComments: @escaping FetchComments, after cursor: PageCursor?, generation: Int,
    more: Bool
  ) -> Effect<Event> {
    .run(id: commentsID) { context in
      let result: Result<TimelinePage, AppError>
      do throws(AppError) {
        result = .success(try await fetchComments(cursor))
      } catch {
        result = .failure(error)
      }
      context.send(
        more
          ? .moreCommentsLoaded(generation: generation, result)
          : .commentsLoaded(generation: generation, result))
    }
  }
}
