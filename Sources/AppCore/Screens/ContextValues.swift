/// A value a feature shares with the screens and key tables through their context: each feature
/// declares its own (the writes in flight, say), so the context names none of them.
public protocol ContextValue: Equatable, Sendable {
  /// What the context holds before the app sets one.
  static var defaultValue: Self { get }
}

/// The features' values in a context, one per type, as SwiftUI's environment holds its values.
/// A value equal to its default isn't kept, so two contexts that differ only by a default set
/// are equal (the footer's memo key compares them).
public struct ContextValues: Equatable, Sendable {
  @usableFromInline var values: [ObjectIdentifier: FeatureValue] = [:]

  public init() {}

  @inlinable
  public subscript<Value: ContextValue>(_ type: Value.Type) -> Value {
    get { values[ObjectIdentifier(type)]?.as(Value.self) ?? Value.defaultValue }
    set {
      values[ObjectIdentifier(type)] = newValue == Value.defaultValue ? nil : FeatureValue(newValue)
    }
  }
}
