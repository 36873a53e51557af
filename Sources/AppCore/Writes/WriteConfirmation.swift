import AppCore
import ErrorHandling

/// A write that waits for its alert's Confirm: Confirm sends it, Cancel (or Esc) forgets it.
public struct WriteConfirmation: Equatable, Sendable {
  public var alert: Alert
  public var request: WriteRequest

  public init(alert: Alert, request: WriteRequest) {
    self.alert = alert
    self.request = request
  }
}
