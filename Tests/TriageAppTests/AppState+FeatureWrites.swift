import AppCore
import PullRequestFeature

@testable import TriageApp

extension AppState {
  /// The pull requests' writes as the app keeps them, for the tests to look at.
  var pullRequestWrites: PullRequestWritesState { featureWrites[PullRequestWritesState.self] }
}
