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
  }

  /// One line of the choice.
  public enum Option: Equatable, Sendable {
    case review(ReviewEvent)
    case merge(MergeMethod)
  }

  public let kind: Kind
  public let reference: IssueReference
  public private(set) var options: [Option]
  public private(set) var selection = 0

  public init(kind: Kind, reference: IssueReference, options: [Option]) {
    self.kind = kind
    self.reference = reference
    self.options = options
  }

  public static func review(_ reference: IssueReference) -> PullRequestChoice {
    PullRequestChoice(
      kind: .review, reference: reference, options: ReviewEvent.allCases.map(Option.review))
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
