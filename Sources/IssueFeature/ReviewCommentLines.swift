import AppCore
import IssueDomain
import MarkdownView
import SharedWrites
import TerminalUI

/// What a review comment and a thread's hunk are drawn as, wherever they are shown (beside the
/// code in the diff, under their review in the conversation): the comment's Markdown with each
/// suggestion as the small diff of the change it proposes, then its reactions; a hunk as its
/// last few lines, marked as a diff is. Pure; the text is the server's, already inert, and
/// every line fits the width.
public enum ReviewCommentLines {
  public typealias Line = MarkdownText.Line

  /// The lines of a hunk shown above a thread: the last few, where its line is, as GitHub's
  /// own pages show.
  public static let hunkLines = 4

  /// `comment`'s body and reactions at `width`; `original` is the head's lines a suggestion in
  /// it would replace, and `markdown(text, width)` lays out its Markdown (cached by the caller).
  public static func body(
    _ comment: ReviewComment, original: [Substring], width: Int, theme: Theme,
    markdown: (String, Int) -> [Line]
  ) -> [Line] {
    var lines: [Line] = []
    for part in DiffSuggestion.parts(of: comment.body) {
      switch part {
      case .text(let text):
        lines += markdown(text, width)
      case .suggestion(let suggested):
        for text in original {
          lines.append(Line(text: ("-" + text).clipped(toWidth: width), style: theme.diffRemoved))
        }
        for text in suggested {
          lines.append(Line(text: ("+" + text).clipped(toWidth: width), style: theme.diffAdded))
        }
      }
    }
    for text in ReactionsLine.lines(comment.reactions, emoji: theme.drawsEmoji, width: width) {
      lines.append(Line(text: text, style: theme.meta))
    }
    return lines
  }

  /// What `thread`'s state is called, in the order every place shows it: pending, outdated,
  /// resolved.
  public static func states(of thread: ReviewThread, words: ChromeWords) -> [String] {
    var states: [String] = []
    if thread.isPending { states.append(words(.threadPending)) }
    if thread.isOutdated { states.append(words(.threadOutdated)) }
    if thread.isResolved { states.append(words(.threadResolved)) }
    return states
  }

  /// The last `hunkLines` lines of `hunk`, each cut to `width` and styled by its mark.
  public static func hunk(_ hunk: String, width: Int, theme: Theme) -> [Line] {
    guard !hunk.isEmpty else { return [] }
    return hunk.split(separator: "\n", omittingEmptySubsequences: false).suffix(hunkLines).map {
      text in
      let style: Style =
        text.hasPrefix("+")
        ? theme.diffAdded
        : text.hasPrefix("-")
          ? theme.diffRemoved
          : text.hasPrefix("@@") ? theme.diffHunk : .plain
      return Line(text: String(text).clipped(toWidth: width), style: style)
    }
  }
}
