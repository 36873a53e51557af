/// A transient line in the footer, identified by a serial so that only its own expiry removes
/// it.
public struct StatusMessage: Equatable, Sendable {
  public var text: String
  public var serial: Int

  public init(text: String, serial: Int) {
    self.text = text
    self.serial = serial
  }
}
