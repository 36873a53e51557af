/// A token and where it came from, so sign-in can say which source it used and, when GitHub
/// rejects it, which one the user has to fix.
struct DiscoveredToken: Equatable, Sendable, CustomStringConvertible,
  CustomDebugStringConvertible
{
  let token: String
  let source: TokenSource

  /// Names only the source: string interpolation of a discovered token must never leak it into a
  /// log line or onto the screen.
  var description: String { "token from \(source)" }

  /// The same, for `String(reflecting:)` and test failure messages.
  var debugDescription: String { description }
}
