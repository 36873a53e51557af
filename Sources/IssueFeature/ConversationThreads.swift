import IssueDomain

/// A pull request's review threads as its conversation shows them: under the review each was
/// begun in. Hashed by a few cheap fields and compared whole, as the page's layout key is: two
/// values of one read share their storage, which arrays compare first, so a frame costs the
/// same with a thousand threads as with none; and a page read adds its threads alone.
public struct ConversationThreads: Hashable, Sendable {
  public static let none = ConversationThreads([])

  public private(set) var threads: [ReviewThread] = []
  /// The threads by the node id of the review they were begun in, in the order read.
  public private(set) var byReview: [String: [ReviewThread]] = [:]

  public init(_ threads: [ReviewThread]) {
    add(threads)
  }

  /// `page`'s threads after those read before.
  public mutating func add(_ page: some Collection<ReviewThread>) {
    threads.append(contentsOf: page)
    for thread in page {
      guard let review = thread.reviewID else { continue }
      byReview[review, default: []].append(thread)
    }
  }

  /// The threads begun in the review with node id `review`.
  public func started(in review: String) -> [ReviewThread] {
    review.isEmpty ? [] : byReview[review] ?? []
  }

  public static func == (a: ConversationThreads, b: ConversationThreads) -> Bool {
    a.threads == b.threads
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(threads.count)
    hasher.combine(threads.last?.id)
  }
}
