/// A modal alert as a plain value. Only one is on screen at a time; because alerts are
/// Hashable, a queue can drop one that equals an alert already shown or waiting.
public struct Alert: Hashable, Sendable {
  /// The heading.
  public var title: String
  /// What happened and what to do.
  public var message: String
  /// Buttons in display order.
  public var buttons: [ErrorAction]
  /// For a rate limit: the wait left when the alert was made. The UI turns it into a deadline
  /// with its injected clock and redraws the message with `AppError.rateLimitMessage`; the alert
  /// itself stays clock-free. `nil` for every other alert.
  public var countdown: Duration?

  /// Creates an alert.
  public init(
    title: String, message: String, buttons: [ErrorAction], countdown: Duration? = nil
  ) {
    self.title = title
    self.message = message
    self.buttons = buttons
    self.countdown = countdown
  }

  /// The button Esc picks: the first with the cancel role, if any.
  public var cancelButton: ErrorAction? {
    buttons.first { $0.role == .cancel }
  }
}
