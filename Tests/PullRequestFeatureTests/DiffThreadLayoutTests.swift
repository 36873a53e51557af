import IssueDomain
import IssueFeature
import Localization
import TerminalUI
import Testing

@testable import AppCore
@testable import PullRequestFeature

/// Threads in a file's layout: each under its line on its side, after the line's last wrapped
/// part, the rest at the end under a heading; open threads' rows; suggestions as diffs; and
/// what a hostile range can't do.
@Suite struct DiffThreadLayoutTests {
  static let patch = "@@ -3,3 +3,3 @@ f()\n a\n-b\n+c\n d"

  static func thread(
    _ id: String, line: Int?, start: Int? = nil, side: DiffSide = .right, body: String = "Why?"
  ) -> ReviewThread {
    ReviewThread(
      id: id, path: "a.swift", line: line, startLine: start, side: side,
      comments: [ReviewComment(id: "C\(id)", author: User(login: "monalisa"), body: body)])
  }

  static func layout(
    _ threads: [ReviewThread], open: Set<String> = [], width: Int = 80, patch: String = patch
  ) -> DiffFileLayout {
    DiffFileLayout(
      DiffFileLayoutTests.file(patch), width: width, words: DiffFileLayoutTests.words,
      threads: DiffFileLayout.Threads(threads, open: open, theme: .standard))
  }

  @Test func eachThreadIsUnderItsLineOnItsSide() {
    let layout = Self.layout([
      Self.thread("right", line: 4), Self.thread("left", line: 4, side: .left),
      Self.thread("context-left", line: 5, side: .left), Self.thread("context", line: 5),
    ])
    #expect(
      layout.rows.map(\.kind) == [
        .fileHeader, .hunk, .context, .removed, .thread, .added, .thread, .context, .thread,
        .thread,
      ])
    #expect(layout.rows[4].thread == 1 && layout.rows[6].thread == 0)
    #expect(layout.threadStarts.map(\.thread) == [1, 0, 3, 2], "the head's side first on a line")
  }

  @Test func aThreadWithNoLineHereGoesToTheEndUnderAHeading() {
    let layout = Self.layout([Self.thread("gone", line: nil), Self.thread("far", line: 900)])
    #expect(layout.rows.suffix(3).map(\.kind) == [.outdated, .thread, .thread])
    #expect(
      layout.rows.last?.line == layout.rows[layout.rows.count - 4].line, "lines stay in order")
  }

  @Test func aThreadFollowsTheLastPartOfAWrappedLine() {
    let long = String(repeating: "x", count: 100)
    let layout = Self.layout(
      [Self.thread("t", line: 4)], width: 40, patch: "@@ -3,1 +3,2 @@\n a\n+\(long)")
    let thread = layout.rows.firstIndex { $0.kind == .thread } ?? 0
    #expect(layout.rows[thread - 1].isContinuation)
    #expect(layout.rows[(thread + 1)...].isEmpty)
  }

  @Test func anOpenThreadHasItsBylineTextAndASuggestionAsADiff() {
    let body = "Shorter:\n\n```suggestion\n  c2\n```\nThanks."
    let layout = Self.layout([Self.thread("t", line: 4, body: body)], open: ["t"])
    let texts = layout.rows.filter { $0.kind == .threadBody }.map { String($0.text) }
    #expect(texts == ["    monalisa", "    Shorter:", "    -c", "    +  c2", "    Thanks."])
    #expect(layout.styled.count == texts.count + 1, "every thread row is drawn styled")
  }

  @Test func aRangeTheServerTurnedAroundOrStretchedIsBounded() {
    let backwards = Self.layout(
      [Self.thread("t", line: 4, start: 9, body: "```suggestion\nz\n```")], open: ["t"])
    #expect(backwards.rows.contains { $0.text == "    -c" }, "read as the line alone")
    let huge = Self.layout(
      [Self.thread("t", line: 4, start: 1, body: "```suggestion\nz\n```")], open: ["t"])
    #expect(huge.rows.filter { $0.text.hasPrefix("    -") }.count <= DiffFileLayout.suggestedLines)
  }

  @Test func aSuggestionFenceThatDoesntCloseIsText() {
    #expect(DiffSuggestion.parts(of: "a\n```suggestion\nb") == [.text("a\n```suggestion\nb")])
    #expect(
      DiffSuggestion.parts(of: "```suggestion\n```") == [.suggestion([])],
      "an empty suggestion deletes the lines")
  }

  @Test func aBodyWithoutAFenceIsItsText() {
    #expect(
      DiffSuggestion.parts(of: "Why `x` and ``y``?\nBecause.") == [
        .text("Why `x` and ``y``?\nBecause.")
      ])
    #expect(DiffSuggestion.parts(of: " \n\t ") == [], "nothing but whitespace is no text")
    #expect(DiffSuggestion.parts(of: "") == [])
    #expect(
      DiffSuggestion.parts(of: "a\n  ``` suggestion\nb\n```") == [.text("a"), .suggestion(["b"])],
      "a fence found past the bytes' pass is read as before")
  }

  @Test func addingAPageIndexesAsMakingItWholeDoes() {
    let files = [DiffFileLayoutTests.file(Self.patch)]
    let threads =
      (0..<7).map { Self.thread("t\($0)", line: $0 % 2 == 0 ? 4 : nil) }
      + [ReviewThread(id: "x", path: "elsewhere.swift", line: 1, comments: [])]
    var grown = DiffThreads(Array(threads.prefix(3)), files: files)
    grown.add(Array(threads.dropFirst(3)))
    #expect(grown == DiffThreads(threads, files: files))
    #expect(grown.count == 8 && grown.elsewhere == 1 && grown.files == [0])
  }

  /// A collapsed thread's words: every run of whitespace one space, none at either end, cut
  /// after the limit with `…`, as joining the words and cutting would give.
  @Test(arguments: [
    "", "   ", "one", "  two  words \n\n here  ", String(repeating: "word ", count: 30),
    String(repeating: "x", count: 10), String(repeating: "x", count: 11),
    "12345 7890", "1234 67890 x", "日本語 の\tことば 🎉🎉 と  CJK", "a\u{301} b",
    "tab\tand\r\nlines\u{0B}\u{0C}x", " 123456789 ", "1234567890 ",
  ])
  func theSummaryIsTheWordsCutAtTheLimit(text: String) {
    let said = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    let expected = said.count > 10 ? String(said.prefix(10)) + "…" : said
    #expect(DiffThreadRows.summary(of: text, limit: 10) == expected)
  }
}
