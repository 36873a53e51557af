/// A screen that holds what completion can offer a screen above it (its logins, issues,
/// labels, repositories).
public protocol CompletionSourceScreen: Screen {
  /// Adds what the screen holds to `sources`, when a screen above it completes a word.
  func offerCompletions(_ sources: inout CompletionSources)
}

extension CompletionSourceScreen {
  public func erasedOfferCompletions(_ sources: inout CompletionSources) {
    offerCompletions(&sources)
  }
}
