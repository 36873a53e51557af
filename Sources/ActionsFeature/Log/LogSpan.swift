import TerminalUI

/// A run of a log line's text drawn in one style: what `LogStyling.spans` makes of the line's
/// SGR sequences.
public struct LogSpan: Equatable, Sendable {
  public var text: String
  public var style: Style

  public init(text: String, style: Style) {
    self.text = text
    self.style = style
  }
}
