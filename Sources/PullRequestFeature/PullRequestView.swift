import AppCore
import ErrorHandling
import FoundationEssentials
import IssueDomain
import IssueFeature
import ListSupport
import Localization
import MarkdownView
import ScreenState
import SharedWrites
import SystemSupport
import TerminalUI

/// Draws the pull request page: two header rows (where it stands; its review and checks), the
/// parts' tab row, then the part on view. Server text is drawn by the canvas, which shows any
/// control character as an inert symbol.
public enum PullRequestView {
  public static func draw(
    _ screen: PullRequestScreen, in rect: Rect, canvas: inout Canvas, _ context: ScreenContext
  ) {
    guard rect.height > 0 else { return }
    let theme = context.theme
    if screen.isNotAPullRequest {
      // One state: no tabs, no parts, and none of the conversation an issue's number has.
      drawMessage(
        theme.words(.noPullRequest(screen.number, in: screen.repository.description)),
        in: rect, canvas: &canvas, style: theme.panes.error)
      return
    }
    drawHeader(
      screen, in: rect.inset(bottom: max(0, rect.height - 2)), canvas: &canvas, context)
    if rect.height > 2 { drawTabs(screen, in: rect.row(2), canvas: &canvas, theme) }
    let body = rect.inset(top: min(PullRequestScreen.headerHeight, rect.height))
    guard body.height > 0 else { return }
    var inner = context
    inner.body = body
    switch screen.part {
    case .conversation:
      screen.conversation.draw(in: body, canvas: &canvas, inner)
    case .files:
      drawFiles(screen, in: body, canvas: &canvas, inner)
    case .checks:
      drawChecks(screen, in: body, canvas: &canvas, inner)
    }
  }

  private static func drawHeader(
    _ screen: PullRequestScreen, in rect: Rect, canvas: inout Canvas, _ context: ScreenContext
  ) {
    let theme = context.theme
    let writes = context.pullRequestWrites
    let first = rect.row(0).inset(left: 1, right: 1)
    guard let pull = screen.shown(writes) else {
      if let error = screen.pullRequest.error {
        // Not placeholders that never fill: why it isn't there, until `r` asks again.
        let message = context.environment.describe(error).message
        canvas.draw(
          theme.words(.pullRequestFailed(message)).ellipsised(toWidth: first.width), in: first,
          style: theme.panes.error)
        return
      }
      canvas.drawPlaceholderBar(24, in: first, style: theme.panes.placeholder)
      if rect.height > 1 {
        canvas.drawPlaceholderBar(
          32, in: rect.row(1).inset(left: 1, right: 1), style: theme.panes.placeholder)
      }
      return
    }
    var x = first
    func put(_ text: String, _ style: Style) {
      let used = canvas.draw(text.ellipsised(toWidth: x.width), in: x, style: style)
      x = x.inset(left: min(x.width, used + 1))
    }
    let glyph = PullRequestGlyph.style(pull.state, theme: theme)
    let stateWord = theme.words(.pullRequestState(pull.state))
    put(theme.screenReader ? stateWord : PullRequestGlyph.text(pull.state) + " " + stateWord, glyph)
    if let write = writes.inFlight(screen.reference) {
      put(theme.words(.pullRequestWriting(write)), theme.meta)
    }
    put(
      theme.screenReader
        ? theme.words(.branchInto(head: pull.head, base: pull.base))
        : "\(pull.head) → \(pull.base)", theme.breadcrumb)
    put(theme.words(.pullRequestBy(pull.author.login)), theme.meta)
    if let additions = pull.additions, let deletions = pull.deletions {
      put("+\(additions) −\(deletions)", theme.meta)
    }
    guard rect.height > 1 else { return }
    x = rect.row(1).inset(left: 1, right: 1)
    put(theme.words(.settled(pull.state) ?? .mergeability(pull.mergeability)), theme.meta)
    put("· " + theme.words(.reviewDecision(pull.reviewDecision)), theme.meta)
    if let method = pull.autoMerge, pull.state == .open {
      put("· " + theme.words(.autoMergeOn(method)), theme.meta)
    }
    // The account's pending review: only it sees these, until it is submitted.
    if screen.diffThreads.pendingComments > 0 {
      put("· " + theme.words(.pendingComments(screen.diffThreads.pendingComments)), theme.status)
    }
    if let checks = screen.checks.value, !checks.checks.isEmpty {
      let all = checks.checks
      let passed = all.filter { $0.state == .success }.count
      let failed = all.filter { $0.state == .failure || $0.state == .cancelled }.count
      let pending = all.filter { $0.state == .pending }.count
      put(
        theme.words(
          theme.screenReader
            ? .checksSummaryInWords(passed: passed, failed: failed, pending: pending)
            : .checksSummary(passed: passed, failed: failed, pending: pending)),
        checks.overall.map { CheckGlyph.style($0, theme) } ?? theme.meta)
    }
    for reviewer in pull.reviewers {
      let standing =
        theme.screenReader
        ? " (" + theme.words(.reviewerStanding(reviewer.standing)) + ")"
        : standingGlyph(reviewer.standing)
      put(reviewer.user.login + standing, theme.assignee)
    }
  }

  /// A reviewer's standing after their login: `✓` approved, `✗` changes asked, `•` asked to
  /// review, `…` commented, `–` dismissed; each with an ASCII stand-in.
  public static func standingGlyph(_ standing: Reviewer.Standing) -> String {
    switch standing {
    case .approved: "✓"
    case .changesRequested: "✗"
    case .requested: "•"
    case .commented: "…"
    case .dismissed: "–"
    }
  }

  private static func drawTabs(
    _ screen: PullRequestScreen, in row: Rect, canvas: inout Canvas, _ theme: Theme
  ) {
    var x = row.inset(left: 1)
    for part in PullRequestPart.allCases {
      var text = "\(part.rawValue) \(theme.words(.part(part)))"
      switch part {
      case .conversation: break
      case .files: if let value = screen.files.value { text += " \(value.items.count)" }
      case .checks: if let value = screen.checks.value { text += " \(value.checks.count)" }
      }
      let style = part == screen.part ? theme.title.adding(.reverse) : theme.meta
      let used = canvas.draw(text.ellipsised(toWidth: x.width), in: x, style: style)
      x = x.inset(left: min(x.width, used))
      if part != .checks {
        let bar = canvas.draw(" │ ", in: x, style: theme.meta)
        x = x.inset(left: min(x.width, bar))
      }
    }
  }

  /// A part that hasn't loaded, failed, or has nothing: one line saying so.
  private static func drawMessage(
    _ text: String, in rect: Rect, canvas: inout Canvas, style: Style
  ) {
    canvas.draw(
      text.ellipsised(toWidth: max(0, rect.width - 2)), in: rect.row(0).inset(left: 1),
      style: style)
  }

  private static func drawFiles(
    _ screen: PullRequestScreen, in rect: Rect, canvas: inout Canvas, _ context: ScreenContext
  ) {
    let theme = context.theme
    let files = screen.fileList
    guard !files.isEmpty else {
      switch screen.files {
      case .loadingFailure(let error), .retryLoading(let error):
        drawMessage(
          theme.words(.partFailed(context.environment.describe(error).message)), in: rect,
          canvas: &canvas, style: theme.panes.error)
      case .success:
        drawMessage(theme.words(.noFiles), in: rect, canvas: &canvas, style: theme.panes.message)
      default:
        drawMessage(
          theme.words(.loadingFiles), in: rect, canvas: &canvas, style: theme.spinner)
      }
      return
    }
    var y = rect.y
    var position = screen.diff
    while y < rect.maxY, position.file < files.count {
      let layout = screen.layout(file: position.file, context)
      var row = position.row
      // The cursor's line (every wrapped part of it) and the range are drawn selected.
      let cursor = screen.cursor
      let onCursor = cursor.file == position.file && layout.rows.indices.contains(cursor.row)
      let cursorRow = onCursor ? layout.rows[cursor.row] : nil
      let range = onCursor ? screen.rangeRows : nil
      while y < rect.maxY, row < layout.rows.count {
        let diffRow = layout.rows[row]
        let isCode = diffRow.kind == .added || diffRow.kind == .removed || diffRow.kind == .context
        let selected: Bool =
          if let cursorRow, cursorRow.kind == .thread {
            row == cursor.row
          } else if let cursorRow, isCode, diffRow.line == cursorRow.line {
            true
          } else if let range, isCode {
            range.contains(row)
          } else {
            false
          }
        drawDiffRow(
          diffRow, in: Rect(x: rect.x, y: y, width: rect.width, height: 1),
          canvas: &canvas, theme, column: screen.wrapsDiff ? 0 : screen.diffColumn,
          styled: layout.styled[row], isSelected: selected)
        y += 1
        row += 1
      }
      position = DiffPosition(file: position.file + 1, row: 0)
    }
    defer {
      if let jump = screen.fileJump {
        let viewed =
          screen.review == nil
          ? [] : Set(files.indices.filter { screen.isViewed(file: $0, context.keys) })
        DiffFileJumpView.draw(
          jump, files: files, viewed: viewed, in: rect, canvas: &canvas, theme: theme)
      }
    }
    guard y < rect.maxY else { return }
    let tail: (LocalizedText, Style)? =
      screen.files.isPaging
      ? (.loadingFiles, theme.spinner)
      : screen.areFilesCut ? (.filesCut, theme.meta) : nil
    if let (text, style) = tail {
      drawMessage(
        theme.words(text), in: Rect(x: rect.x, y: y, width: rect.width, height: 1),
        canvas: &canvas, style: style)
    }
  }

  /// One diff row: the line numbers dim, the side's `+` or `-` (so the side reads without
  /// colour), then the text, both in the side's colour. Scrolled sideways by `column`, the
  /// text loses that many columns at its start while the line numbers and the mark stay.
  public static func drawDiffRow(
    _ row: DiffRow, in rect: Rect, canvas: inout Canvas, _ theme: Theme, column: Int = 0,
    styled: MarkdownText.Line? = nil, isSelected: Bool = false
  ) {
    switch row.kind {
    case .thread, .threadBody, .outdated:
      // The thread's text wraps to the width: it never scrolls sideways.
      let line = styled ?? MarkdownText.Line(text: String(row.text), style: theme.meta)
      let selection = isSelected ? Style(attributes: theme.panes.selection) : nil
      if let selection { canvas.fill(rect, style: selection) }
      var x = rect.x
      for run in line.runs where x < rect.maxX {
        let style = selection.map { run.style.adding($0.attributes) } ?? run.style
        let area = Rect(x: x, y: rect.y, width: rect.maxX - x, height: 1)
        x += canvas.draw(run.text.clipped(toWidth: area.width), in: area, style: style)
      }
    case .fileHeader:
      // A rename's arrow is a word read aloud: `renamed old to new`.
      let text =
        theme.screenReader
        ? row.text.replacingEvery(" → ", with: " \(theme.words(.renamedTo)) ")
        : String(row.text)
      canvas.draw(
        text.ellipsised(toWidth: rect.width), in: rect, style: theme.title.adding(.reverse))
    case .note:
      canvas.draw(row.text.ellipsised(toWidth: rect.width), in: rect, style: theme.meta)
    case .hunk:
      canvas.draw(row.text.clipped(toWidth: rect.width), in: rect, style: theme.diffHunk)
    case .added, .removed, .context:
      let used = canvas.draw(row.gutter, in: rect, style: theme.meta)
      let style =
        switch row.kind {
        case .added: theme.diffAdded
        case .removed: theme.diffRemoved
        default: Style.plain
        }
      let markArea = rect.inset(left: min(rect.width, used))
      let mark = canvas.draw(
        row.marker.clipped(toWidth: markArea.width), in: markArea, style: style)
      let textArea = markArea.inset(left: min(markArea.width, mark))
      let text = column > 0 ? Substring(droppingColumns(column, of: row.body)) : row.body
      canvas.draw(text.clipped(toWidth: textArea.width), in: textArea, style: style)
      if isSelected {
        // The cursor's line reads as selected across the row, its colours kept.
        let selection = theme.panes.selection
        canvas.restyle(rect.inset(left: min(rect.width, used))) { $0.adding(selection) }
      }
    }
  }

  /// `text` without its first `columns` columns; a wide character cut in two becomes a space,
  /// so what follows stays in its column.
  public static func droppingColumns(_ columns: Int, of text: Substring) -> String {
    var skipped = 0
    var index = text.startIndex
    while index < text.endIndex, skipped < columns {
      skipped += String(text[index]).displayWidth
      index = text.index(after: index)
    }
    let rest = String(text[index...])
    return skipped > columns ? String(repeating: " ", count: skipped - columns) + rest : rest
  }

  /// The checks part's rows: failing first, then running, then the rest, each by name.
  public static func checkRows(_ screen: PullRequestScreen) -> [Check] {
    guard let checks = screen.checks.value?.checks else { return [] }
    func rank(_ state: Check.State) -> Int {
      switch state {
      case .failure, .cancelled: 0
      case .pending: 1
      default: 2
      }
    }
    return checks.sorted { left, right in
      let (a, b) = (rank(left.state), rank(right.state))
      return a != b ? a < b : left.name < right.name
    }
  }

  private static func drawChecks(
    _ screen: PullRequestScreen, in rect: Rect, canvas: inout Canvas, _ context: ScreenContext
  ) {
    let theme = context.theme
    switch screen.checks {
    case .loadingFailure(let error), .retryLoading(let error):
      return drawMessage(
        theme.words(.partFailed(context.environment.describe(error).message)), in: rect,
        canvas: &canvas, style: theme.panes.error)
    case .idle, .initialLoading:
      return drawMessage(
        theme.words(.loadingChecks), in: rect, canvas: &canvas, style: theme.spinner)
    default: break
    }
    let rows = checkRows(screen)
    guard !rows.isEmpty else {
      return drawMessage(
        theme.words(.noChecks), in: rect, canvas: &canvas, style: theme.panes.message)
    }
    let nameWidth = min(40, rows.map(\.name.displayWidth).max() ?? 0)
    let stateWidth =
      Check.State.allCases.map { theme.words(.checkState($0)).displayWidth }.max() ?? 0
    var y = rect.y
    for (index, check) in rows.enumerated().dropFirst(screen.checksOffset) where y < rect.maxY {
      let row = Rect(x: rect.x, y: y, width: rect.width, height: 1)
      var x = row.inset(left: 1, right: 1)
      let selected: Style.Attributes =
        index == screen.checksSelection ? theme.panes.selection : []
      if !selected.isEmpty { canvas.fill(row, style: Style(attributes: selected)) }
      func put(_ text: String, _ width: Int, _ style: Style) {
        canvas.draw(
          text.ellipsised(toWidth: min(width, x.width)), in: x, style: style.adding(selected))
        x = x.inset(left: min(x.width, width + 1))
      }
      let style = CheckGlyph.style(check.state, theme)
      // The state's word follows, so a screen reader is spared the glyph.
      if !theme.screenReader { put(CheckGlyph.text(check.state), 1, style) }
      put(check.name, nameWidth, Style.plain)
      put(
        theme.words(check.awaitsApproval ? .awaitingApprovalState : .checkState(check.state)),
        stateWidth, style)
      put(check.duration.map(CheckDuration.text) ?? "", 7, theme.meta)
      put(check.url, x.width, theme.meta)
      y += 1
    }
    if y < rect.maxY, screen.checks.value?.isIncomplete == true {
      drawMessage(
        theme.words(.checksCut), in: Rect(x: rect.x, y: y, width: rect.width, height: 1),
        canvas: &canvas, style: theme.meta)
    }
  }
}
