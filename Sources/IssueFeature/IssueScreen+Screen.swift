import AppCore
import Destinations
import ErrorHandling
import FoundationEssentials
import IssueDomain
import Localization
import ScreenState
import SharedWrites
import TerminalUI

/// The issue screen's keys and routing: it scrolls, opens or copies its link, and asks for
/// more comments as the end comes into view.
extension IssueScreen: Screen,
  FocusingScreen, HeaderProvidingScreen, CompletionSourceScreen, ScrollingScreen,
  NewsReceivingScreen, RecoveringScreen, ViewLifecycleScreen
{
  public var title: LocalizedText { .verbatim("#\(number)") }

  /// `#157` under its repository's own list; `owner/name#157` under anything else (a section,
  /// a search across repositories, the inbox, a go-to from elsewhere).
  public func title(under parent: RepositoryName?) -> LocalizedText {
    parent == repository ? title : .verbatim("\(repository)#\(number)")
  }
  public var currentRepository: RepositoryName? { repository }
  public var focusedIssue: Issue? {
    guard var issue = state.value else { return nil }
    issue.repository = issue.repository ?? repository
    return issue
  }
  public var focusedComment: Comment? { focusedCommentValue }
  public var isLeftByNetworkFailure: Bool {
    switch state {
    case .reLoadingFailure(_, .network), .loadingFailure(.network): true
    default: false
    }
  }
  public var isBusy: Bool { state.isLoading || comments.isLoading || isLayingOut }
  public var loadingIndicator: LoadingIndicator { LoadingIndicator(state) }

  public func bindings(_ keys: Keymap.Context) -> [KeyBinding] {
    let issue = focusedIssue
    let comment = focusedComment
    // A focused comment's keys come first, so the footer shows what acts on it.
    let focus =
      comment == nil
      ? Self.commentSteps
      : Self.focusedCommentSteps + Keymap.ownComment(comment, of: issue, keys)
        + Keymap.react(for: issue, comment: comment, keys)
    return Keymap.joined(
      Self.scrolls, focus, [Self.timelineKey], Keymap.comment(for: issue, keys),
      Keymap.writes(for: issue, keys),
      comment == nil ? Keymap.react(for: issue, keys) : [],
      Keymap.edit(for: issue, comment: comment, keys),
      Keymap.back(keys), Self.linkAndAppKeys, Keymap.demo(keys))
  }

  public static let scrolls =
    Keymap.split(
      [.up, .down, .character("k"), .character("j")], IssueAction.scrollUp,
      IssueAction.scrollDown, "↑ ↓ k j", .scroll, footer: "↑↓")
    + Keymap.split(
      [.pageUp, .pageDown, .ctrl("u"), .ctrl("d")], IssueAction.pageUp, IssueAction.pageDown,
      "PgUp PgDn ^u ^d", .page)
    + Keymap.split(
      [.home, .end, .character("g"), .character("G")], IssueAction.top, IssueAction.bottom,
      "Home End g G", .topBottom)
  /// Tab and `]` focus the next comment, Shift-Tab and `[` the previous: Tab as a form moves
  /// between fields, `]` `[` as octo.nvim's `]c` `[c` (and as a diff's files move here). In
  /// `?` only while no comment is focused, as `t`, `+` and `e` are: at 80 columns the footer
  /// is full; once one is, the footer shows what acts on it.
  public static let commentSteps = [
    KeyBinding(
      [.tab, .character("]")], IssueAction.nextComment, "Tab ] S-Tab [", .stepComments,
      short: .commentFocusShort),
    // One row in `?` for both, as the pull request's parts have.
    KeyBinding([.backTab, .character("[")], IssueAction.previousComment, "", .stepComments),
  ]
  /// While a comment is focused: the same steps, in the footer, and Esc lets the comment go
  /// before it goes back.
  public static let focusedCommentSteps = [
    KeyBinding(
      [.tab, .character("]")], IssueAction.nextComment, "Tab ] S-Tab [", .stepComments,
      footer: "Tab", short: .commentFocusShort),
    commentSteps[1],
    KeyBinding(
      [.escape], IssueAction.unfocusComment, "Esc", .unfocusComment, footer: "Esc",
      short: .unfocusShort),
  ]
  /// `t`: the events between comments hidden or shown; in the help only, as the footer's room
  /// goes to the writes.
  public static let timelineKey = KeyBinding(
    [.character("t")], IssueAction.toggleTimeline, "t", .toggleTimelineDescription)
  /// The link keys, then the app's, as every screen has them (`:` included).
  public static let linkAndAppKeys = [openInBrowser, copyURL] + Keymap.common(refresh: refresh)
  public static let openInBrowser = KeyBinding(
    [.character("o")], IssueAction.openInBrowser, "o", .openInBrowser, footer: "o",
    short: .browser)
  public static let copyURL = KeyBinding(
    [.character("y")], IssueAction.copyURL, "y", .copyLink, footer: "y", short: .copyLinkShort)
  public static let refresh = KeyBinding(
    [.character("r")], IssueAction.refresh, "r", .refresh, footer: "r")

  public mutating func load(_ context: ScreenContext) -> ScreenUpdate<Event> {
    let environment = context.environment
    return ScreenUpdate(
      load(
        environment.issue(in: repository, number: number),
        comments: environment.timeline(in: repository, number: number),
        kept: environment.keptIssue(in: repository, number: number)))
  }

  /// While the page is the one an earlier run kept, its age: `as of 12m ago`.
  public func badges(_ words: ChromeWords, now: Date) -> [String] {
    guard let keptAt else { return [] }
    return [words(.asOf(Age.text(from: keptAt, to: now, words: words)))]
  }

  public mutating func resize(_ context: ScreenContext) -> ScreenUpdate<Event> {
    scroll(by: 0, context)
  }

  public mutating func perform(
    _ action: IssueAction, _ context: ScreenContext
  ) -> ScreenUpdate<Event> {
    let page = max(1, context.height - 1)
    switch action {
    case .scrollUp: return scroll(by: -1, context)
    case .scrollDown: return scroll(by: 1, context)
    case .pageUp: return scroll(by: -page, context)
    case .pageDown: return scroll(by: page, context)
    case .top: return scroll(by: Int.min / 2, context)
    case .bottom: return scroll(by: Int.max / 2, context)
    case .refresh: return load(context).merging(ScreenUpdate(.none, .readClock))
    case .openInBrowser:
      return ScreenUpdate(.none, state.value.map { [.openInBrowser($0.url)] } ?? [])
    case .copyURL:
      return ScreenUpdate(.none, state.value.map { [.copyURL($0.url)] } ?? [])
    case .nextComment: return stepComment(by: 1, context)
    case .previousComment: return stepComment(by: -1, context)
    case .unfocusComment:
      focusComment(nil)
      return .none
    case .toggleTimeline:
      toggleTimeline()
      // The document is shorter or longer now: clamp, and page on if the end came into view.
      return scroll(by: 0, context)
    }
  }

  public mutating func receive(_ news: FeatureValue) {
    guard let news = news.as(WriteNews.self) else { return }
    let shown = IssueReference(repository: repository, number: number)
    switch news {
    case .commentPosted(let comment, let reference) where reference == shown:
      appendPosted(comment)
    case .issueRead(let issue, let reference) where reference == shown:
      replaceLoaded(with: issue)
    case .commentChanged(let change, let comment, let reference) where reference == shown:
      applyCommentChange(change, comment)
    default:
      break
    }
  }

  public mutating func handle(_ event: Event, _ context: ScreenContext) -> ScreenUpdate<Event> {
    let (failure, banner) = handle(event, now: context.now)
    if opensPullRequestPage, state.value?.isPullRequest == true {
      opensPullRequestPage = false
      return ScreenUpdate(banner, .replace(.pullRequest(repository, number: number)))
    }
    let more = scroll(by: 0, context)
    return ScreenUpdate(banner, failure.map { [.raise($0)] } ?? []).merging(more)
  }

  /// Focuses the next (`step` 1) or previous (-1) comment as drawn, and scrolls its byline into
  /// view with the line above it; the first focus asks once which account is the writes', so
  /// the account's own comments offer `e` and `D`.
  public mutating func stepComment(by step: Int, _ context: ScreenContext) -> ScreenUpdate<Event> {
    let lines = IssueDetailView.lines(
      for: self, width: context.body.width, now: context.now, theme: context.theme,
      describe: context.environment.describe, cache: context.caches.issueLayouts,
      writes: context.writes)
    guard
      let target = Self.stepped(
        from: focusedCommentID, by: step, anchors: IssueDetailView.anchors(in: lines),
        offset: scrollOffset, height: context.height)
    else { return .none }
    focusComment(target.id)
    var delta = 0
    if target.line < scrollOffset || target.line >= scrollOffset + max(1, context.height - 2) {
      delta = max(0, target.line - 1) - scrollOffset
    }
    let learn: [ScreenRequest] = context.writes.account == nil ? [.write(.learnAccount)] : []
    return scroll(by: delta, context).merging(ScreenUpdate(.none, learn))
  }

  /// Scrolls, and asks for more comments when the end comes into view. A reader at the very
  /// end stays there, so the "Loading comments…" line that appears is seen.
  public mutating func scroll(by delta: Int, _ context: ScreenContext) -> ScreenUpdate<Event> {
    if delta != 0 { readerScrolled() }
    let viewport = context.height
    let content = contentHeight(context)
    scroll(by: delta, contentHeight: content, viewportHeight: viewport)
    let layout = ScreenUpdate<Event>(layOutOffLoop(context))
    guard scrollOffset + viewport >= content - 3 else { return layout }
    let atEnd = scrollOffset + viewport >= content
    let effect = loadMoreComments(
      context.environment.timeline(in: repository, number: number))
    if atEnd, !effect.isNone {
      scroll(by: Int.max / 2, contentHeight: contentHeight(context), viewportHeight: viewport)
    }
    return ScreenUpdate(effect).merging(layout)
  }

  /// Lays out off the loop, on the effect's task, what the loop left as placeholders (texts
  /// past `IssueDetailView.onLoopBytes`), keeping it in the cache; `laidOut` then draws it.
  /// One at a time: a document that changes meanwhile is looked at again when it ends.
  private mutating func layOutOffLoop(_ context: ScreenContext) -> Effect<Event> {
    guard !isLayingOut,
      let key = IssueDetailView.key(
        for: self, width: context.body.width, now: context.now, theme: context.theme,
        describe: context.environment.describe, writes: context.writes)
    else { return .none }
    let cache = context.caches.issueLayouts
    guard cache.documents.cached(key) == nil else { return .none }
    isLayingOut = true
    let theme = context.theme
    return .run(id: layoutID) { context in
      _ = IssueDetailView.document(key, theme: theme, cache: cache, budget: .max)
      context.send(.laidOut)
    }
  }

  /// How far down the page is scrolled, as a pager says it: all of it on screen, the top,
  /// the end, or the share scrolled past; so the reader knows there is more above or below.
  public func headerPosition(_ context: ScreenContext) -> String? {
    guard state.value != nil, context.height > 0 else { return nil }
    let scrolled = ScrollPosition(
      offset: scrollOffset, content: contentHeight(context), viewport: context.height)
    return context.theme.words(scrolled.text)
  }

  private func contentHeight(_ context: ScreenContext) -> Int {
    IssueDetailView.lineCount(
      for: self, width: context.body.width, now: context.now, theme: context.theme,
      describe: context.environment.describe, cache: context.caches.issueLayouts,
      writes: context.writes)
  }

  public func draw(in rect: Rect, canvas: inout Canvas, _ context: ScreenContext) {
    IssueDetailView.draw(
      self, now: context.now, tick: context.tick, describe: context.environment.describe,
      in: rect, canvas: &canvas, theme: context.theme, cache: context.caches.issueLayouts,
      writes: context.writes)
  }
}

extension IssueScreen.Event: ScreenEvent {
  public var isResponse: Bool {
    switch self {
    // The kept page comes from the disk, not the server: the requests are still out.
    case .bannerExpired, .laidOut, .restored: false
    default: true
    }
  }

  public var reachability: Reachability? {
    switch self {
    case .loaded(_, let result): Reachability(result)
    case .commentsLoaded(_, let result), .moreCommentsLoaded(_, let result): Reachability(result)
    default: nil
    }
  }
}
