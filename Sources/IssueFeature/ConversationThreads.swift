import IssueDomain

/// A pull request's review threads as its conversation shows them: under the review each was
/// begun in. Hashed by a few cheap fields and compared whole, as the page's layout key is: two
/// values of one read share their storage, which a dictionary compares first, so a frame costs
/// the same with a thousand threads as with none; and a page read adds its threads alone.
public struct ConversationThreads: Hashable, Sendable {
  public static let none = ConversationThreads([])

  /// The threads by the node id of the review they were begun in, in the order read.
  public private(set) var byReview: [String: [ReviewThread]] = [:]
  /// How many threads were read, in a review or not.
  public private(set) var count = 0
  /// The last thread read's id, for the hash.
  private var lastID: String?

  public init(_ threads: some Collection<ReviewThread>) {
    add(threads)
  }

  /// `page`'s threads after those read before.
  public mutating func add(_ page: some Collection<ReviewThread>) {
    count += page.count
    for thread in page {
      lastID = thread.id
      guard let review = thread.reviewID else { continue }
      byReview[review, default: []].append(thread)
    }
  }

  /// The threads begun in the review with node id `review`.
  public func started(in review: String) -> [ReviewThread] {
    review.isEmpty ? [] : byReview[review] ?? []
  }

  public static func == (a: ConversationThreads, b: ConversationThreads) -> Bool {
    a.count == b.count && a.byReview == b.byReview
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    hasher.combine(lastID)
  }
}
