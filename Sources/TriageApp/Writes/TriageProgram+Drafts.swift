import AppCore
import ErrorHandling
import FoundationEssentials
import IssueDomain
import SharedWrites
import TerminalUI

/// Nothing typed is lost: whatever is still in a composer or unsent when the program ends is
/// saved by `keepUnsentDrafts`.
extension TriageProgram {
  /// The texts that must outlive the program: the writes' (every comment still unsent, every
  /// text a composer was closed on), and every composer's non-blank text. One draft per issue,
  /// the newest: an open composer's is newer than the writes'.
  public func unsentDrafts(_ state: AppState) -> [DraftKey: String] {
    unsentCommentDrafts(state).mapValues(\.text)
  }

  /// `unsentDrafts`, each saying whether its comment may already be on the server.
  public func unsentCommentDrafts(_ state: AppState) -> [DraftKey: CommentDraft] {
    var drafts = writes.unsentDrafts(state.writes)
    for entry in state.navigation.entries {
      guard let draft = entry.screen.unsentDraft(host: environment.host) else { continue }
      drafts[draft.key] = writes.marked(
        draft.text, for: draft.key, state.writes, unsent: drafts[draft.key])
    }
    return drafts
  }

  /// Saves `unsentDrafts` off the loop: before a sign-out throws the screens away.
  func keepUnsentDraftsLater(_ state: AppState) -> Effect<AppAction> {
    let drafts = unsentCommentDrafts(state)
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
    return Self.save(unsentCommentDrafts(state), in: keeper, logger: environment.logger)
  }

  /// Saves each draft, logging the ones that fail; returns the keys saved.
  @discardableResult
  private static func save(
    _ drafts: [DraftKey: CommentDraft], in keeper: any DraftKeeping, logger: any ErrorLogging
  ) -> [DraftKey] {
    var saved: [DraftKey] = []
    for (key, draft) in drafts {
      do throws(DraftError) {
        try keeper.save(draft, for: key)
        saved.append(key)
      } catch {
        logger.log(AppError.unknown(error), underlying: error)
      }
    }
    return saved
  }
}
