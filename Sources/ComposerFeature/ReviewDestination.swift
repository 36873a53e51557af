import AppCore
import IssueDomain

/// Where a chosen review leads: the composer for a review of the pull request, whose text is
/// the review's body. The composer's own destination, which the app routes by its type
/// (`ScreenRoute.review`).
public struct ReviewDestination: Equatable, Sendable {
  public var repository: RepositoryName
  public var number: Int
  public var event: ReviewEvent
  /// The account's pending review, which the review submits with its comments.
  public var pendingReviewID: String?

  public init(
    _ repository: RepositoryName, number: Int, _ event: ReviewEvent,
    pendingReviewID: String? = nil
  ) {
    self.repository = repository
    self.number = number
    self.event = event
    self.pendingReviewID = pendingReviewID
  }
}

extension ScreenRoute {
  /// The review composer, for a `ReviewDestination`.
  public static let review = ScreenRoute(ReviewDestination.self) { destination, id, _ in
    AnyScreen(
      ComposerScreen(
        repository: destination.repository, number: destination.number, id: id,
        opensEditor: false, review: destination.event,
        pendingReviewID: destination.pendingReviewID))
  }
}
