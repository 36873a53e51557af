import ErrorHandling

/// A write that waits for its alert's Confirm: Confirm asks for `request` (as
/// `ScreenRequest.ask` would, from the screen that asked), Cancel (or Esc) forgets it. The
/// request is of the type of the feature that carries it out, which the app routes.
public struct WriteConfirmation: Equatable, Sendable {
  public var alert: Alert
  public var request: FeatureValue

  @inlinable
  public init(alert: Alert, request: some Equatable & Sendable) {
    self.alert = alert
    self.request = FeatureValue(request)
  }
}

extension ScreenRequest {
  /// A write that waits for the alert's Confirm.
  @inlinable
  public static func confirm(_ confirmation: WriteConfirmation) -> ScreenRequest {
    .ask(FeatureValue(confirmation))
  }
}
