/// A key table a user can remap, with its own names: a name is unique within its context, and
/// the same key may mean different things in different contexts. Each feature declares its
/// context beside its actions.
public struct KeyContext: RawRepresentable, Hashable, Sendable {
  /// How `keys:` in the config file names it.
  public let rawValue: String

  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Everywhere: quit, help, go to, back, sign out, suspend.
  public static let global = KeyContext(rawValue: "global")
}
