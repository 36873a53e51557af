import Testing

@testable import TerminalUI

@Suite struct RowCacheTests {
  private struct Drawn {
    var count = 0
  }

  private static func drawRow(_ text: String) -> (Rect, inout Canvas) -> Void {
    { rect, canvas in
      canvas.draw(text, in: rect, style: .bold)
      canvas.draw("日", at: Point(x: rect.maxX - 2, y: rect.y))
    }
  }

  @Test func aHitCopiesTheRowItDrewBeforeWithoutDrawingAgain() {
    let cache = RowCache<String>()
    var draws = Drawn()
    var first = Canvas(size: Size(width: 12, height: 3))
    cache.draw("a", in: Rect(x: 1, y: 1, width: 10, height: 1), canvas: &first) { rect, canvas in
      draws.count += 1
      Self.drawRow("row a")(rect, &canvas)
    }
    var second = Canvas(size: Size(width: 12, height: 3))
    cache.draw("a", in: Rect(x: 1, y: 1, width: 10, height: 1), canvas: &second) { _, _ in
      draws.count += 1
    }
    #expect(draws.count == 1)
    #expect(second == first)
  }

  @Test func aCachedRowIsTheRowADirectDrawWouldProduce() {
    let cache = RowCache<String>()
    let rect = Rect(x: 2, y: 1, width: 9, height: 1)
    var direct = Canvas(size: Size(width: 12, height: 3))
    Self.drawRow("some title")(rect, &direct)
    for _ in 0..<2 {
      var cached = Canvas(size: Size(width: 12, height: 3))
      cache.draw("t", in: rect, canvas: &cached, with: Self.drawRow("some title"))
      #expect(cached == direct)
    }
  }

  /// Keys that differ but hash alike, as two issues may.
  private struct Colliding: Hashable, Sendable {
    var name: String
    func hash(into hasher: inout Hasher) { hasher.combine(0) }
  }

  @Test func keysWithOneHashNeverShowEachOthersRow() {
    let cache = RowCache<Colliding>()
    let rect = Rect(x: 0, y: 0, width: 10, height: 1)
    var draws: [String] = []
    func drawn(_ name: String) -> String {
      var canvas = Canvas(size: Size(width: 10, height: 1))
      cache.draw(Colliding(name: name), in: rect, canvas: &canvas) { rect, canvas in
        draws.append(name)
        canvas.draw(name, in: rect)
      }
      return String(canvas.text(ofRow: 0).prefix { $0 != " " })
    }
    #expect(drawn("a") == "a")
    #expect(drawn("b") == "b")
    #expect(drawn("a") == "a")
    #expect(drawn("a") == "a")
    #expect(draws == ["a", "b", "a"])
  }

  @Test func anotherKeyOrWidthDrawsAgain() {
    let cache = RowCache<String>()
    var draws = 0
    var canvas = Canvas(size: Size(width: 20, height: 2))
    for (key, width) in [("a", 10), ("b", 10), ("a", 12), ("a", 12), ("b", 10)] {
      cache.draw(key, in: Rect(x: 0, y: 0, width: width, height: 1), canvas: &canvas) { _, _ in
        draws += 1
      }
    }
    #expect(draws == 3, "the second (a, 12) and (b, 10) are hits")
  }

  @Test func pastItsCapacityTheCacheStartsOver() {
    let cache = RowCache<Int>(capacity: 3)
    var canvas = Canvas(size: Size(width: 4, height: 1))
    for key in 0..<3 {
      cache.draw(key, in: canvas.bounds, canvas: &canvas) { _, _ in }
    }
    #expect(cache.count == 3)
    cache.draw(3, in: canvas.bounds, canvas: &canvas) { _, _ in }
    #expect(cache.count == 1)
  }

  @Test func anEmptyRectDrawsNothing() {
    let cache = RowCache<Int>()
    var canvas = Canvas(size: Size(width: 4, height: 1))
    var draws = 0
    cache.draw(1, in: Rect(x: 0, y: 0, width: 0, height: 1), canvas: &canvas) { _, _ in
      draws += 1
    }
    #expect(draws == 0)
    #expect(cache.count == 0)
    #expect(canvas == Canvas(size: Size(width: 4, height: 1)))
  }

  /// The slot entry point makes a key only on a miss, and a kept row whose key doesn't match is
  /// drawn again, with the key that was made.
  @Test func aSlotHitMakesNoKeyAndAMismatchDrawsWithTheNewKey() {
    let cache = RowCache<String>()
    let rect = Rect(x: 0, y: 0, width: 8, height: 1)
    var made: [String] = []
    var drawnWith: [String] = []
    func draw(_ name: String) -> String {
      var canvas = Canvas(size: Size(width: 8, height: 1))
      cache.draw(
        slot: 7, matching: { $0 == name },
        key: {
          made.append(name)
          return name
        }, in: rect, canvas: &canvas
      ) { key, rect, canvas in
        drawnWith.append(key)
        canvas.draw(key, in: rect)
      }
      return String(canvas.text(ofRow: 0).prefix { $0 != " " })
    }
    #expect(draw("a") == "a")
    #expect(draw("a") == "a")
    #expect(draw("b") == "b")
    #expect(draw("b") == "b")
    #expect(draw("a") == "a")
    #expect(made == ["a", "b", "a"])
    #expect(drawnWith == made)
  }
}
