import ActionsFeature
import AppCore
import ComposerFeature
import InboxFeature
import PullRequestFeature
import ReviewFeature

/// The features that bring their own destinations and writes: the app routes to each by the
/// types of the values it is given, and knows no feature's cases. A feature's part of the app
/// is its import and its entries here.
extension TriageProgram {
  /// The screens of the features' own destination types (`openFeatureScreen`).
  static let screenRoutes: [ScreenRoute] = [.review, .reviewComment, .workflowRun, .jobLog]

  /// The features' own writes (`performFeatureWrite`, `handleFeatureWrite`).
  static let featureWrites = [
    FeatureWritesRoute(InboxWrites.self), FeatureWritesRoute(PullRequestWrites.self),
    FeatureWritesRoute(WorkflowRunWrites.self), FeatureWritesRoute(ReviewWrites.self),
  ]
}
