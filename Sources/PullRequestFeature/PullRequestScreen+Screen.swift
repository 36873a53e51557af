import ActionsFeature
import AppCore
import Destinations
import ErrorHandling
import IssueDomain
import IssueFeature
import ListSupport
import Localization
import ReviewFeature
import ScreenState
import SharedWrites
import TerminalUI

/// The pull request page's keys and routing: `1` `2` `3` and Tab switch parts; the
/// conversation scrolls as the issue page does (it is one); the files part scrolls the diff and
/// moves by hunk and by file; the checks part scrolls its list.
extension PullRequestScreen: Screen,
  FocusingScreen, HeaderProvidingScreen, TextEntryScreen, CompletionSourceScreen, ScrollingScreen,
  NewsReceivingScreen, ViewLifecycleScreen
{
  public var title: LocalizedText { .verbatim("#\(number)") }

  public func title(under parent: RepositoryName?) -> LocalizedText {
    parent == repository ? title : .verbatim("\(repository)#\(number)")
  }
  public var currentRepository: RepositoryName? { repository }
  /// The issue it also is: `c`, `x`, `X`, `L` and `A` act on it as on an issue.
  public var focusedIssue: Issue? { conversation.focusedIssue }
  /// The Conversation's focused comment, while that part is shown.
  public var focusedComment: Comment? {
    part == .conversation ? conversation.focusedComment : nil
  }
  public var focusedBranch: String? {
    pullRequest.value.flatMap { $0.headRef.isEmpty ? nil : $0.headRef }
  }
  public var isBusy: Bool {
    pullRequest.isLoading || files.isLoading || checks.isLoading || conversation.isBusy
  }
  public var loadingIndicator: LoadingIndicator { LoadingIndicator(pullRequest) }
  /// While the file list is open, letters type into its filter.
  public var takesText: Bool { fileJump != nil }

  /// The header's rows above the part: state and branches, review and checks, the parts.
  public static let headerHeight = 3

  public func bindings(_ keys: Keymap.Context) -> [KeyBinding] {
    if fileJump != nil { return Self.fileJumpBindings }
    let issue = focusedIssue
    let comment = focusedComment
    var moves: [KeyBinding] = []
    if part == .conversation {
      // A focused comment's keys first, so the footer shows what acts on it.
      moves =
        comment == nil
        ? Self.commentSteps + Self.timelineKey
        : Self.focusedCommentSteps + Keymap.ownComment(comment, of: issue, keys)
          + Keymap.react(for: issue, comment: comment, keys) + Self.timelineKey
    }
    if part == .files {
      let threads = diffThreads.count > 0 ? Self.threadMoves : []
      let toggle = selectedThread == nil ? [] : [Self.toggleThreadKey]
      let range = rangeStart == nil ? [Self.rangeKey] : Self.rangeKeys
      moves =
        toggle + reviewBindings(keys) + range + threads + Self.diffMoves
        + (wrapsDiff ? [] : Self.sideways)
    }
    if part == .checks, selectedCheck != nil { moves = [Self.openCheckKey] }
    let pager = pullRequest.value == nil ? [] : Self.pagerKey
    let checkout = keys.checkoutClone?.contains(repository) == true ? Self.checkoutKey : []
    return Keymap.joined(
      Self.parts, Self.scrolls, moves, pullRequestWrites(keys), Keymap.comment(for: issue, keys),
      issueWrites(keys),
      part == .conversation && comment == nil ? Keymap.react(for: issue, keys) : [],
      part == .conversation ? Keymap.edit(for: issue, comment: comment, keys) : [], pager,
      checkout,
      Keymap.back(keys), Self.linkAndAppKeys, Keymap.demo(keys))
  }

  /// The issue's write keys, less `x` and `X` once the pull request is merged (here, or as
  /// the server last said): a merged pull request is neither closed nor reopened.
  public func issueWrites(_ keys: Keymap.Context) -> [KeyBinding] {
    let writes = Keymap.writes(for: focusedIssue, keys)
    guard shown(keys.pullRequests)?.state == .merged else { return writes }
    return writes.filter { binding in
      let action = binding.action(as: WriteAction.self)
      return action != .close && action != .reopen
    }
  }

  /// `v`, `m` and `V` on a loaded pull request a backend can write to: `m` only while it is
  /// open, none while one of them is in flight (its mark in the header says why).
  public func pullRequestWrites(_ keys: Keymap.Context) -> [KeyBinding] {
    guard keys.canWrite, let pull = shown(keys.pullRequests),
      !keys.pullRequests.isPending(reference)
    else { return [] }
    let open = pull.state == .open
    let living = open || pull.state == .draft
    return [Self.reviewKey] + (open ? [Self.mergeKey] : []) + [Self.reviewersKey]
      + (living ? [Self.lifeKey] : [])
  }

  /// The pull request as drawn: with its writes in flight and made.
  public func shown(_ writes: PendingPullRequestWrites) -> PullRequest? {
    pullRequest.value.map { writes.shown($0, in: repository) }
  }

  public var reference: IssueReference { IssueReference(repository: repository, number: number) }

  public static let reviewKey = KeyBinding(
    [.character("v")], PullRequestAction.review, "v", .reviewDescription, footer: "v",
    short: .reviewShort)
  public static let mergeKey = KeyBinding(
    [.character("m")], PullRequestAction.merge, "m", .mergeDescription, footer: "m",
    short: .mergeShort)
  public static let lifeKey = KeyBinding(
    [.character(".")], PullRequestAction.life, ".", .lifeDescription)
  public static let reviewersKey = KeyBinding(
    [.character("V")], PullRequestAction.requestReviewers, "V", .requestReviewersDescription)

  public static let parts = [
    KeyBinding(
      [.character("1")], PullRequestAction.conversation, "1 2 3", .switchPart, footer: "1-3",
      short: .parts),
    KeyBinding([.character("2")], PullRequestAction.files, "", .switchPart),
    KeyBinding([.character("3")], PullRequestAction.checks, "", .switchPart),
    KeyBinding([.tab], PullRequestAction.nextPart, "Tab Shift-Tab", .nextPart),
    KeyBinding([.backTab], PullRequestAction.previousPart, "", .nextPart),
  ]
  public static let scrolls =
    Keymap.split(
      [.up, .down, .character("k"), .character("j")], PullRequestAction.scrollUp,
      PullRequestAction.scrollDown, "↑ ↓ k j", .scroll, footer: "↑↓")
    + Keymap.split(
      [.pageUp, .pageDown, .ctrl("u"), .ctrl("d")], PullRequestAction.pageUp,
      PullRequestAction.pageDown, "PgUp PgDn ^u ^d", .page)
    + Keymap.split(
      [.home, .end, .character("g"), .character("G")], PullRequestAction.top,
      PullRequestAction.bottom, "Home End g G", .topBottom)
  public static let diffMoves = [
    KeyBinding(
      [.character("n")], PullRequestAction.nextHunk, "n N", .hunks, footer: "n N",
      short: .hunkShort),
    KeyBinding([.character("N")], PullRequestAction.previousHunk, "", .hunks),
    KeyBinding(
      [.character("]")], PullRequestAction.nextFile, "] [", .diffFiles, footer: "] [",
      short: .fileShort),
    KeyBinding([.character("[")], PullRequestAction.previousFile, "", .diffFiles),
    // `F`, not `f`: the demo's `f` arms a failure on every screen.
    KeyBinding(
      [.character("F")], PullRequestAction.fileList, "F", .fileListDescription, footer: "F",
      short: .fileListShort),
    // In the help only: the footer's room goes to the review and merge keys.
    KeyBinding([.character("w")], PullRequestAction.toggleWrap, "w", .wrapDescription),
  ]
  public static let threadMoves = [
    KeyBinding(
      [.character("}")], PullRequestAction.nextThread, "} {", .threadsKeys, footer: "} {",
      short: .threadShort),
    KeyBinding([.character("{")], PullRequestAction.previousThread, "", .threadsKeys),
  ]
  public static let rangeKey = KeyBinding(
    [.character(" ")], PullRequestAction.toggleRange, "Space", .rangeDescription)
  /// While a range is chosen: Space or Esc lets it go (Esc before Back).
  public static let rangeKeys = [
    KeyBinding(
      [.character(" ")], PullRequestAction.toggleRange, "Space", .rangeDescription,
      footer: "Space", short: .rangeShort),
    KeyBinding([.escape], PullRequestAction.clearRange, "Esc", .clearRangeDescription),
  ]
  public static let toggleThreadKey = KeyBinding(
    [.enter], PullRequestAction.toggleThread, "Enter", .toggleThreadDescription,
    footer: "Enter", short: .toggleThreadShort)
  /// Unwrapped, ← → h l move the text sideways; Esc and Backspace still go back.
  public static let openCheckKey = KeyBinding(
    [.enter, .right, .character("l")], PullRequestAction.openCheck, "Enter", .openCheckDescription,
    footer: "Enter", short: .openCheckShort)

  /// The check the checks part's selection is on.
  public var selectedCheck: Check? {
    let rows = PullRequestView.checkRows(self)
    return rows.indices.contains(checksSelection) ? rows[checksSelection] : nil
  }

  public static let sideways = Keymap.split(
    [.left, .right, .character("h"), .character("l")], PullRequestAction.scrollLeft,
    PullRequestAction.scrollRight, "← → h l", .sidewaysDescription, footer: "←→")
  /// `]` and `[` on the conversation: its comments focused in turn, as on the issue page (whose
  /// Tab switches parts here).
  public static let commentSteps = [
    KeyBinding(
      [.character("]")], PullRequestAction.nextComment, "] [", .stepComments,
      short: .commentFocusShort),
    KeyBinding([.character("[")], PullRequestAction.previousComment, "", .stepComments),
  ]
  /// While a comment is focused: the steps in the footer, and Esc lets it go.
  public static let focusedCommentSteps = [
    KeyBinding(
      [.character("]")], PullRequestAction.nextComment, "] [", .stepComments, footer: "]",
      short: .commentFocusShort),
    commentSteps[1],
    KeyBinding(
      [.escape], PullRequestAction.unfocusComment, "Esc", .unfocusComment, footer: "Esc",
      short: .unfocusShort),
  ]
  /// `t` on the conversation: its events hidden or shown, as on the issue page.
  public static let timelineKey = [
    KeyBinding(
      [.character("t")], PullRequestAction.toggleTimeline, "t", .toggleTimelineDescription)
  ]
  /// `C`: `gh pr checkout` in the checkout Triage was started in, offered only when that is a
  /// clone of this repository and `gh` is installed.
  public static let checkoutKey = [
    KeyBinding([.character("C")], PullRequestAction.checkOut, "C", .checkoutDescription)
  ]
  public static let pagerKey = [
    KeyBinding(
      [.character("D")], PullRequestAction.pipeDiff, "D", .pagerDescription, footer: "D",
      short: .pagerShort)
  ]
  /// The file list's keys; anything else types into its filter.
  public static let fileJumpBindings =
    [
      KeyBinding(
        [.enter], PullRequestAction.jumpToFile, "Enter", .jumpToFileDescription,
        footer: "Enter", short: .jumpToFileShort),
      KeyBinding(
        [.escape], PullRequestAction.closeFileList, "Esc", .closeFileListDescription,
        footer: "Esc", short: .closeFileListShort),
    ]
    + Keymap.split(
      [.up, .down, .ctrl("p"), .ctrl("n")], PullRequestAction.scrollUp,
      PullRequestAction.scrollDown, "↑ ↓ ^p ^n", .move, footer: "↑↓")
    + Keymap.split(
      [.pageUp, .pageDown, .ctrl("u"), .ctrl("d")], PullRequestAction.pageUp,
      PullRequestAction.pageDown, "PgUp PgDn", .page) + [Keymap.controlQuit]
  public static let linkAndAppKeys =
    [
      KeyBinding(
        [.character("o")], PullRequestAction.openInBrowser, "o", .openInBrowser, footer: "o",
        short: .browser),
      KeyBinding(
        [.character("y")], PullRequestAction.copyURL, "y", .copyLink, footer: "y",
        short: .copyLinkShort),
    ]
    + Keymap.common(
      refresh: KeyBinding(
        [.character("r")], PullRequestAction.refresh, "r", .refresh, footer: "r"))

  /// The context the conversation sees: the body below the header.
  public func partContext(_ context: ScreenContext) -> ScreenContext {
    var inner = context
    inner.body = context.body.inset(top: min(Self.headerHeight, context.body.height))
    return inner
  }

  public mutating func load(_ context: ScreenContext) -> ScreenUpdate<Event> {
    let environment = context.environment
    let own = load(
      environment.pullRequest(in: repository, number: number),
      files: environment.pullRequestFiles(in: repository, number: number),
      threads: environment.reviewThreads(in: repository, number: number))
    let review = reviewStateRequest(context)
    return ScreenUpdate(.merge(own, review)).merging(lift(conversation.load(partContext(context))))
  }

  public mutating func resize(_ context: ScreenContext) -> ScreenUpdate<Event> {
    clampDiff(partContext(context))
    if part == .files { keepCursorOnPage(partContext(context)) }
    return lift(conversation.resize(partContext(context)))
  }

  public mutating func perform(
    _ action: PullRequestAction, _ context: ScreenContext
  ) -> ScreenUpdate<Event> {
    let inner = partContext(context)
    let page = max(1, inner.height - 1)
    if fileJump != nil { return performInFileList(action, inner) }
    switch action {
    case .conversation: return show(.conversation, context)
    case .files: return show(.files, context)
    case .checks: return show(.checks, context)
    case .nextPart: return show(part.next(1), context)
    case .previousPart: return show(part.next(-1), context)
    case .scrollUp where part == .files, .scrollDown where part == .files:
      moveCursor(by: action == .scrollUp ? -1 : 1, inner)
      return .none
    case .top where part == .files, .bottom where part == .files:
      cursorToEnd(action == .bottom, inner)
      return .none
    case .scrollUp: return scroll(by: -1, context)
    case .scrollDown: return scroll(by: 1, context)
    case .pageUp: return scroll(by: -page, context)
    case .pageDown: return scroll(by: page, context)
    case .top: return scroll(by: Int.min / 2, context)
    case .bottom: return scroll(by: Int.max / 2, context)
    case .toggleRange:
      guard part == .files else { return .none }
      toggleRange(inner)
      return .none
    case .clearRange:
      rangeStart = nil
      return .none
    case .nextHunk, .previousHunk, .nextFile, .previousFile:
      guard part == .files else { return .none }
      moveInDiff(action, inner)
      cursor = nearestStop(diff, inner) ?? diff
      rangeStart = nil
      selectUnderCursor(inner)
      return .none
    case .nextThread, .previousThread:
      guard part == .files else { return .none }
      moveToThread(forward: action == .nextThread, inner)
      return .none
    case .toggleThread:
      guard part == .files, let selected = selectedThread else { return .none }
      toggleThread(selected.id)
      clampDiff(inner)
      return .none
    case .fileList:
      guard part == .files, !fileList.isEmpty else { return .none }
      var jump = DiffFileJump(fileList, current: diff.file)
      jump.keepInView(height: DiffFileJumpView.listHeight(in: inner.body, count: fileList.count))
      fileJump = jump
      return .none
    case .jumpToFile, .closeFileList:
      return .none
    case .nextComment, .previousComment:
      guard part == .conversation else { return .none }
      return lift(conversation.stepComment(by: action == .nextComment ? 1 : -1, inner))
    case .unfocusComment:
      conversation.focusComment(nil)
      return .none
    case .toggleTimeline:
      guard part == .conversation else { return .none }
      conversation.toggleTimeline()
      return lift(conversation.scroll(by: 0, inner))
    case .toggleWrap:
      guard part == .files else { return .none }
      toggleWrap(inner)
      // The cursor kept its line: the page follows it, as after a move.
      followCursor(inner)
      selectUnderCursor(inner)
      return .none
    case .scrollLeft, .scrollRight:
      guard part == .files, !wrapsDiff else { return .none }
      scrollSideways(action == .scrollLeft ? -1 : 1, inner)
      return .none
    case .checkOut:
      let environment = context.environment
      guard let gh = environment.ghExecutable, let clone = environment.clone(of: repository)
      else { return .none }
      let command = TerminalCommand(
        title: "gh pr checkout \(number)", program: gh,
        arguments: [
          "pr", "checkout", "\(number)", "--repo",
          "\(environment.linkPolicy.webHost)/\(repository.owner)/\(repository.name)",
        ],
        environment: environment.commandEnvironment, directory: clone.root)
      return ScreenUpdate(
        .runInTerminal(id: checkoutID) {
          .checkedOut(TerminalCommand.report(command.run(), title: command.title))
        }, [])
    case .pipeDiff:
      guard pullRequest.value != nil, !isPagingDiff else { return .none }
      isPagingDiff = true
      let fetch = context.environment.pullRequestDiff(in: repository, number: number)
      let pager = context.environment.pager
      let name = "\(repository.name)-\(number).diff"
      return ScreenUpdate(
        .run(id: diffID) { context in
          let diff: PullRequestDiff
          do throws(AppError) {
            diff = try await fetch()
          } catch {
            context.send(.diffFetched(.failure(error)))
            return
          }
          guard !diff.isEmpty else {
            context.send(.diffFetched(.success(diff)))
            return
          }
          // Made inert into the pager's file here, off the loop and before the terminal is
          // handed over, so that q is still answered meanwhile.
          context.send(.diffWritten(pager.write(fileName: name) { diff.forEachInertPiece($0) }))
        }, [])
    case .refresh: return load(context).merging(ScreenUpdate(.none, .readClock))
    case .openCheck:
      guard let check = selectedCheck else { return .none }
      if let job = check.actionsJob {
        return ScreenUpdate(
          .none,
          .push(
            FeatureValue(WorkflowRunDestination(repository, runID: job.runID, jobID: job.jobID))))
      }
      return ScreenUpdate(.none, check.url.isEmpty ? [] : [.openInBrowser(check.url)])
    case .openInBrowser: return ScreenUpdate(.none, link().map { [.openInBrowser($0)] } ?? [])
    case .copyURL:
      return ScreenUpdate(.none, pullRequestURL().map { [.copyURL($0)] } ?? [])
    case .review:
      return chooseReview()
    case .commentOnLines, .suggestChange:
      guard part == .files else { return .none }
      return commentOnLines(suggesting: action == .suggestChange, context)
    case .resolveThread, .unresolveThread:
      guard part == .files else { return .none }
      return resolveSelected(action == .resolveThread, context)
    case .toggleViewed:
      guard part == .files else { return .none }
      return toggleViewed(context)
    case .editReviewComment, .deleteReviewComment:
      guard part == .files else { return .none }
      return changeOwnComment(deleting: action == .deleteReviewComment, context)
    case .merge:
      guard let pull = shown(context.pullRequestWrites), pull.state == .open else { return .none }
      if let refusal = LocalizedText.unmergeable(pull.mergeability, number: number) {
        // GitHub would refuse whichever method: say why instead of offering one.
        return ScreenUpdate(.none, [.status(refusal)])
      }
      return ScreenUpdate(.none, [.pullRequest(.chooseMerge(reference, sha: pull.headSHA))])
    case .life:
      guard let pull = shown(context.pullRequestWrites) else { return .none }
      return ScreenUpdate(.none, [.pullRequest(.chooseLife(pull, reference))])
    case .requestReviewers:
      guard let pull = shown(context.pullRequestWrites), let issue = focusedIssue else {
        return .none
      }
      let asked = pull.reviewers.filter { $0.standing == .requested }.map(\.user.login)
      return ScreenUpdate(
        .none, [.pullRequest(.chooseReviewers(issue, reference, requested: asked))])
    }
  }

  /// The pull request's page; on the files part, a file without a patch opens on its own.
  private func link() -> String? {
    if part == .files, diff.file < fileList.count, fileList[diff.file].patch == nil,
      !fileList[diff.file].url.isEmpty
    {
      return fileList[diff.file].url
    }
    return pullRequestURL()
  }

  private func pullRequestURL() -> String? {
    pullRequest.value?.url ?? conversation.state.value?.url
  }

  private mutating func show(_ next: PullRequestPart, _ context: ScreenContext)
    -> ScreenUpdate<Event>
  {
    part = next
    if next == .checks { return lookAtOwedChecks(context) }
    if next == .files {
      keepCursorOnPage(partContext(context))
      return .none
    }
    guard next == .conversation else { return .none }
    return lift(conversation.scroll(by: 0, partContext(context)))
  }

  /// The checks again, when their watch came due while they weren't on screen.
  private mutating func lookAtOwedChecks(_ context: ScreenContext) -> ScreenUpdate<Event> {
    guard checksWatch.isOwed, part == .checks else { return .none }
    checksWatch.isOwed = false
    return ScreenUpdate(loadChecks(context.environment.checks(in: repository)))
  }

  public mutating func appeared(_ context: ScreenContext) -> ScreenUpdate<Event> {
    lookAtOwedChecks(context)
  }

  public mutating func scroll(by rows: Int, _ context: ScreenContext) -> ScreenUpdate<Event> {
    let inner = partContext(context)
    switch part {
    case .conversation:
      return lift(conversation.scroll(by: rows, inner))
    case .files:
      scrollDiff(by: rows, inner)
      keepCursorOnPage(inner)
    case .checks:
      let count = PullRequestView.checkRows(self).count
      checksSelection = min(
        max(0, checksSelection.addingReportingOverflow(rows).partialValue), max(0, count - 1))
      let height = max(1, inner.height)
      if checksSelection < checksOffset { checksOffset = checksSelection }
      if checksSelection >= checksOffset + height { checksOffset = checksSelection - height + 1 }
    }
    return .none
  }

  public mutating func receive(_ news: FeatureValue) {
    if let made = news.as(ReviewWriteNews.self) {
      learn(made)
      return
    }
    if let merged = news.as(PullRequestMerged.self) {
      if merged.reference == reference { conversation.showMerged() }
      return
    }
    conversation.receive(news)
  }

  public mutating func respond(to news: FeatureValue, _ context: ScreenContext)
    -> ScreenUpdate<Event>
  {
    guard let made = news.as(ReviewWriteNews.self), made.reference == reference else {
      return .none
    }
    switch made.write {
    case .markViewed: return .none
    // The review changes the header's reviewers: the whole pull request is read again.
    case .submitPendingReview: return load(context)
    default: return ScreenUpdate(reloadReview(context))
    }
  }

  /// Typing into the file list's filter.
  public mutating func edit(_ input: InputEvent, _ context: ScreenContext) -> ScreenUpdate<Event> {
    guard var jump = fileJump else { return .none }
    switch input {
    case .key(let key): _ = jump.type(key, fileList)
    case .paste(let text): jump.paste(text, fileList)
    case .resize, .mouse, .backgroundColor: break
    }
    jump.keepInView(
      height: DiffFileJumpView.listHeight(in: partContext(context).body, count: fileList.count))
    fileJump = jump
    return .none
  }

  public mutating func handle(_ event: Event, _ context: ScreenContext) -> ScreenUpdate<Event> {
    switch event {
    case .conversation(let inner):
      var update = lift(conversation.handle(inner, partContext(context)))
      if conversation.state.value?.isPullRequest == false {
        // An issue's number: its own page, not its conversation under a pull request's header.
        return ScreenUpdate(update.effect, .replace(.issue(repository, number: number)))
      }
      update.requests = update.requests.compactMap { request in
        guard case .raise(let error) = request else { return request }
        return raisingOnce(error).map { .raise($0) }
      }
      return update
    case .diffFetched(let result):
      return diffFetched(result, context)
    case .diffWritten(.success(let written)):
      guard isPagingDiff else {
        written.discard()
        return .none
      }
      let pager = context.environment.pager
      return ScreenUpdate(.runInTerminal(id: diffID) { .pagerClosed(pager.show(written)) }, [])
    case .diffWritten(.failure(let error)):
      return handle(.pagerClosed(.failed(error)), context)
    case .checkedOut(let report):
      return ScreenUpdate(.none, [.status(report)])
    case .pagerClosed(let outcome):
      isPagingDiff = false
      guard case .failed(let error) = outcome else { return .none }
      return ScreenUpdate(.none, [.status(.pagerFailed(error))])
    case .checksWatchDue(let serial):
      guard checksWatch.isCurrent(serial) else { return .none }
      // Only while the checks are on screen: a covered page or another part asks when the
      // checks are seen again.
      guard context.isVisible, part == .checks else {
        checksWatch.isOwed = true
        return .none
      }
      return ScreenUpdate(loadChecks(context.environment.checks(in: repository)))
    case .checksLoaded(let tag, .success(let value))
    where tag == generation && checks.value?.overall == .pending && value.overall != .pending:
      // Watched until it settled: said once, in the footer.
      let (_, effect) = handle(
        event, files: context.environment.pullRequestFiles(in: repository, number: number),
        checks: context.environment.checks(in: repository))
      return ScreenUpdate(effect, [.status(.checksSettled(value.overall))])
    default:
      break
    }
    let environment = context.environment
    let (failure, effect) = handle(
      event, files: environment.pullRequestFiles(in: repository, number: number),
      checks: environment.checks(in: repository),
      threads: environment.reviewThreads(in: repository, number: number))
    if case .reviewStateLoaded = event, review != nil, context.writes.account == nil {
      // Which comments are the account's: `e` and `D` offer only those.
      return ScreenUpdate(effect, [.write(.learnAccount)])
    }
    clampDiff(partContext(context))
    if part == .files { keepCursorOnPage(partContext(context)) }
    if var jump = fileJump {
      jump.refilter(fileList)
      fileJump = jump
    }
    return ScreenUpdate(effect, failure.map { [.raise($0)] } ?? [])
  }

  /// The whole diff came: the pager gets the terminal. An empty one, or a failure, is said in
  /// the footer.
  private mutating func diffFetched(
    _ result: Result<PullRequestDiff, AppError>, _ context: ScreenContext
  ) -> ScreenUpdate<Event> {
    switch result {
    case .success(let diff) where !diff.isEmpty:
      let pager = context.environment.pager
      let name = "\(repository.name)-\(number).diff"
      // Written to the pager's file a piece at a time, made inert on the way.
      return ScreenUpdate(
        .runInTerminal(id: diffID) {
          .pagerClosed(pager.show(fileName: name) { write in diff.forEachInertPiece(write) })
        }, [])
    case .success:
      isPagingDiff = false
      return ScreenUpdate(.none, [.status(.emptyDiff)])
    case .failure(.cancelled):
      isPagingDiff = false
      return .none
    case .failure(let error):
      isPagingDiff = false
      let message = context.environment.describe(error).message
      return ScreenUpdate(.none, [.status(.diffFailed(message))])
    }
  }

  /// The conversation's update as this screen's.
  private func lift(_ update: ScreenUpdate<IssueScreen.Event>) -> ScreenUpdate<Event> {
    update.map { .conversation($0) }
  }

  public func draw(in rect: Rect, canvas: inout Canvas, _ context: ScreenContext) {
    PullRequestView.draw(self, in: rect, canvas: &canvas, context)
  }
}

extension PullRequestScreen.Event: ScreenEvent {
  public var isResponse: Bool {
    switch self {
    case .conversation(let inner): inner.isResponse
    default: true
    }
  }
}
