import AppCore
import TerminalUI

extension MarkdownText.Styles {
  /// Markdown in the theme's styles: headings like titles, code like code, logins like comment
  /// authors, issue numbers like the list's numbers, and everything secondary dimmed.
  public init(theme: Theme) {
    self.init(
      heading: theme.title, code: theme.code, quote: theme.meta, plain: .plain,
      emphasis: Style(attributes: .italic), strong: .bold, strikethrough: .dim,
      link: .underline, url: theme.meta, mention: theme.commentAuthor,
      issueReference: theme.number, rule: theme.meta, html: theme.meta)
  }
}
