import ErrorHandling
import IssueDomain
import IssueFeature
import Localization
import Testing

@testable import AppCore

/// A comment posted a moment ago reads "just now", never "now ago", in both languages.
@Suite struct AgePhraseTests {
  @Test func underAMinuteIsJustNow() {
    let english = LocalizedText.commentByline(author: "octocat", age: "now")
    #expect(english.english == "octocat · just now")
    let japanese = LocalizedText.commentByline(author: "octocat", age: "今")
    #expect(japanese.japanese == "octocat · たった今")
    let meta = LocalizedText.issueMeta(
      number: 7, state: .open, isPullRequest: false, age: "now", author: "octocat")
    #expect(meta.english == "#7 · open issue · opened just now by octocat")
    #expect(!meta.japanese.contains("前"))
  }

  @Test func olderAgesSayAgo() {
    #expect(LocalizedText.commentByline(author: "a", age: "3d").english == "a · 3d ago")
    #expect(LocalizedText.commentByline(author: "a", age: "3日").japanese == "a · 3日前")
  }
}
