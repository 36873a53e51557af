/// A transient message over the list, for a failed refresh whose data stays on screen. The
/// serial lets an expiry scheduled for an older banner leave a newer one alone.
public struct Banner: Hashable, Sendable {
  public var message: String
  public var serial: Int

  public init(message: String, serial: Int) {
    self.message = message
    self.serial = serial
  }
}
