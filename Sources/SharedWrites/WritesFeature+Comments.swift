import AppCore
import ErrorHandling
import FoundationEssentials
import IssueDomain
import TerminalUI

/// Comments as writes: the composer's text goes through `PendingWrites` as its comment kind, so
/// it shows at once as pending, and then takes the server's answer or rolls back. Nothing typed
/// is lost: a draft is saved when a comment is sent and deleted when the server has it.
extension WritesFeature {
  /// Enter in the composer: the comment is sent as a write, which keeps it as a draft until
  /// the server has it (`AppEnvironment.keepingDraft`).
  public func sendComment(
    _ body: String, to repository: RepositoryName, number: Int, _ state: inout WritesState
  ) -> WritesUpdate {
    state.closedDrafts[draftKey(repository, number)] = nil
    // The attempt's time bounds the re-send check's look-back; it is read when Enter is
    // pressed, from the environment's (injected) clock.
    let attempt: CommentAttempt
    do throws(IssueUseCaseError) {
      attempt = try CommentAttempt(
        body: body, to: number, in: repository, author: nil, startedAt: environment.now())
    } catch {
      // The composer checked the text already; a blank one never gets here.
      return .none
    }
    return beginComment(attempt, &state)
  }

  /// Starts the comment as a write (refused, with a status, while one to the issue is pending).
  /// The same text as the comment that failed on this issue (waiting for Retry, or dismissed
  /// or replaced after a failure that may have stored it) is that comment again (its restored
  /// draft, sent with Enter instead of `R`): it goes as Retry does, through the check, so a
  /// first attempt that was stored after all is not posted twice.
  public func beginComment(_ attempt: CommentAttempt, _ state: inout WritesState) -> WritesUpdate {
    let reference = IssueReference(repository: attempt.repository, number: attempt.number)
    func isSame(_ entry: PendingWrites.Entry?) -> Bool {
      guard case .comment(let failed)? = entry?.write, case .failed? = entry?.phase else {
        return false
      }
      return IssueText.same(failed.body, attempt.body)
    }
    let again =
      isSame(state.pending.entries[reference])
      ? state.pending.retry(reference)
      : isSame(state.pending.uncertainComments[reference])
        ? state.pending.resendUncertain(reference) : nil
    if let again { return WritesUpdate(effect: send(again, to: reference)) }
    return begin(.comment(attempt), on: reference, &state)
  }

  /// A restored draft whose send, begun at `since` in an earlier run, may have reached the
  /// server: it is looked for now, before it is offered as unsent, and remembered as uncertain
  /// meanwhile, so Enter looks first too (`beginComment`).
  public func lookForDraft(
    _ body: String, to repository: RepositoryName, number: Int, since: Date,
    _ state: inout WritesState
  ) -> WritesUpdate {
    let reference = IssueReference(repository: repository, number: number)
    do throws(IssueUseCaseError) {
      state.pending.rememberUncertain(
        try CommentAttempt(body: body, to: number, in: repository, author: nil, startedAt: since))
    } catch {
      // A blank or overlong draft is no comment: nothing was sent.
      return .none
    }
    guard let entry = state.pending.uncertainComments[reference] else { return .none }
    return WritesUpdate(effect: check(entry.write, on: reference, serial: entry.serial))
  }

  /// The look for a restored draft: found, the comment is shown and the composer lets the
  /// text go; not found, the draft is an unsent text; the look failed, Enter looks again.
  public func draftChecked(
    _ reference: IssueReference, _ result: Result<WriteCheck<WriteAnswer>, WriteFailure>,
    _ state: inout WritesState
  ) -> WritesUpdate {
    guard let entry = state.pending.uncertainComments[reference] else { return .none }
    switch result {
    case .success(.applied(let answer)):
      state.pending.forgetUncertain(reference)
      var delegates: [WritesDelegate] = []
      if case .comment(let comment, _) = answer {
        state.pending.rememberPosted(comment, on: reference)
        delegates.append(.news(.commentPosted(comment, on: reference)))
      }
      delegates.append(
        .status(.saved(entry.write, number: reference.number, alreadyApplied: true)))
      return WritesUpdate(delegates: delegates)
    case .success(.notApplied):
      state.pending.forgetUncertain(reference)
      return .delegate(.news(.draftNotPosted(reference)))
    case .failure:
      return .none
    }
  }

  /// The texts of the writes that must outlive the program: every comment still unsent (in
  /// flight, or failed and waiting for Retry), and every text a composer was closed on and not
  /// sent since. One draft per issue, the newest: a closed text is newer than the unsent
  /// comment (sending clears it). A comment that may have reached the server (in flight, or
  /// failed without an answer) is saved as such, so the next run looks before posting it.
  public func unsentDrafts(_ state: WritesState) -> [DraftKey: CommentDraft] {
    var drafts: [DraftKey: CommentDraft] = [:]
    for entry in state.pending.entries.values {
      guard case .comment(let attempt) = entry.write else { continue }
      drafts[draftKey(attempt.repository, attempt.number)] = CommentDraft(
        text: attempt.body, sentSince: entry.mayHaveReachedServer ? attempt.startedAt : nil)
    }
    for (key, text) in state.closedDrafts {
      drafts[key] = marked(text, for: key, state, unsent: drafts[key])
    }
    return drafts
  }

  /// `text` as the draft for `key`: still a comment that may have been posted when it is that
  /// comment's text.
  public func marked(
    _ text: String, for key: DraftKey, _ state: WritesState, unsent: CommentDraft?
  ) -> CommentDraft {
    let reference = IssueReference(repository: key.repository, number: key.number)
    var candidates = [unsent].compactMap { $0 }
    if case .comment(let attempt)? = state.pending.uncertainComments[reference]?.write {
      candidates.append(CommentDraft(text: attempt.body, sentSince: attempt.startedAt))
    }
    let sent = candidates.first { $0.sentSince != nil && IssueText.same($0.text, text) }
    return CommentDraft(text: text, sentSince: sent?.sentSince)
  }

}
