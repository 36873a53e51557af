import AppCore
import TerminalUI

extension Style {
  /// `top` drawn over this style: attributes combine, and `top`'s colours win where it has
  /// any. How bold inside a link inside a quote keeps all three.
  public func layering(_ top: Style) -> Style {
    Style(
      foreground: top.foreground == .default ? foreground : top.foreground,
      background: top.background == .default ? background : top.background,
      attributes: attributes.union(top.attributes))
  }
}
