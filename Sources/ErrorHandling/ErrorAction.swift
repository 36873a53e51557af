/// A button on an error alert: what it does, how it reacts to Esc, and its label (seed 000).
///
/// A value rather than a closure, so alerts stay Equatable (identical alerts coalesce) and the
/// reducer, not the button, decides what Retry or Back means for the screen that failed.
public struct ErrorAction: Hashable, Sendable {
  /// What activating the button does.
  public enum Kind: Hashable, Sendable, CaseIterable {
    /// Close the alert and load again (`startLoading`, giving `retryLoading`).
    case retry
    /// Pop the screen that raised the error and cancel its work.
    case navigateBack
    /// Close the alert; the error pane stays with its retry hint.
    case dismiss
    /// Go ahead with what a confirmation alert asked about (e.g. sign out).
    case confirm
  }

  /// How a button reacts to the keyboard beyond Enter.
  public enum Role: Hashable, Sendable {
    /// Chosen by Esc. An alert should have at most one.
    case cancel
    /// Activated only by focus + Enter or its key.
    case `default`
    /// Activated only by focus + Enter or its key, and never focused first: the alert opens on
    /// its cancel button, so an Enter typed ahead can't do what can't be undone.
    case destructive
  }

  /// What the button does.
  public var kind: Kind
  /// Whether Esc picks it.
  public var role: Role
  /// A caller-supplied label; `nil` uses the localised default (`title(in:)`).
  public var customTitle: String?

  /// Creates an action. Prefer `retry(title:)`, `navigateBack(title:)` and `dismiss(title:)`,
  /// which pick the usual role.
  public init(kind: Kind, role: Role, customTitle: String? = nil) {
    self.kind = kind
    self.role = role
    self.customTitle = customTitle
  }

  /// Retry, with the default role: retrying is never what Esc should mean.
  public static func retry(title: String? = nil, role: Role = .default) -> ErrorAction {
    ErrorAction(kind: .retry, role: role, customTitle: title)
  }

  /// Back, with the default role: leaving the screen is too strong for Esc.
  public static func navigateBack(title: String? = nil, role: Role = .default) -> ErrorAction {
    ErrorAction(kind: .navigateBack, role: role, customTitle: title)
  }

  /// Confirm, with the default role: Enter goes ahead, Esc (on the Dismiss beside it) does not.
  public static func confirm(title: String? = nil, role: Role = .default) -> ErrorAction {
    ErrorAction(kind: .confirm, role: role, customTitle: title)
  }

  /// Dismiss, with the cancel role: Esc closes the alert and changes nothing else.
  public static func dismiss(title: String? = nil, role: Role = .cancel) -> ErrorAction {
    ErrorAction(kind: .dismiss, role: role, customTitle: title)
  }
}
