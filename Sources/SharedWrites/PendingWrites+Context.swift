import AppCore

extension PendingWrites: ContextValue {
  public static var defaultValue: PendingWrites { PendingWrites() }
}

extension Keymap.Context {
  /// The writes in flight: views draw issues through `writes.shown(_:in:)`, and an issue with one
  /// pending offers no write keys.
  public var writes: PendingWrites {
    get { values[PendingWrites.self] }
    set { values[PendingWrites.self] = newValue }
  }

  /// A context whose writes in flight are `writes`.
  public init(canGoBack: Bool, isDemo: Bool, canWrite: Bool, writes: PendingWrites) {
    self.init(canGoBack: canGoBack, isDemo: isDemo, canWrite: canWrite)
    self.writes = writes
  }
}

extension ScreenContext {
  /// The writes in flight: views draw issues through `writes.shown(_:in:)`, and an issue with one
  /// pending offers no write keys.
  public var writes: PendingWrites { keys.writes }
}
