import AppCore
import IssueDomain
import TerminalUI

/// `v`'s and `m`'s question on a pull request: which review, or which of the repository's
/// merge methods (empty while they load).
public struct PullRequestChoice: Equatable, Sendable {
  public enum Kind: Equatable, Sendable {
    case review
    /// A merge of the head `sha`; `serial` tags the methods' answer.
    case merge(sha: String, serial: Int)
    /// `.`: the steps of the pull request's life its state allows; `serial` tags the answer
    /// that says whether the repository allows auto-merge.
    case life(serial: Int)
  }

  /// One line of the choice.
  public enum Option: Equatable, Sendable {
    case review(ReviewEvent)
    case merge(MergeMethod)
    case step(PullRequestWrite)
    /// The account's pending review, discarded (after asking).
    case discardPendingReview
  }

  public let kind: Kind
  public let reference: IssueReference
  public private(set) var options: [Option]
  public private(set) var selection = 0
  /// The account's pending review, for `v`: a review then submits it with its comments.
  public var pendingReview: PendingReview?

  /// The account's pending review on the pull request: its id and how many comments it holds.
  public struct PendingReview: Equatable, Sendable {
    public var id: String
    public var comments: Int

    public init(id: String, comments: Int) {
      self.id = id
      self.comments = comments
    }
  }

  public init(kind: Kind, reference: IssueReference, options: [Option]) {
    self.kind = kind
    self.reference = reference
    self.options = options
  }

  /// `v`: a review of each kind, and the pending review's discarding when there is one.
  public static func review(_ reference: IssueReference, pending: PendingReview? = nil)
    -> PullRequestChoice
  {
    var choice = PullRequestChoice(
      kind: .review, reference: reference,
      options: ReviewEvent.allCases.map(Option.review)
        + (pending == nil ? [] : [.discardPendingReview]))
    choice.pendingReview = pending
    return choice
  }

  /// The steps of `pull`'s life its state allows, auto-merge by each of `autoMerge` (the
  /// methods the repository allows it with; none where it doesn't).
  public mutating func offer(life pull: PullRequest, autoMerge methods: [MergeMethod]) {
    var steps: [PullRequestWrite] = []
    switch pull.state {
    case .draft: steps.append(.markReady)
    case .open: steps.append(.convertToDraft)
    case .merged, .closed: break
    }
    if pull.state == .open || pull.state == .draft {
      steps.append(.updateBranch(expectedHeadSHA: pull.headSHA))
    }
    if pull.autoMerge != nil {
      steps.append(.disableAutoMerge)
    } else if pull.state == .open {
      steps += methods.map(PullRequestWrite.enableAutoMerge)
    }
    options = steps.map(Option.step)
    selection = 0
  }

  /// The methods arrived.
  public mutating func offer(_ methods: [MergeMethod]) {
    options = methods.map(Option.merge)
    selection = 0
  }

  /// What a key did: moved the choice, chose, or cancelled.
  public enum Outcome: Equatable, Sendable {
    case none, cancel
    case choose(Option)
  }

  public mutating func handle(_ key: Key) -> Outcome {
    switch key {
    case .up, .character("k"), .ctrl("p"): selection = max(0, selection - 1)
    case .down, .character("j"), .ctrl("n"):
      selection = min(max(0, options.count - 1), selection + 1)
    case .character(let digit) where digit.isWholeNumber:
      guard let index = digit.wholeNumberValue, index >= 1, index <= options.count else {
        return .none
      }
      return .choose(options[index - 1])
    case .enter:
      guard selection < options.count else { return .none }
      return .choose(options[selection])
    case .escape, .character("q"): return .cancel
    default: break
    }
    return .none
  }
}
