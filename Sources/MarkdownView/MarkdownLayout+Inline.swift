import AppCore
import TerminalUI

extension MarkdownLayout {
  public typealias Inline = MarkdownDocument.Inline

  /// Inline content word-wrapped at `width`, in `base` under the inline styles; hard breaks
  /// start a new line. Nothing when the content is blank (a paragraph of comments).
  public mutating func paragraph(_ inlines: [Inline], width: Int, base: Style) -> [Line] {
    var pieces: [[Run]] = [[]]
    flatten(inlines, style: base, inLink: false, width: width, into: &pieces)
    while let last = pieces.last, Self.isBlank(last) { pieces.removeLast() }
    return pieces.flatMap { Self.wrap($0, width: width, base: base).map(Line.init(runs:)) }
  }

  /// Inline content on one line (hard breaks as spaces), for table cells.
  public mutating func singleLine(_ inlines: [Inline], base: Style, width: Int) -> [Run] {
    var pieces: [[Run]] = [[]]
    flatten(inlines, style: base, inLink: false, width: width, into: &pieces)
    var runs: [Run] = []
    for (index, piece) in pieces.enumerated() {
      if index > 0 { runs.append(Run(text: " ", style: base)) }
      runs += piece
    }
    return runs
  }

  private mutating func flatten(
    _ inlines: [Inline], style: Style, inLink: Bool, width: Int, into pieces: inout [[Run]]
  ) {
    func append(_ text: String, _ style: Style) {
      pieces[pieces.count - 1].append(Run(text: text, style: style))
    }
    for inline in inlines {
      switch inline {
      case .text(let text):
        if inLink {
          append(text, style)
        } else {
          pieces[pieces.count - 1] += highlighted(text, style: style)
        }
      case .code(let code):
        append(code, style.layering(styles.code))
      case .softBreak, .lineBreak:
        // GitHub shows a line break typed in an issue or a comment as a break (its comments
        // are rendered with hard breaks), so a newline starts a new line here too.
        pieces.append([])
      case .html(let html):
        append(html, style.layering(styles.html))
      case .emphasis(let children):
        flatten(
          children, style: style.layering(styles.emphasis), inLink: inLink, width: width,
          into: &pieces)
      case .strong(let children):
        flatten(
          children, style: style.layering(styles.strong), inLink: inLink, width: width,
          into: &pieces)
      case .strikethrough(let children):
        let struck = style.layering(styles.strikethrough)
        append("~~", struck)
        flatten(children, style: struck, inLink: inLink, width: width, into: &pieces)
        append("~~", struck)
      case .link(let url, let children):
        link(url: url, children, style: style, width: width, into: &pieces)
      case .image(_, let children):
        let alt = Self.plainText(children)
        append(alt.isEmpty ? "[image]" : "[image: \(alt)]", style.layering(styles.url))
      }
    }
  }

  /// The link text, then its address dimmed: `text <url>` when the address is short, or a
  /// numbered reference `text[1]` listed at the end when it is long. An address that merely
  /// repeats the text (autolinks) is not shown twice.
  private mutating func link(
    url: String, _ children: [Inline], style: Style, width: Int, into pieces: inout [[Run]]
  ) {
    let linkStyle = style.layering(styles.link)
    let text = Self.plainText(children)
    guard !text.allSatisfy({ $0 == " " }) else {
      pieces[pieces.count - 1].append(Run(text: url, style: linkStyle))
      return
    }
    flatten(children, style: linkStyle, inLink: true, width: width, into: &pieces)
    guard !url.isEmpty, Self.withoutScheme(url) != Self.withoutScheme(text) else { return }
    let urlStyle = style.layering(styles.url)
    if url.displayWidth <= min(40, width / 2) {
      pieces[pieces.count - 1].append(Run(text: " <\(url)>", style: urlStyle))
    } else {
      pieces[pieces.count - 1].append(Run(text: "[\(reference(url))]", style: urlStyle))
    }
  }

  /// The reference number for `url`, the same one each time it is linked.
  private mutating func reference(_ url: String) -> Int {
    if let index = references.firstIndex(of: url) { return index + 1 }
    references.append(url)
    return references.count
  }

  private static func withoutScheme(_ address: String) -> Substring {
    var rest = Substring(address)
    for scheme in ["https://", "http://", "mailto:"] where rest.hasPrefix(scheme) {
      rest = rest.dropFirst(scheme.count)
    }
    return rest
  }

  /// The text of inline content without its markup, as image alt text is.
  public static func plainText(_ inlines: [Inline]) -> String {
    inlines.map { inline in
      switch inline {
      case .text(let text), .code(let text), .html(let text): text
      case .softBreak, .lineBreak: " "
      case .emphasis(let children), .strong(let children), .strikethrough(let children),
        .link(_, let children), .image(_, let children):
        plainText(children)
      }
    }.joined()
  }

  private static func isBlank(_ runs: [Run]) -> Bool {
    runs.allSatisfy { $0.text.allSatisfy { $0 == " " } }
  }

  // MARK: Mentions and issue references

  /// Text with `@login`, `@org/team`, `#123` and `owner/repo#123` in their styles.
  private func highlighted(_ text: String, style: Style) -> [Run] {
    guard text.contains("@") || text.contains("#") else { return [Run(text: text, style: style)] }
    let characters = Array(text)
    var runs: [Run] = []
    var plainStart = 0
    var index = 0
    while index < characters.count {
      let atBoundary = index == 0 || !Self.joinsToken(characters[index - 1])
      guard atBoundary, let (end, isMention) = Self.token(in: characters, at: index) else {
        index += 1
        continue
      }
      if plainStart < index {
        runs.append(Run(text: String(characters[plainStart..<index]), style: style))
      }
      let tokenStyle = style.layering(isMention ? styles.mention : styles.issueReference)
      runs.append(Run(text: String(characters[index..<end]), style: tokenStyle))
      plainStart = end
      index = end
    }
    if plainStart < characters.count {
      runs.append(Run(text: String(characters[plainStart...]), style: style))
    }
    return runs
  }

  /// Characters that make a following `@` or `#` part of a word (an e-mail, a URL fragment).
  private static func joinsToken(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || "_-./@#&".contains(character)
  }

  private static func isLoginCharacter(_ character: Character) -> Bool {
    character.isASCII && (character.isLetter || character.isNumber || character == "-")
  }

  private static func isASCIIDigit(_ character: Character) -> Bool {
    character.isASCII && character.isNumber
  }

  /// The end of a mention or issue reference starting at `start`, if one does.
  private static func token(in characters: [Character], at start: Int) -> (Int, Bool)? {
    func run(from index: Int, _ accepts: (Character) -> Bool, limit: Int = 100) -> Int {
      var end = index
      while end < characters.count, end - index < limit, accepts(characters[end]) { end += 1 }
      return end
    }
    func endsWord(_ end: Int) -> Bool {
      end == characters.count || !(characters[end].isLetter || characters[end].isNumber)
    }
    switch characters[start] {
    case "@":
      var end = run(from: start + 1, isLoginCharacter, limit: 39)
      guard end > start + 1 else { return nil }
      if end < characters.count, characters[end] == "/" {
        let team = run(from: end + 1) { isLoginCharacter($0) || $0 == "_" }
        if team > end + 1 { end = team }
      }
      return endsWord(end) && characters[end - 1] != "-" ? (end, true) : nil
    case "#":
      let end = run(from: start + 1, isASCIIDigit, limit: 10)
      return end > start + 1 && endsWord(end) ? (end, false) : nil
    default:
      // owner/repo#123
      let owner = run(from: start, isLoginCharacter)
      guard owner > start, owner < characters.count, characters[owner] == "/" else { return nil }
      let repository = run(from: owner + 1) { isLoginCharacter($0) || "._".contains($0) }
      guard repository > owner + 1, repository < characters.count, characters[repository] == "#"
      else { return nil }
      let end = run(from: repository + 1, isASCIIDigit, limit: 10)
      return end > repository + 1 && endsWord(end) ? (end, false) : nil
    }
  }

  // MARK: Wrapping

  /// Styled runs word-wrapped by `wrapped(toWidth:)`, so that styled text breaks exactly as
  /// plain text does (CJK between characters, long words by grapheme): the text is wrapped
  /// as one string and each character then gets back the style it had.
  public static func wrap(_ runs: [Run], width: Int, base: Style) -> [[Run]] {
    var text = ""
    var starts: [(offset: Int, style: Style)] = []
    for run in runs where !run.text.isEmpty {
      starts.append((text.utf8.count, run.style))
      text += run.text
    }
    var characters: [Character] = []
    var characterStyles: [Style] = []
    var offset = 0
    var current = 0
    for character in text {
      while current + 1 < starts.count, starts[current + 1].offset <= offset { current += 1 }
      characters.append(character)
      characterStyles.append(starts.isEmpty ? base : starts[current].style)
      offset += character.utf8.count
    }
    var index = 0
    return text.wrapped(toWidth: width).map { line in
      // A break swallows the spaces at it.
      while index < characters.count, characters[index] == " " { index += 1 }
      var pieces: [Run] = []
      for character in line {
        let style = index < characters.count ? characterStyles[index] : base
        if character == " " {
          while index < characters.count, characters[index] == " " { index += 1 }
        } else if index < characters.count {
          index += 1
        }
        if let last = pieces.last, last.style == style {
          pieces[pieces.count - 1].text.append(character)
        } else {
          pieces.append(Run(text: String(character), style: style))
        }
      }
      return pieces
    }
  }
}
