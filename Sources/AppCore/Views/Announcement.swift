/// The fixed status line of screen-reader mode: the latest status change, said once. The
/// serial tells a change from the same words said again.
public struct Announcement: Equatable, Sendable {
  public var text: String
  public var serial: Int

  public init(text: String, serial: Int) {
    self.text = text
    self.serial = serial
  }
}
