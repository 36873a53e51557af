import Testing

@testable import TerminalUI

@Suite struct RectTests {
  @Test func splitsNeverProduceNegativeSizes() {
    let rect = Rect(x: 0, y: 0, width: 10, height: 3)
    let (top, rest) = rect.splitTop(5)
    #expect(top.height == 3)
    #expect(rest.height == 0)
    let (body, bottom) = rect.splitBottom(1)
    #expect(body == Rect(x: 0, y: 0, width: 10, height: 2))
    #expect(bottom == Rect(x: 0, y: 2, width: 10, height: 1))
    #expect(rect.inset(by: 7).isEmpty)
  }

  @Test func centeredIsClampedToTheContainer() {
    let rect = Rect(x: 2, y: 2, width: 10, height: 4)
    #expect(rect.centered(width: 4, height: 2) == Rect(x: 5, y: 3, width: 4, height: 2))
    #expect(rect.centered(width: 40, height: 20) == rect)
  }

  @Test func intersectionOfDisjointRectsIsEmpty() {
    let a = Rect(x: 0, y: 0, width: 2, height: 2)
    let b = Rect(x: 5, y: 5, width: 2, height: 2)
    #expect(a.intersection(b).isEmpty)
    #expect(
      a.intersection(Rect(x: 1, y: 1, width: 5, height: 5)) == Rect(x: 1, y: 1, width: 1, height: 1)
    )
  }

  @Test func wrappingBreaksByDisplayWidth() {
    #expect("hello world foo".wrapped(toWidth: 11) == ["hello world", "foo"])
    #expect("日本語日本語".wrapped(toWidth: 5) == ["日本", "語日", "本語"])
    #expect("a\n\nb".wrapped(toWidth: 3) == ["a", "", "b"])
    #expect("abc".wrapped(toWidth: 0).isEmpty)
  }
}
