import AppCore
import TerminalUI

/// Issue Markdown as terminal lines. GitHub's own parser, cmark-gfm, reads the text, so what
/// shows is what github.com shows (`__init__` stays `__init__`, nested lists stay nested,
/// template comments stay hidden); `MarkdownLayout` walks the tree into styled lines at a width.
/// Pure: the same text, width and styles always give the same lines, which is what lets the
/// issue screen memoise them per (content, width).
enum MarkdownText {
  /// Part of a line in one style.
  struct Run: Hashable, Sendable {
    var text: String
    var style: Style
  }

  /// One row of the document: runs drawn left to right, at most the layout width wide.
  struct Line: Hashable, Sendable {
    var runs: [Run]
    /// The comment whose byline this line is, so the page can find, mark and scroll to it.
    var anchor: Int? = nil

    init(text: String, style: Style) {
      runs = [Run(text: text, style: style)]
    }

    init(runs: [Run]) {
      self.runs = runs
    }

    /// The line's text without styles.
    var text: String { runs.map(\.text).joined() }

    /// The first run's style: the line's style when it has only one.
    var style: Style { runs.first?.style ?? .plain }

    var displayWidth: Int { runs.reduce(0) { $0 + $1.text.displayWidth } }
  }

  /// The styles Markdown is drawn in; `init(theme:)` takes them from the app's theme.
  struct Styles: Hashable, Sendable {
    var heading: Style
    var code: Style
    var quote: Style
    var plain: Style
    var emphasis: Style
    var strong: Style
    var strikethrough: Style
    var link: Style
    /// A link's address and the list of numbered references.
    var url: Style
    var mention: Style
    /// `#123` and `owner/repo#123`.
    var issueReference: Style
    /// Heading rules, thematic breaks, table borders and truncation marks.
    var rule: Style
    /// HTML shown as text.
    var html: Style
  }

  /// The lines of `markdown` laid out at `width` columns; none when `width` is not positive.
  /// Every line fits in `width`.
  static func lines(_ markdown: String, width: Int, styles: Styles) -> [Line] {
    guard width > 0 else { return [] }
    var layout = MarkdownLayout(styles: styles)
    return layout.document(MarkdownDocument(parsing: markdown), width: width)
  }
}
