import AppCore

extension PullRequestWritesState: ContextValue {
  public static var defaultValue: PullRequestWritesState { PullRequestWritesState() }
}

extension Keymap.Context {
  /// Reviews, merges and asked reviewers: a pull request with one in flight offers no write
  /// keys.
  public var pullRequests: PendingPullRequestWrites {
    values[PullRequestWritesState.self].pending
  }
}

extension ScreenContext {
  /// Reviews, merges and asked reviewers: the pull request page draws through
  /// `pullRequestWrites.shown(_:in:)`.
  public var pullRequestWrites: PendingPullRequestWrites { keys.pullRequests }
}
