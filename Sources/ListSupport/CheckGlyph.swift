import AppCore
import IssueDomain
import TerminalUI

/// A check's state as one glyph and its style: in a list's row and on the pull request page.
public enum CheckGlyph {
  public static func text(_ state: Check.State) -> String {
    switch state {
    case .success: "✓"
    case .failure, .cancelled: "✗"
    case .pending: "•"
    case .neutral, .skipped: "–"
    }
  }

  public static func style(_ state: Check.State, _ theme: Theme) -> Style {
    switch state {
    case .success: theme.pullRequestOpen
    case .failure, .cancelled: theme.pullRequestClosed
    case .pending: theme.badge
    case .neutral, .skipped: theme.meta
    }
  }
}
