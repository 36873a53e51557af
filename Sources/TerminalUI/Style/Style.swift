/// How a cell looks. Value type so that views compose styles without touching the terminal.
public struct Style: Hashable, Sendable, CustomStringConvertible {
  /// Text attributes, combinable; mapped one-to-one to curses attributes by the backend.
  public struct Attributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let bold = Attributes(rawValue: 1 << 0)
    public static let dim = Attributes(rawValue: 1 << 1)
    public static let reverse = Attributes(rawValue: 1 << 2)
    public static let underline = Attributes(rawValue: 1 << 3)
    /// Emphasis. Terminals without italics (no `sitm` in terminfo) show it underlined instead.
    public static let italic = Attributes(rawValue: 1 << 4)
  }

  public var foreground: Color
  public var background: Color
  public var attributes: Attributes

  public init(
    foreground: Color = .default, background: Color = .default, attributes: Attributes = []
  ) {
    self.foreground = foreground
    self.background = background
    self.attributes = attributes
  }

  public static let plain = Style()
  public static let bold = Style(attributes: .bold)
  public static let dim = Style(attributes: .dim)
  public static let reverse = Style(attributes: .reverse)
  public static let underline = Style(attributes: .underline)

  public var isPlain: Bool { self == .plain }

  /// The same style with extra attributes; used to show a text field's cursor in its colours.
  public func adding(_ extra: Attributes) -> Style {
    var copy = self
    copy.attributes.formUnion(extra)
    return copy
  }

  /// Whether a blank cell looks the same in both styles. A space shows no glyph, so its
  /// foreground, bold and dim are invisible unless reverse video paints the foreground as
  /// its background. Lets a renderer keep a blank in the surrounding run instead of changing
  /// style twice for it. Italic counts as visible: a terminal without italics underlines it.
  public func blankLooksSame(as other: Style) -> Bool {
    let visible: Attributes = [.reverse, .underline, .italic]
    guard background == other.background,
      attributes.intersection(visible) == other.attributes.intersection(visible)
    else { return false }
    return !attributes.contains(.reverse) || foreground == other.foreground
  }

  /// The same style with colours dropped; used for `NO_COLOR`.
  public var monochrome: Style { Style(attributes: attributes) }

  public var description: String {
    var parts: [String] = []
    if foreground != .default { parts.append("fg=\(foreground)") }
    if background != .default { parts.append("bg=\(background)") }
    if attributes.contains(.bold) { parts.append("bold") }
    if attributes.contains(.dim) { parts.append("dim") }
    if attributes.contains(.reverse) { parts.append("reverse") }
    if attributes.contains(.underline) { parts.append("underline") }
    if attributes.contains(.italic) { parts.append("italic") }
    return parts.isEmpty ? "plain" : parts.joined(separator: " ")
  }
}
