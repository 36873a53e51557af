import Localization
import SystemSupport

/// The DESIGN §4 table: how each `AppError` is shown when no screen overrides it.
///
/// A stateless namespace so it can be called from reducers and tests without wiring.
public enum DefaultErrorPolicy {
  /// The display for `error`.
  ///
  /// - retryable: alert [Retry] [Back] [Dismiss].
  /// - rateLimited: alert with a countdown and [Back] [Dismiss], no Retry: the app retries by
  ///   itself when the wait ends, and retrying earlier would only hit the limit again. The
  ///   wait is `AutomaticRetry`'s for the `automaticRetries` already made; once they are used
  ///   up, an alert [Retry] [Back] [Dismiss] that says so, with no countdown.
  /// - validation: alert [Dismiss] only: the problem is in what was typed, which the screen
  ///   still holds, so leaving it (Back) would throw the input away.
  /// - nonRetryable: alert [Back] [Dismiss].
  /// - invalidCredentials: inline (it only arises on the sign-in screen).
  /// - requiresLogout: sign out, with "session expired" inline on sign-in.
  /// - cancelled: nothing.
  ///
  /// Back appears only when `canGoBack`, because the root screen can't be popped.
  public static func display(
    for error: AppError, canGoBack: Bool, language: Language, automaticRetries: Int = 0
  ) -> ErrorDisplay {
    guard let title = error.title(in: language), let message = error.message(in: language)
    else { return .none }
    let back: [ErrorAction] = canGoBack ? [.navigateBack()] : []

    switch error {
    case .cancelled:
      return .none
    case .invalidCredentials:
      return .inline(message)
    case .validation:
      return .alert(Alert(title: title, message: message, buttons: [.dismiss()]))
    case .rateLimited(let asked):
      guard let wait = AutomaticRetry.wait(before: automaticRetries, asked: asked) else {
        return .alert(
          Alert(
            title: title, message: AppError.rateLimitPersistsMessage.text(in: language),
            buttons: [.retry()] + back + [.dismiss()]))
      }
      return .alert(
        Alert(
          title: title, message: AppError.rateLimitMessage(remaining: wait, in: language),
          buttons: back + [.dismiss()], countdown: wait))
    default:
      break
    }

    switch error.category {
    case .retryable:
      return .alert(
        Alert(title: title, message: message, buttons: [.retry()] + back + [.dismiss()]))
    case .nonRetryable:
      return .alert(Alert(title: title, message: message, buttons: back + [.dismiss()]))
    case .requiresLogout:
      return .signOut(message: message)
    }
  }
}
