import FoundationEssentials
import IssueDomain
import SystemSupport

/// What the demo server has been told to change about comments: texts edited, comments
/// deleted, and the signed-in account's reactions to each, per repository and comment id, laid
/// over the catalog's (and the run's own) comments by every read.
///
/// A class behind a lock, shared by every copy of the repository value, like `DemoWriteLedger`.
/// Bounded by the comments that exist: one entry per comment at most.
final class DemoCommentLedger: Sendable {
  private struct Key: Hashable {
    var repository: RepositoryName
    var id: Int
  }

  private struct State {
    var edits: [Key: (body: String, at: Date)] = [:]
    var deleted: Set<Key> = []
    var reactions: [Key: [Reaction: Int]] = [:]
    var nextReactionID = DemoCommentLedger.firstReactionID
  }

  /// Reactions to comments get ids from here up, clear of the bodies' (`DemoWriteLedger`).
  static let firstReactionID = 30_000_000

  private let state = Locked(State())

  init() {}

  /// `comment` as the writes left it, or `nil` once deleted.
  func applied(to comment: Comment, in repository: RepositoryName) -> Comment? {
    let key = Key(repository: repository, id: comment.id)
    let (edit, deleted, mine) = state.withLock {
      ($0.edits[key], $0.deleted.contains(key), $0.reactions[key] ?? [:])
    }
    guard !deleted else { return nil }
    var result = comment
    if let edit {
      result.body = edit.body
      result.updatedAt = edit.at
    }
    // The catalog's counts are everyone else's; the account's own are added to them.
    for reaction in mine.keys { result.reactions[reaction] += 1 }
    return result
  }

  /// Replaces comment `id`'s text.
  func edit(_ id: Int, in repository: RepositoryName, body: String, at date: Date) {
    state.withLock { $0.edits[Key(repository: repository, id: id)] = (body, date) }
  }

  /// Deletes comment `id`.
  func delete(_ id: Int, in repository: RepositoryName) {
    state.withLock { state in
      let key = Key(repository: repository, id: id)
      state.deleted.insert(key)
      state.edits[key] = nil
      state.reactions[key] = nil
    }
  }

  /// The signed-in account's reactions to comment `id`, with their ids.
  func reactions(toComment id: Int, in repository: RepositoryName) -> [Reaction: Int] {
    state.withLock { $0.reactions[Key(repository: repository, id: id)] ?? [:] }
  }

  /// Adds the account's `reaction` to comment `id`, unless it has it.
  func addReaction(_ reaction: Reaction, toComment id: Int, in repository: RepositoryName) {
    state.withLock { state in
      let key = Key(repository: repository, id: id)
      guard state.reactions[key]?[reaction] == nil else { return }
      state.reactions[key, default: [:]][reaction] = state.nextReactionID
      state.nextReactionID += 1
    }
  }

  /// Takes away the reaction `reactionID`; false when comment `id` has no reaction of the
  /// account's with that id (GitHub's 404).
  func deleteReaction(_ reactionID: Int, fromComment id: Int, in repository: RepositoryName)
    -> Bool
  {
    state.withLock { state in
      let key = Key(repository: repository, id: id)
      guard let reaction = state.reactions[key]?.first(where: { $0.value == reactionID })?.key
      else { return false }
      state.reactions[key]?[reaction] = nil
      return true
    }
  }
}
