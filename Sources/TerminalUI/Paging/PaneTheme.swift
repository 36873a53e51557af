/// The styles panes draw with. Meaning is carried by attributes as well as colour, so
/// `NO_COLOR` keeps every state distinguishable.
public struct PaneTheme: Hashable, Sendable {
  public var placeholder = Style(foreground: .brightBlack, attributes: .dim)
  public var selection: Style.Attributes = .reverse
  public var message = Style(attributes: .dim)
  public var error = Style(foreground: .red, attributes: .bold)
  public var hint = Style(attributes: .dim)
  public var spinner = Style(foreground: .cyan)
  public var banner = Style(foreground: .red, attributes: [.bold, .reverse])
  /// What the panes say, in the user's language.
  public var words = PaneWords.english
  /// Screen-reader mode: words instead of spinners, since a turning glyph is read as noise or
  /// not at all, and the cursor on the focused row.
  public var screenReader = false

  public init() {}

  public static let standard = PaneTheme()
}
