import AppCore
import TerminalUI

/// Walks a `MarkdownDocument` into lines at a width. A value with one piece of state: the
/// long link addresses collected as numbered references for the end of the document.
public struct MarkdownLayout {
  public typealias Line = MarkdownText.Line
  public typealias Run = MarkdownText.Run
  public typealias Block = MarkdownDocument.Block

  public let styles: MarkdownText.Styles
  /// Addresses shown as `[n]` after their link text and listed at the end.
  public var references: [String] = []
  /// Lists inside lists, for the bullet shape.
  private var listDepth = 0

  public init(styles: MarkdownText.Styles) {
    self.styles = styles
  }

  /// The whole document, then its references; every line clipped to `width` as a last guard.
  public mutating func document(_ document: MarkdownDocument, width: Int) -> [Line] {
    var lines = blocks(document.blocks, width: width, tight: false)
    if !references.isEmpty {
      lines.append(Line(text: "", style: styles.plain))
      for (index, url) in references.enumerated() {
        lines += Self.broken("[\(index + 1)] \(url)", width: width).map {
          Line(text: $0, style: styles.url)
        }
      }
    }
    return lines.map { Self.clipped($0, toWidth: width) }
  }

  /// Blocks one after another, with a blank line between them unless `tight`.
  public mutating func blocks(_ blocks: [Block], width: Int, tight: Bool) -> [Line] {
    var lines: [Line] = []
    for block in blocks {
      let next = self.block(block, width: width)
      guard !next.isEmpty else { continue }
      if !lines.isEmpty, !tight { lines.append(Line(text: "", style: styles.plain)) }
      lines += next
    }
    return lines
  }

  private mutating func block(_ block: Block, width: Int) -> [Line] {
    switch block {
    case .paragraph(let inlines):
      return paragraph(inlines, width: width, base: styles.plain)
    case .heading(let level, let inlines):
      var lines = paragraph(inlines, width: width, base: styles.heading)
      if level <= 2 {
        let rule = String(repeating: level == 1 ? "═" : "─", count: width)
        lines.append(Line(text: rule, style: styles.rule))
      }
      return lines
    case .code(let lines):
      return lines.map { codeLine($0, width: width) }
    case .html(let lines):
      return lines.flatMap { line in
        line.wrapped(toWidth: width).map { Line(text: $0, style: styles.html) }
      }
    case .quote(let children):
      return quote(children, width: width)
    case .list(let list):
      return self.list(list, width: width)
    case .rule:
      return [Line(text: String(repeating: "─", count: width), style: styles.rule)]
    case .table(let table):
      return self.table(table, width: width)
    }
  }

  /// A code line verbatim, indented two columns when there is room, never wrapped: a line too
  /// long for the width ends in a dimmed `…`.
  private func codeLine(_ text: String, width: Int) -> Line {
    let indent = width >= 12 ? 2 : 0
    let room = width - indent
    var runs = [Run(text: String(repeating: " ", count: indent), style: styles.plain)]
    if text.displayWidth <= room {
      runs.append(Run(text: text, style: styles.code))
    } else {
      runs.append(Run(text: text.clipped(toWidth: room - 1), style: styles.code))
      runs.append(Run(text: "…", style: styles.rule))
    }
    return Line(runs: runs.filter { !$0.text.isEmpty })
  }

  /// A bar before every line of the quote, which is drawn in the quote style under its own.
  /// A GitHub alert (`> [!NOTE]` and the like) shows its kind as a bold title.
  private mutating func quote(_ children: [Block], width: Int) -> [Line] {
    let bar = Run(text: "│ ", style: styles.quote)
    var children = children
    var title: [Line] = []
    if let (kind, rest) = Self.alert(children) {
      children = rest
      title = [Line(text: kind, style: styles.strong)]
    }
    guard width > 2 else { return title + blocks(children, width: width, tight: false) }
    return (title + blocks(children, width: width - 2, tight: false)).map { line in
      guard !line.text.isEmpty else { return Line(text: "│", style: styles.quote) }
      return Line(
        runs: [bar] + line.runs.map { Run(text: $0.text, style: styles.quote.layering($0.style)) })
    }
  }

  /// The title of a GitHub alert and the quote's blocks without its marker, when the quote's
  /// first line is `[!NOTE]`, `[!TIP]`, `[!IMPORTANT]`, `[!WARNING]` or `[!CAUTION]`.
  public static func alert(_ blocks: [Block]) -> (String, [Block])? {
    guard case .paragraph(let inlines) = blocks.first else { return nil }
    let end = inlines.firstIndex { $0 == .softBreak || $0 == .lineBreak } ?? inlines.endIndex
    let marker = plainText(Array(inlines[..<end])).uppercased()
    let kinds = ["NOTE", "TIP", "IMPORTANT", "WARNING", "CAUTION"]
    guard let kind = kinds.first(where: { marker == "[!\($0)]" }) else { return nil }
    let rest = end < inlines.endIndex ? Array(inlines[(end + 1)...]) : []
    let title = String(kind.prefix(1)) + kind.dropFirst().lowercased()
    return (title, (rest.isEmpty ? [] : [.paragraph(rest)]) + blocks.dropFirst())
  }

  /// Items with their marker before the first line and the rest indented under the text.
  /// Bullets change shape with depth (• ◦ ▪); numbers are right-aligned; task items show
  /// `[ ]` or `[x]`.
  private mutating func list(_ list: MarkdownDocument.List, width: Int) -> [Line] {
    let bullet = ["•", "◦", "▪"][listDepth % 3]
    let last = list.start + max(0, list.items.count - 1)
    let numberWidth = "\(last).".count
    listDepth += 1
    defer { listDepth -= 1 }
    var lines: [Line] = []
    for (index, item) in list.items.enumerated() {
      var marker: String
      if list.ordered {
        let number = "\(list.start + index)."
        marker = String(repeating: " ", count: max(0, numberWidth - number.count)) + number + " "
      } else {
        marker = item.task == nil ? bullet + " " : ""
      }
      if let done = item.task { marker += done ? "[x] " : "[ ] " }
      if !lines.isEmpty, !list.tight { lines.append(Line(text: "", style: styles.plain)) }
      lines += self.item(item.blocks, marker: marker, width: width, tight: list.tight)
    }
    return lines
  }

  private mutating func item(_ children: [Block], marker: String, width: Int, tight: Bool)
    -> [Line]
  {
    let indent = marker.displayWidth
    let markerLine = Line(text: marker, style: styles.plain)
    guard width - indent >= 1 else {
      return [markerLine] + blocks(children, width: width, tight: tight)
    }
    let inner = blocks(children, width: width - indent, tight: tight)
    guard !inner.isEmpty else { return [markerLine] }
    let pad = Run(text: String(repeating: " ", count: indent), style: styles.plain)
    return inner.enumerated().map { index, line in
      let lead = index == 0 ? Run(text: marker, style: styles.plain) : pad
      return Line(runs: [lead] + line.runs)
    }
  }

  /// The line cut to `width` if it is wider (only when the width leaves no room for an indent
  /// or a table), so that no line ever overflows.
  public static func clipped(_ line: Line, toWidth width: Int) -> Line {
    guard line.displayWidth > width else { return line }
    return Line(runs: clip(line.runs, toWidth: width))
  }

  /// Text cut into lines of `width` columns wherever the edge falls, for addresses, which
  /// have no spaces to wrap at. A grapheme wider than `width` gets a line of its own.
  public static func broken(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var rest = Substring(text)
    while !rest.isEmpty {
      var head = rest.clipped(toWidth: width)
      if head.isEmpty, let first = rest.first { head = String(first) }
      lines.append(head)
      rest = rest.dropFirst(head.count)
    }
    return lines
  }

  /// Runs cut to at most `width` columns, whole graphemes only.
  public static func clip(_ runs: [Run], toWidth width: Int) -> [Run] {
    var result: [Run] = []
    var room = width
    for run in runs {
      guard room > 0 else { break }
      let piece = run.text.clipped(toWidth: room)
      if !piece.isEmpty { result.append(Run(text: piece, style: run.style)) }
      guard piece.count == run.text.count else { break }
      room -= piece.displayWidth
    }
    return result
  }
}
