import AppCore
import ErrorHandling

/// The composer's link of the responder chain: GitHub's 422 (or the empty-comment check) is
/// shown in the field's error row, with GitHub's field messages; everything else goes on to the
/// app's table.
public struct ComposerResponder: ErrorResponder {
  public func handle(_ error: AppError, context: ErrorContext) -> ErrorOutcome {
    guard case .validation = error,
      let message = ComposerScreen.message(for: error, in: context.language)
    else { return .passed }
    return .handled(.inline(message))
  }
}
