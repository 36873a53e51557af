import Testing

@testable import TerminalUI

@Suite struct ColorFallbackTests {
  @Test(arguments: [
    (Int16(196), 8, Int16(1)), (46, 8, 2), (21, 8, 4), (226, 8, 3), (231, 8, 7), (16, 8, 0),
    (255, 8, 7), (232, 8, 0), (196, 16, 9), (5, 8, 5), (12, 8, 4), (12, 16, 12), (-1, 8, -1),
    (200, 256, 200), (196, 0, -1),
  ])
  func nearestBasicColour(index: Int16, available: Int, expected: Int16) {
    #expect(Color(index: index).fallback(toColorCount: available) == Color(index: expected))
  }
}
