import Localization
import Testing

@testable import AppCore

/// The issue page's place in the header, as a pager says it.
@Suite struct ScrollPositionTests {
  @Test func whereThePageIs() {
    func text(_ offset: Int, _ content: Int, _ viewport: Int) -> String {
      ScrollPosition(offset: offset, content: content, viewport: viewport).text.text(in: .english)
    }
    #expect(text(0, 10, 20) == "All")
    #expect(text(0, 100, 20) == "Top")
    #expect(text(80, 100, 20) == "End")
    #expect(text(40, 100, 20) == "50%")
    #expect(text(1, 1_000, 20) == "1%", "never 0% while not at the top")
    #expect(text(979, 1_000, 20) == "99%", "never 100% while not at the end")
    #expect(
      ScrollPosition(offset: 0, content: 100, viewport: 20).text.text(in: .japanese) == "先頭")
  }
}
