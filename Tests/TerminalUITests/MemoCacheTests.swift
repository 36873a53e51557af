import Testing

@testable import TerminalUI

@Suite struct MemoCacheTests {
  /// A key whose hash is chosen, so that different keys can collide.
  private struct CollidingKey: Hashable, Sendable {
    var name: String
    var bucket: Int

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name }
    func hash(into hasher: inout Hasher) { hasher.combine(bucket) }
  }

  @Test func aKeptResultIsReturnedWithoutComputingAgain() {
    let cache = MemoCache<String, Int>(capacity: 2)
    #expect(cache.value(for: "abc") { $0.count } == 3)
    #expect(
      cache.value(for: "abc") { _ in
        Issue.record("computed again"); return 0
      } == 3)
    #expect(cache.computationCount == 1)
    #expect(cache.count == 1)
  }

  @Test func theLeastRecentlyUsedResultGoesFirst() {
    let cache = MemoCache<String, String>(capacity: 3)
    for key in ["a", "b", "c"] { _ = cache.value(for: key) { $0.uppercased() } }
    // "a" is used again, so "b" is now the least recently used.
    _ = cache.value(for: "a") { _ in "recomputed" }
    _ = cache.value(for: "d") { $0.uppercased() }
    #expect(cache.count == 3)
    #expect(cache.computationCount == 4)
    for kept in ["a", "c", "d"] {
      #expect(cache.value(for: kept) { _ in "recomputed" } == kept.uppercased())
    }
    #expect(cache.computationCount == 4)
    #expect(cache.value(for: "b") { _ in "recomputed" } == "recomputed")
    #expect(cache.computationCount == 5)
    #expect(cache.count == 3)
  }

  @Test func theNewestResultIsFoundFirstAndStaysKept() {
    let cache = MemoCache<String, Int>(capacity: 2)
    _ = cache.value(for: "old") { _ in 1 }
    for _ in 0..<5 { _ = cache.value(for: "new") { _ in 2 } }
    _ = cache.value(for: "third") { _ in 3 }
    // "new" was the most recently used when "third" came, so "old" went.
    #expect(cache.value(for: "new") { _ in 0 } == 2)
    #expect(cache.value(for: "old") { _ in 9 } == 9)
  }

  @Test func keysWithTheSameHashAreToldApart() {
    let cache = MemoCache<CollidingKey, String>(capacity: 4)
    let first = CollidingKey(name: "first", bucket: 7)
    let second = CollidingKey(name: "second", bucket: 7)
    #expect(cache.value(for: first) { $0.name } == "first")
    #expect(cache.value(for: second) { $0.name } == "second")
    #expect(cache.value(for: first) { _ in "recomputed" } == "first")
    #expect(cache.computationCount == 2)
  }

  @Test func aCapacityBelowOneKeepsOne() {
    let cache = MemoCache<Int, Int>(capacity: 0)
    _ = cache.value(for: 1) { $0 * 10 }
    #expect(cache.value(for: 1) { _ in 0 } == 10)
    _ = cache.value(for: 2) { $0 * 10 }
    #expect(cache.count == 1)
    #expect(cache.value(for: 1) { _ in 0 } == 0)
  }
}
