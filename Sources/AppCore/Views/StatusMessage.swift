import TerminalUI

/// A transient line in the footer, identified by a serial so that only its own expiry removes
/// it.
public struct StatusMessage: Equatable, Sendable {
  public var text: String
  public var serial: Int
  /// Stays until the first key instead of expiring (why the demo is running, at start).
  public var lastsUntilKey: Bool
  /// The screen it is about: it shows only while that screen is on top, so a line about one
  /// screen never covers another's key hints. Nil: the app's own, shown on any screen.
  public var screen: ScreenID?

  public init(text: String, serial: Int, lastsUntilKey: Bool = false, screen: ScreenID? = nil) {
    self.text = text
    self.serial = serial
    self.lastsUntilKey = lastsUntilKey
    self.screen = screen
  }

  /// Whether it shows over the screen `top`.
  public func shows(over top: ScreenID) -> Bool { screen.map { $0 == top } ?? true }
}
