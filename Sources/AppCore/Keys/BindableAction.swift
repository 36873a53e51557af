/// Something a key can be bound to: an action a feature owns, with a name that stays the same
/// across releases, so that `keys:` in the config file and the help can name it.
///
/// Each feature declares its own type (the lists', the issue page's, the composer's…). The app
/// never switches over another feature's cases: it routes an action to the feature whose type
/// it is.
public protocol BindableAction: Hashable, Sendable {
  /// The table a remapping names it in.
  static var context: KeyContext { get }
  /// Every action of the type, for listing and for looking a name up.
  static var all: [Self] { get }
  /// Its name in its context, in kebab case (`move-down`, `open-in-browser`).
  var name: String { get }
}

extension BindableAction {
  /// Whether `other` is this same action (of the same type, and equal).
  public func isSame(as other: any BindableAction) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }

  /// The action named `name`, if the type has one.
  public static func named(_ name: String) -> Self? {
    all.first { $0.name == name }
  }
}
