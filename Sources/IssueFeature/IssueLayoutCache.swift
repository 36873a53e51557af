import AppCore
import MarkdownView
import TerminalUI

/// The program's memo of laid-out issues (DESIGN: views stay pure; DECISIONS.md): a document per
/// (content, width), so a frame or a scroll step of a 2 MB issue slices kept lines instead of
/// parsing and wrapping it all again, and each Markdown block per (text, width), so a new page
/// of comments lays out only the new comments. Shared by copies of the program, which all draw
/// with one theme.
public final class IssueLayoutCache: Sendable {
  /// A few documents: the issue on screen at its width, and those just left or resized from.
  public let documents = MemoCache<IssueDocumentKey, [MarkdownText.Line]>(capacity: 4)
  /// The body and comments of those documents.
  public let blocks = MemoCache<MarkdownKey, [MarkdownText.Line]>(capacity: 256)

  public init() {}
}
