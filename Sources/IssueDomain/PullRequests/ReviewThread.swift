/// A review thread: comments on one line or a range of lines of one file, on one side of the
/// diff. An outdated thread's line is gone from the diff (`line` nil): it is shown at the end
/// of its file with the hunk it was made on.
public struct ReviewThread: Hashable, Sendable, Identifiable {
  /// GitHub's node id: what resolving it names.
  public var id: String
  public var path: String
  /// The range's last line (the only one of a single-line thread), on `side`; nil once
  /// outdated.
  public var line: Int?
  /// The range's first line, for a multi-line thread.
  public var startLine: Int?
  public var side: DiffSide
  public var isResolved: Bool
  public var isOutdated: Bool
  /// Its comments, oldest first, as many as were read.
  public var comments: [ReviewComment]
  /// How many it has, read or not.
  public var commentCount: Int

  public init(
    id: String, path: String, line: Int?, startLine: Int? = nil, side: DiffSide = .right,
    isResolved: Bool = false, isOutdated: Bool = false, comments: [ReviewComment],
    commentCount: Int? = nil
  ) {
    self.id = id
    self.path = path
    self.line = line
    self.startLine = startLine
    self.side = side
    self.isResolved = isResolved
    self.isOutdated = isOutdated || line == nil
    self.comments = comments
    self.commentCount = max(commentCount ?? comments.count, comments.count)
  }

  /// Whether it is still in the account's pending review alone.
  public var isPending: Bool { !comments.isEmpty && comments.allSatisfy(\.isPending) }

  /// The node id of the review it was begun in: its first comment's.
  public var reviewID: String? { comments.first?.reviewID }
}
