import TerminalUI
import TerminalUITestSupport
import Testing

@testable import AppCore
@testable import IssueFeature
@testable import TriageApp

/// The preview pane through the runtime, the demo backend and the injected clock: its
/// placeholders while the selection rests and the page loads, then the page; a resize below
/// the threshold gives the list the whole width, and one above brings the pane back with the
/// page it had.
@Suite(.timeLimit(.minutes(1))) struct PreviewEndToEndTests {
  static let wide = Size(width: 160, height: 40)

  @Test func thePaneLoadsAfterTheRestAndFollowsResizes() async {
    let app = EndToEndTests.Harness(size: Self.wide, preview: .standard)
    await app.busy()
    let resting = await app.terminal.waitForFrame(containing: "Preview · demo/busy#160")
    #expect(!resting.contains("Crash when opening settings with an empty profile."))
    // The rest, then the demo's answer.
    await app.clock.release(PreviewPane.restDelay)
    await app.clock.release(.milliseconds(600))
    let loaded = await app.terminal.waitForFrame(containing: "── Comments")
    #expect(loaded.lines[1].contains("Preview · demo/busy#160"))
    app.terminal.resize(to: Size(width: 100, height: 30))
    let narrow = await app.terminal.waitForFrame { $0.size.width == 100 }
    #expect(!narrow.contains("Preview"), "below 120 columns the list has the whole width")
    #expect(narrow.contains("#160"))
    app.terminal.resize(to: Self.wide)
    // The same row's page was kept while the pane was away: it is back at once, unasked.
    let back = await app.terminal.waitForFrame {
      $0.size.width == 160 && $0.contains("Preview · demo/busy#160")
    }
    #expect(back.contains("── Comments"))
    #expect(back.contains("#158"))
    _ = await app.quit()
  }
}
