import Logging

/// Ends the session: the repository forgets the token (and the saved copy, for GitHub).
public struct SignOut: Sendable {
  public let repository: any IssueRepository

  public init(repository: any IssueRepository) {
    self.repository = repository
  }

  public func callAsFunction() async {
    await repository.signOut()
  }
}
