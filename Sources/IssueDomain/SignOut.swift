import Logging

/// Ends the session: the repository forgets the token (and the saved copy, for GitHub), and on a
/// sign-out the account's kept data.
public struct SignOut: Sendable {
  public let repository: any IssueRepository

  public init(repository: any IssueRepository) {
    self.repository = repository
  }

  public func callAsFunction(_ end: SessionEnd) async {
    await repository.signOut(end)
  }
}
