import IssueDomain
import Localization
import TerminalUI
import Testing

@testable import AppCore
@testable import PullRequestFeature

/// A file's layout on its own: rows, line numbers, hunk starts and wrapping, read from the
/// patch by byte.
@Suite struct DiffFileLayoutTests {
  static let words = ChromeWords(.english)

  static func file(_ patch: String) -> PullRequestFile {
    PullRequestFile(
      filename: "a.swift", status: .modified, additions: 1, deletions: 1, patch: patch,
      url: "https://github.com/o/r/blob/x/a.swift")
  }

  @Test func linesAreNumberedOnTheirSidesAndHunksAreFound() {
    let layout = DiffFileLayout(
      Self.file("@@ -3,2 +3,2 @@ f()\n a\n-b\n+c\n@@ -20,1 +20,1 @@\n-d\n+e"), width: 80,
      words: Self.words)
    #expect(
      layout.rows.map(\.kind) == [
        .fileHeader, .hunk, .context, .removed, .added, .hunk, .removed, .added,
      ])
    #expect(layout.hunkStarts == [1, 5])
    #expect(layout.rows[2].gutter == " 3  3 ")
    #expect(layout.rows[3].gutter == " 4    ")
    #expect(layout.rows[4].gutter == "    4 ")
    #expect(layout.rows[6].gutter == "20    ")
    #expect(layout.rows[0].gutter.isEmpty && layout.rows[1].gutter.isEmpty)
    #expect(layout.rows.allSatisfy { $0.gutterWidth == $0.gutter.count })
  }

  /// A file with Windows line ends is still one row per line: splitting by `Character` kept
  /// `\r\n` whole and made the patch one line.
  @Test func crlfLinesAreSeparateRows() {
    let layout = DiffFileLayout(
      Self.file("@@ -1,2 +1,2 @@\r\n-old\r\n+new\r\n same"), width: 80, words: Self.words)
    #expect(layout.rows.map(\.kind) == [.fileHeader, .hunk, .removed, .added, .context])
    #expect(layout.hunkStarts == [1])
  }

  /// A long line wraps into parts of its side, the first with its mark and numbers, the
  /// others with both blank: one line, one `+`.
  @Test func aLongLineWrapsWithOneMarkAndBlankNumbers() {
    let long = "+" + String(repeating: "x", count: 75)
    let layout = DiffFileLayout(Self.file("@@ -1,1 +1,1 @@\n\(long)"), width: 30, words: Self.words)
    let parts = layout.rows.filter { $0.kind == .added }
    #expect(parts.count == 3)
    #expect(parts.allSatisfy { $0.line == 2 })
    #expect(parts.map(\.marker) == ["+", " ", " "])
    #expect(parts.map(\.isContinuation) == [false, true, true])
    #expect(parts.map(\.body).joined() == long.dropFirst(), "no column of the line lost or doubled")
    #expect(parts[0].newNumber == 1 && parts[1].newNumber == nil && parts[2].newNumber == nil)
    #expect(parts[1].gutter == String(repeating: " ", count: parts[1].gutterWidth))
    #expect(parts.map { $0.gutterWidth + 1 + $0.body.displayWidth }.allSatisfy { $0 <= 30 })
  }

  /// Unwrapped, a wide line is one row and sets how far the file scrolls sideways; CJK counts
  /// two columns a character.
  @Test func unwrappedWideLinesSetTheScrollWidth() {
    let layout = DiffFileLayout(
      Self.file("@@ -0,0 +1,2 @@\n+設定画面\n+" + String(repeating: "y", count: 90)), width: 40,
      words: Self.words, wraps: false)
    #expect(layout.rows.count == 4)
    #expect(layout.widest == 91)
    #expect(layout.rows[2].text.displayWidth == 9)
  }
}
