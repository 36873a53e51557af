import AppCore
import ErrorHandling
import IssueDomain
import TerminalUI

/// `+`'s choice on an issue's body: GitHub's eight reactions, each with its count and, once the
/// account's own are known, marked when it is the account's. Choosing one adds it, or takes it
/// away when it is the account's. Until the account's are known nothing can be chosen, since
/// which of the two a choice does depends on them.
public struct ReactionChoice: Equatable, Sendable {
  /// The issue as shown when `+` was pressed (its repository filled in).
  public let issue: Issue
  public let reference: IssueReference
  /// The comment the choice is for, as shown; `nil` for the issue's body.
  public let comment: Comment?
  /// Tags the answer that loads the account's reactions: one for a choice since closed is
  /// dropped.
  public let serial: Int
  public private(set) var selection = 0
  /// The account's reactions by reaction, with their ids; `nil` while they load.
  public var mine: [Reaction: Int]?
  /// Why they couldn't be loaded, in the user's language; Enter asks again.
  public var failure: String?
  /// A digit or Enter pressed while the account's reactions were still loading: the choice is
  /// made once they are known, as the same key would make it after.
  public private(set) var isChosenWhileLoading = false

  public static let reactions = Reaction.allCases

  /// The counts the choice shows: the comment's, or the body's.
  public var counts: Reactions { comment?.reactions ?? issue.reactions }

  public init(issue: Issue, comment: Comment? = nil, reference: IssueReference, serial: Int) {
    self.issue = issue
    self.comment = comment
    self.reference = reference
    self.serial = serial
  }

  /// What a key did: moved, chose, asked for the account's reactions again, or cancelled.
  public enum Outcome: Equatable, Sendable {
    case none, cancel, reload
    case choose(ReactionToggle)
  }

  public mutating func handle(_ key: Key) -> Outcome {
    let count = Self.reactions.count
    switch key {
    case .up, .character("k"), .ctrl("p"):
      selection = max(0, selection - 1)
      isChosenWhileLoading = false
    case .down, .character("j"), .ctrl("n"):
      selection = min(count - 1, selection + 1)
      isChosenWhileLoading = false
    case .home, .character("g"):
      selection = 0
      isChosenWhileLoading = false
    case .end, .character("G"):
      selection = count - 1
      isChosenWhileLoading = false
    case .character(let digit)
    where digit.wholeNumberValue.map { (1...count).contains($0) } ?? false:
      selection = (digit.wholeNumberValue ?? 1) - 1
      return choose()
    case .enter, .character(" "):
      if failure != nil, mine == nil { return .reload }
      return choose()
    case .escape, .character("q"): return .cancel
    default: break
    }
    return .none
  }

  /// The account's reactions have arrived: the choice made while they loaded, if any.
  public mutating func reactionsArrived(_ reactions: [Reaction: Int]) -> Outcome {
    mine = reactions
    guard isChosenWhileLoading else { return .none }
    isChosenWhileLoading = false
    return choose()
  }

  /// The selected reaction, added or taken away as the account's reactions say; while they
  /// load, the choice waits for them (`reactionsArrived`).
  private mutating func choose() -> Outcome {
    guard let mine else {
      if failure == nil { isChosenWhileLoading = true }
      return .none
    }
    let reaction = Self.reactions[selection]
    if let id = mine[reaction] { return .choose(.remove(reaction, id: id)) }
    return .choose(.add(reaction))
  }
}
