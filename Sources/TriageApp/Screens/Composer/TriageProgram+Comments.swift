import ErrorHandling
import Foundation
import IssueDomain
import TerminalUI

/// Comments in the app: the composer's text becomes a pending write, and nothing typed is lost
/// (a draft is saved when a comment is sent and deleted when the server has it; whatever is
/// still in a composer or unsent when the program ends is saved by `keepUnsentDrafts`).
extension TriageProgram {
  /// `c`: the composer for the issue.
  func compose(on repository: RepositoryName, number: Int, _ state: inout AppState)
    -> Effect<AppAction>
  {
    push(&state) { screen(for: .composer(repository, number: number), id: $0) }
  }

  /// Enter in the composer: the comment is sent as a write, which keeps it as a draft until
  /// the server has it (`AppEnvironment.keepingDraft`).
  func sendComment(
    _ body: String, to repository: RepositoryName, number: Int, _ state: inout AppState
  ) -> Effect<AppAction> {
    state.closedDrafts[DraftKey(host: environment.host, repository: repository, number: number)] =
      nil
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

  /// Esc in the composer: its text (or, emptied, nothing) is the issue's draft. The effect the
  /// composer returned saves it; the app remembers it too, until it is sent, so an end of the
  /// program before that effect ran still keeps it.
  func closedDraft(
    _ text: String?, on repository: RepositoryName, number: Int, _ state: inout AppState
  ) -> Effect<AppAction> {
    state.closedDrafts[DraftKey(host: environment.host, repository: repository, number: number)] =
      text
    return .none
  }

  /// The texts that must outlive the program: every comment still unsent (in flight, or
  /// failed and waiting for Retry), every text a composer was closed on and not sent since,
  /// and every composer's non-blank text. One draft per issue, the newest: a closed text is
  /// newer than the unsent comment (sending clears it), and an open composer newer still.
  public func unsentDrafts(_ state: AppState) -> [DraftKey: String] {
    var drafts: [DraftKey: String] = [:]
    for attempt in unsentComments(state) {
      let key = DraftKey(
        host: environment.host, repository: attempt.repository, number: attempt.number)
      drafts[key] = attempt.body
    }
    drafts.merge(state.closedDrafts) { _, closed in closed }
    for entry in state.navigation.entries {
      guard let draft = entry.screen.unsentDraft(host: environment.host) else { continue }
      drafts[draft.key] = draft.text
    }
    return drafts
  }

  /// Saves `unsentDrafts` off the loop: before a sign-out throws the screens away.
  func keepUnsentDraftsLater(_ state: AppState) -> Effect<AppAction> {
    let drafts = unsentDrafts(state)
    guard let keeper = environment.drafts, !drafts.isEmpty else { return .none }
    let logger = environment.logger
    return .run { _ in Self.save(drafts, in: keeper, logger: logger) }
  }

  /// Saves `unsentDrafts` now, synchronously: called when the program has ended (a quit,
  /// `:signout`, Ctrl-C, a termination signal turned into a quit, a closed terminal). Failures
  /// are logged; there is no screen left to show them on. Returns the drafts saved.
  @discardableResult
  public func keepUnsentDrafts(_ state: AppState) -> [DraftKey] {
    guard let keeper = environment.drafts else { return [] }
    return Self.save(unsentDrafts(state), in: keeper, logger: environment.logger)
  }

  /// Saves each draft, logging the ones that fail; returns the keys saved.
  @discardableResult
  private static func save(
    _ drafts: [DraftKey: String], in keeper: any DraftKeeping, logger: any ErrorLogging
  ) -> [DraftKey] {
    var saved: [DraftKey] = []
    for (key, text) in drafts {
      do throws(DraftError) {
        try keeper.save(text, for: key)
        saved.append(key)
      } catch {
        logger.log(AppError.unknown(error), underlying: error)
      }
    }
    return saved
  }
}
