import AppCore
import IssueDomain
import ScreenState

extension IssueScreen {
  /// The issue's people first (its author, assignees and everyone who commented on the pages
  /// loaded), its labels, and itself.
  public func offerCompletions(_ sources: inout CompletionSources) {
    guard let issue = state.value else { return }
    sources.add(login: issue.author.login)
    for assignee in issue.assignees { sources.add(login: assignee.login) }
    for entry in (comments.value?.items ?? []).prefix(CompletionSources.rowLimit) {
      if let comment = entry.comment { sources.add(login: comment.author.login) }
    }
    sources.add(issue, in: repository)
  }
}
