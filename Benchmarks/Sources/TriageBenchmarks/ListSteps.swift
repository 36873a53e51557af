import AppCore
import TerminalUI
import TriageApp

/// A selection step on the issue list: a key, the reduce, the view and the terminal's diff.
@MainActor
enum ListSteps {
  static let size = Size(width: 120, height: 40)

  /// Measures Down and Up in turn on a list of `rows` issues.
  static func selection(rows: Int) {
    let program = Scenario.program
    var state = Scenario.issuesScreen(rows: rows, size: size)
    var previous = Canvas(size: .zero)
    _ = program.reduce(&state, .input(.key(.down)))
    var down = true
    Bench.measure("selection step, \(rows) rows") {
      _ = program.reduce(&state, .input(.key(down ? .down : .up)))
      down.toggle()
      _ = renderAndDiff(program, state, size: size, previous: &previous)
    }
  }
}
