import AppCore

extension PendingPullRequestWrites: ContextValue {
  public static var defaultValue: PendingPullRequestWrites { PendingPullRequestWrites() }
}

extension Keymap.Context {
  /// Reviews, merges and asked reviewers: the pull request page draws through
  /// `pullRequestWrites.shown(_:in:)`.
  public var pullRequests: PendingPullRequestWrites {
    get { values[PendingPullRequestWrites.self] }
    set { values[PendingPullRequestWrites.self] = newValue }
  }
}

extension ScreenContext {
  /// Reviews, merges and asked reviewers: the pull request page draws through
  /// `pullRequestWrites.shown(_:in:)`.
  public var pullRequestWrites: PendingPullRequestWrites { keys.pullRequests }
}
