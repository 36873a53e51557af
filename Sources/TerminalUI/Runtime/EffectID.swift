/// Names a long-running effect so that a later effect can cancel or replace it.
public struct EffectID: Hashable, Sendable, CustomStringConvertible {
  public let rawValue: String

  public init(_ rawValue: String) {
    self.rawValue = rawValue
  }

  public var description: String { rawValue }
}
