import AppCore
import IssueDomain
import ScreenState
import SharedWrites
import TerminalUI

/// The pull requests' writes as the app keeps them for this feature: the reviews, merges and
/// asked reviewers in flight and made, and the choice or picker a write key opened.
public struct PullRequestWritesState: Equatable, Sendable {
  public var pending = PendingPullRequestWrites()
  /// `v`'s or `m`'s choice, or `V`'s picker, over the top screen while one is open.
  public var overlay: PullRequestOverlay?
  /// Tags each choice or picker opened, so an answer for a closed one is dropped.
  public var overlaySerial = 0

  public init() {}
}

/// What a pull request's write key opened over the top screen. It takes every key until it
/// closes; the picker's pages come back tagged with its serial.
public enum PullRequestOverlay: Equatable, Sendable {
  /// `v`'s or `m`'s choice.
  case choice(PullRequestChoice)
  /// `V`: the accounts to ask for a review, and those already asked.
  case reviewers(IssuePicker<User>, requested: [String])

  /// Whether its list is loading: its spinner needs ticks.
  public var isBusy: Bool {
    switch self {
    case .choice(let choice): choice.options.isEmpty
    case .reviewers(let picker, _): picker.state.store.state.isLoading
    }
  }
}
