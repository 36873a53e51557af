import Foundation
import Testing

@testable import GitHubAPI

/// A page's JSON is cut after its first elements without being parsed: commas, brackets and
/// quotes inside strings and nested values don't count, and what is left is valid JSON.
@Suite struct JSONArrayPrefixTests {
  func cut(_ text: String, after limit: Int) -> String? {
    JSONArrayPrefix.cut(Array(text.utf8), after: limit).map { String(decoding: $0, as: UTF8.self) }
  }

  @Test func anArrayLongerThanTheLimitIsCutAfterItsFirstElements() throws {
    let text = #" [{"a":"x,]}\"[","b":[1,2,{"c":"}"}]}, 2, "three,", [4,5], {"e":null}]"#
    let two = try #require(cut(text, after: 2))
    #expect(two == #" [{"a":"x,]}\"[","b":[1,2,{"c":"}"}]}, 2]"#)
    let parsed = try JSONSerialization.jsonObject(with: Data(two.utf8)) as? [Any]
    #expect(parsed?.count == 2)
    let four = try #require(cut(text, after: 4))
    #expect(four.hasSuffix("[4,5]]"))
  }

  @Test func anArrayWithinTheLimitOrNoArrayIsLeftAlone() {
    #expect(cut("[1, 2, 3]", after: 3) == nil)
    #expect(cut("[]", after: 1) == nil)
    #expect(cut(#"{"items": [1, 2, 3]}"#, after: 1) == nil)
    #expect(cut("", after: 1) == nil)
    #expect(cut("[1, 2", after: 5) == nil, "cut off before its end, and within the limit")
  }

  @Test func aPageOfThousandsOfRowsKeepsTheLimitAndSaysItWasCut() throws {
    let rows = (1...5_000).map { #"{"number": \#($0), "title": "t, [x]"}"# }
    let text = "[" + rows.joined(separator: ",") + "]"
    let kept = try #require(JSONArrayPrefix.cut(Array(text.utf8), after: 100))
    #expect(kept.count < 4_000)
    let parsed = try JSONSerialization.jsonObject(with: Data(kept)) as? [[String: Any]]
    #expect(parsed?.count == 100)
    #expect(parsed?.last?["number"] as? Int == 100)
  }
}
