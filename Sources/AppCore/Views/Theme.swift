import ErrorHandling
import Localization
import TerminalUI

/// Every style the app draws with, in one place. Selection is reverse video, so it survives
/// `NO_COLOR`, which drops only colours.
public struct Theme: Sendable {
  public var title = Style(attributes: .bold)
  public var breadcrumb = Style(foreground: .cyan)
  public var spinner = Style(foreground: .cyan)
  public var number = Style(foreground: .yellow)
  public var label = Style(foreground: .magenta)
  /// A list row's label chip when the label has no valid colour: GitHub's default grey.
  public var labelChip = Style(foreground: Color(index: 16), background: Color(index: 252))
  /// A list row's first assignee.
  public var assignee = Style(foreground: .cyan)
  public var meta = Style(attributes: .dim)
  public var footerKey = Style(attributes: .bold)
  public var footerText = Style(attributes: .dim)
  /// Fenced code in issue bodies.
  public var code = Style(foreground: .green)
  /// A comment's author line.
  public var commentAuthor = Style(foreground: .cyan, attributes: .bold)
  /// The "demo" and "offline" badges in the header.
  public var badge = Style(foreground: .yellow, attributes: .bold)
  /// The armed demo fault in the footer.
  public var status = Style(foreground: .red, attributes: .bold)
  /// A pull request's glyph by its state; a draft's is `meta`. The glyphs differ by shape
  /// too, so `NO_COLOR` loses nothing.
  public var pullRequestOpen = Style(foreground: .green)
  public var merged = Style(foreground: .magenta)
  public var pullRequestClosed = Style(foreground: .red)
  /// A diff's added and removed lines, and its hunk headers. `+` and `-` stay in the text, so
  /// `NO_COLOR` loses nothing.
  public var diffAdded = Style(foreground: .green)
  public var diffRemoved = Style(foreground: .red)
  public var diffHunk = Style(foreground: .cyan)
  /// A text field's background, so its extent shows.
  public var field = Style(attributes: .underline)
  /// The alert dialog.
  public var alert = AlertTheme.standard
  /// Placeholder, selection, error, banner and spinner styles shared with the panes.
  public var panes = PaneTheme.standard
  /// A line of reaction counts under a body or a comment.
  public var reactions = Style()
  /// Whether the terminal shows emoji: reactions are drawn as emoji, else by their names
  /// (`+1 3`). The command line clears it when the locale isn't UTF-8, as it draws ASCII then.
  public var drawsEmoji = true
  /// The chrome's words; the program sets them, and the panes', from its language.
  public var words = ChromeWords(.english)

  public init() {}

  public static let standard = Theme()

  /// Screen-reader mode: no box drawing, no spinners, words where a glyph alone carried
  /// meaning, and the terminal's cursor on the focused row or field. Kept on the panes' theme,
  /// so the toolkit's lists and panes see the same switch.
  public var screenReader: Bool {
    get { panes.screenReader }
    set { panes.screenReader = newValue }
  }

  /// This theme with screen-reader mode switched on or off.
  public func readingAloud(_ on: Bool) -> Theme {
    var theme = self
    theme.screenReader = on
    return theme
  }

  /// This theme speaking `language`, panes included.
  public func speaking(_ language: Language) -> Theme {
    var theme = self
    theme.words = ChromeWords(language)
    theme.panes.words = theme.words.panes
    return theme
  }
}
