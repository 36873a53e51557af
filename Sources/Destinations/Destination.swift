import AppCore
import IssueDomain

/// Where a screen can send the user: the app's router makes the screen for each.
public enum Destination: Equatable, Sendable {
  /// The signed-in home: the sections' tabs.
  case home
  case repositories
  case issues(RepositoryName)
  /// The results of a search typed in the query line.
  case search(SearchQuery)
  case issue(RepositoryName, number: Int)
  /// A pull request's page: conversation, files and checks.
  case pullRequest(RepositoryName, number: Int)
  /// The comment composer for an issue.
  case composer(RepositoryName, number: Int)
  /// The form that files a new issue in the repository.
  case newIssue(RepositoryName)
  /// The form that opens a pull request in the repository from its clone's branch.
  case newPullRequest(RepositoryName)
  case inbox(InboxFilter)
}
