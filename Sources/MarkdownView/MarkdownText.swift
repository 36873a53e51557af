import AppCore
import TerminalUI

/// Issue Markdown as terminal lines. GitHub's own parser, cmark-gfm, reads the text, so what
/// shows is what github.com shows (`__init__` stays `__init__`, nested lists stay nested,
/// template comments stay hidden); `MarkdownLayout` walks the tree into styled lines at a width.
/// Pure: the same text, width and styles always give the same lines, which is what lets the
/// issue screen memoise them per (content, width).
public enum MarkdownText {
  /// Part of a line in one style.
  public struct Run: Hashable, Sendable {
    public var text: String
    public var style: Style

    public init(text: String, style: Style) {
      self.text = text
      self.style = style
    }
  }

  /// One row of the document: runs drawn left to right, at most the layout width wide.
  public struct Line: Hashable, Sendable {
    public var runs: [Run]
    /// The comment whose byline this line is, so the page can find, mark and scroll to it.
    public var anchor: Int? = nil

    public init(text: String, style: Style) {
      runs = [Run(text: text, style: style)]
    }

    public init(runs: [Run]) {
      self.runs = runs
    }

    /// The line's text without styles.
    public var text: String { runs.map(\.text).joined() }

    /// The first run's style: the line's style when it has only one.
    public var style: Style { runs.first?.style ?? .plain }

    public var displayWidth: Int { runs.reduce(0) { $0 + $1.text.displayWidth } }
  }

  /// The styles Markdown is drawn in; `init(theme:)` takes them from the app's theme.
  public struct Styles: Hashable, Sendable {
    public var heading: Style
    public var code: Style
    public var quote: Style
    public var plain: Style
    public var emphasis: Style
    public var strong: Style
    public var strikethrough: Style
    public var link: Style
    /// A link's address and the list of numbered references.
    public var url: Style
    public var mention: Style
    /// `#123` and `owner/repo#123`.
    public var issueReference: Style
    /// Heading rules, thematic breaks, table borders and truncation marks.
    public var rule: Style
    /// HTML shown as text.
    public var html: Style
  }

  /// The lines of `markdown` laid out at `width` columns; none when `width` is not positive.
  /// Every line fits in `width`.
  public static func lines(_ markdown: String, width: Int, styles: Styles) -> [Line] {
    guard width > 0 else { return [] }
    var layout = MarkdownLayout(styles: styles)
    return layout.document(MarkdownDocument(parsing: markdown), width: width)
  }
}
