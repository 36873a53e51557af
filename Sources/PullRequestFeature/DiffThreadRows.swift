import AppCore
import IssueDomain
import IssueFeature
import Localization
import MarkdownView
import SharedWrites
import TerminalUI

/// A review thread's rows in the diff, under the line it is on: collapsed, one row (its state,
/// author, first words and count); open, every comment with its byline, its Markdown (by
/// cmark-gfm, as issue comments are) and its reactions, a suggestion as the small diff of the
/// change it proposes, and an outdated thread's hunk first. Pure; the text is the server's,
/// already made inert, and every row fits the width.
public enum DiffThreadRows {
  /// What the rows of one thread are drawn in: every row's styled line, by its index among them.
  public struct Made {
    public var rows: [DiffRow]
    public var styled: [MarkdownText.Line]
  }

  /// The columns an open thread's rows are indented by.
  public static let indent = 4
  /// The most of a thread's first words the collapsed row shows.
  public static let summaryLength = 120

  /// The rows of `thread` (index `index` of its file's) after row-line `line`, at `width`.
  /// `original` is the lines a suggestion on it would replace, the head's text.
  public static func rows(
    _ thread: ReviewThread, index: Int, isOpen: Bool, line: Int, width: Int,
    original: [Substring], theme: Theme
  ) -> Made {
    let words = theme.words
    var made = Made(rows: [], styled: [])
    func add(_ styled: MarkdownText.Line, kind: DiffRow.Kind = .threadBody) {
      made.rows.append(DiffRow(kind: kind, text: Substring(styled.text), line: line, thread: index))
      made.styled.append(styled)
    }
    add(
      MarkdownText.Line(
        text: header(thread, isOpen: isOpen, words: words, spoken: theme.screenReader),
        style: theme.meta),
      kind: .thread)
    guard isOpen else { return made }
    let room = max(1, width - indent)
    let pad = String(repeating: " ", count: indent)
    func indented(_ line: MarkdownText.Line) -> MarkdownText.Line {
      MarkdownText.Line(runs: [MarkdownText.Run(text: pad, style: .plain)] + line.runs)
    }
    if thread.isOutdated, let hunk = thread.comments.first?.diffHunk {
      for line in ReviewCommentLines.hunk(hunk, width: room, theme: theme) { add(indented(line)) }
    }
    let styles = MarkdownText.Styles(theme: theme)
    for comment in thread.comments {
      var byline = comment.author.login
      if comment.isPending { byline += " · " + words(.threadPending) }
      add(indented(MarkdownText.Line(text: byline.ellipsised(toWidth: room), style: theme.title)))
      let lines = ReviewCommentLines.body(
        comment, original: original, width: room, theme: theme,
        markdown: { MarkdownText.lines($0, width: $1, styles: styles) })
      for line in lines { add(indented(line)) }
    }
    return made
  }

  /// `▸ monalisa · 2 comments · resolved: Should this be optional? Every…`: what a collapsed
  /// thread shows, and an open one's first row. Its state comes before its words, so a narrow
  /// terminal cuts the words, never the state.
  /// `spoken`, for a screen reader, says "Thread, open" or "Thread" for the glyph.
  public static func header(
    _ thread: ReviewThread, isOpen: Bool, words: ChromeWords, spoken: Bool = false
  ) -> String {
    let first = thread.comments.first
    let parts = DiffSuggestion.parts(of: first?.body ?? "")
    var tags = [first?.author.login ?? ""]
    if let start = thread.startLine, let end = thread.line, start < end {
      tags.append(words(.threadLines(start, end)))
    }
    if thread.commentCount > 1 { tags.append(words(.threadComments(thread.commentCount))) }
    if parts.contains(where: { if case .suggestion = $0 { true } else { false } }) {
      tags.append(words(.threadSuggestion))
    }
    tags += ReviewCommentLines.states(of: thread, words: words)
    let text = parts.lazy.compactMap { if case .text(let text) = $0 { text } else { nil } }.first
    let summary = Self.summary(of: text ?? "", limit: summaryLength)
    // Open, its words are under it.
    let shown = isOpen || summary.isEmpty ? "" : ": " + summary
    let mark =
      spoken ? words(isOpen ? .threadOpenSpoken : .threadFoldedSpoken) : isOpen ? "▾" : "▸"
    return "  \(mark) " + tags.joined(separator: " · ") + shown
  }

  /// `text`'s words joined by single spaces, cut after `limit` characters with `…`. ASCII text
  /// (most review comments) is read by its bytes, and only as far as the cut: there a character
  /// is a byte and whitespace is six of them.
  static func summary(of text: String, limit: Int) -> String {
    guard text.utf8.allSatisfy({ $0 < 0x80 }) else {
      let said = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
      return said.count > limit ? String(said.prefix(limit)) + "…" : said
    }
    return asciiSummary(of: text, limit: limit)
  }

  private static func asciiSummary(of text: String, limit: Int) -> String {
    var said: [UInt8] = []
    said.reserveCapacity(min(limit, text.utf8.count) + 1)
    var spaceBefore = false
    for byte in text.utf8 {
      if byte == UInt8(ascii: " ") || (0x09...0x0D).contains(byte) {
        spaceBefore = !said.isEmpty
        continue
      }
      if spaceBefore {
        guard said.count < limit else { return String(decoding: said, as: UTF8.self) + "…" }
        said.append(UInt8(ascii: " "))
        spaceBefore = false
      }
      guard said.count < limit else { return String(decoding: said, as: UTF8.self) + "…" }
      said.append(byte)
    }
    return String(decoding: said, as: UTF8.self)
  }
}
