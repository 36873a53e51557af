/// A GitHub account as the screens show it: the login alone, which is all a row or a comment
/// header needs.
public struct User: Hashable, Sendable {
  /// The account's login. Untrusted text: sanitise before drawing.
  public var login: String

  /// Creates a user.
  public init(login: String) {
    self.login = login
  }
}
