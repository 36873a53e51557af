import AppCore

/// An issue body's Markdown as a Swift tree, copied out of cmark-gfm's syntax tree so that the C
/// nodes are freed at once and the layout code is plain Swift. Every string in it has already
/// been through the untrusted-text sanitiser: entity references (`&#27;`) decode to characters
/// that the sanitiser on the way into the entity never saw.
public struct MarkdownDocument: Hashable, Sendable {
  public var blocks: [Block]

  /// Block-level content, as GitHub Flavored Markdown defines it.
  public indirect enum Block: Hashable, Sendable {
    case paragraph([Inline])
    case heading(level: Int, [Inline])
    /// A fenced or indented code block, one string per line.
    case code([String])
    /// Raw HTML with its comments already removed, one string per line; shown inert.
    case html([String])
    case quote([Block])
    case list(List)
    case rule
    case table(Table)
  }

  /// A bullet or ordered list. `start` is the first number of an ordered list.
  public struct List: Hashable, Sendable {
    public var ordered: Bool
    public var start: Int
    /// Tight lists put no blank line between items or their paragraphs.
    public var tight: Bool
    public var items: [Item]
  }

  public struct Item: Hashable, Sendable {
    /// nil for an ordinary item, else whether a task-list item is ticked.
    public var task: Bool?
    public var blocks: [Block]
  }

  public struct Table: Hashable, Sendable {
    public var alignments: [Alignment]
    public var header: [[Inline]]
    public var rows: [[[Inline]]]
  }

  public enum Alignment: Hashable, Sendable {
    case none, left, center, right
  }

  public indirect enum Inline: Hashable, Sendable {
    case text(String)
    case code(String)
    case softBreak
    case lineBreak
    /// Inline HTML other than a comment, shown inert as its source text.
    case html(String)
    case emphasis([Inline])
    case strong([Inline])
    case strikethrough([Inline])
    case link(url: String, [Inline])
    case image(url: String, [Inline])
  }
}
