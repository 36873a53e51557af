import TerminalUI
import Testing

@testable import AppCore
@testable import MarkdownView

/// One test per Markdown construct, on the lines `MarkdownText` lays out.
@Suite struct MarkdownTextTests {
  typealias Run = MarkdownText.Run
  static let styles = MarkdownText.Styles(theme: .standard)

  static func lines(_ markdown: String, width: Int = 40) -> [MarkdownText.Line] {
    MarkdownText.lines(markdown, width: width, styles: styles)
  }

  static func texts(_ markdown: String, width: Int = 40) -> [String] {
    lines(markdown, width: width).map(\.text)
  }

  /// The style of the first run whose text contains `needle`.
  static func style(of needle: String, in markdown: String, width: Int = 40) -> Style? {
    lines(markdown, width: width).flatMap(\.runs).first { $0.text.contains(needle) }?.style
  }

  // MARK: Text and emphasis

  @Test func dunderNamesAndIntrawordUnderscoresAreNotEmphasis() {
    let markdown = "Call __init__, obj.__init_subclass__() and snake_case_name, not __This__."
    #expect(
      Self.texts(markdown, width: 80) == [
        "Call __init__, obj.__init_subclass__() and snake_case_name, not This."
      ])
    #expect(Self.style(of: "__init__", in: markdown) == .plain)
    #expect(Self.style(of: "__init_subclass__", in: markdown) == .plain)
    #expect(Self.style(of: "This", in: markdown) == .bold, "a capitalised word is real bold")
    #expect(Self.style(of: "init", in: "**init** and `__init__`") == .bold)
  }

  @Test func emphasisIsItalicAndStrongIsBold() {
    let markdown = "*soft* and **loud** and ***both*** and `code`"
    #expect(Self.texts(markdown, width: 80) == ["soft and loud and both and code"])
    #expect(Self.style(of: "soft", in: markdown)?.attributes == .italic)
    #expect(Self.style(of: "loud", in: markdown)?.attributes == .bold)
    #expect(Self.style(of: "both", in: markdown)?.attributes == [.italic, .bold])
    #expect(Self.style(of: "code", in: markdown) == Self.styles.code)
  }

  @Test func strikethroughKeepsItsTildesDimmed() {
    #expect(Self.texts("~~gone~~ here") == ["~~gone~~ here"])
    #expect(Self.style(of: "gone", in: "~~gone~~ here") == Self.styles.strikethrough)
  }

  /// GitHub renders issue and comment text with hard breaks: a newline typed in a comment
  /// (Ctrl-J in the composer) shows as a new line.
  @Test func everyLineBreakSplitsAsOnGitHub() {
    #expect(Self.texts("one\ntwo") == ["one", "two"])
    #expect(Self.texts("one\\\ntwo") == ["one", "two"])
    #expect(Self.texts("one<br>two") == ["one", "two"])
  }

  @Test func paragraphsWrapWithStylesKept() {
    let lines = Self.lines("plain words then **bold words that wrap**", width: 20)
    #expect(lines.map(\.text) == ["plain words then", "bold words that wrap"])
    #expect(lines[1].runs == [Run(text: "bold words that wrap", style: .bold)])
  }

  // MARK: Headings and rules

  @Test func headingsAreBoldWithARuleUnderTheFirstTwoLevels() {
    let lines = Self.lines("# One\n\n## Two\n\n### Three\n\n---", width: 10)
    #expect(
      lines.map(\.text) == [
        "One", String(repeating: "═", count: 10), "", "Two", String(repeating: "─", count: 10),
        "", "Three", "", String(repeating: "─", count: 10),
      ])
    #expect(lines[0].style == Self.styles.heading)
    #expect(lines[6].style == Self.styles.heading)
    #expect(lines[1].style == Self.styles.rule)
  }

  // MARK: Code

  @Test func codeBlocksAreVerbatimAndCutNotWrapped() {
    let markdown =
      "```swift\nlet x = 1   // aligned\n  indented()\nlet long = \"0123456789abcdef\"\n```"
    let lines = Self.lines(markdown, width: 24)
    #expect(
      lines.map(\.text) == [
        "  let x = 1   // aligned", "    indented()", "  let long = \"012345678…",
      ])
    #expect(lines[2].runs.last == Run(text: "…", style: Self.styles.rule))
    #expect(lines[0].runs.last?.style == Self.styles.code)
  }

  @Test func indentedCodeIsCodeToo() {
    let lines = Self.lines("Text:\n\n    raw **not bold**\n")
    #expect(lines.map(\.text) == ["Text:", "", "  raw **not bold**"])
    #expect(lines[2].runs.last?.style == Self.styles.code)
  }

  // MARK: Lists

  @Test func nestedListsIndentUnderTheirText() {
    let markdown = "- one\n  - two\n    - three\n      - four\n- five that wraps here"
    #expect(
      Self.texts(markdown, width: 16) == [
        "• one", "  ◦ two", "    ▪ three", "      • four", "• five that", "  wraps here",
      ])
  }

  @Test func orderedListsKeepTheirNumbersRightAligned() {
    let items = (0..<10).map { "\($0 + 7). item" }.joined(separator: "\n")
    let texts = Self.texts(items)
    #expect(texts.first == " 7. item")
    #expect(texts.last == "16. item")
  }

  @Test func looseListsKeepBlankLinesBetweenItems() {
    #expect(Self.texts("- a\n\n- b") == ["• a", "", "• b"])
  }

  @Test func taskListsShowTheirBoxes() {
    let markdown = "- [ ] todo\n- [x] done\n  - [ ] nested\n1. [x] numbered"
    #expect(
      Self.texts(markdown) == [
        "[ ] todo", "[x] done", "    [ ] nested", "", "1. [x] numbered",
      ])
  }

  // MARK: Quotes

  @Test func quotesHaveABarAndTheQuoteStyle() {
    let lines = Self.lines("> said\n>\n> > nested **bold**")
    #expect(lines.map(\.text) == ["│ said", "│", "│ │ nested bold"])
    #expect(lines[0].runs.allSatisfy { $0.style == Self.styles.quote })
    #expect(lines[2].runs.last?.style == Self.styles.quote.layering(.bold))
  }

  @Test func githubAlertsShowTheirKindAsATitle() {
    let lines = Self.lines("> [!WARNING]\n> Back up first.\n\n> [!note]\n\n> [!NOPE]\n> kept")
    #expect(
      lines.map(\.text) == [
        "│ Warning", "│ Back up first.", "", "│ Note", "", "│ [!NOPE]", "│ kept",
      ])
    #expect(lines[0].runs.last?.style == Self.styles.quote.layering(.bold))
  }

  // MARK: Tables

  @Test func tablesAreBoxedAndAligned() {
    let markdown = "| a | b |\n|:-|-:|\n| 日本 | 1 |\n| x | 22 |"
    #expect(
      Self.texts(markdown) == [
        "┌──────┬────┐",
        "│ a    │  b │",
        "├──────┼────┤",
        "│ 日本 │  1 │",
        "│ x    │ 22 │",
        "└──────┴────┘",
      ])
    #expect(Self.style(of: "a", in: markdown) == .bold)
  }

  @Test func wideTablesCutTheirWidestCellsWithAnEllipsis() {
    let markdown = "| id | text |\n|-|-|\n| 1 | a long sentence that cannot fit |"
    let lines = Self.lines(markdown, width: 20)
    #expect(
      lines.map(\.text) == [
        "┌────┬─────────────┐",
        "│ id │ text        │",
        "├────┼─────────────┤",
        "│ 1  │ a long sen… │",
        "└────┴─────────────┘",
      ])
    #expect(lines[3].runs.contains(Run(text: "…", style: Self.styles.rule)))
  }

  @Test func tablesTooWideForOneCellPerColumnAreStacked() {
    let markdown = "| a | b | c |\n|-|-|-|\n| 1 | 2 | 3 |\n| 4 | 5 | 6 |"
    #expect(
      Self.texts(markdown, width: 12) == ["a: 1", "b: 2", "c: 3", "", "a: 4", "b: 5", "c: 6"])
  }

  @Test func columnWidthsShareTheRoomFairly() {
    #expect(MarkdownLayout.fit([3, 50, 40], into: 30) == [3, 14, 13])
    #expect(MarkdownLayout.fit([3, 4], into: 30) == [3, 4])
  }

  // MARK: Links, images, mentions

  @Test func shortLinksShowTheirAddressDimmed() {
    let markdown = "See [docs](https://a.io/d)."
    #expect(Self.texts(markdown) == ["See docs <https://a.io/d>."])
    #expect(Self.style(of: "docs", in: markdown) == Self.styles.link)
    #expect(Self.style(of: "https", in: markdown) == Self.styles.url)
  }

  @Test func longLinksBecomeNumberedReferences() {
    let url = "https://example.com/a/very/long/path/to/something"
    let markdown =
      "[one](\(url)) and [two](\(url)) and [three](https://example.com/another/long/path/x)"
    #expect(
      Self.texts(markdown) == [
        "one[1] and two[1] and three[2]", "", "[1] https://example.com/a/very/long/path",
        "/to/something", "[2] https://example.com/another/long/pat", "h/x",
      ])
  }

  @Test func autolinksShowOnce() {
    #expect(
      Self.texts("Go to https://a.io/x or www.a.io or <me@a.io>.") == [
        "Go to https://a.io/x or www.a.io or", "me@a.io.",
      ])
  }

  @Test func imagesShowTheirAltText() {
    #expect(
      Self.texts("![a cat](https://a.io/cat.png) and ![](x.png)") == [
        "[image: a cat] and [image]"
      ])
  }

  @Test func mentionsAndIssueReferencesAreHighlighted() {
    let markdown = "@alice, @org/team and #12 or octo/repo#3; not a@b.io, x#1 or `@code`"
    #expect(Self.style(of: "@alice", in: markdown) == Self.styles.mention)
    #expect(Self.style(of: "@org/team", in: markdown) == Self.styles.mention)
    #expect(Self.style(of: "#12", in: markdown) == Self.styles.issueReference)
    #expect(Self.style(of: "octo/repo#3", in: markdown) == Self.styles.issueReference)
    #expect(Self.style(of: "a@b.io", in: markdown) == Self.styles.link, "an e-mail autolink")
    #expect(Self.style(of: "x#1", in: markdown) == .plain)
    #expect(Self.style(of: "@code", in: markdown) == Self.styles.code)
  }

  // MARK: HTML

  @Test func htmlCommentsAreHiddenAndOtherHTMLIsText() {
    let markdown = """
      <!-- template
      instructions -->
      Text <!-- inline --> kept <b>tag</b>

      <details>
      <summary>Log</summary>
      </details>
      """
    let lines = Self.lines(markdown, width: 80)
    #expect(
      lines.map(\.text) == [
        "Text kept <b>tag</b>", "", "<details>", "<summary>Log</summary>", "</details>",
      ])
    #expect(Self.style(of: "<b>", in: markdown) == Self.styles.html)
  }

  @Test func anUnclosedCommentHidesTheRest() {
    #expect(Self.texts("shown\n\n<!-- never closed\n\nhidden") == ["shown"])
  }

  // MARK: Hostile text

  @Test func entityReferencesCannotReintroduceControls() {
    let markdown = "&#27;[2J &#x9b;31m &#7; &#x202E;txt [a](https://x.io/&#27;) `&#27;`"
    let text = Self.texts(markdown, width: 80).joined(separator: "\n")
    #expect(text == "␛[2J �31m ␇ �txt a <https://x.io/␛> &#27;")
  }

  @Test func rawControlsAreMadeVisible() {
    #expect(Self.texts("a\u{1B}[31mb\tc\r\nd") == ["a␛[31mb c", "d"])
  }

  @Test func nothingForNoWidthOrNoText() {
    #expect(Self.lines("# text", width: 0).isEmpty)
    #expect(Self.lines("", width: 40).isEmpty)
    #expect(Self.lines("<!-- only a comment -->", width: 40).isEmpty)
  }

  @Test func deepNestingIsFlattenedNotRecursedInto() {
    let quotes = String(repeating: ">", count: 5000) + " deep"
    let emphasis = String(repeating: "*", count: 3000) + "x" + String(repeating: "*", count: 3000)
    let lists = (0..<200).map { String(repeating: "  ", count: $0) + "- level \($0)" }
      .joined(separator: "\n")
    for markdown in [quotes, emphasis, lists] {
      let lines = Self.lines(markdown, width: 30)
      #expect(!lines.isEmpty)
      #expect(lines.allSatisfy { $0.displayWidth <= 30 })
    }
  }
}
