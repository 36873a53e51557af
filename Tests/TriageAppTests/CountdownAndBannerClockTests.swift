import ErrorHandling
import IssueData
import IssueDomain
import SnapshotTesting
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import AppCore
@testable import IssueFeature
@testable import TriageApp

/// Waits that must end by themselves, on the runtime with the injected clock: a dismissed rate
/// limit still retries, and the issue page's refresh banner goes away like the lists' does.
@Suite(.timeLimit(.minutes(1))) struct CountdownAndBannerClockTests {
  @Test func aDismissedRateLimitCountsDownInThePaneThenRetries() async {
    let app = EndToEndTests.Harness()
    await app.repositories()
    app.goTo("demo/limited")
    await app.clock.release(.milliseconds(600))
    await app.terminal.waitForFrame(containing: "Retrying in 20 s")
    await app.clock.release(.seconds(1))
    await app.terminal.waitForFrame(containing: "Retrying in 19 s")
    app.terminal.press(.escape)
    let pane = await app.terminal.waitForFrame {
      !$0.contains("[ Dismiss ]") && $0.contains("Retrying in 19 s")
    }
    assertSnapshot(of: pane, as: .canvasText, named: "pane-countdown")
    await app.clock.release(.seconds(1))
    await app.terminal.waitForFrame(containing: "Retrying in 18 s")
    for _ in 0..<18 { await app.clock.release(.seconds(1)) }
    await app.terminal.waitForFrame { !$0.contains("Retrying in") }
    await app.clock.release(.milliseconds(600))
    await app.terminal.waitForFrame(containing: "#25")
    _ = await app.quit()
  }

  @Test func theIssuePagesRefreshBannerExpires() async {
    let app = EndToEndTests.Harness()
    await app.busy()
    app.terminal.press(.enter)
    await app.clock.release(.milliseconds(600))
    await app.terminal.waitForFrame(containing: "── Comments")
    app.terminal.type("O")
    await app.terminal.waitForFrame(containing: "[offline]")
    app.terminal.type("r")
    await app.clock.release(.milliseconds(600))
    let alert = await app.terminal.waitForFrame(containing: "[ Dismiss ]")
    #expect(alert.contains("You're offline"))
    app.terminal.press(.escape)
    let banner = await app.terminal.waitForFrame { !$0.contains("[ Dismiss ]") }
    let message = "Check your network connection"
    #expect(banner.text(ofRow: 22).contains(message), "the banner over the issue")
    await app.clock.release(IssueFeature.IssueScreen.bannerLifetime)
    let expired = await app.terminal.waitForFrame { !$0.text(ofRow: 22).contains(message) }
    #expect(expired.contains("── Comments") || expired.contains("#160"), "the issue stays")
    _ = await app.quit()
  }
}
