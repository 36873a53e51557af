/// A transient line in the footer, identified by a serial so that only its own expiry removes
/// it.
public struct StatusMessage: Equatable, Sendable {
  public var text: String
  public var serial: Int
  /// Stays until the first key instead of expiring (why the demo is running, at start).
  public var lastsUntilKey: Bool

  public init(text: String, serial: Int, lastsUntilKey: Bool = false) {
    self.text = text
    self.serial = serial
    self.lastsUntilKey = lastsUntilKey
  }
}
