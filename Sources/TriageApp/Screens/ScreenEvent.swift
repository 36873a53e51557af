import TerminalUI

/// The result of one screen's effect, routed back to that screen by its `ScreenID`.
public enum ScreenEvent: Sendable {
  case repositories(RepositoryListStore.Event)
  case issues(IssueListStore.Event)
  case issue(IssueScreen.Event)
  case signIn(SignInScreen.Event)

  /// Whether this is the answer to a request (as opposed to a banner expiring).
  var isResponse: Bool {
    switch self {
    case .repositories(.bannerExpired), .issues(.bannerExpired), .issue(.bannerExpired): false
    default: true
    }
  }
}
