import AppCore
import FoundationEssentials
import IssueDomain

/// What a review comment the composer writes is for: lines of a file of the pull request's
/// diff, or a thread it replies to, and whether it goes into the account's pending review or
/// is seen at once (Ctrl-T in the composer turns one into the other).
public struct ReviewCommentTarget: Hashable, Sendable {
  public enum Place: Hashable, Sendable {
    /// Lines of `path` at `commitID`: `line` on `side`, from `startLine` on `startSide` for a
    /// range.
    case lines(
      path: String, line: Int, side: DiffSide, startLine: Int?, startSide: DiffSide?,
      commitID: String)
    /// A reply to thread `threadID`.
    case reply(threadID: String)
    /// An edit of the account's review comment `commentID`.
    case edit(commentID: String)
  }

  public var repository: RepositoryName
  public var number: Int
  public var place: Place
  /// The account's pending review, when it has one.
  public var pendingReviewID: String?
  /// Into the pending review (started by this comment when there is none) rather than seen
  /// at once.
  public var intoPendingReview: Bool
  /// What the composer opens with: a suggestion's block of the lines it proposes to change,
  /// or the text of the comment edited.
  public var openingText: String?

  public init(
    repository: RepositoryName, number: Int, place: Place, pendingReviewID: String?,
    intoPendingReview: Bool,
    openingText: String? = nil
  ) {
    self.repository = repository
    self.number = number
    self.place = place
    self.pendingReviewID = pendingReviewID
    self.intoPendingReview = intoPendingReview
    self.openingText = openingText
  }

  public var reference: IssueReference { IssueReference(repository: repository, number: number) }

  /// Whether it can go into the pending review or be seen at once (an edit can't).
  public var choosesMode: Bool {
    switch place {
    case .lines: true
    // A reply goes into a review only when one is pending: it can't start one.
    case .reply: pendingReviewID != nil
    case .edit: false
    }
  }

  /// The look for `body` here, sent since `since`.
  public func look(for body: String, since: Date) -> ReviewCommentLook {
    let place: ReviewCommentLook.Place =
      switch self.place {
      case .lines(let path, let line, let side, _, _, _): .line(path: path, line: line, side: side)
      case .reply(let thread): .thread(thread)
      case .edit(let comment): .comment(comment)
      }
    return ReviewCommentLook(
      repository: repository, number: number, place: place, body: body, since: since)
  }

  /// Where its draft is kept: one per file, side and lines, or per thread.
  public var anchor: String {
    switch place {
    case .lines(let path, let line, let side, let startLine, let startSide, _):
      let start = startLine.map { "\(startSide?.rawValue ?? side.rawValue):\($0)-" } ?? ""
      return "\(path)@\(start)\(side.rawValue):\(line)"
    case .reply(let thread):
      return "thread:\(thread)"
    case .edit(let comment):
      return "comment:\(comment)"
    }
  }

  /// The write that sends `body` here.
  public func write(_ body: String) -> ReviewWrite {
    let review = intoPendingReview ? pendingReviewID : nil
    switch place {
    case .lines(let path, let line, let side, let startLine, let startSide, let commit):
      let comment = LineComment(
        path: path, line: line, side: side, startLine: startLine, startSide: startSide,
        body: body, commitID: commit)
      return intoPendingReview
        ? .addToPendingReview(comment, reviewID: review) : .comment(comment)
    case .reply(let thread):
      return .reply(threadID: thread, body: body, reviewID: review)
    case .edit(let comment):
      return .editComment(id: comment, body: body)
    }
  }

  /// The text a suggestion opens with: GitHub's `suggestion` block holding `lines`.
  public static func suggestionBlock(_ lines: [Substring]) -> String {
    "```suggestion\n" + lines.joined(separator: "\n") + "\n```"
  }
}

/// A review comment the composer was sent with: for the feature that makes review writes,
/// which takes it as its own request.
public struct ComposedReviewComment: Equatable, Sendable {
  public var target: ReviewCommentTarget
  public var body: String
  /// The key its draft is kept under until GitHub has it.
  public var draftKey: DraftKey

  public init(target: ReviewCommentTarget, body: String, draftKey: DraftKey) {
    self.target = target
    self.body = body
    self.draftKey = draftKey
  }
}

/// Where `c` or `S` on the diff leads: the composer for a review comment.
public struct ReviewCommentDestination: Equatable, Sendable {
  public var target: ReviewCommentTarget

  public init(_ target: ReviewCommentTarget) {
    self.target = target
  }
}

extension ScreenRoute {
  /// The review comment composer, for a `ReviewCommentDestination`.
  public static let reviewComment = ScreenRoute(ReviewCommentDestination.self) {
    destination, id, _ in
    let target = destination.target
    return AnyScreen(
      ComposerScreen(
        repository: target.repository, number: target.number, id: id, opensEditor: false,
        reviewComment: target))
  }
}
