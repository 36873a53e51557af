import AppCore
import ComposerFeature
import ErrorHandling
import IssueDomain

/// The review writes' boundary: each is sent once, and its failure mapped to what the app
/// shows and logged once, here.
extension AppEnvironment {
  /// Makes `write` on the pull request `reference` names, once. A comment's text is kept as
  /// the draft at `draft` while it is on its way (marked as maybe sent, so a later run says
  /// so), let go once GitHub has it, and kept unmarked when GitHub refused it.
  public func send(_ write: ReviewWrite, to reference: IssueReference, draft: DraftKey?)
    -> @Sendable () async -> Result<ReviewWritten, ReviewWriteFailure>
  {
    let (backend, logger, drafts) = (features[ReviewEnvironment.self].reviews, logger, drafts)
    let now = self.now()
    return {
      guard let repository = reference.repository else { return .failure(.other(.notFound)) }
      let text = write.body
      if let draft, let text {
        try? drafts?.save(CommentDraft(text: text, sentSince: now), for: draft)
      }
      do throws(PullRequestWriteError) {
        let written = try await backend.write(write, pullRequest: reference.number, in: repository)
        if let draft { try? drafts?.delete(draft) }
        return .success(written)
      } catch {
        if let draft, let text { try? drafts?.save(CommentDraft(text: text), for: draft) }
        switch error {
        case .lineOutsideDiff:
          _ = logger.logged(.conflict, underlying: error)
          return .failure(.lineOutsideDiff)
        case .headChanged:
          _ = logger.logged(.conflict, underlying: error)
          return .failure(.moved)
        case .refused(let message), .notMergeable(let message):
          _ = logger.logged(.conflict, underlying: error)
          return .failure(.refused(message: message))
        case .repository(let cause):
          let useCase = IssueUseCaseError(cause)
          return .failure(
            .other(logger.logged(AppError(issuesFailure: useCase), underlying: cause)))
        }
      }
    }
  }

  /// Looks for the text of a restored draft that may have been sent: found, the draft goes;
  /// not found with every thread read, it is kept as unsent; `nil` when GitHub couldn't be
  /// read (logged once, here), and the draft stays as it was.
  public func lookForDraft(_ draft: ReviewDraftLook)
    -> @Sendable () async -> ReviewCommentLook.Outcome?
  {
    let (reader, logger, drafts) = (features[ReviewEnvironment.self].threads, logger, drafts)
    return {
      do throws(AppError) {
        let outcome = try await Self.crossing(logger) {
          () async throws(IssueRepositoryError) in
          try await draft.look.run(on: reader)
        }
        switch outcome {
        case .stored: try? drafts?.delete(draft.draft)
        case .notStored: try? drafts?.save(CommentDraft(text: draft.look.body), for: draft.draft)
        case .unknown: break
        }
        return outcome
      } catch {
        return nil
      }
    }
  }

  /// The pull request's node id, the account's pending review and its viewed files.
  public func reviewState(in repository: RepositoryName, number: Int)
    -> @Sendable () async throws(AppError) -> ReviewState
  {
    let (backend, logger) = (features[ReviewEnvironment.self].reviews, logger)
    return { () async throws(AppError) -> ReviewState in
      try await Self.crossing(logger) { () async throws(IssueRepositoryError) in
        try await backend.reviewState(in: repository, pullRequest: number)
      }
    }
  }
}
