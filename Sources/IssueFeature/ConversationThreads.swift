import IssueDomain

/// A pull request's review threads as its conversation shows them: under the review each was
/// begun in. Compared and hashed by a digest made once, so the page's layout key costs the same
/// per frame with a thousand threads as with none (two values of one read share their storage,
/// and arrays compare that first).
public struct ConversationThreads: Hashable, Sendable {
  public static let none = ConversationThreads([])

  public let threads: [ReviewThread]
  /// The threads by the node id of the review they were begun in, in the order read.
  public let byReview: [String: [ReviewThread]]
  private let digest: Int

  public init(_ threads: [ReviewThread]) {
    self.threads = threads
    var byReview: [String: [ReviewThread]] = [:]
    for thread in threads {
      guard let review = thread.reviewID else { continue }
      byReview[review, default: []].append(thread)
    }
    self.byReview = byReview
    var hasher = Hasher()
    hasher.combine(threads)
    digest = hasher.finalize()
  }

  /// The threads begun in the review with node id `review`.
  public func started(in review: String) -> [ReviewThread] {
    review.isEmpty ? [] : byReview[review] ?? []
  }

  public static func == (a: ConversationThreads, b: ConversationThreads) -> Bool {
    a.digest == b.digest && a.threads == b.threads
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(digest) }
}
