import AppCore

/// The writes a key starts on the focused issue (a list's selected row, or the issue shown),
/// and the write banner's answers. The writes feature carries them out, not the screen.
public enum WriteAction: String, BindableAction, CaseIterable {
  /// Open the comment composer.
  case comment
  /// Close, asking why.
  case close
  case reopen
  case editLabels = "edit-labels"
  case editAssignees = "edit-assignees"
  case editMilestone = "edit-milestone"
  /// Add or take away the account's reaction to the issue's body.
  case react
  /// Edit the issue's title and body.
  case editIssue = "edit-issue"
  /// File a new issue in the list's repository.
  case newIssue = "new-issue"
  /// Open a pull request in the list's repository from the branch its clone is on.
  case newPullRequest = "new-pull-request"
  /// Edit the focused comment, the account's own, in the composer.
  case editComment = "edit-comment"
  /// Delete the focused comment, the account's own, after a confirmation.
  case deleteComment = "delete-comment"
  /// A write key pressed while that issue's last write is still pending: refused, said why.
  case stillPending = "still-pending"
  /// A write key on a repository whose writes the server refused: says so, sends nothing.
  case readOnly = "read-only"
  /// The banner: re-send the failed change, or let it go.
  case retry
  case dismiss

  public static let context = KeyContext.writes
  public static var all: [WriteAction] { allCases }
  public var name: String { rawValue }
}

extension KeyContext {
  /// The writes offered wherever an issue is focused, and the write banner.
  public static let writes = KeyContext(rawValue: "writes")
}
