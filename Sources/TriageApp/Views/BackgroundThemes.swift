import TerminalUI

/// `auto`'s two themes, for a terminal that says its background colour (OSC 11) after the first
/// frame: each with caches of its own, since a cached row keeps the colours it was drawn in.
struct BackgroundThemes: Sendable {
  let light: Theme
  let dark: Theme
  let lightCaches = ViewCaches()
  let darkCaches = ViewCaches()
}
