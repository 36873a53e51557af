import AppCore
import CCmarkGFM
import FoundationEssentials
import IssueDomain
import SystemSupport

extension MarkdownDocument {
  /// Nesting (of blocks and of inlines) kept as structure; anything deeper becomes its plain
  /// text, so that a hostile body of ten thousand `>` cannot exhaust the stack.
  public static let maximumDepth = 24

  /// cmark-gfm 0.29 keeps parser state in process globals: the extension registry (filled once,
  /// without a lock) and the inline parser's special-character tables (written each time an
  /// extension is attached). Parses therefore take turns; the value says whether the
  /// extensions are registered yet. (Not `Locked(())`: TSan takes the empty value's access for
  /// one of the lock's own field and reports a race that isn't there.)
  private static let turn = Locked(false)

  /// The extensions github.com uses for issues. `tagfilter` only changes HTML output, which
  /// is never produced here.
  private static let extensionNames = ["table", "strikethrough", "tasklist", "autolink"]

  /// Parses `markdown` as GitHub does. The text is sanitised first (tabs become spaces, controls
  /// become pictures), and every string taken from the tree is sanitised again, since entity
  /// references decode to any character. Raw HTML is never rendered: comments are dropped and
  /// other HTML is kept as inert text. Parser and tree are freed before this returns.
  public init(parsing markdown: String) {
    let text = UntrustedText.sanitized(markdown, multiline: true)
    self = Self.turn.withLock { registered in
      if !registered {
        cmark_gfm_core_extensions_ensure_registered()
        registered = true
      }
      return Self.parse(text)
    }
  }

  private static func parse(_ text: String) -> MarkdownDocument {
    guard let parser = cmark_parser_new(CMARK_OPT_DEFAULT | CMARK_OPT_SOURCEPOS) else {
      return verbatim(text)
    }
    defer { cmark_parser_free(parser) }
    for name in extensionNames {
      if let syntax = cmark_find_syntax_extension(name) {
        cmark_parser_attach_syntax_extension(parser, syntax)
      }
    }
    var source = text
    source.withUTF8 { bytes in
      guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
      base.withMemoryRebound(to: CChar.self, capacity: bytes.count) { pointer in
        cmark_parser_feed(parser, pointer, bytes.count)
      }
    }
    guard let root = cmark_parser_finish(parser) else { return verbatim(text) }
    defer { cmark_node_free(root) }
    return MarkdownDocument(blocks: Converter(source: text).blocks(under: root, depth: 0))
  }

  /// The text as plain paragraphs, should cmark fail to allocate a parser or a tree.
  private static func verbatim(_ text: String) -> MarkdownDocument {
    let lines = text.split(separator: "\n").map { Block.paragraph([.text(String($0))]) }
    return MarkdownDocument(blocks: lines)
  }

  /// Copies cmark's tree into Swift values. Keeps the parsed source, since cmark's nodes don't
  /// say which delimiter made them (see `dunderName`).
  private struct Converter {
    let source: [UInt8]
    /// Byte offset where each source line starts.
    let lineStarts: [Int]

    init(source text: String) {
      source = Array(text.utf8)
      var starts = [0]
      for (offset, byte) in source.enumerated() where byte == UInt8(ascii: "\n") {
        starts.append(offset + 1)
      }
      lineStarts = starts
    }

    // MARK: Blocks

    func blocks(under parent: OpaquePointer, depth: Int) -> [Block] {
      children(of: parent).compactMap { block($0, depth: depth) }
    }

    func block(_ node: OpaquePointer, depth: Int) -> Block? {
      guard depth < MarkdownDocument.maximumDepth else {
        return .paragraph([.text(plainText(of: node))])
      }
      switch cmark_node_get_type(node) {
      case CMARK_NODE_PARAGRAPH:
        return .paragraph(inlines(under: node, depth: depth + 1))
      case CMARK_NODE_HEADING:
        return .heading(
          level: Int(cmark_node_get_heading_level(node)), inlines(under: node, depth: depth + 1))
      case CMARK_NODE_CODE_BLOCK:
        return .code(lines(of: rawLiteral(node)))
      case CMARK_NODE_HTML_BLOCK:
        let visible = lines(of: MarkdownDocument.withoutComments(rawLiteral(node)))
          .filter { !$0.allSatisfy { $0 == " " } }
        return visible.isEmpty ? nil : .html(visible)
      case CMARK_NODE_BLOCK_QUOTE:
        return .quote(blocks(under: node, depth: depth + 1))
      case CMARK_NODE_LIST:
        let items = children(of: node).map { item in
          Item(
            task: typeName(item) == "tasklist"
              ? cmark_gfm_extensions_get_tasklist_item_checked(item) : nil,
            blocks: blocks(under: item, depth: depth + 1))
        }
        return .list(
          List(
            ordered: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST,
            start: Int(cmark_node_get_list_start(node)),
            tight: cmark_node_get_list_tight(node) != 0, items: items))
      case CMARK_NODE_THEMATIC_BREAK:
        return .rule
      default:
        if typeName(node) == "table" { return table(node, depth: depth) }
        let text = plainText(of: node)
        return text.isEmpty ? nil : .paragraph([.text(text)])
      }
    }

    func table(_ node: OpaquePointer, depth: Int) -> Block {
      let columns = Int(cmark_gfm_extensions_get_table_columns(node))
      var alignments: [Alignment] = []
      if let raw = cmark_gfm_extensions_get_table_alignments(node) {
        alignments = (0..<columns).map { index in
          switch raw[index] {
          case UInt8(ascii: "l"): .left
          case UInt8(ascii: "c"): .center
          case UInt8(ascii: "r"): .right
          default: .none
          }
        }
      }
      var header: [[Inline]] = []
      var rows: [[[Inline]]] = []
      for row in children(of: node) {
        let cells = children(of: row).map { inlines(under: $0, depth: depth + 1) }
        if cmark_gfm_extensions_get_table_row_is_header(row) != 0 {
          header = cells
        } else {
          rows.append(cells)
        }
      }
      return .table(Table(alignments: alignments, header: header, rows: rows))
    }

    // MARK: Inlines

    func inlines(under parent: OpaquePointer, depth: Int) -> [Inline] {
      children(of: parent).compactMap { inline($0, depth: depth) }
    }

    func inline(_ node: OpaquePointer, depth: Int) -> Inline? {
      guard depth < MarkdownDocument.maximumDepth else { return .text(plainText(of: node)) }
      switch cmark_node_get_type(node) {
      case CMARK_NODE_TEXT:
        return .text(literal(node))
      case CMARK_NODE_CODE:
        return .code(literal(node))
      case CMARK_NODE_SOFTBREAK:
        return .softBreak
      case CMARK_NODE_LINEBREAK:
        return .lineBreak
      case CMARK_NODE_HTML_INLINE:
        let html = literal(node)
        if html.hasPrefix("<!--") { return nil }
        if isLineBreakTag(html) { return .lineBreak }
        return .html(html)
      case CMARK_NODE_EMPH:
        return .emphasis(inlines(under: node, depth: depth + 1))
      case CMARK_NODE_STRONG:
        let children = inlines(under: node, depth: depth + 1)
        if let name = dunderName(node, children) { return .text(name) }
        return .strong(children)
      case CMARK_NODE_LINK:
        return .link(url: url(node), inlines(under: node, depth: depth + 1))
      case CMARK_NODE_IMAGE:
        return .image(url: url(node), inlines(under: node, depth: depth + 1))
      default:
        if typeName(node) == "strikethrough" {
          return .strikethrough(inlines(under: node, depth: depth + 1))
        }
        let text = plainText(of: node)
        return text.isEmpty ? nil : .text(text)
      }
    }

    /// `<br>`, `<br/>` and `<br />`, which issue tables use for line breaks inside a cell.
    func isLineBreakTag(_ html: String) -> Bool {
      let tag = html.lowercased().filter { $0 != " " }
      return tag == "<br>" || tag == "<br/>"
    }

    // MARK: Nodes

    func children(of node: OpaquePointer) -> [OpaquePointer] {
      var result: [OpaquePointer] = []
      var child = cmark_node_first_child(node)
      while let current = child {
        result.append(current)
        child = cmark_node_next(current)
      }
      return result
    }

    /// The name an extension gives its nodes ("table", "strikethrough", "tasklist").
    func typeName(_ node: OpaquePointer) -> String {
      cmark_node_get_type_string(node).map { String(cString: $0) } ?? ""
    }

    func rawLiteral(_ node: OpaquePointer) -> String {
      cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
    }

    /// A node's literal on one line, sanitised.
    func literal(_ node: OpaquePointer) -> String {
      UntrustedText.sanitized(rawLiteral(node), multiline: false)
    }

    func url(_ node: OpaquePointer) -> String {
      UntrustedText.sanitized(
        cmark_node_get_url(node).map { String(cString: $0) } ?? "", multiline: false)
    }

    /// A multi-line literal as sanitised lines, without the final newline's empty line.
    func lines(of literal: String) -> [String] {
      var lines = literal.split(separator: "\n", omittingEmptySubsequences: false).map {
        UntrustedText.sanitized(String($0), multiline: false)
      }
      if lines.last?.isEmpty == true { lines.removeLast() }
      return lines
    }

    /// The text under a node, walked without recursion (for content nested past
    /// `MarkdownDocument.maximumDepth`): literals joined, line breaks as spaces.
    func plainText(of node: OpaquePointer) -> String {
      guard let iterator = cmark_iter_new(node) else { return "" }
      defer { cmark_iter_free(iterator) }
      var text = ""
      while cmark_iter_next(iterator) != CMARK_EVENT_DONE {
        guard cmark_iter_get_event_type(iterator) == CMARK_EVENT_ENTER,
          let current = cmark_iter_get_node(iterator)
        else { continue }
        switch cmark_node_get_type(current) {
        case CMARK_NODE_TEXT, CMARK_NODE_CODE:
          text += literal(current)
        case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
          text += " "
        case CMARK_NODE_PARAGRAPH, CMARK_NODE_HEADING, CMARK_NODE_CODE_BLOCK:
          if !text.isEmpty, text.last != " " { text += " " }
          if cmark_node_get_type(current) == CMARK_NODE_CODE_BLOCK {
            text += lines(of: rawLiteral(current)).joined(separator: " ")
          }
        default:
          continue
        }
      }
      return text
    }

    /// A strong node's source when it is a Python-style dunder name such as `__init__` written
    /// without backticks: opened by `__` and holding one lower-case identifier. CommonMark (and
    /// so github.com) makes that a bold "init"; an issue tracker's readers mean the name.
    func dunderName(_ node: OpaquePointer, _ children: [Inline]) -> String? {
      var name = ""
      for child in children {
        guard case .text(let text) = child else { return nil }
        name += text
      }
      guard let first = name.unicodeScalars.first, ("a"..."z").contains(first),
        name.unicodeScalars.allSatisfy({
          ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
        })
      else { return nil }
      let line = Int(cmark_node_get_start_line(node)) - 1
      let column = Int(cmark_node_get_start_column(node)) - 1
      guard lineStarts.indices.contains(line), column >= 0 else { return nil }
      let offset = lineStarts[line] + column
      guard offset + 1 < source.count, source[offset] == UInt8(ascii: "_"),
        source[offset + 1] == UInt8(ascii: "_")
      else { return nil }
      return "__\(name)__"
    }
  }

  /// HTML with its comments removed; an unclosed comment runs to the end, as in a browser.
  public static func withoutComments(_ html: String) -> String {
    var result = ""
    var rest = Substring(html)
    while let open = rest.scalarRange(of: "<!--") {
      result += rest[..<open.lowerBound]
      guard let close = rest[open.upperBound...].scalarRange(of: "-->") else { return result }
      rest = rest[close.upperBound...]
    }
    return result + rest
  }
}
