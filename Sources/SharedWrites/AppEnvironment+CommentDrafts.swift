import AppCore
import ErrorHandling
import FoundationEssentials
import IssueDomain
import TerminalUI

/// Nothing typed is lost while a comment is on its way: the write that sends it saves it as
/// the issue's draft first and deletes the draft once the server has it, in that order, in one
/// effect (two effects would race, and a delete that ran first would leave a sent comment's
/// draft behind). A failure leaves the draft for the next `c`.
///
/// The draft is the user's newest text for the issue, and a re-send's is older than any text
/// closed since its first attempt (restored, edited, Esc): a re-send saves only when there is
/// no draft or it is the comment's own text, and a success deletes the draft only while it is
/// still the comment's own text. While the comment is on its way its draft says so
/// (`CommentDraft.sentSince`), until an answer says whether the server has it.
extension AppEnvironment {
  public func keepingDraft(
    of write: IssueWrite, resending: Bool,
    _ sending: @escaping @Sendable () async -> Result<WriteAnswer, WriteFailure>
  ) -> @Sendable () async -> Result<WriteAnswer, WriteFailure> {
    guard case .comment(let attempt) = write, let drafts else { return sending }
    let key = DraftKey(host: host, repository: attempt.repository, number: attempt.number)
    let logger = self.logger
    return {
      // Saved as on its way: should the program end before the answer, the next run looks
      // for the stored comment before it posts the text again.
      Self.updateDraft(key, in: drafts, logger: logger) { draft in
        guard let draft else { return .save(attempt.body, sentSince: attempt.startedAt) }
        guard resending, !IssueText.same(draft.text, attempt.body) else {
          return .save(attempt.body, sentSince: attempt.startedAt)
        }
        return .leave
      }
      let result = await sending()
      switch result {
      case .success:
        Self.updateDraft(key, in: drafts, logger: logger) { draft in
          draft?.text == attempt.body ? .delete : .leave
        }
      case .failure(let failure) where !failure.mayHaveBeenApplied && !resending:
        // Certainly not stored: the draft is an unsent text again. (A re-send's failure says
        // nothing of the attempt before it, which may be stored; only a look clears that.)
        Self.updateDraft(key, in: drafts, logger: logger) { draft in
          draft?.text == attempt.body && draft?.sentSince != nil
            ? .save(attempt.body, sentSince: nil) : .leave
        }
      case .failure:
        break
      }
      return result
    }
  }

  /// A comment's edit keeps its text as that comment's draft while it is on its way, and the
  /// draft goes once the server has the text: a refused or lost edit is there for the next `e`.
  public func keepingEditDraft(
    of write: IssueWrite, on reference: IssueReference,
    _ sending: @escaping @Sendable () async -> Result<WriteAnswer, WriteFailure>
  ) -> @Sendable () async -> Result<WriteAnswer, WriteFailure> {
    guard case .commentChange(.edit(let id, let body, _)) = write, let drafts,
      let repository = reference.repository
    else { return sending }
    let key = DraftKey(host: host, repository: repository, number: reference.number, comment: id)
    let logger = self.logger
    return {
      Self.updateDraft(key, in: drafts, logger: logger) { _ in .save(body, sentSince: nil) }
      let result = await sending()
      if case .success = result {
        Self.updateDraft(key, in: drafts, logger: logger) { draft in
          draft?.text == body ? .delete : .leave
        }
      }
      return result
    }
  }

  /// After a check: a comment found stored takes its draft with it; one found not stored
  /// leaves an unsent text.
  public func deletingDraftWhenStored(
    of write: IssueWrite,
    _ checking: @escaping @Sendable () async -> Result<WriteCheck<WriteAnswer>, WriteFailure>
  ) -> @Sendable () async -> Result<WriteCheck<WriteAnswer>, WriteFailure> {
    guard case .comment(let attempt) = write, let drafts else { return checking }
    let key = DraftKey(host: host, repository: attempt.repository, number: attempt.number)
    let logger = self.logger
    return {
      let result = await checking()
      switch result {
      case .success(.applied):
        Self.updateDraft(key, in: drafts, logger: logger) { draft in
          draft.map { IssueText.same($0.text, attempt.body) } == true ? .delete : .leave
        }
      case .success(.notApplied):
        Self.updateDraft(key, in: drafts, logger: logger) { draft in
          draft?.text == attempt.body && draft?.sentSince != nil
            ? .save(attempt.body, sentSince: nil) : .leave
        }
      case .failure:
        break
      }
      return result
    }
  }

  /// What to do with an issue's draft, given the one on disk.
  public enum DraftUpdate {
    case save(String, sentSince: Date?)
    case delete
    case leave
  }

  /// Reads the draft at `key`, and saves, deletes or leaves it as `decide` says; failures are
  /// logged (nothing is shown: the comment's own outcome is what the user sees).
  public static func updateDraft(
    _ key: DraftKey, in drafts: any DraftKeeping, logger: any ErrorLogging,
    _ decide: (CommentDraft?) -> DraftUpdate
  ) {
    do throws(DraftError) {
      switch decide(try drafts.loadDraft(key)) {
      case .save(let text, let sentSince):
        try drafts.save(CommentDraft(text: text, sentSince: sentSince), for: key)
      case .delete:
        try drafts.delete(key)
      case .leave:
        break
      }
    } catch {
      logger.log(AppError.unknown(error), underlying: error)
    }
  }
}
