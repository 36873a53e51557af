import AppCore
import ErrorHandling
import IssueDomain
import Localization
import ScreenState
import TerminalUI

/// What a write key opened over the top screen: the close-reason choice, or a picker. It takes
/// every key until it closes; its picker's pages come back as `WriteEvent`s tagged `serial`.
public enum WriteOverlay: Equatable, Sendable {
  case closeReason(CloseReasonChoice)
  case labels(IssuePicker<Label>)
  case assignees(IssuePicker<User>)
  /// `M`: one of the repository's open milestones, or none.
  case milestone(IssuePicker<MilestoneChoice>)
  /// `+`: a reaction to the issue's body, added or taken away.
  case reactions(ReactionChoice)

  /// Whether its list is loading: its spinner needs ticks.
  public var isBusy: Bool {
    switch self {
    case .closeReason: false
    case .reactions(let choice): choice.mine == nil && choice.failure == nil
    case .labels(let picker): picker.state.store.state.isLoading
    case .milestone(let picker): picker.state.store.state.isLoading
    case .assignees(let picker): picker.state.store.state.isLoading
    }
  }

  /// The effects it may have running: cancelled when it closes.
  public var effectIDs: [EffectID] {
    switch self {
    case .closeReason, .reactions: []
    case .labels(let picker): picker.state.store.effectIDs
    case .milestone(let picker): picker.state.store.effectIDs
    case .assignees(let picker): picker.state.store.effectIDs
    }
  }
}

/// `x`'s question: close as completed or as not planned.
public struct CloseReasonChoice: Equatable, Sendable {
  /// The issue to close, as shown when `x` was pressed (its repository filled in).
  public let issue: Issue
  public let reference: IssueReference
  public private(set) var selection = 0
  public static let reasons: [IssueStateReason] = [.completed, .notPlanned]

  public init(issue: Issue, reference: IssueReference) {
    self.issue = issue
    self.reference = reference
  }

  /// What a key did: moved the choice, chose, or cancelled.
  public enum Outcome: Equatable, Sendable {
    case none, cancel
    case choose(IssueStateReason)
  }

  public mutating func handle(_ key: Key) -> Outcome {
    switch key {
    case .up, .character("k"), .ctrl("p"): selection = 0
    case .down, .character("j"), .ctrl("n"): selection = 1
    case .character("1"), .character("c"): return .choose(.completed)
    case .character("2"), .character("n"): return .choose(.notPlanned)
    case .enter: return .choose(Self.reasons[selection])
    case .escape, .character("q"): return .cancel
    default: break
    }
    return .none
  }
}

/// A labels, assignees or milestone picker for one issue: the toolkit's `PickerState` over the
/// repository's list, the issue it edits, and GitHub's 422 field messages when the last try was
/// refused (shown inline, above the list).
public struct IssuePicker<Item: Pickable & Equatable>: Equatable, Sendable where Item.ID == String {
  public let issue: Issue
  public let reference: IssueReference
  public let serial: Int
  public var state: PickerState<Item, PageCursor, AppError>
  /// The server's refusal of the last Enter, inline.
  public var message: String?
  /// Whether it chooses for a form (the new issue's) rather than changing `issue`: Enter
  /// gives the form the choice, and nothing is written.
  public let forForm: Bool
  /// Its heading when it isn't its kind's (the assignees picker choosing a form's reviewers).
  public let title: LocalizedText?

  public init(
    issue: Issue, reference: IssueReference, serial: Int,
    state: PickerState<Item, PageCursor, AppError>, message: String? = nil, forForm: Bool = false,
    title: LocalizedText? = nil
  ) {
    self.forForm = forForm
    self.title = title
    self.issue = issue
    self.reference = reference
    self.serial = serial
    self.state = state
    self.message = message
  }

  public static func == (lhs: IssuePicker, rhs: IssuePicker) -> Bool {
    lhs.issue == rhs.issue && lhs.reference == rhs.reference && lhs.serial == rhs.serial
      && lhs.message == rhs.message && lhs.forForm == rhs.forForm && lhs.title == rhs.title
      && lhs.state.chosen == rhs.state.chosen
      && lhs.state.filter == rhs.state.filter && lhs.state.rows == rhs.state.rows
      && lhs.state.viewport == rhs.state.viewport && lhs.state.store == rhs.state.store
  }
}

extension Label: Pickable {
  public var pickerTitle: String { name }
  public var pickerSwatch: Color? {
    color.flatMap { Xterm256.labelColors(hex: $0) }.map { Color(index: Int16($0.background)) }
  }
}

extension User: Pickable {
  public var pickerTitle: String { login }
}
