import AppCore
import ErrorHandling
import IssueDomain
import IssueFeature
import ListSupport
import Localization
import ScreenState
import TerminalUI

/// One pull request: a header with where it stands, then one of three parts. The conversation
/// is the issue page's own (the pull request is an issue too: title, body and comments, with
/// the same rendering, paging and write keys); the files are the diff viewer; the checks are
/// those of its head commit.
public struct PullRequestScreen: Equatable, Sendable {
  /// The results of the screen's requests, tagged with the generation they were made in.
  public enum Event: Sendable {
    case conversation(IssueScreen.Event)
    case loaded(generation: Int, Result<PullRequest, AppError>)
    case filesLoaded(generation: Int, Result<PullRequestFilePage, AppError>)
    case threadsLoaded(generation: Int, Result<ReviewThreadPage, AppError>)
    case checksLoaded(generation: Int, Result<CommitChecks, AppError>)
    /// The checks' watch came due: time to ask again while some are pending.
    case checksWatchDue(serial: Int)
    /// The whole diff for the pager (`D`), or why it couldn't be had.
    case diffFetched(Result<PullRequestDiff, AppError>)
    /// The pager exited and the terminal is ours again.
    case pagerClosed(ExternalPager.Outcome)
    /// The whole diff, made inert into the pager's file off the loop: the pager gets it next.
    case diffWritten(Result<ExternalPager.WrittenText, ExternalEditorError>)
    /// `gh pr checkout` ended: the footer's line for it.
    case checkedOut(LocalizedText)
    /// The pull request's node id, the account's pending review and its viewed files.
    case reviewStateLoaded(generation: Int, Result<ReviewState, AppError>)
  }

  public typealias Fetch = @Sendable () async throws(AppError) -> PullRequest
  public typealias FetchFiles =
    @Sendable (PageCursor?) async throws(AppError) ->
    PullRequestFilePage
  public typealias FetchThreads =
    @Sendable (PageCursor?) async throws(AppError) -> ReviewThreadPage
  public typealias FetchChecks = @Sendable (String) async throws(AppError) -> CommitChecks
  public typealias FetchDiff = @Sendable () async throws(AppError) -> PullRequestDiff

  /// GitHub lists at most 3,000 files of a pull request, 100 a page.
  public static let fileLimit = 3000
  public static let filePageLimit = 30
  /// Review threads come 100 a page; past 30 pages the rest are let go and the count says so.
  public static let threadPageLimit = 30

  public let repository: RepositoryName
  public let number: Int
  /// The conversation: the issue page of the same number, run as a part of this one.
  public internal(set) var conversation: IssueScreen
  public internal(set) var part: PullRequestPart = .conversation
  public private(set) var pullRequest: DataState<PullRequest, AppError> = .idle
  public private(set) var files: PagingDataState<PullRequestFilePage, AppError> = .idle
  public private(set) var checks: DataState<CommitChecks, AppError> = .idle
  public private(set) var threads: PagingDataState<ReviewThreadPage, AppError> = .idle
  /// The threads by the file they are on.
  public private(set) var diffThreads = DiffThreads.none
  /// The threads shown open (Enter), by id.
  public internal(set) var openThreads: Set<String> = []
  /// The pull request's node id, the account's pending review and its viewed files: nil until
  /// read (and when they couldn't be: the review's keys then say so).
  public internal(set) var review: ReviewState?
  /// Review writes made since the threads were last read: shown over them until the next read
  /// lands, so a made comment never blinks out between its answer and the threads'.
  public internal(set) var learnedReviewWrites: [ReviewWrite] = []
  /// The thread `}` and `{` last moved to, which Enter opens or folds.
  public internal(set) var selectedThread: ThreadSelection?
  /// Whether thread pages past the limit (or a repeated page) were left out.
  public private(set) var areThreadsCut = false
  /// Whether files past GitHub's 3,000 (or a repeated page) were left out.
  public private(set) var areFilesCut = false
  /// The diff's top row.
  public internal(set) var diff = DiffPosition()
  /// The diff's line cursor (`PullRequestScreen+Cursor`).
  public internal(set) var cursor = DiffPosition()
  /// Where a range (Space) starts, in the cursor's file; the cursor is its other end.
  public internal(set) var rangeStart: DiffPosition?
  /// Whether long diff lines wrap (`w`); unwrapped, ← → h l scroll them sideways.
  public internal(set) var wrapsDiff = true
  /// How many columns an unwrapped diff's text is scrolled to the left.
  public internal(set) var diffColumn = 0
  /// The file list over the diff (`F`), while it is open.
  public internal(set) var fileJump: DiffFileJump?
  /// Whether the whole diff is on its way to the pager (or the pager is running): `D` again
  /// does nothing meanwhile.
  public internal(set) var isPagingDiff = false
  /// The checks part's first row.
  public internal(set) var checksOffset = 0
  /// The checks part's selected row: Enter opens it.
  public internal(set) var checksSelection = 0
  /// Bumped by every load, so a result from an older request is dropped; the diff's layouts
  /// are kept by it too.
  public private(set) var generation = 0
  /// Whether this load's failure has been raised already: the pull request and its
  /// conversation are asked for together and, offline or not found, fail together, which is
  /// one alert, not two.
  public private(set) var hasRaisedLoadFailure = false
  private var filePages = 0
  private var fileCursors: Set<PageCursor> = []
  private var threadPages = 0
  private var threadCursors: Set<PageCursor> = []
  public let loadID: EffectID
  public let filesID: EffectID
  public let threadsID: EffectID
  public let checksID: EffectID
  public let checksWatchID: EffectID
  /// While a check is pending, the wait before the checks are looked at again.
  public internal(set) var checksWatch = PendingWatch()
  public var checksWatchInterval: Duration { checksWatch.interval }
  public var checksWatchSerial: Int { checksWatch.serial }
  public var checksWatchOwed: Bool { checksWatch.isOwed }
  public let diffID: EffectID

  public init(repository: RepositoryName, number: Int, id: ScreenID) {
    self.repository = repository
    self.number = number
    conversation = IssueScreen(repository: repository, number: number, id: id)
    loadID = id.effect("pull.load")
    filesID = id.effect("pull.files")
    threadsID = id.effect("pull.threads")
    checksID = id.effect("pull.checks")
    checksWatchID = id.effect("pull.checks.watch")
    diffID = id.effect("pull.diff")
  }

  public var effectIDs: [EffectID] {
    conversation.effectIDs + [
      loadID, filesID, threadsID, checksID, checksWatchID, diffID, checkoutID, reviewStateID,
    ]
  }
  /// `gh pr checkout`'s turn at the terminal: its own, so it never cancels the diff's fetch
  /// for the pager (which would leave `D` waiting for an answer that can't come).
  public var checkoutID: EffectID { EffectID("\(diffID).checkout") }

  /// The loaded files, in GitHub's order.
  public var fileList: [PullRequestFile] { files.value?.items ?? [] }

  /// Starts the first load, a reload or a retry of the pull request and its files; its checks
  /// follow once its head commit is known.
  public mutating func load(
    _ fetch: @escaping Fetch, files fetchFiles: @escaping FetchFiles,
    threads fetchThreads: FetchThreads? = nil
  ) -> Effect<Event> {
    guard pullRequest.startLoading() else { return .none }
    generation += 1
    hasRaisedLoadFailure = false
    filePages = 0
    fileCursors = []
    areFilesCut = false
    let generation = self.generation
    let load = Effect<Event>.run(id: loadID) { context in
      let result: Result<PullRequest, AppError>
      do throws(AppError) {
        result = .success(try await fetch())
      } catch {
        result = .failure(error)
      }
      context.send(.loaded(generation: generation, result))
    }
    threadPages = 0
    threadCursors = []
    areThreadsCut = false
    var threadsLoad = Effect<Event>.none
    if let fetchThreads {
      threads.cancelLoading()
      if threads.startLoading() {
        threadsLoad = threadsRequest(fetchThreads, after: nil, generation: generation)
      }
    }
    files.cancelLoading()
    guard files.startLoading() else { return .merge(load, threadsLoad) }
    return .merge(load, filesRequest(fetchFiles, after: nil, generation: generation), threadsLoad)
  }

  /// Applies a result: returns the failure to raise, if any (only the pull request's own: a
  /// part that fails says so in its place, and `r` reloads it), and what to ask for next.
  public mutating func handle(
    _ event: Event, files fetchFiles: @escaping FetchFiles,
    checks fetchChecks: @escaping FetchChecks, threads fetchThreads: FetchThreads? = nil
  ) -> (failure: AppError?, effect: Effect<Event>) {
    switch event {
    case .conversation, .diffFetched, .diffWritten, .pagerClosed, .checkedOut:
      return (nil, .none)
    case .reviewStateLoaded(let tag, let result):
      guard tag == generation, case .success(let state) = result else { return (nil, .none) }
      review = state
      return (nil, .none)
    case .loaded(let tag, let result):
      guard tag == generation else { return (nil, .none) }
      switch result {
      case .success(let value):
        pullRequest.succeed(value)
        checks.cancelLoading()
        return (nil, loadChecks(fetchChecks))
      case .failure(.cancelled):
        pullRequest.cancelLoading()
      case .failure(let error):
        guard pullRequest.fail(error) else { return (nil, .none) }
        return (raisingOnce(error), .none)
      }
    case .filesLoaded(let tag, let result):
      guard tag == generation else { return (nil, .none) }
      return (nil, applyFiles(result, fetchFiles))
    case .threadsLoaded(let tag, let result):
      guard tag == generation else { return (nil, .none) }
      return (nil, applyThreads(result, fetchThreads))
    case .checksLoaded(let tag, let result):
      guard tag == generation else { return (nil, .none) }
      switch result {
      case .success(let value):
        let before = checks.value
        checks.succeed(value)
        return (nil, watchChecks(after: before, value))
      case .failure(.cancelled): checks.cancelLoading()
      case .failure(let error): checks.fail(error)
      }
    case .checksWatchDue:
      return (nil, .none)
    }
    return (nil, .none)
  }

  /// Asks for the head commit's checks (a first load, or a watch's look again).
  public mutating func loadChecks(_ fetchChecks: @escaping FetchChecks) -> Effect<Event> {
    guard let sha = pullRequest.value?.headSHA, !sha.isEmpty, checks.startLoading() else {
      return .none
    }
    let tag = generation
    return .run(id: checksID) { context in
      let result: Result<CommitChecks, AppError>
      do throws(AppError) {
        result = .success(try await fetchChecks(sha))
      } catch {
        result = .failure(error)
      }
      context.send(.checksLoaded(generation: tag, result))
    }
  }

  /// While a check is pending, the next look after a wait (`PendingWatch`).
  private mutating func watchChecks(after before: CommitChecks?, _ now: CommitChecks)
    -> Effect<Event>
  {
    guard now.overall == .pending else {
      checksWatch.settle()
      return .none
    }
    return checksWatch.wait(unchanged: before == now, id: checksWatchID) {
      .checksWatchDue(serial: $0)
    }
  }

  /// `error`, if nothing this load asked for has raised one yet.
  public mutating func raisingOnce(_ error: AppError) -> AppError? {
    guard !hasRaisedLoadFailure else { return nil }
    hasRaisedLoadFailure = true
    return error
  }

  /// Whether the number is no pull request: GitHub answered 404 for it, or its conversation
  /// is an issue's. The page then shows that, and none of the item's conversation.
  public var isNotAPullRequest: Bool {
    if conversation.state.value?.isPullRequest == false { return true }
    guard pullRequest.value == nil, case .notFound = pullRequest.error else { return false }
    return true
  }

  /// A page of files: kept, then the next asked for at once (the diff viewer needs every file
  /// for `]` and the counts), within GitHub's 3,000 files and 30 pages, and never a page
  /// already asked for.
  private mutating func applyFiles(
    _ result: Result<PullRequestFilePage, AppError>, _ fetchFiles: @escaping FetchFiles
  ) -> Effect<Event> {
    switch result {
    case .failure(.cancelled):
      files.cancelLoading()
      return .none
    case .failure(let error):
      files.fail(error)
      return .none
    case .success(var page):
      filePages += 1
      let kept = fileList.count
      if page.isIncomplete { areFilesCut = true }
      if kept + page.items.count > Self.fileLimit {
        page = PullRequestFilePage(
          items: Array(page.items.prefix(max(0, Self.fileLimit - kept))), nextCursor: nil)
        areFilesCut = true
      }
      if let next = page.nextCursor,
        fileCursors.contains(next) || filePages >= Self.filePageLimit
      {
        page = PullRequestFilePage(items: page.items, nextCursor: nil)
        areFilesCut = true
      }
      if files.isPaging {
        _ = files.appendPage(page)
      } else {
        _ = files.succeed(page)
      }
      indexThreads()
      guard let next = page.nextCursor, files.startPaging() else { return .none }
      fileCursors.insert(next)
      return filesRequest(fetchFiles, after: next, generation: generation)
    }
  }

  /// A page of threads: kept, then the next asked for at once, within `threadPageLimit` and
  /// never a page already asked for. A failure leaves the diff as it is, without threads.
  private mutating func applyThreads(
    _ result: Result<ReviewThreadPage, AppError>, _ fetchThreads: FetchThreads?
  ) -> Effect<Event> {
    switch result {
    case .failure(.cancelled):
      threads.cancelLoading()
      return .none
    case .failure(let error):
      threads.fail(error)
      return .none
    case .success(var page):
      threadPages += 1
      if let next = page.nextCursor,
        threadCursors.contains(next) || threadPages >= Self.threadPageLimit
      {
        page = ReviewThreadPage(items: page.items, nextCursor: nil)
        areThreadsCut = true
      }
      let before = threads.isPaging ? threads.value?.items.count ?? 0 : 0
      if threads.isPaging {
        _ = threads.appendPage(page)
      } else {
        _ = threads.succeed(page)
        learnedReviewWrites = []
      }
      // The page's new threads alone, onto the index, while the files are as it knew them.
      let items = threads.value?.items ?? []
      if before > 0, diffThreads.fileCount == fileList.count, before <= items.count {
        diffThreads.add(items[before...])
      } else {
        indexThreads()
      }
      if before > 0, conversation.reviewThreads.count == before {
        conversation.reviewThreads.add(items[before...])
      } else {
        conversation.reviewThreads = ConversationThreads(items)
      }
      guard let next = page.nextCursor, let fetchThreads, threads.startPaging() else {
        return .none
      }
      threadCursors.insert(next)
      return threadsRequest(fetchThreads, after: next, generation: generation)
    }
  }

  /// The threads by file again, after either has a new page.
  private mutating func indexThreads() {
    guard let items = threads.value?.items, !items.isEmpty else { return }
    diffThreads = DiffThreads(items, files: fileList)
  }

  /// The threads read again from their first page, after a review write was made: what it
  /// made shows meanwhile (`learnedReviewWrites`).
  public mutating func reloadThreads(_ fetchThreads: @escaping FetchThreads) -> Effect<Event> {
    threadPages = 0
    threadCursors = []
    areThreadsCut = false
    threads.cancelLoading()
    guard threads.startLoading() else { return .none }
    return threadsRequest(fetchThreads, after: nil, generation: generation)
  }

  /// Opens or folds thread `id`; the diff is laid out again where it shows.
  public mutating func toggleThread(_ id: String) {
    if openThreads.remove(id) == nil { openThreads.insert(id) }
  }

  private func threadsRequest(
    _ fetchThreads: @escaping FetchThreads, after cursor: PageCursor?, generation: Int
  ) -> Effect<Event> {
    .run(id: threadsID) { context in
      let result: Result<ReviewThreadPage, AppError>
      do throws(AppError) {
        result = .success(try await fetchThreads(cursor))
      } catch {
        result = .failure(error)
      }
      context.send(.threadsLoaded(generation: generation, result))
    }
  }

  private func filesRequest(
    _ fetchFiles: @escaping FetchFiles, after cursor: PageCursor?, generation: Int
  ) -> Effect<Event> {
    .run(id: filesID) { context in
      let result: Result<PullRequestFilePage, AppError>
      do throws(AppError) {
        result = .success(try await fetchFiles(cursor))
      } catch {
        result = .failure(error)
      }
      context.send(.filesLoaded(generation: generation, result))
    }
  }
}
