import Foundation
import IssueDomain
import Testing

/// A document is cut to the limit on a character boundary, never past it, and only when it is
/// over the limit.
@Suite struct DocumentLimitTests {
  @Test func textWithinTheLimitIsKeptWhole() {
    let text = String(repeating: "é", count: 100)
    let kept = DocumentLimit.kept(text, limit: 200)
    #expect(kept.text == text)
    #expect(!kept.isCut)
  }

  /// Every limit across two-byte letters, four-byte emoji and a family of scalars joined into
  /// one character: never past the limit, never half a character, and as much as fits but
  /// the last character.
  @Test func textOverTheLimitIsCutOnACharacterBoundary() {
    let text = "aé🎉👨‍👩‍👧b" + String(repeating: "日本", count: 4)
    for limit in 0..<text.utf8.count {
      let kept = DocumentLimit.kept(text, limit: limit)
      #expect(kept.isCut)
      #expect(kept.text.utf8.count <= limit, "limit \(limit)")
      #expect(text.hasPrefix(kept.text), "limit \(limit)")
      #expect(kept.text.unicodeScalars.last != "\u{200D}", "limit \(limit): no dangling joiner")
    }
  }

  @Test func anIssueAndACommentKeepTheLimitAndSaySo() {
    let body = String(repeating: "x", count: DocumentLimit.bytes + 10)
    let issue = Issue(
      number: 1, title: "t", state: .open, author: User(login: "a"), labels: [],
      commentCount: nil, createdAt: Date(), body: body, url: "")
    #expect(issue.body.utf8.count <= DocumentLimit.bytes)
    #expect(issue.isBodyTruncated)
    let comment = Comment(id: 1, author: User(login: "a"), body: body, createdAt: Date())
    #expect(comment.body.utf8.count <= DocumentLimit.bytes)
    #expect(comment.isBodyTruncated)
    let small = Comment(id: 2, author: User(login: "a"), body: "hi", createdAt: Date())
    #expect(!small.isBodyTruncated)
  }

  @Test func sizesReadAsAPersonWould() {
    #expect(DocumentLimit.describe(bytes: 256 * 1024) == "256 KiB")
    #expect(DocumentLimit.describe(bytes: 1 << 20) == "1 MiB")
    #expect(DocumentLimit.describe(bytes: 512) == "512 B")
  }
}
