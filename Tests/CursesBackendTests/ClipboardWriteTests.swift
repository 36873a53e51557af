import Foundation
import Testing

@testable import CursesBackend
@testable import TerminalUI

/// `y`'s OSC 52 copy on a real curses screen: exact bytes, between two frames, never inside one.
@Suite(.serialized) struct ClipboardWriteTests {
  static let url = "https://github.com/octo/repo/issues/7"

  @Test func theSequenceIsOSC52WithTheTextInBase64() throws {
    let bytes = try #require(ClipboardSequence.bytes(for: Self.url))
    let expected = "\u{1B}]52;c;" + Data(Self.url.utf8).base64EncodedString() + "\u{07}"
    #expect(bytes == Array(expected.utf8))
  }

  @Test(arguments: ["", "a", "ab", "abc", "abcd", "日本語", "\u{1B}]0;x\u{07}\n"])
  func base64MatchesFoundationForEveryPaddingLength(text: String) {
    let encoded = ClipboardSequence.base64(Array(text.utf8))
    #expect(String(decoding: encoded, as: UTF8.self) == Data(text.utf8).base64EncodedString())
  }

  @Test func textOverTheCapIsNotCopied() {
    let cap = ClipboardSequence.maximumBytes
    #expect(ClipboardSequence.bytes(for: String(repeating: "a", count: cap)) != nil)
    #expect(ClipboardSequence.bytes(for: String(repeating: "a", count: cap + 1)) == nil)
  }

  @Test func theCopyReachesTheTtyBetweenTwoFrames() async throws {
    let screen = try await PseudoTerminalScreen()
    var renderer = CursesRenderer(palette: CursesPalette(wantsColor: true))
    _ = screen.takeOutput()
    var first = Canvas(size: Size(width: 80, height: 24))
    first.draw("first frame", at: Point(x: 0, y: 3))
    renderer.render(first)
    let sequence = try #require(ClipboardSequence.bytes(for: Self.url))
    CursesSession.write(sequence, to: screen.file)
    var second = first
    second.draw("second frame", at: Point(x: 0, y: 5))
    renderer.render(second)
    let sent = screen.takeOutput()
    let text = String(decoding: sent, as: UTF8.self)
    let copy = try #require(text.range(of: String(decoding: sequence, as: UTF8.self)))
    let before = try #require(text.range(of: "first frame"))
    let after = try #require(text.range(of: "second frame"))
    #expect(before.upperBound <= copy.lowerBound)
    #expect(copy.upperBound <= after.lowerBound)
  }
}
