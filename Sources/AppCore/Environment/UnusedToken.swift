/// A token found in the environment but not used, because its variable is for another kind of
/// host (`GH_TOKEN` is for github.com only, `GH_ENTERPRISE_TOKEN` for every other host). The
/// sign-in screen names both variables, since otherwise a set token that "doesn't work" is a
/// mystery. Carries names only, never the token.
public struct UnusedToken: Equatable, Sendable {
  /// The variable that is set, e.g. `GH_TOKEN`.
  public var variable: String
  /// The variable this host reads, e.g. `GH_ENTERPRISE_TOKEN`.
  public var expected: String

  public init(variable: String, expected: String) {
    self.variable = variable
    self.expected = expected
  }
}
