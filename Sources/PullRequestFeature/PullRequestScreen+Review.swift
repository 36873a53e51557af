import AppCore
import ComposerFeature
import ErrorHandling
import IssueDomain
import Localization
import ReviewFeature
import ScreenState
import SharedWrites
import TerminalUI

/// The review in the diff: `c` comments on the cursor's line or the range (or replies to the
/// thread under the cursor), `S` suggests a change to them, `x` `X` resolve and unresolve the
/// thread, `z` marks the file viewed. Each write goes through the review's writes, which show it
/// at once; the threads a file shows are the server's, then what was made since they were
/// read, then what is in flight.
extension PullRequestScreen {
  /// File `index`'s threads as shown, and a hash of what was laid over them (0 for none).
  func shownThreads(inFile index: Int, _ keys: Keymap.Context) -> ([ReviewThread], Int) {
    let threads = diffThreads.threads(inFile: index)
    let inFlight = keys.reviews.inFlight(reference)
    guard !learnedReviewWrites.isEmpty || !inFlight.isEmpty, index < fileList.count else {
      return (threads, 0)
    }
    let path = fileList[index].filename
    let author = User(login: keys.writes.account ?? LocalizedText.you.text(in: .english))
    var hasher = Hasher()
    var shown = threads
    for (offset, write) in learnedReviewWrites.enumerated()
    where write.path == nil || write.path == path {
      shown = write.applied(to: shown, author: author, provisionalID: "made-\(offset)")
      hasher.combine(write)
    }
    for entry in inFlight where entry.write.path == nil || entry.write.path == path {
      shown = entry.write.applied(to: shown, author: author, provisionalID: entry.provisionalID)
      hasher.combine(entry.serial)
    }
    return (shown, hasher.finalize())
  }

  /// Whether file `index` shows viewed.
  public func isViewed(file index: Int, _ keys: Keymap.Context) -> Bool {
    guard index < fileList.count else { return false }
    let path = fileList[index].filename
    return keys.reviews.isViewed(
      path, on: reference, server: review?.viewedPaths.contains(path) ?? false)
  }

  // MARK: - Keys

  /// The review's keys in the diff, before the issue's own (`c` and `x` mean the line and the
  /// thread there).
  public func reviewBindings(_ keys: Keymap.Context) -> [KeyBinding] {
    guard keys.canWrite, pullRequest.value != nil, !fileList.isEmpty else { return [] }
    let thread = selectedThread == nil ? [] : Self.threadStateKeys
    let own = ownComment(keys) == nil ? [] : Self.ownReviewCommentKeys
    let viewed = review == nil ? [] : [Self.viewedKey]
    return Self.lineCommentKeys + own + thread + viewed
  }

  public static let lineCommentKeys = [
    KeyBinding(
      [.character("c")], PullRequestAction.commentOnLines, "c", .commentOnLinesDescription,
      footer: "c", short: .commentShort),
    // In the help only: the footer's room goes to `c`, the moves and the review's keys.
    KeyBinding([.character("S")], PullRequestAction.suggestChange, "S", .suggestDescription),
  ]
  public static let threadStateKeys = [
    KeyBinding(
      [.character("x")], PullRequestAction.resolveThread, "x X", .resolveDescription,
      footer: "x X", short: .resolveShort),
    KeyBinding([.character("X")], PullRequestAction.unresolveThread, "", .resolveDescription),
  ]
  /// On a thread with a comment of the account's: its last one edited, or deleted (asked
  /// first), before the page's own `D`.
  public static let ownReviewCommentKeys = [
    KeyBinding(
      [.character("e")], PullRequestAction.editReviewComment, "e D",
      .ownReviewCommentDescription, footer: "e D", short: .ownReviewCommentShort),
    KeyBinding(
      [.character("D")], PullRequestAction.deleteReviewComment, "", .ownReviewCommentDescription),
  ]
  public static let viewedKey = KeyBinding(
    [.character("z")], PullRequestAction.toggleViewed, "z", .viewedDescription)

  // MARK: - Actions

  /// `c` or `S`: the composer on the cursor's line or the range, or (for `c` on a thread) a
  /// reply to the thread.
  mutating func commentOnLines(suggesting: Bool, _ context: ScreenContext) -> ScreenUpdate<Event> {
    placeCursor(context)
    let pending = review?.pendingReviewID
    let intoPending =
      context.environment.reviewComments.map { $0 == .pending } ?? (pending != nil)
    if !suggesting, rangeStart == nil, let selected = selectedThread {
      guard !Self.isProvisional(selected.id) else {
        return ScreenUpdate(.none, [.status(.reviewStillSaving)])
      }
      let target = ReviewCommentTarget(
        repository: repository, number: number, place: .reply(threadID: selected.id),
        pendingReviewID: pending, intoPendingReview: intoPending && pending != nil)
      return ScreenUpdate(.none, [.push(FeatureValue(ReviewCommentDestination(target)))])
    }
    guard let pull = pullRequest.value, PullRequestText.isCommitID(pull.headSHA) else {
      return .none
    }
    let lines = selectedCodeLines(context)
    guard let first = lines.first, let last = lines.last, cursor.file < fileList.count else {
      return ScreenUpdate(.none, [.status(.noLineUnderCursor)])
    }
    let (startSide, startLine) = Self.anchor(first.row)
    let (side, line) = Self.anchor(last.row)
    var suggestion: String?
    if suggesting {
      // A suggestion replaces the head's lines: the removed ones are not in it.
      let head = lines.filter { $0.row.kind != .removed }
      guard !head.isEmpty else { return ScreenUpdate(.none, [.status(.suggestionOnRemoved)]) }
      suggestion = ReviewCommentTarget.suggestionBlock(head.map(\.text))
    }
    let isRange = lines.count > 1
    let target = ReviewCommentTarget(
      repository: repository, number: number,
      place: .lines(
        path: fileList[cursor.file].filename, line: line, side: side,
        startLine: isRange ? startLine : nil, startSide: isRange ? startSide : nil,
        commitID: pull.headSHA),
      pendingReviewID: pending, intoPendingReview: intoPending, openingText: suggestion)
    rangeStart = nil
    return ScreenUpdate(.none, [.push(FeatureValue(ReviewCommentDestination(target)))])
  }

  /// The account's last comment in the thread under the cursor, once GitHub named it.
  func ownComment(_ keys: Keymap.Context) -> ReviewComment? {
    guard let selected = selectedThread, let account = keys.writes.account,
      !Self.isProvisional(selected.id)
    else { return nil }
    let (threads, _) = shownThreads(inFile: selected.file, keys)
    return threads.first { $0.id == selected.id }?.comments.last {
      $0.author.login.lowercased() == account.lowercased() && !Self.isProvisional($0.id)
    }
  }

  /// `e` on a thread: the account's comment in the composer; `D`: deleted, after asking.
  func changeOwnComment(deleting: Bool, _ context: ScreenContext) -> ScreenUpdate<Event> {
    guard let comment = ownComment(context.keys) else { return .none }
    if deleting {
      return ScreenUpdate(.none, [.review(.delete(reference, commentID: comment.id))])
    }
    let target = ReviewCommentTarget(
      repository: repository, number: number, place: .edit(commentID: comment.id),
      pendingReviewID: nil, intoPendingReview: false, openingText: comment.body)
    return ScreenUpdate(.none, [.push(FeatureValue(ReviewCommentDestination(target)))])
  }

  /// `x` or `X` on the thread under the cursor.
  func resolveSelected(_ resolved: Bool, _ context: ScreenContext) -> ScreenUpdate<Event> {
    guard let selected = selectedThread else { return .none }
    guard !Self.isProvisional(selected.id) else {
      return ScreenUpdate(.none, [.status(.reviewStillSaving)])
    }
    let (threads, _) = shownThreads(inFile: selected.file, context.keys)
    guard let thread = threads.first(where: { $0.id == selected.id }) else { return .none }
    guard thread.isResolved != resolved else {
      return ScreenUpdate(.none, [.status(resolved ? .alreadyResolved : .alreadyUnresolved)])
    }
    return ScreenUpdate(
      .none, [.review(.change(reference, .resolve(threadID: selected.id, resolved: resolved)))])
  }

  /// `z`: the cursor's file viewed, or not viewed again.
  func toggleViewed(_ context: ScreenContext) -> ScreenUpdate<Event> {
    guard let review, cursor.file < fileList.count else { return .none }
    let viewed = isViewed(file: cursor.file, context.keys)
    let write = ReviewWrite.markViewed(
      path: fileList[cursor.file].filename, viewed: !viewed, pullRequestID: review.pullRequestID)
    return ScreenUpdate(.none, [.review(.change(reference, write))])
  }

  /// `v`: the review's choice, with the account's pending review when it has one.
  func chooseReview() -> ScreenUpdate<Event> {
    let pending = review?.pendingReviewID.map { id in
      PullRequestChoice.PendingReview(id: id, comments: diffThreads.pendingComments)
    }
    return ScreenUpdate(.none, [.pullRequest(.chooseReview(reference, pending: pending))])
  }

  // MARK: - News

  /// A review write was made on this pull request: shown from the threads at once, and the
  /// threads and the review's state read again.
  public mutating func learn(_ news: ReviewWriteNews) {
    guard news.reference == reference else { return }
    switch news.write {
    case .submitPendingReview, .discardPendingReview:
      review?.pendingReviewID = nil
    case .markViewed(let path, let viewed, _):
      if viewed { review?.viewedPaths.insert(path) } else { review?.viewedPaths.remove(path) }
      return
    default:
      if let made = news.written.pendingReviewID { review?.pendingReviewID = made }
    }
    learnedReviewWrites.append(news.write)
  }

  /// The threads and the review's state read again, after `learn` took a write in.
  mutating func reloadReview(_ context: ScreenContext) -> Effect<Event> {
    let environment = context.environment
    return .merge(
      reloadThreads(environment.reviewThreads(in: repository, number: number)),
      reviewStateRequest(context))
  }

  /// The review's state, for this load.
  func reviewStateRequest(_ context: ScreenContext) -> Effect<Event> {
    let fetch = context.environment.reviewState(in: repository, number: number)
    let generation = self.generation
    return .run(id: reviewStateID) { context in
      let result: Result<ReviewState, AppError>
      do throws(AppError) {
        result = .success(try await fetch())
      } catch {
        result = .failure(error)
      }
      context.send(.reviewStateLoaded(generation: generation, result))
    }
  }

  // MARK: - Lines

  /// A code line in the cursor's file: its first row and its whole text (a wrapped line's
  /// parts joined).
  struct CodeLine {
    var row: DiffRow
    var text: Substring
  }

  /// The code lines of the range, or the cursor's line; none when the cursor is on no code.
  func selectedCodeLines(_ context: ScreenContext) -> [CodeLine] {
    guard cursor.file < fileList.count else { return [] }
    let rows = layout(file: cursor.file, partContext(context)).rows
    let span = rangeRows ?? cursor.row...cursor.row
    var lines: [CodeLine] = []
    var index = span.lowerBound
    while index <= span.upperBound, index < rows.count {
      let row = rows[index]
      index += 1
      guard Self.isCode(row), !row.isContinuation else { continue }
      var text = row.body
      var next = index
      while next < rows.count, rows[next].isContinuation {
        text = Substring(String(text) + String(rows[next].body))
        next += 1
      }
      lines.append(CodeLine(row: row, text: text))
    }
    return lines
  }

  static func isCode(_ row: DiffRow) -> Bool {
    row.kind == .added || row.kind == .removed || row.kind == .context
  }

  /// The side and line a row is on: a removed line is the base's, every other the head's.
  static func anchor(_ row: DiffRow) -> (DiffSide, Int) {
    row.kind == .removed ? (.left, row.oldNumber ?? 0) : (.right, row.newNumber ?? 0)
  }

  /// A thread or comment shown before the server gave it an id: nothing can name it yet.
  static func isProvisional(_ id: String) -> Bool {
    id.hasPrefix("pending-") || id.hasPrefix("made-")
  }

  /// The review's state's effect, beside the others.
  public var reviewStateID: EffectID { EffectID("\(threadsID).review") }
}
