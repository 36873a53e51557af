import FoundationEssentials
import ScreenState

/// The look before a review comment's text is sent again, when an earlier send of it may have
/// reached GitHub (the program quit, or the answer was lost, while it was on its way): the pull
/// request's threads are read, every page, and the text is looked for where it was going, no
/// older than the send (less `AddComment.clockSkew`). Reading is all it does.
public struct ReviewCommentLook: Hashable, Sendable {
  /// Where the comment was going.
  public enum Place: Hashable, Sendable {
    /// A new thread ending on `line` of `path`, on `side`.
    case line(path: String, line: Int, side: DiffSide)
    /// A reply to the thread with this node id.
    case thread(String)
    /// An edit of the comment with this node id.
    case comment(String)
  }

  /// What the look found.
  public enum Outcome: Hashable, Sendable {
    /// GitHub has the text there: it was sent.
    case stored
    /// Every thread was read, and the text isn't there: it wasn't.
    case notStored
    /// Not every thread could be read (more pages than are followed): it may have been.
    case unknown
  }

  /// The most pages of threads read: as many as the pull request page follows.
  public static let pageLimit = 30

  public var repository: RepositoryName
  public var number: Int
  public var place: Place
  public var body: String
  /// When the send whose outcome isn't known began.
  public var since: Date

  public init(
    repository: RepositoryName, number: Int, place: Place, body: String, since: Date
  ) {
    self.repository = repository
    self.number = number
    self.place = place
    self.body = body
    self.since = since
  }

  /// Reads the threads from `reader` and looks; a failure to read is the caller's to say.
  public func run(on reader: any PullRequestReading) async throws(IssueRepositoryError)
    -> Outcome
  {
    var cursor: PageCursor?
    var seen: Set<PageCursor> = []
    for _ in 0..<Self.pageLimit {
      let page = try await reader.reviewThreads(
        in: repository, pullRequest: number, after: cursor)
      if page.items.contains(where: holds) { return .stored }
      guard let next = page.nextCursor else { return .notStored }
      // A cursor that repeats would read the same page for ever, and what it hides is unknown.
      guard seen.insert(next).inserted else { return .unknown }
      cursor = next
    }
    return .unknown
  }

  /// Whether `thread` holds the text where it was going.
  public func holds(_ thread: ReviewThread) -> Bool {
    let earliest = since.addingTimeInterval(-AddComment.clockSkew)
    func isSent(_ comment: ReviewComment) -> Bool {
      IssueText.same(comment.body, body) && (comment.createdAt.map { $0 >= earliest } ?? true)
    }
    switch place {
    case .line(let path, let line, let side):
      return thread.path == path && thread.line == line && thread.side == side
        && thread.comments.contains(where: isSent)
    case .thread(let id):
      return thread.id == id && thread.comments.contains(where: isSent)
    case .comment(let id):
      // An edit keeps the comment's time: its text alone says whether it was made.
      return thread.comments.contains { $0.id == id && IssueText.same($0.body, body) }
    }
  }
}
