import IssueDomain

/// A screen that holds text the user wrote, which must outlive the program (a composer's).
public protocol DraftHoldingScreen: Screen {
  /// The text it holds that must be kept, if any, and the key it is kept under.
  func unsentDraft(host: String) -> (key: DraftKey, text: String)?
}

extension DraftHoldingScreen {
  public func erasedUnsentDraft(host: String) -> (key: DraftKey, text: String)? {
    unsentDraft(host: host)
  }
}
