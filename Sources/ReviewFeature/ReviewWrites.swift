import AppCore
import ComposerFeature
import ErrorHandling
import IssueDomain
import Localization
import SharedWrites
import TerminalUI

/// A pull request's review writes: comments on lines and replies (from the composer), threads
/// resolved or not, the pending review submitted or discarded, files viewed. Each is shown at
/// once through `PendingReviewWrites`, sent once, and rolled back exactly when the server
/// refuses or can't be reached; no automatic retry (the user sees it undone and can press the
/// key again). A made write is told to every screen (`ReviewWriteNews`).
public struct ReviewWrites: FeatureWrites {
  public typealias Update = FeatureWritesUpdate<ReviewWriteEvent>

  let environment: AppEnvironment

  public init(environment: AppEnvironment) {
    self.environment = environment
  }

  /// The feature's own requests, and a comment the composer was sent with.
  public static func request(from value: FeatureValue) -> ReviewWriteRequest? {
    if let request = value.as(ReviewWriteRequest.self) { return request }
    if let review = value.as(ComposedReview.self), let pending = review.pendingReviewID {
      return .change(
        review.reference, .submitPendingReview(reviewID: pending, review.event, body: review.body))
    }
    if let look = value.as(ReviewDraftLook.self) { return .lookForDraft(look) }
    guard let composed = value.as(ComposedReviewComment.self) else { return nil }
    return .composed(composed)
  }

  public func perform(
    _ request: ReviewWriteRequest, _ state: inout PendingReviewWrites,
    _ context: FeatureWritesContext
  ) -> Update {
    let language = environment.language
    switch request {
    case .change(let reference, let write):
      return begin(write, on: reference, draft: nil, &state)
    case .composed(let composed):
      let target = composed.target
      return begin(
        target.write(composed.body), on: target.reference, draft: composed.draftKey, &state)
    case .discard(let reference, let review, let comments):
      let alert = Alert(
        title: LocalizedText.discardReviewQuestion(reference.number).text(in: language),
        message: LocalizedText.discardReviewDetail(comments).text(in: language),
        buttons: [
          .confirm(title: LocalizedText.discardReviewConfirm.text(in: language)),
          .dismiss(title: LocalizedText.keepIt.text(in: language)),
        ])
      let discard = ReviewWriteRequest.change(reference, .discardPendingReview(reviewID: review))
      return Update(.none, [.screen(.confirm(WriteConfirmation(alert: alert, request: discard)))])
    case .delete(let reference, let comment):
      let alert = Alert(
        title: LocalizedText.deleteReviewCommentQuestion.text(in: language),
        message: LocalizedText.deleteReviewCommentDetail.text(in: language),
        buttons: [
          .confirm(title: LocalizedText.deleteReviewCommentConfirm.text(in: language)),
          .dismiss(title: LocalizedText.keepIt.text(in: language)),
        ])
      let delete = ReviewWriteRequest.change(reference, .deleteComment(id: comment))
      return Update(.none, [.screen(.confirm(WriteConfirmation(alert: alert, request: delete)))])
    case .lookForDraft(let look):
      let run = environment.lookForDraft(look)
      return Update(.run { context in context.send(.draftLooked(look, await run())) })
    }
  }

  public func handle(
    _ event: ReviewWriteEvent, _ state: inout PendingReviewWrites,
    _ context: FeatureWritesContext
  ) -> Update {
    switch event {
    case .draftLooked(let look, let outcome):
      let looked = ReviewDraftLooked(look: look.look, outcome: outcome)
      return Update(.none, [.screen(.tell(FeatureValue(looked)))])
    case .written(let reference, let serial, let result):
      guard let entry = state.finish(reference, serial: serial) else { return .none }
      switch result {
      case .success(let written):
        let news = ReviewWriteNews(reference: reference, write: entry.write, written: written)
        var requests: [FeatureWritesRequest] = [
          .screen(.tell(FeatureValue(news))),
          .screen(.status(.reviewWritten(entry.write, number: reference.number))),
        ]
        // A draft the composer's Esc left held goes too: the program's end would save it again.
        if let draft = entry.draft {
          requests.append(.screen(.write(.closedFormDraft(draft, text: nil))))
        }
        return Update(.none, requests)
      case .failure(.other(.cancelled)):
        return .none
      case .failure(let failure):
        let responder = ReviewWriteResponder(
          write: entry.write, number: reference.number, failure: failure)
        return Update(.none, [.raise(failure.error, first: responder)])
      }
    }
  }

  func begin(
    _ write: ReviewWrite, on reference: IssueReference, draft: DraftKey?,
    _ state: inout PendingReviewWrites
  ) -> Update {
    guard let serial = state.begin(write, on: reference, draft: draft) else {
      return Update(.none, [.screen(.status(.reviewStillSaving))])
    }
    let send = environment.send(write, to: reference, draft: draft)
    return Update(
      .run { context in
        context.send(.written(reference, serial: serial, await send()))
      })
  }
}
