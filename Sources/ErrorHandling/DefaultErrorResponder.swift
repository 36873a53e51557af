/// The app-level responder: applies `DefaultErrorPolicy` to everything, so it never passes.
public struct DefaultErrorResponder: ErrorResponder {
  /// Creates the app-level responder.
  public init() {}

  public func handle(_ error: AppError, context: ErrorContext) -> ErrorOutcome {
    .handled(
      DefaultErrorPolicy.display(
        for: error, canGoBack: context.canGoBack, language: context.language,
        automaticRetries: context.automaticRetries))
  }
}
