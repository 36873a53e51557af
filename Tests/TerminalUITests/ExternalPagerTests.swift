import Foundation
import TestSupport
import Testing

@testable import TerminalUI

/// The pager chosen from an injected environment, and a script playing the pager: a real
/// process reading the text from its standard input.
@Suite struct ExternalPagerTests {
  @Test func ghPagerComesBeforePagerAndBlankOnesAreSkipped() {
    #expect(ExternalPager(environment: ["GH_PAGER": "delta", "PAGER": "more"]).command == "delta")
    #expect(ExternalPager(environment: ["GH_PAGER": " ", "PAGER": "more"]).command == "more")
    #expect(ExternalPager(environment: ["PAGER": ""]).command == "less")
    #expect(ExternalPager(environment: [:]).command == "less")
  }

  @Test func thePagerReadsTheTextOnItsInputAndTheFileGoesAfterwards() throws {
    let directory = try TemporaryDirectory(prefix: "pager-test")
    defer { directory.remove() }
    let seen = directory.path + "/seen"
    let pager = ExternalPager(
      environment: ["PATH": "/usr/bin:/bin", "PAGER": "cat > '\(seen)'"],
      temporaryDirectory: directory.path)
    #expect(pager.show("diff --git a/x b/x\n+日本語") == .closed(status: 0))
    #expect(directory.read("seen") == "diff --git a/x b/x\n+日本語\n")
    let left = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(left == ["seen"], "the private directory and its file are removed")
  }

  @Test func aPagerThatIsntThereSaysSo() throws {
    let directory = try TemporaryDirectory(prefix: "pager-test")
    defer { directory.remove() }
    let pager = ExternalPager(
      environment: ["PATH": "/usr/bin:/bin", "GH_PAGER": "no-such-pager-here"],
      temporaryDirectory: directory.path)
    #expect(pager.show("text") == .failed(.notFound(command: "no-such-pager-here")))
  }

  /// A text handed over in pieces reaches the pager as one text, with its one final newline.
  @Test func piecesReachThePagerAsOneText() throws {
    let directory = try TemporaryDirectory(prefix: "pager-test")
    defer { directory.remove() }
    let seen = directory.path + "/seen"
    let pager = ExternalPager(
      environment: ["PATH": "/usr/bin:/bin", "PAGER": "cat > '\(seen)'"],
      temporaryDirectory: directory.path)
    let outcome = pager.show(fileName: "x.diff") { write in
      for piece in ["diff --git", " a/x b/x\n", "", "+日本語"] where !write(piece) { return }
    }
    #expect(outcome == .closed(status: 0))
    #expect(directory.read("seen") == "diff --git a/x b/x\n+日本語\n")
  }
}
