import AppCore
import ErrorHandling

/// The inbox's link of the responder chain: a refusal that comes from the token (401, 403,
/// 404 on the notifications) stays in the inbox's pane, which says what token is needed, so
/// the session and every other section go on working. The rest passes to the app's table.
public struct InboxErrorResponder: ErrorResponder {
  public func handle(_ error: AppError, context: ErrorContext) -> ErrorOutcome {
    Self.isAboutTheToken(error) ? .handled(.none) : .passed
  }

  /// Whether GitHub refused the notifications because of the token: they are served only to
  /// classic tokens with the `notifications` or `repo` scope, and answered 401, 403 or 404
  /// otherwise.
  public static func isAboutTheToken(_ error: AppError) -> Bool {
    switch error {
    case .unauthorized, .invalidCredentials, .forbidden, .notFound: true
    default: false
    }
  }
}
