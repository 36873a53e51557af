/// The styles a `TextArea` draws with. The cursor is an attribute, so it shows without colour.
public struct TextAreaTheme: Hashable, Sendable {
  public var text = Style.plain
  public var placeholder = Style(attributes: .dim)
  public var error = Style(foreground: .red, attributes: .bold)
  public var cursor: Style.Attributes = .reverse

  public init() {}

  public static let standard = TextAreaTheme()
}
