import TerminalUI

/// Just enough Markdown to make an issue body readable in a terminal: headings in bold, list
/// items with bullets and hanging indents, quotes with a bar, fenced code kept verbatim (indent
/// and all), and links shown as `text <url>`. Everything else is plain wrapped text.
enum MarkdownText {
  struct Line: Hashable, Sendable {
    var text: String
    var style: Style
  }

  struct Styles {
    var heading: Style
    var code: Style
    var quote: Style
    var plain: Style
  }

  static func lines(_ markdown: String, width: Int, styles: Styles) -> [Line] {
    guard width > 0 else { return [] }
    var output: [Line] = []
    var inFence = false
    var previousBlank = true
    for raw in markdown.replacingOccurrences(of: "\r\n", with: "\n").split(
      separator: "\n", omittingEmptySubsequences: false)
    {
      let line = String(raw).replacingOccurrences(of: "\t", with: "    ")
      let trimmed = line.trimmingLeadingSpaces
      if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
        inFence.toggle()
        continue
      }
      if inFence {
        output += hardWrapped("  " + line, width: width).map { Line(text: $0, style: styles.code) }
        previousBlank = false
        continue
      }
      if trimmed.isEmpty {
        if !previousBlank { output.append(Line(text: "", style: styles.plain)) }
        previousBlank = true
        continue
      }
      previousBlank = false
      output += block(trimmed, width: width, styles: styles)
    }
    while output.last?.text.isEmpty == true { output.removeLast() }
    return output
  }

  /// One non-code line: a heading, a list item, a quote, or a paragraph line.
  private static func block(_ line: String, width: Int, styles: Styles) -> [Line] {
    if let heading = headingText(line) {
      return inline(heading).wrapped(toWidth: width).map { Line(text: $0, style: styles.heading) }
    }
    if let (marker, rest) = listItem(line) {
      return hanging(marker: marker, text: inline(rest), width: width, style: styles.plain)
    }
    if line.hasPrefix(">") {
      let rest = String(line.dropFirst()).trimmingLeadingSpaces
      return hanging(marker: "│ ", text: inline(rest), width: width, style: styles.quote)
    }
    return inline(line).wrapped(toWidth: width).map { Line(text: $0, style: styles.plain) }
  }

  private static func headingText(_ line: String) -> String? {
    let hashes = line.prefix { $0 == "#" }.count
    guard (1...6).contains(hashes) else { return nil }
    let rest = line.dropFirst(hashes)
    guard rest.isEmpty || rest.first == " " else { return nil }
    return String(rest).trimmingLeadingSpaces
  }

  /// `- item`, `* item`, `+ item` become "• item"; `1. item` keeps its number.
  private static func listItem(_ line: String) -> (marker: String, rest: String)? {
    if let first = line.first, "-*+".contains(first), line.dropFirst().first == " " {
      var rest = String(line.dropFirst(2))
      if rest.hasPrefix("[ ] ") { rest = "☐ " + rest.dropFirst(4) }
      if rest.hasPrefix("[x] ") || rest.hasPrefix("[X] ") { rest = "☑ " + rest.dropFirst(4) }
      return ("• ", rest)
    }
    let digits = line.prefix(while: \.isASCIIDigit)
    if !digits.isEmpty, digits.count <= 3, line.dropFirst(digits.count).hasPrefix(". ") {
      return ("\(digits). ", String(line.dropFirst(digits.count + 2)))
    }
    return nil
  }

  /// Wraps `text` after `marker`, with continuation lines indented under the text.
  private static func hanging(marker: String, text: String, width: Int, style: Style) -> [Line] {
    let indent = marker.displayWidth
    guard width > indent + 1 else {
      return (marker + text).wrapped(toWidth: width).map { Line(text: $0, style: style) }
    }
    let pad = String(repeating: " ", count: indent)
    let continuation = marker == "│ " ? marker : pad
    return text.wrapped(toWidth: width - indent).enumerated().map { index, piece in
      Line(text: (index == 0 ? marker : continuation) + piece, style: style)
    }
  }

  /// Inline markup made readable: links as `text <url>`, images as `[image: alt]`, and the
  /// `**`, `__` and backtick markers dropped.
  static func inline(_ text: String) -> String {
    var result = ""
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "[") {
      let isImage = open > rest.startIndex && rest[rest.index(before: open)] == "!"
      let close = rest[open...].firstIndex(of: "]")
      guard let close, rest.index(after: close) < rest.endIndex,
        rest[rest.index(after: close)] == "(",
        let end = rest[close...].firstIndex(of: ")")
      else {
        result += rest[...open]
        rest = rest[rest.index(after: open)...]
        continue
      }
      let label = rest[rest.index(after: open)..<close]
      let url = rest[rest.index(close, offsetBy: 2)..<end]
      result += rest[..<(isImage ? rest.index(before: open) : open)]
      result += isImage ? "[image: \(label)]" : (label == url ? "<\(url)>" : "\(label) <\(url)>")
      rest = rest[rest.index(after: end)...]
    }
    result += rest
    return
      result
      .replacingOccurrences(of: "**", with: "")
      .replacingOccurrences(of: "__", with: "")
      .replacingOccurrences(of: "`", with: "")
  }

  /// Breaks by display width without touching spaces, for code.
  private static func hardWrapped(_ line: String, width: Int) -> [String] {
    var pieces: [String] = []
    var rest = Substring(line)
    repeat {
      var head = String(rest).clipped(toWidth: width)
      if head.isEmpty, let first = rest.first { head = String(first) }
      pieces.append(head)
      rest = rest.dropFirst(head.count)
    } while !rest.isEmpty
    return pieces
  }
}

extension String {
  fileprivate var trimmingLeadingSpaces: String {
    String(drop { $0 == " " })
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
