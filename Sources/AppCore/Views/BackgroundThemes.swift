import TerminalUI

/// `auto`'s two themes, for a terminal that says its background colour (OSC 11) after the first
/// frame: each with caches of its own, since a cached row keeps the colours it was drawn in.
public struct BackgroundThemes: Sendable {
  public let light: Theme
  public let dark: Theme
  public let lightCaches = ViewCaches()
  public let darkCaches = ViewCaches()

  public init(light: Theme, dark: Theme) {
    self.light = light
    self.dark = dark
  }
}
