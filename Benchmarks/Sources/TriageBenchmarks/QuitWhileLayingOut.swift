import AppCore
import Foundation
import IssueDomain
import IssueFeature
import TerminalUI
import TriageApp

/// The largest body the app keeps (`DocumentLimit.bytes`) is laid out on the loop, in the
/// frame after it arrives: `q` pressed meanwhile waits for that layout, so the layout of the
/// worst body allowed bounds how long the app can take to answer a key. Measured on the
/// runtime's own loop with the headless terminal: from `q` to the loop's end, pressed while
/// the first frame lays out an issue whose body is that body (one unbreakable word, the
/// costliest text per byte; a Markdown table, the costliest structure), and the first layout
/// of each alone.
@MainActor
enum QuitWhileLayingOut {
  static let word = String(repeating: "a", count: DocumentLimit.bytes)
  static let table: String = {
    var text = "| a | b | c |\n|---|---|---|\n"
    while text.utf8.count < DocumentLimit.bytes { text += "| 1 | 2 | 3 |\n" }
    return text
  }()

  /// As much table as the loop lays out in one pass (`IssueDetailView.onLoopBytes`, 32 KiB,
  /// less room for the serial): the most layout a key can wait for.
  static let loopsShare: String = {
    var text = "| a | b | c |\n|---|---|---|\n"
    while text.utf8.count < 32 * 1024 - 32 { text += "| 1 | 2 | 3 |\n" }
    return text
  }()

  static func run() {
    // A different body each time, so a layout cache can't answer from the last one.
    var serial = 0
    Bench.measure(
      "first layout on the loop of its most in one pass (32 KiB of table)", samples: 5, batch: 1
    ) {
      serial += 1
      let state = LargeIssue.state(body: "\(serial)" + loopsShare, commentCount: 0, commentBytes: 0)
      _ = Scenario.program.view(state, in: LargeIssue.size)
    }
    for (name, body) in [("one word", word), ("a table", table)] {
      Bench.measure("first layout of the largest body kept (\(name))", samples: 5, batch: 1) {
        serial += 1
        let state = LargeIssue.state(body: "\(serial)" + body, commentCount: 0, commentBytes: 0)
        _ = Scenario.program.view(state, in: LargeIssue.size)
      }
      var times: [Double] = []
      for sample in 0..<6 {
        serial += 1
        let state = LargeIssue.state(body: "\(serial)" + body, commentCount: 0, commentBytes: 0)
        let elapsed = quit(on: state)
        if sample > 0 { times.append(elapsed) }  // the first is the warm-up
      }
      times.sort()
      let result = Bench.Result(
        name: "q to exit while laying out the largest body kept (\(name))",
        median: times[times.count / 2], p90: times.last ?? 0, allocations: 0)
      Bench.results.append(result)
      FileHandle.standardError.write(Data("\(result.name): \(Bench.format(result.median))\n".utf8))
    }
  }

  /// Runs the loop on `state` with a program that has laid nothing out, presses `q` once the
  /// loop has begun its first frame, and returns the nanoseconds from `q` to the loop's end.
  static func quit(on state: AppState) -> Double {
    let terminal = HeadlessTerminal(size: LargeIssue.size)
    let ended = DispatchSemaphore(value: 0)
    Task.detached {
      let runtime = Runtime(
        program: Scenario.freshProgram(), terminal: terminal, clock: ContinuousClock())
      _ = await runtime.run(from: state)
      ended.signal()
    }
    // The first batch (the terminal's size) reduces a resize, which lays the document out.
    usleep(1_000)
    let start = DispatchTime.now().uptimeNanoseconds
    terminal.press(.character("q"))
    ended.wait()
    return Double(DispatchTime.now().uptimeNanoseconds - start)
  }
}
