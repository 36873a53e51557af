import IssueDomain

/// Where a screen can send the user: the app's router makes the screen for each.
public enum Destination: Equatable, Sendable {
  case repositories
  case issues(RepositoryName)
  case issue(RepositoryName, number: Int)
}
