import AppCore
import ErrorHandling
import FoundationEssentials
import IssueDomain
import MarkdownView
import ScreenState
import SharedWrites
import TerminalUI

/// Draws an issue as one scrolled document: title, meta line, labels, the body as readable
/// Markdown, then the comments and a line saying whether more are coming.
///
/// The document is laid out once per (content, width) and kept in the program's
/// `IssueLayoutCache`; a frame draws only the visible slice of it.
public enum IssueDetailView {
  public typealias Line = MarkdownText.Line

  /// Every line of the document at `width`, laid out afresh (no cache).
  public static func lines(
    for screen: IssueScreen, width: Int, now: Date, theme: Theme,
    describe: (AppError) -> FailureDescription, writes: PendingWrites = PendingWrites()
  ) -> [Line] {
    guard
      let key = key(
        for: screen, width: width, now: now, theme: theme, describe: describe, writes: writes)
    else { return [] }
    return layout(key, theme: theme) { text, width in
      MarkdownText.lines(text, width: width, styles: styles(theme))
    }
  }

  /// The most bytes of Markdown laid out afresh on the loop in one pass over the document: a
  /// text that doesn't fit in what is left is drawn as a placeholder line and laid out off the
  /// loop (`IssueScreen.layOutOffLoop`), so no body or page of comments, however long, holds
  /// the loop from reading keys for longer than this much layout takes.
  public static let onLoopBytes = 32 * 1024

  /// Every line of the document at `width`, from `cache` when this content was laid out at this
  /// width before: what `lines(for:…)` returns, except that Markdown past `onLoopBytes` not
  /// laid out yet is a placeholder line.
  public static func lines(
    for screen: IssueScreen, width: Int, now: Date, theme: Theme,
    describe: (AppError) -> FailureDescription, cache: IssueLayoutCache,
    writes: PendingWrites = PendingWrites()
  ) -> [Line] {
    guard
      let key = key(
        for: screen, width: width, now: now, theme: theme, describe: describe, writes: writes)
    else { return [] }
    // While the screen lays out off the loop, the loop lays out nothing new: the parser takes
    // one text at a time, and the loop would wait for the long one.
    let budget = screen.isLayingOut ? 0 : onLoopBytes
    return document(key, theme: theme, cache: cache, budget: budget).lines
  }

  /// The document for `key`, kept in `cache`, laying out afresh at most `budget` bytes of
  /// Markdown; a text past the budget is a placeholder line, and the document is then
  /// incomplete and not kept.
  public static func document(
    _ key: IssueDocumentKey, theme: Theme, cache: IssueLayoutCache, budget: Int
  ) -> (lines: [Line], isComplete: Bool) {
    if let kept = cache.documents.cached(key) { return (kept, true) }
    var budget = budget
    var isComplete = true
    let lines = layout(key, theme: theme) { text, width in
      let block = MarkdownKey(text: text, width: width)
      if let kept = cache.blocks.cached(block) { return kept }
      guard text.utf8.count <= budget else {
        isComplete = false
        return [Line(text: theme.words(.layingOut), style: theme.spinner)]
      }
      budget -= text.utf8.count
      let lines = MarkdownText.lines(text, width: width, styles: styles(theme))
      cache.blocks.keep(lines, for: block)
      return lines
    }
    if isComplete { cache.documents.keep(lines, for: key) }
    return (lines, isComplete)
  }

  /// What the document at `width` depends on, or `nil` before the issue has loaded. The issue
  /// is drawn as `writes` shows it: a pending change applied, and marked.
  public static func key(
    for screen: IssueScreen, width: Int, now: Date, theme: Theme,
    describe: (AppError) -> FailureDescription, writes: PendingWrites = PendingWrites()
  ) -> IssueDocumentKey? {
    guard let loaded = screen.state.value else { return nil }
    let issue = writes.shown(loaded, in: screen.repository)
    let reference = PendingWrites.reference(loaded, in: screen.repository)
    let entries = writes.shown(screen.comments.value?.items ?? [], on: reference)
    let comments = entries.compactMap(\.comment)
    return IssueDocumentKey(
      issue: issue, entries: entries, showsEvents: screen.showsEvents,
      footer: commentsFooter(screen, theme: theme, describe: describe),
      pendingComment: reference.flatMap { pendingComment(on: $0, writes, comments: comments) },
      pendingCommentChange: reference.flatMap { writes.commentChange(on: $0)?.commentID },
      threads: screen.reviewThreads, width: width, now: now,
      pending: reference.map { writes.pendingKinds($0) } ?? [])
  }

  /// The user's comment on its way to the issue (sent or re-sent, no answer yet), unless a
  /// refresh already lists the comment the server stored: then it shows once, stored.
  public static func pendingComment(
    on reference: IssueReference, _ writes: PendingWrites, comments: [Comment]
  ) -> String? {
    guard writes.isPending(reference),
      case .comment(let attempt)? = writes.entries[reference]?.write,
      !comments.contains(where: { sameText($0.body, attempt.body) })
    else { return nil }
    return attempt.body
  }

  /// Two comment texts as the same comment: outer whitespace and line ends aside.
  public static func sameText(_ a: String, _ b: String) -> Bool {
    IssueText.same(a, b)
  }

  private static func styles(_ theme: Theme) -> MarkdownText.Styles {
    MarkdownText.Styles(theme: theme)
  }

  /// The document for `key`, with Markdown laid out by `markdown(text, width)`.
  private static func layout(
    _ key: IssueDocumentKey, theme: Theme, markdown: (String, Int) -> [Line]
  ) -> [Line] {
    let issue = key.issue
    let textWidth = max(1, key.width - 2)
    var lines = issue.title.wrapped(toWidth: textWidth).map { Line(text: $0, style: theme.title) }
    let words = theme.words
    var meta = words(
      .issueMeta(
        number: issue.number, state: issue.state, isPullRequest: issue.isPullRequest,
        isMerged: issue.isMerged, age: Age.text(from: issue.createdAt, to: key.now, words: words),
        author: issue.author.login))
    if let count = issue.commentCount, count >= 0 {
      meta += " · " + words(.commentCount(count))
    }
    let mark = "  " + words(.pendingMark)
    if key.pending.contains(.state) || key.pending.contains(.comment) || key.pending.contains(.text)
    {
      meta += mark
    }
    lines += meta.wrapped(toWidth: textWidth).map { Line(text: $0, style: theme.meta) }
    if !issue.labels.isEmpty || key.pending.contains(.labels) {
      var labels = issue.labels.map(\.name).joined(separator: "  ")
      if issue.labels.isEmpty { labels = words(.noLabels) }
      if key.pending.contains(.labels) { labels += mark }
      lines += labels.wrapped(toWidth: textWidth).map { Line(text: $0, style: theme.label) }
    }
    if !issue.assignees.isEmpty || key.pending.contains(.assignees) {
      var assignees =
        issue.assignees.isEmpty
        ? words(.noAssignees)
        : words(.assigneesLine(issue.assignees.map(\.login).joined(separator: ", ")))
      if key.pending.contains(.assignees) { assignees += mark }
      lines += assignees.wrapped(toWidth: textWidth).map { Line(text: $0, style: theme.meta) }
    }
    if issue.milestone != nil || key.pending.contains(.milestone) {
      var milestone = issue.milestone.map { words(.milestoneLine($0)) } ?? words(.noMilestone)
      if key.pending.contains(.milestone) { milestone += mark }
      lines += milestone.wrapped(toWidth: textWidth).map { Line(text: $0, style: theme.meta) }
    }
    lines.append(Line(text: "", style: .plain))
    let body = issue.body.isEmpty ? words(.noDescription) : issue.body
    lines += markdown(body, textWidth)
    if issue.isBodyTruncated {
      lines += notice(words(.bodyTruncated(at: DocumentLimit.bytes)), width: textWidth, theme)
    }
    var reactions = reactionLines(issue.reactions, width: textWidth, theme)
    if key.pending.contains(.reactions) {
      // The mark on a line of its own: a counts line may already fill the width.
      reactions.append(Line(text: words(.pendingMark), style: theme.meta))
    }
    lines += reactions
    lines += commentLines(key, width: textWidth, theme: theme, markdown: markdown)
    return lines
  }

  /// Each comment's id and the line its byline is on, in the document's order: where Tab
  /// moves the focus.
  public static func anchors(in lines: [Line]) -> [(id: Int, line: Int)] {
    lines.indices.compactMap { index in lines[index].anchor.map { ($0, index) } }
  }

  /// How many lines the document has; the reducer clamps scrolling with it.
  public static func lineCount(
    for screen: IssueScreen, width: Int, now: Date, theme: Theme,
    describe: (AppError) -> FailureDescription, cache: IssueLayoutCache,
    writes: PendingWrites = PendingWrites()
  ) -> Int {
    lines(
      for: screen, width: width, now: now, theme: theme, describe: describe, cache: cache,
      writes: writes
    ).count
  }

  private static func commentLines(
    _ key: IssueDocumentKey, width: Int, theme: Theme, markdown: (String, Int) -> [Line]
  ) -> [Line] {
    var lines = [Line(text: "", style: .plain)]
    let rule = "── \(theme.words(.commentsRule)) "
    lines.append(
      Line(
        text: rule + String(repeating: "─", count: max(0, width - rule.displayWidth)),
        style: theme.meta))
    var afterEvent = false
    for entry in key.entries {
      let comment: Comment
      switch entry {
      case .comment(let each): comment = each
      case .review(let review):
        afterEvent = false
        lines += reviewLines(
          review, threads: key.threads.started(in: review.nodeID), width: width, now: key.now,
          theme: theme, markdown: markdown)
        continue
      case .event(let event):
        guard key.showsEvents else { continue }
        // A run of events reads as one block: a blank line before it, none inside it.
        if !afterEvent { lines.append(Line(text: "", style: .plain)) }
        lines.append(eventLine(event, width: width, now: key.now, theme: theme))
        afterEvent = true
        continue
      }
      afterEvent = false
      lines.append(Line(text: "", style: .plain))
      var byline = theme.words(
        .commentByline(
          author: comment.author.login,
          age: Age.text(from: comment.createdAt, to: key.now, words: theme.words)))
      if comment.isEdited { byline += " · " + theme.words(.editedMark) }
      if key.pendingCommentChange == comment.id { byline += "  " + theme.words(.pendingMark) }
      var line = Line(text: byline.ellipsised(toWidth: width), style: theme.commentAuthor)
      line.anchor = comment.id
      lines.append(line)
      lines += markdown(comment.body, max(1, width - 2)).map {
        $0.indented(by: 2)
      }
      if comment.isBodyTruncated {
        let words = theme.words(.commentTruncated(at: DocumentLimit.bytes))
        lines += notice(words, width: max(1, width - 2), theme).map { $0.indented(by: 2) }
      }
      lines += reactionLines(comment.reactions, width: max(1, width - 2), theme).map {
        $0.indented(by: 2)
      }
    }
    if let pending = key.pendingComment {
      lines.append(Line(text: "", style: .plain))
      lines.append(Line(text: theme.words(.pendingCommentByline), style: theme.badge))
      lines += markdown(pending, max(1, width - 2)).map { $0.indented(by: 2) }
    }
    if let footer = key.footer {
      lines.append(Line(text: "", style: .plain))
      lines += footer.text.wrapped(toWidth: width).map { Line(text: $0, style: footer.style) }
    }
    return lines
  }

  /// A review as GitHub's conversation shows it: who and what it comes to, what they wrote,
  /// then each thread begun in it: where it is, the last lines of the hunk it was made on, and
  /// every comment, a suggestion as the change it proposes.
  private static func reviewLines(
    _ review: SubmittedReview, threads: [ReviewThread], width: Int, now: Date, theme: Theme,
    markdown: (String, Int) -> [Line]
  ) -> [Line] {
    let words = theme.words
    func age(_ date: Date?) -> String {
      date.map { " · " + words(.ago(Age.text(from: $0, to: now, words: words))) } ?? ""
    }
    var lines = [Line(text: "", style: .plain)]
    let byline =
      words(.reviewByline(review.author.login, review.standing)) + age(review.submittedAt)
    lines.append(Line(text: byline.ellipsised(toWidth: width), style: theme.commentAuthor))
    let bodyWidth = max(1, width - 2)
    if !review.body.isEmpty {
      lines += markdown(review.body, bodyWidth).map { $0.indented(by: 2) }
    }
    if review.isBodyTruncated {
      let said = words(.commentTruncated(at: DocumentLimit.bytes))
      lines += notice(said, width: bodyWidth, theme).map { $0.indented(by: 2) }
    }
    for thread in threads {
      lines.append(Line(text: "", style: .plain))
      var tags = [thread.path]
      if let end = thread.line {
        let start = thread.startLine ?? end
        tags.append(words(start < end ? .threadLines(start, end) : .threadLine(end)))
      }
      tags += ReviewCommentLines.states(of: thread, words: words)
      let place = tags.joined(separator: " · ")
      lines.append(
        Line(text: place.ellipsised(toWidth: bodyWidth), style: theme.meta).indented(by: 2))
      let hunk = thread.comments.first?.diffHunk ?? ""
      lines += ReviewCommentLines.hunk(hunk, width: max(1, width - 4), theme: theme).map {
        $0.indented(by: 4)
      }
      let span = thread.line.map { end in end - (thread.startLine ?? end) + 1 } ?? 1
      let original = DiffSuggestion.original(inHunk: hunk, count: span)
      for comment in thread.comments {
        var byline = comment.author.login + age(comment.createdAt)
        if comment.isPending { byline += " · " + words(.threadPending) }
        lines.append(
          Line(text: byline.ellipsised(toWidth: max(1, width - 4)), style: theme.commentAuthor)
            .indented(by: 4))
        lines += ReviewCommentLines.body(
          comment, original: original, width: max(1, width - 6), theme: theme,
          markdown: markdown
        ).map { $0.indented(by: 6) }
      }
    }
    return lines
  }

  /// One event, one dim line: what happened and how long ago, cut to `width` with `…`.
  private static func eventLine(_ event: TimelineEvent, width: Int, now: Date, theme: Theme)
    -> Line
  {
    var text = theme.words(.timelineEvent(event))
    if let date = event.createdAt {
      text += " · " + theme.words(.ago(Age.text(from: date, to: now, words: theme.words)))
    }
    return Line(text: text.ellipsised(toWidth: width), style: theme.meta)
  }

  /// The reaction counts under a body or a comment, wrapped to `width`; none when it has none.
  private static func reactionLines(_ reactions: Reactions, width: Int, _ theme: Theme) -> [Line] {
    ReactionsLine.lines(reactions, emoji: theme.drawsEmoji, width: width).map {
      Line(text: $0, style: theme.reactions)
    }
  }

  /// A line saying what was cut, wrapped to `width`.
  private static func notice(_ text: String, width: Int, _ theme: Theme) -> [Line] {
    text.wrapped(toWidth: width).map { Line(text: $0, style: theme.badge) }
  }

  /// The line under the comments: whether more are coming, none exist, loading them failed, or
  /// the rest were left out.
  private static func commentsFooter(
    _ screen: IssueScreen, theme: Theme, describe: (AppError) -> FailureDescription
  ) -> Line? {
    if screen.areCommentsTruncated, case .success = screen.comments {
      return Line(text: theme.words(.laterCommentsNotShown), style: theme.badge)
    }
    return switch screen.comments {
    case .idle, .initialLoading, .paging:
      Line(text: theme.words(.loadingComments), style: theme.spinner)
    case .loadingFailure(let error), .pagingFailure(_, let error),
      .reLoadingFailure(_, let error):
      Line(
        text: "\(describe(error).message)  \(theme.words(.retryHint))", style: theme.panes.error)
    case .retryLoading, .reLoading:
      Line(text: theme.words(.loadingComments), style: theme.spinner)
    case .success(let page) where page.comments.isEmpty:
      Line(text: theme.words(.noComments), style: theme.meta)
    case .success: nil
    }
  }

  /// The issue, or placeholder lines while it first loads, or the error pane.
  public static func draw(
    _ screen: IssueScreen, now: Date, tick: Int, describe: (AppError) -> FailureDescription,
    in rect: Rect, canvas: inout Canvas, theme: Theme, cache: IssueLayoutCache,
    writes: PendingWrites = PendingWrites()
  ) {
    switch screen.state {
    case .idle, .initialLoading:
      drawPlaceholder(in: rect, canvas: &canvas, theme: theme)
    case .loadingFailure(let error), .retryLoading(let error):
      MessagePane.drawError(
        describe(error), retrying: screen.state.isLoading, tick: tick, theme: theme.panes,
        in: rect, canvas: &canvas)
    case .success, .reLoading, .reLoadingFailure:
      let all = lines(
        for: screen, width: rect.width, now: now, theme: theme, describe: describe, cache: cache,
        writes: writes)
      for offset in 0..<rect.height {
        let index = screen.scrollOffset + offset
        guard all.indices.contains(index) else { break }
        let at = Point(x: rect.x + 1, y: rect.y + offset)
        if let focused = screen.focusedCommentID, all[index].anchor == focused {
          drawFocused(all[index], at: at, width: rect.width - 2, canvas: &canvas, theme: theme)
          continue
        }
        all[index].draw(at: at, maxWidth: rect.width - 2, on: &canvas)
      }
      if case .reLoadingFailure(_, let error) = screen.state, rect.height > 1,
        let banner = RefreshBanner.text(
          failure: error, message: screen.isBannerShowing ? describe(error).message : nil,
          keptAt: screen.keptAt, shownAt: screen.shownAt, words: theme.words, now: now)
      {
        let row = rect.row(rect.height - 1)
        canvas.fill(row, style: theme.panes.banner)
        canvas.draw(
          " \(banner)".ellipsised(toWidth: row.width), in: row, style: theme.panes.banner)
      }
    }
  }

  /// The focused comment's byline: in reverse video across the width, after `▶` (the words
  /// "Focused:" in screen-reader mode), with the terminal's cursor on it.
  private static func drawFocused(
    _ line: Line, at point: Point, width: Int, canvas: inout Canvas, theme: Theme
  ) {
    guard width > 0 else { return }
    let mark = theme.screenReader ? theme.words(.focusedCommentWord) + " " : "▶ "
    let style = theme.commentAuthor.adding(theme.panes.selection)
    let row = Rect(x: point.x, y: point.y, width: width, height: 1)
    canvas.fill(row, style: style)
    canvas.draw((mark + line.text).ellipsised(toWidth: width), in: row, style: style)
    canvas.cursor = point
  }

  /// Redacted lines shaped like a title, a meta line and a paragraph.
  public static func drawPlaceholder(in rect: Rect, canvas: inout Canvas, theme: Theme) {
    let fractions = [0.6, 0.4, 0.0, 0.9, 0.85, 0.95, 0.5]
    for (offset, fraction) in fractions.enumerated() where offset < rect.height {
      let width = Int(Double(max(0, rect.width - 2)) * fraction)
      guard width > 0 else { continue }
      canvas.fill(
        Rect(x: rect.x + 1, y: rect.y + offset, width: width, height: 1), with: "░",
        style: theme.panes.placeholder)
    }
  }
}
