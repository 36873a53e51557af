import AppCore
import Foundation
import IssueDomain
import ScreenState
import TerminalUI
import TriageApp

/// An unbreakable run of text (a minified blob, a base64 dump) as long as 1 MiB: wrapping it
/// must cost time linear in its length, so laying it out never holds the loop for seconds.
/// Measured on the wrapping alone, in ASCII and in two-byte letters (the grapheme path), and
/// on the first layout of an issue whose body is such a word (of which the issue keeps
/// `DocumentLimit.bytes`).
@MainActor
enum LongWord {
  static let bytes = 1 << 20

  static func run() {
    let ascii = String(repeating: "a", count: bytes)
    let accented = String(repeating: "é", count: bytes / 2)
    for (name, word) in [("ASCII", ascii), ("two-byte letters", accented)] {
      var lines = 0
      Bench.measure("wrap a 1 MiB unbreakable word (\(name)) at 80 columns", samples: 5, batch: 1) {
        lines = word.wrapped(toWidth: 80).count
      }
      FileHandle.standardError.write(Data("  \(lines) lines\n".utf8))
    }
    let program = Scenario.program
    // A different body each time, so the issue's layout cache can't answer from the last one.
    var serial = 0
    // The issue keeps `DocumentLimit.bytes` of it, laid out off the loop.
    Bench.measure(
      "first layout of an issue whose body is a 1 MiB word (256 KiB kept)", samples: 5, batch: 1
    ) {
      serial += 1
      let body = String(serial) + ascii
      let state = LargeIssue.state(body: body, commentCount: 0, commentBytes: 0)
      _ = program.view(state, in: LargeIssue.size)
    }
  }
}
