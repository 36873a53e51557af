import Localization

/// The sign-in screen's override (DESIGN §4, seed 002).
///
/// On this screen a rejected token is a typing problem, not a lost session: `invalidCredentials`
/// and `unauthorized` go inline under the token field instead of signing out (there is no
/// session to clear). A validation error (an empty field) gets a small alert with a single OK,
/// since there is nowhere to go back to. Everything else passes up.
public struct SignInResponder: ErrorResponder {
  /// Creates the sign-in override.
  public init() {}

  public func handle(_ error: AppError, context: ErrorContext) -> ErrorOutcome {
    let language = context.language
    switch error {
    case .invalidCredentials, .unauthorized:
      return .handled(.inline(AppError.tokenRejectedMessage.text(in: language)))
    case .validation:
      guard let title = error.title(in: language), let message = error.message(in: language)
      else { return .passed }
      return .handled(
        .alert(Alert(title: title, message: message, buttons: [.dismiss(title: "OK")])))
    default:
      return .passed
    }
  }
}
