import Localization

/// What a responder needs to know about where an error surfaced. Passed in rather than looked
/// up, so handlers stay pure functions.
public struct ErrorContext: Hashable, Sendable {
  /// Whether the screen that raised the error can be popped. The root can't, so Back would
  /// be a button that does nothing.
  public var canGoBack: Bool
  /// The language for every message and button.
  public var language: Language
  /// Automatic retries already made in the run of failures this one continues (see
  /// `AutomaticRetry`): it decides whether another comes by itself, and how late.
  public var automaticRetries: Int

  /// Creates a context.
  public init(canGoBack: Bool, language: Language, automaticRetries: Int = 0) {
    self.canGoBack = canGoBack
    self.language = language
    self.automaticRetries = automaticRetries
  }
}
