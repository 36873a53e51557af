import AppCore
import IssueFeature

extension PullRequestScreen {
  /// Its conversation's, as an issue page's.
  public func offerCompletions(_ sources: inout CompletionSources) {
    conversation.offerCompletions(&sources)
  }
}
