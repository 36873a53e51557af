/// A screen's identity for as long as it is on the navigation stack. Effects and alerts carry
/// it, so a result or a Back that arrives after the screen is gone finds nothing and is dropped.
public struct ScreenID: Hashable, Sendable, Comparable, CustomStringConvertible {
  public let rawValue: Int

  public init(_ rawValue: Int) {
    self.rawValue = rawValue
  }

  public static func < (lhs: ScreenID, rhs: ScreenID) -> Bool { lhs.rawValue < rhs.rawValue }

  public var description: String { "screen\(rawValue)" }

  /// An effect id scoped to this screen, so two screens of the same kind never cancel each
  /// other's work.
  public func effect(_ name: String) -> EffectID {
    EffectID("\(self).\(name)")
  }
}
