/// The styles an alert draws with. Focus is carried by `.reverse`, an attribute rather than a
/// colour, so the focused button stays visible under `NO_COLOR` (`Style.monochrome`).
public struct AlertTheme: Hashable, Sendable {
  /// The box-drawing frame around the alert.
  public var border = Style(foreground: .brightBlack)
  /// The heading on the first row inside the frame.
  public var title = Style(attributes: .bold)
  /// The wrapped explanation (or the caller's live countdown line).
  public var message = Style.plain
  /// A button that does not have the focus.
  public var button = Style.plain
  /// The button Enter would activate.
  public var focusedButton = Style(attributes: [.reverse, .bold])

  /// The standard theme; customise a copy to restyle alerts.
  public init() {}

  /// The theme used when the caller gives none.
  public static let standard = AlertTheme()

  /// The same theme with colours dropped, for `NO_COLOR`; attributes (and so focus) remain.
  public var monochrome: AlertTheme {
    var copy = self
    copy.border = border.monochrome
    copy.title = title.monochrome
    copy.message = message.monochrome
    copy.button = button.monochrome
    copy.focusedButton = focusedButton.monochrome
    return copy
  }
}
