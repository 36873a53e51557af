import AppCore
import IssueDomain
import TerminalUI

/// How a pull request shows it is one, and where it stands, in a list row and on its page.
///
/// The glyph carries the state by its shape, not only its colour, so it reads the same under
/// `NO_COLOR` (which drops colours): `⎇` open, `⎇✎` draft, `⎇✓` merged, `⎇✗` closed. Each
/// character has a one-column ASCII stand-in (`ASCIIGlyphs`): `P`, `Pd`, `P+`, `Px`. None is
/// East Asian Ambiguous, so a terminal that draws those wide can't shift the row.
public enum PullRequestGlyph {
  public static func text(_ state: PullRequestState) -> String {
    switch state {
    case .open: "⎇"
    case .draft: "⎇✎"
    case .merged: "⎇✓"
    case .closed: "⎇✗"
    }
  }

  /// GitHub's colours for the states: green open, grey draft, purple merged, red closed.
  public static func style(_ state: PullRequestState, theme: Theme) -> Style {
    switch state {
    case .open: theme.pullRequestOpen
    case .draft: theme.meta
    case .merged: theme.merged
    case .closed: theme.pullRequestClosed
    }
  }
}
