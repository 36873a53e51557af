import Clocks
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import TriageApp

/// The real runtime on the headless terminal, with the sample source and a test clock: keys in,
/// time advanced by hand, frames out.
@Suite(.timeLimit(.minutes(1))) struct EndToEndTests {
  @Test func loadsNavigatesInAndBackKeepingTheSelectionAndQuits() async {
    let terminal = HeadlessTerminal(size: Size(width: 80, height: 24))
    let clock = TestClock()
    let run = Task {
      let runtime = Runtime(program: Fixtures.program, terminal: terminal, clock: clock)
      return await runtime.run(from: AppState())
    }
    let loading = await terminal.waitForFrame(containing: "Loading…")
    #expect(loading.contains("░░░"))
    let spinnerBefore = loading.text(ofRow: 0)
    await clock.advance(by: .milliseconds(300))
    let spun = await terminal.waitForFrame { $0.text(ofRow: 0) != spinnerBefore }
    #expect(spun.contains("Loading…"), "the spinner animates on the injected clock")

    await clock.advance(by: .milliseconds(300))
    let loaded = await terminal.waitForFrame(containing: "#42")
    #expect(!loaded.contains("Loading…"))

    terminal.press(.down, .down, .enter)
    await terminal.waitForFrame(containing: "› #40")
    terminal.press(.escape)
    let back = await terminal.waitForFrame { !$0.contains("› #40") }
    let selected = back.styledRuns.filter { $0.style.attributes.contains(.reverse) }
    #expect(Set(selected.map(\.row)) == [3], "the third row is still selected")

    terminal.resize(to: Size(width: 40, height: 12))
    let narrow = await terminal.waitForFrame { $0.size.width == 40 }
    #expect(narrow.contains("#40"))

    terminal.type("q")
    let final = await run.value
    #expect(final.list.selection == 2)
  }
}
