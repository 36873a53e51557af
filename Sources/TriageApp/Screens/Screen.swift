import ErrorHandling
import IssueDomain
import TerminalUI

/// One screen on the navigation stack, with its own state and work.
public enum Screen: Equatable, Sendable {
  case repositories(RepositoryListStore)
  case issues(IssueListScreen)
  case issue(IssueScreen)
  case signIn(SignInScreen)

  /// Its part of the breadcrumb; names from the server read the same in every language.
  public var title: LocalizedText {
    switch self {
    case .repositories: .repositories
    case .issues(let screen): .verbatim(screen.repository.description)
    case .issue(let screen): .verbatim("#\(screen.number)")
    case .signIn: .signIn
    }
  }

  /// Every effect the screen may have running: cancelled when it is popped.
  public var effectIDs: [EffectID] {
    switch self {
    case .repositories(let store): store.effectIDs
    case .issues(let screen): screen.store.effectIDs
    case .issue(let screen): screen.effectIDs
    case .signIn(let screen): [screen.submitID]
    }
  }

  /// The screen's own link of the responder chain, if it overrides anything.
  public var errorResponder: (any ErrorResponder)? {
    if case .signIn = self { return SignInResponder() }
    return nil
  }

  /// Whether the screen is waiting for data; the header spins and ticks run while it is.
  public var isBusy: Bool {
    switch self {
    case .repositories(let store): store.state.isLoading
    case .issues(let screen): screen.store.state.isLoading
    case .issue(let screen): screen.state.isLoading || screen.comments.isLoading
    case .signIn(let screen): screen.isSubmitting
    }
  }

  /// Where a list's selection is, for the header (`12/107+`); `nil` elsewhere.
  public var listPosition: ListPosition? {
    switch self {
    case .repositories(let store): store.position
    case .issues(let screen): screen.store.position
    case .issue, .signIn: nil
    }
  }

  /// What the header's activity indicator shows.
  public var loadingIndicator: LoadingIndicator {
    switch self {
    case .repositories(let store): LoadingIndicator(store.state)
    case .issues(let screen): LoadingIndicator(screen.store.state)
    case .issue(let screen): LoadingIndicator(screen.state)
    case .signIn(let screen): screen.isSubmitting ? .reloading : .none
    }
  }
}
