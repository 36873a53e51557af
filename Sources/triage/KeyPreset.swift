import AppCore
import TriageApp

/// `keys: preset: NAME`: a set of keys from another tool, mapped onto Triage's actions where
/// one does the same. The person's own `keys` entries win over the preset's: an action they
/// give keys to takes theirs, and a preset key they use for something else is left out.
enum KeyPreset: String, CaseIterable, Sendable {
  /// gh-dash's default keys (its README's keybindings).
  case ghDash = "gh-dash"

  /// The preset's entries, as `keys:` would say them.
  var entries: [(context: String, action: String, keys: [String])] {
    switch self {
    case .ghDash:
      [
        ("lists", "move-down", ["j", "down"]), ("lists", "move-up", ["k", "up"]),
        ("lists", "top", ["g", "home"]), ("lists", "bottom", ["G", "end"]),
        ("lists", "page-down", ["ctrl-d", "pgdn"]), ("lists", "page-up", ["ctrl-u", "pgup"]),
        ("lists", "refresh", ["r"]), ("lists", "search", ["/"]),
        ("lists", "toggle-preview", ["p"]), ("lists", "toggle-pull-requests", ["s"]),
        ("lists", "next-section", ["l", "right"]), ("lists", "previous-section", ["h", "left"]),
        ("issue", "open-in-browser", ["o"]), ("issue", "copy-url", ["Y"]),
        ("pull-request", "open-in-browser", ["o"]), ("pull-request", "copy-url", ["Y"]),
        ("pull-request", "diff-to-pager", ["d"]), ("pull-request", "check-out", ["C", "space"]),
        ("pull-request", "merge", ["m"]), ("pull-request", "review", ["v"]),
        ("writes", "comment", ["c"]), ("writes", "close", ["x"]), ("writes", "reopen", ["X"]),
        ("writes", "edit-assignees", ["a"]), ("writes", "edit-labels", ["L"]),
        ("global", "help", ["?"]), ("global", "quit", ["q"]),
      ]
    }
  }

  /// The preset's keys that no action of Triage does, with what they do there.
  var unmatched: [(key: String, meaning: String)] {
    switch self {
    case .ghDash:
      [
        ("y", "copy the number"), ("R", "refresh every section"),
        ("u", "update the branch"), ("A", "unassign (a opens the assignees to change)"),
        ("W", "mark ready for review"), ("e", "expand the description"),
        ("ctrl-d/ctrl-u in the preview", "scroll the preview"),
      ]
    }
  }
}
