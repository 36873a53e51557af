import Foundation
import Testing

@testable import IssueData

/// The demo matcher's own text search (plain Swift, so the demo keeps CoreFoundation's string
/// code out of the process) against Foundation's literal search as the oracle.
@Suite struct DemoSearchMatcherTests {
  static let texts = [
    "", "a", "abc", "hello @octocat, see #12", "naïve café", "日本語のテキスト", "emoji 👍🏽 here",
    "aaab", "@@octocat", "tail@",
  ]
  /// Needles that are whole characters wherever they occur, where a code-unit search and a
  /// character search agree.
  static let needles = ["", "a", "b", "ab", "aab", "café", "本語", "👍🏽", "@", "octocat"]

  @Test func findAgreesWithFoundationsLiteralSearch() {
    for text in Self.texts {
      for needle in Self.needles where !needle.isEmpty {
        let expected = text.utf8.count >= needle.utf8.count && text.range(of: needle) != nil
        #expect(
          (DemoSearchMatcher.find(needle, in: text) != nil) == expected, "\(needle) in \(text)")
      }
    }
  }

  @Test func findEndsAfterTheFirstMatchFromTheStart() throws {
    let text = "xx ab ab"
    let first = try #require(DemoSearchMatcher.find("ab", in: text))
    #expect(text[..<first] == "xx ab")
    let second = try #require(DemoSearchMatcher.find("ab", in: text, from: first))
    #expect(text[..<second] == "xx ab ab")
    #expect(DemoSearchMatcher.find("ab", in: text, from: second) == nil)
  }

  @Test(arguments: [
    ("@octocat", true), ("hi @octocat.", true), ("@octocat-x", false), ("@octocats", false),
    ("@octocat日本", false), ("@octocaté", false), ("@octo @octocat", true), ("octocat", false),
    ("@octocat\n", true), ("@octocat👍", true), ("@@octocat", true), ("Hi @OctoCat!", true),
    ("@OCTOCATS", false), ("ＡＢ@octocat", true), ("@ｏctocat", false),
  ])
  func aMentionIsTheWholeLogin(text: String, mentions: Bool) {
    #expect(DemoSearchMatcher.mentions("octocat", in: text) == mentions, "\(text)")
  }
}
