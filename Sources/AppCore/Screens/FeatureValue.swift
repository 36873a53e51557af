/// A value of a feature's own type that the core carries without knowing it: what a screen asks
/// of the app, news for every screen, where to go. The app, which composes the features, finds
/// what it holds by its type (`as(_:)`); two are equal when they hold equal values of one type.
public struct FeatureValue: Equatable, Sendable, CustomReflectable {
  public let base: any Equatable & Sendable

  @inlinable
  public init(_ base: some Equatable & Sendable) {
    self.base = base
  }

  /// The value as `Value`, if it is one.
  @inlinable
  public func `as`<Value>(_ type: Value.Type) -> Value? { base as? Value }

  public static func == (lhs: FeatureValue, rhs: FeatureValue) -> Bool {
    func isEqual<Left: Equatable>(_ left: Left, _ right: any Equatable) -> Bool {
      (right as? Left) == left
    }
    return isEqual(lhs.base, rhs.base)
  }

  public var customMirror: Mirror { Mirror(reflecting: base) }
}
