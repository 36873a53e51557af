/// How an error reaches the user. The policy and the responders return this; the UI draws it.
/// Keeping it a value lets reducers and tests reason about "what would be shown" without a
/// screen.
public enum ErrorDisplay: Hashable, Sendable {
  /// A modal alert with buttons.
  case alert(Alert)
  /// A message under the field that caused it (sign-in).
  case inline(String)
  /// A transient line that leaves the data on screen (e.g. a failed refresh).
  case banner(String)
  /// The session is over: clear it, then show sign-in with this message inline.
  case signOut(message: String)
  /// Show nothing (cancellation).
  case none
}
