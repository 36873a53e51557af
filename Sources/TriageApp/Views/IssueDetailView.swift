import ErrorHandling
import Foundation
import IssueDomain
import ScreenState
import TerminalUI

/// Draws an issue as one scrolled document: title, meta line, labels, the body as readable
/// Markdown, then the comments and a line saying whether more are coming.
enum IssueDetailView {
  typealias Line = MarkdownText.Line

  /// Every line of the document at `width`; the reducer uses the count to clamp scrolling.
  static func lines(
    for screen: IssueScreen, width: Int, now: Date, theme: Theme,
    describe: (AppError) -> FailureDescription = { _ in
      FailureDescription(message: "", isRetryable: false)
    }
  ) -> [Line] {
    guard let issue = screen.state.value else { return [] }
    let textWidth = max(1, width - 2)
    let styles = MarkdownText.Styles(theme: theme)
    var lines = issue.title.wrapped(toWidth: textWidth).map { Line(text: $0, style: theme.title) }
    let kind = issue.isPullRequest ? "pull request" : "issue"
    let comments = issue.commentCount == 1 ? "1 comment" : "\(issue.commentCount) comments"
    let meta =
      "#\(issue.number) · \(issue.state.rawValue) \(kind) · opened \(Age.text(from: issue.createdAt, to: now)) ago by \(issue.author.login) · \(comments)"
    lines += meta.wrapped(toWidth: textWidth).map { Line(text: $0, style: theme.meta) }
    if !issue.labels.isEmpty {
      let labels = issue.labels.map(\.name).joined(separator: "  ")
      lines += labels.wrapped(toWidth: textWidth).map { Line(text: $0, style: theme.label) }
    }
    lines.append(Line(text: "", style: .plain))
    let body = issue.body.isEmpty ? "No description provided." : issue.body
    lines += MarkdownText.lines(body, width: textWidth, styles: styles)
    lines += commentLines(
      screen, width: textWidth, now: now, styles: styles, theme: theme, describe: describe)
    return lines
  }

  static func lineCount(for screen: IssueScreen, width: Int, now: Date, theme: Theme) -> Int {
    lines(for: screen, width: width, now: now, theme: theme).count
  }

  private static func commentLines(
    _ screen: IssueScreen, width: Int, now: Date, styles: MarkdownText.Styles, theme: Theme,
    describe: (AppError) -> FailureDescription
  ) -> [Line] {
    var lines = [Line(text: "", style: .plain)]
    let rule = "── Comments "
    lines.append(
      Line(
        text: rule + String(repeating: "─", count: max(0, width - rule.displayWidth)),
        style: theme.meta))
    let comments = screen.comments.value?.items ?? []
    for comment in comments {
      lines.append(Line(text: "", style: .plain))
      lines.append(
        Line(
          text: "\(comment.author.login) · \(Age.text(from: comment.createdAt, to: now)) ago",
          style: theme.commentAuthor))
      lines += MarkdownText.lines(comment.body, width: max(1, width - 2), styles: styles).map {
        $0.indented(by: 2)
      }
    }
    let footer: Line? =
      switch screen.comments {
      case .idle, .initialLoading, .paging: Line(text: "Loading comments…", style: theme.spinner)
      case .loadingFailure(let error), .pagingFailure(_, let error),
        .reLoadingFailure(_, let error):
        Line(text: "\(describe(error).message)  r: retry", style: theme.panes.error)
      case .retryLoading, .reLoading: Line(text: "Loading comments…", style: theme.spinner)
      case .success(let page) where page.items.isEmpty: Line(text: "No comments", style: theme.meta)
      case .success: nil
      }
    if let footer {
      lines.append(Line(text: "", style: .plain))
      lines += footer.text.wrapped(toWidth: width).map { Line(text: $0, style: footer.style) }
    }
    return lines
  }

  /// The issue, or placeholder lines while it first loads, or the error pane.
  static func draw(
    _ screen: IssueScreen, now: Date, tick: Int, describe: (AppError) -> FailureDescription,
    in rect: Rect, canvas: inout Canvas, theme: Theme
  ) {
    switch screen.state {
    case .idle, .initialLoading:
      drawPlaceholder(in: rect, canvas: &canvas, theme: theme)
    case .loadingFailure(let error), .retryLoading(let error):
      MessagePane.drawError(
        describe(error), retrying: screen.state.isLoading, tick: tick, theme: theme.panes,
        in: rect, canvas: &canvas)
    case .success, .reLoading, .reLoadingFailure:
      let all = lines(for: screen, width: rect.width, now: now, theme: theme, describe: describe)
      for offset in 0..<rect.height {
        let index = screen.scrollOffset + offset
        guard all.indices.contains(index) else { break }
        all[index].draw(
          at: Point(x: rect.x + 1, y: rect.y + offset), maxWidth: rect.width - 2, on: &canvas)
      }
      if case .reLoadingFailure(_, let error) = screen.state, screen.isBannerShowing,
        rect.height > 1
      {
        let row = rect.row(rect.height - 1)
        canvas.fill(row, style: theme.panes.banner)
        canvas.draw(
          " \(describe(error).message)".ellipsised(toWidth: row.width), in: row,
          style: theme.panes.banner)
      }
    }
  }

  /// Redacted lines shaped like a title, a meta line and a paragraph.
  private static func drawPlaceholder(in rect: Rect, canvas: inout Canvas, theme: Theme) {
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
