import AppCore
import IssueDomain
import ListSupport
import TerminalUI

/// A pull request row's review decision, checks and size, in the columns the layout gave them
/// (none below about 50 columns). A column the answer said nothing of stays blank.
extension IssueListView {
  public static func drawPullRequestColumns(
    _ summary: PullRequestSummary, layout: IssueRowLayout, canvas: inout Canvas, theme: Theme
  ) {
    if let decision = summary.reviewDecision, layout.review.width > 0 {
      canvas.draw(
        theme.words(.rowReview(decision)).ellipsised(toWidth: layout.review.width),
        in: layout.review, style: reviewStyle(decision, theme))
    }
    if let checks = summary.checks, layout.checks.width > 0 {
      // The glyph's shape says it under NO_COLOR too; a screen reader gets the word.
      let text =
        theme.screenReader
        ? theme.words(.rowChecks(checks)) : CheckGlyph.text(checks)
      canvas.draw(
        text.ellipsised(toWidth: layout.checks.width), in: layout.checks,
        style: CheckGlyph.style(checks, theme))
    }
    if let text = sizeText(summary), layout.size.width > 0 {
      drawRight(text, in: layout.size, canvas: &canvas, style: theme.meta)
    }
  }

  /// Approved in the open colour, changes asked for in the closed one, a review wanted dim.
  public static func reviewStyle(_ decision: ReviewDecision, _ theme: Theme) -> Style {
    switch decision {
    case .approved: theme.pullRequestOpen
    case .changesRequested: theme.pullRequestClosed
    case .reviewRequired: theme.meta
    }
  }

  /// `+120 −4`, as the pull request's page says it; `nil` unless both counts are known.
  public static func sizeText(_ summary: PullRequestSummary) -> String? {
    guard let additions = summary.additions, let deletions = summary.deletions else {
      return nil
    }
    return "+\(shortCount(additions)) −\(shortCount(deletions))"
  }

  /// A count in at most four columns: `9999`, then `12k`, `999k`, `12M`, and `999M` for any
  /// larger, so the column's width holds whatever number the server sends.
  public static func shortCount(_ value: Int) -> String {
    let value = max(0, value)
    if value < 10_000 { return "\(value)" }
    if value < 1_000_000 { return "\(value / 1_000)k" }
    return "\(min(999, value / 1_000_000))M"
  }
}
