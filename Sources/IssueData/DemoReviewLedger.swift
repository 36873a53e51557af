import FoundationEssentials
import IssueDomain
import SystemSupport

/// What the demo server remembers of its pull requests' reviews: threads and replies added,
/// comments edited or deleted, threads resolved or not, the account's pending review started,
/// submitted or discarded, and files viewed. A class behind a lock, shared by every copy of the
/// repository value; bounded per pull request.
final class DemoReviewLedger: Sendable {
  /// The most threads, replies and viewed files kept on one pull request.
  static let limit = 500

  fileprivate struct Key: Hashable {
    var repository: RepositoryName
    var number: Int
  }

  fileprivate struct Entry {
    var added: [ReviewThread] = []
    var replies: [String: [ReviewComment]] = [:]
    var edits: [String: String] = [:]
    var deleted: Set<String> = []
    var resolved: [String: Bool] = [:]
    /// The pending review: nil until the ledger knows (the demo's own, if it has one), then
    /// `.some(nil)` once submitted or discarded.
    var pendingReview: String??
    /// Pending comments made public by a submitted review.
    var submitted: Set<String> = []
    /// Pending comments gone with a discarded review.
    var discarded: Set<String> = []
    var viewed: Set<String>?
    /// Reviews submitted in this run, oldest first: the conversation shows them.
    var reviews: [SubmittedReview] = []
    var serial = 0
  }

  private let state = Locked([Key: Entry]())

  init() {}

  /// `threads` as the ledger's changes leave them.
  func applied(to threads: [ReviewThread], of number: Int, in repository: RepositoryName)
    -> [ReviewThread]
  {
    guard let entry = state.withLock({ $0[Key(repository: repository, number: number)] }) else {
      return threads
    }
    return (threads + entry.added).compactMap { thread in
      var thread = thread
      thread.comments += entry.replies[thread.id] ?? []
      thread.comments = thread.comments.compactMap { comment in
        guard !entry.deleted.contains(comment.id), !entry.discarded.contains(comment.id) else {
          return nil
        }
        var comment = comment
        if let body = entry.edits[comment.id] { comment.body = body }
        if entry.submitted.contains(comment.id) { comment.isPending = false }
        return comment
      }
      guard !thread.comments.isEmpty else { return nil }
      thread.commentCount = thread.comments.count
      if let resolved = entry.resolved[thread.id] { thread.isResolved = resolved }
      return thread
    }
  }

  /// The reviews submitted on `number` in this run, oldest first.
  func submittedReviews(of number: Int, in repository: RepositoryName) -> [SubmittedReview] {
    state.withLock { $0[Key(repository: repository, number: number)]?.reviews ?? [] }
  }

  /// The pending review's id: `initial` (the demo's own) until the ledger changed it.
  func pendingReview(of number: Int, in repository: RepositoryName, initial: String?) -> String? {
    state.withLock { state in
      state[Key(repository: repository, number: number)]?.pendingReview ?? initial
    }
  }

  /// The files viewed: `initial` until the ledger changed them.
  func viewed(of number: Int, in repository: RepositoryName, initial: Set<String>) -> Set<String> {
    state.withLock { $0[Key(repository: repository, number: number)]?.viewed ?? initial }
  }

  /// Changes the entry of pull request `number` under the lock.
  @discardableResult
  func change<T>(
    _ number: Int, in repository: RepositoryName, _ body: (inout Change) -> T
  ) -> T {
    state.withLock { state in
      let key = Key(repository: repository, number: number)
      var change = Change(entry: state[key] ?? Entry())
      let result = body(&change)
      state[key] = change.entry
      return result
    }
  }

  /// One pull request's entry, changed through the demo's writes.
  struct Change {
    fileprivate var entry: Entry

    /// A new id of `prefix`'s kind, unique in the pull request.
    mutating func id(_ prefix: String) -> String {
      entry.serial += 1
      return "\(prefix)_demoNew\(entry.serial)"
    }

    /// A new review's number, unlike any the demo's own reviews have.
    mutating func reviewNumber() -> Int {
      entry.serial += 1
      return 20_000 + entry.serial
    }

    var isFull: Bool {
      entry.added.count >= DemoReviewLedger.limit
        || entry.replies.values.map(\.count).reduce(0, +) >= DemoReviewLedger.limit
    }

    mutating func add(_ thread: ReviewThread) { entry.added.append(thread) }
    mutating func reply(_ comment: ReviewComment, to thread: String) {
      entry.replies[thread, default: []].append(comment)
    }
    mutating func edit(_ comment: String, to body: String) { entry.edits[comment] = body }
    mutating func delete(_ comment: String) { entry.deleted.insert(comment) }
    mutating func resolve(_ thread: String, _ resolved: Bool) { entry.resolved[thread] = resolved }
    mutating func setPendingReview(_ id: String?) { entry.pendingReview = .some(id) }
    mutating func submit(_ comments: [String], as review: SubmittedReview) {
      entry.submitted.formUnion(comments)
      record(review)
    }
    /// A review given in this run, for the conversation.
    mutating func record(_ review: SubmittedReview) {
      if entry.reviews.count < DemoReviewLedger.limit { entry.reviews.append(review) }
    }
    mutating func discard(_ comments: [String]) { entry.discarded.formUnion(comments) }
    mutating func view(_ path: String, _ viewed: Bool, initial: Set<String>) {
      var paths = entry.viewed ?? initial
      if viewed, paths.count < DemoReviewLedger.limit { paths.insert(path) }
      if !viewed { paths.remove(path) }
      entry.viewed = paths
    }
  }
}
