import IssueData
import IssueDomain
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import TriageApp

/// The real runtime on the headless terminal, with the demo repository and a test clock: keys
/// in, time advanced by hand, frames out.
@Suite(.timeLimit(.minutes(1))) struct EndToEndTests {
  /// A running app and the handles a test drives it with.
  struct Harness {
    let terminal = HeadlessTerminal(size: Size(width: 80, height: 24))
    let clock: SteppedClock
    let repository: SampleIssueRepository
    let run: Task<AppState, Never>

    var switches: DemoSwitches { repository.switches }

    init() {
      let clock = SteppedClock()
      self.clock = clock
      repository = Fixtures.repository(clock: clock)
      let program = TriageProgram(environment: Fixtures.environment(repository))
      let terminal = self.terminal
      run = Task {
        await Runtime(program: program, terminal: terminal, clock: clock)
          .run(from: program.initialState())
      }
    }

    /// Waits for the repositories, opens `octo/busy` and waits for its first page.
    func loaded() async {
      await terminal.waitForFrame(containing: "Loading…")
      await clock.release(.milliseconds(600))
      await terminal.waitForFrame(containing: "octo/busy")
      terminal.press(.enter)
      await terminal.waitForFrame(containing: "› octo/busy")
      await clock.release(.milliseconds(600))
      await terminal.waitForFrame(containing: "#75")
    }

    func quit() async -> AppState {
      terminal.type("q")
      return await run.value
    }
  }

  /// Whether the header shows the reload spinner (any frame).
  static func headerSpins(_ frame: Canvas) -> Bool {
    frame.text(ofRow: 0).trimmingSuffixSpaces.last.map(Spinner.frames.contains) ?? false
  }

  @Test func loadsNavigatesInAndBackKeepingTheSelectionAndQuits() async {
    let app = Harness()
    let loading = await app.terminal.waitForFrame(containing: "Loading…")
    #expect(loading.contains("░░░"))
    let spinnerBefore = loading.text(ofRow: 0)
    await app.clock.release(.milliseconds(100))
    let spun = await app.terminal.waitForFrame { $0.text(ofRow: 0) != spinnerBefore }
    #expect(spun.contains("Loading…"), "the spinner animates on the injected clock")
    await app.clock.release(.milliseconds(500))
    await app.terminal.waitForFrame(containing: "octo/busy")
    app.terminal.press(.enter)
    await app.clock.release(.milliseconds(600))
    let loaded = await app.terminal.waitForFrame(containing: "#75")
    #expect(!loaded.contains("Loading…"))

    app.terminal.press(.down, .down, .enter)
    await app.terminal.waitForFrame(containing: "› #73")
    await app.clock.release(.milliseconds(600))
    await app.terminal.waitForFrame(containing: "Steps to reproduce")
    app.terminal.press(.escape)
    let back = await app.terminal.waitForFrame { !$0.contains("› #73") }
    let selected = back.styledRuns.filter { $0.style.attributes.contains(.reverse) }
    #expect(Set(selected.map(\.row)) == [3], "the third row is still selected")

    app.terminal.resize(to: Size(width: 40, height: 12))
    let narrow = await app.terminal.waitForFrame { $0.size.width == 40 }
    #expect(narrow.contains("#73"))
    let final = await app.quit()
    #expect(final.list.viewport.selection == 2)
  }

  @Test func scrollingToTheEndPagesWithAFooterSpinner() async {
    let app = Harness()
    await app.loaded()
    app.terminal.press(.end)
    let paging = await app.terminal.waitForFrame(containing: "Loading more…")
    #expect(paging.contains("#46"), "the last loaded row stays in view above the footer")
    await app.clock.release(.milliseconds(600))
    let appended = await app.terminal.waitForFrame(containing: "#45")
    #expect(!appended.contains("Loading more…"))
    let final = await app.quit()
    #expect(final.list.items.count == 60)
  }

  @Test func aFailedPageShowsTheFooterErrorAndEnterRetriesIt() async {
    let app = Harness()
    await app.loaded()
    app.switches.armedFault = .serverError
    app.terminal.press(.end)
    await app.terminal.waitForFrame(containing: "Loading more…")
    await app.clock.release(.milliseconds(600))
    let failed = await app.terminal.waitForFrame(containing: "Enter: retry")
    #expect(failed.contains("Server error"), "the alert is up")
    app.terminal.press(.escape)
    let dismissed = await app.terminal.waitForFrame { !$0.contains("Server error") }
    #expect(dismissed.contains("The server had a problem (HTTP 502)"))
    #expect(dismissed.contains("#46"), "every loaded row is kept")
    app.terminal.press(.down, .enter)
    await app.terminal.waitForFrame(containing: "Loading more…")
    await app.clock.release(.milliseconds(600))
    let retried = await app.terminal.waitForFrame(containing: "#45")
    #expect(!retried.contains("Enter: retry"))
    let final = await app.quit()
    #expect(final.list.items.count == 60)
  }

  @Test func aRefreshKeepsTheRowsVisible() async {
    let app = Harness()
    await app.loaded()
    app.terminal.type("r")
    let refreshing = await app.terminal.waitForFrame { Self.headerSpins($0) }
    #expect(refreshing.contains("#75"), "rows stay while reloading")
    #expect(!refreshing.contains("Loading…"), "no placeholders, no labelled spinner")
    await app.clock.release(.milliseconds(600))
    let done = await app.terminal.waitForFrame { !Self.headerSpins($0) }
    #expect(done.contains("#75"))
    _ = await app.quit()
  }

  @Test func aFailedRefreshShowsABannerThatExpiresOnTheClock() async {
    let app = Harness()
    await app.loaded()
    app.switches.armedFault = .serverError
    app.terminal.type("r")
    await app.clock.release(.milliseconds(600))
    await app.terminal.waitForFrame(containing: "Server error")
    app.terminal.press(.escape)
    let banner = await app.terminal.waitForFrame { !$0.contains("Server error") }
    #expect(banner.contains("#75"), "the data stays under the banner")
    let bannerRow = banner.lines.firstIndex { $0.contains("The server had a problem") }
    #expect(bannerRow == 22, "the banner sits on the last row of the list")
    await app.clock.waitForSleep(of: .seconds(5))
    await app.clock.advance(by: .seconds(4))
    #expect(
      app.terminal.frame?.contains("The server had a problem") == true, "still there at 4 s")
    await app.clock.advance(by: .seconds(1))
    await app.terminal.waitForFrame { !$0.contains("The server had a problem") }
    let final = await app.quit()
    #expect(final.list.banner == nil)
  }

  @Test func aDoubleRefreshIssuesOneFetch() async {
    let app = Harness()
    await app.loaded()
    #expect(app.switches.requestCount == 2, "repositories, then the first page")
    app.terminal.type("rr")
    await app.terminal.waitForFrame { Self.headerSpins($0) }
    await app.clock.release(.milliseconds(600))
    await app.terminal.waitForFrame { !Self.headerSpins($0) }
    #expect(app.switches.requestCount == 3)
    _ = await app.quit()
  }

  @Test func aRateLimitCountsDownOnTheClockThenRetriesByItself() async {
    let app = Harness()
    await app.terminal.waitForFrame(containing: "Loading…")
    await app.clock.release(.milliseconds(600))
    await app.terminal.waitForFrame(containing: "octo/busy")
    app.switches.armedFault = .rateLimited
    app.terminal.press(.enter)
    await app.clock.release(.milliseconds(600))
    let limited = await app.terminal.waitForFrame(containing: "Retrying in 30 s")
    #expect(limited.contains("Rate limit reached"))
    await app.clock.release(.seconds(1))
    await app.terminal.waitForFrame(containing: "Retrying in 29 s")
    for _ in 0..<29 { await app.clock.release(.seconds(1)) }
    let retrying = await app.terminal.waitForFrame(containing: "Retrying…")
    #expect(!retrying.contains("Rate limit reached"), "the alert closed by itself")
    await app.clock.release(.milliseconds(600))
    await app.terminal.waitForFrame(containing: "#75")
    #expect(app.switches.requestCount == 3, "repositories, the limited load, the retry")
    _ = await app.quit()
  }

  @Test func backFromAnAlertPopsTheScreenThatRaisedItAndItsWorkEnds() async {
    let app = Harness()
    await app.loaded()
    app.switches.armedFault = .serverError
    app.terminal.press(.end)
    await app.terminal.waitForFrame(containing: "Loading more…")
    await app.clock.waitForSleep(of: .milliseconds(600))
    await app.clock.advance(by: .milliseconds(300))
    // The issue opens while the page is half-way; the page answers first, and fails.
    app.terminal.press(.enter)
    await app.terminal.waitForFrame(containing: "› #46")
    await app.clock.waitForSleep(of: .milliseconds(600))
    await app.clock.advance(by: .milliseconds(300))
    let alert = await app.terminal.waitForFrame(containing: "[ Back ]")
    #expect(alert.contains("Server error"))
    app.terminal.type("b")
    let root = await app.terminal.waitForFrame {
      !$0.contains("octo/busy ›") && !$0.contains("Server error")
    }
    #expect(root.text(ofRow: 0).contains("Triage › Repositories"))
    // The issue's request was cancelled with its screen: its answer time passes unnoticed.
    await app.clock.advance(by: .milliseconds(300))
    let final = await app.quit()
    #expect(final.navigation.count == 1)
    #expect(final.alerts.current == nil)
  }

  @Test func signInThroughTheRealUseCase() async {
    let app = Harness()
    await app.loaded()
    app.terminal.type("X")
    await app.terminal.waitForFrame(containing: "Triage › Sign in")
    app.terminal.press(.enter)
    let empty = await app.terminal.waitForFrame(containing: "[ OK ]")
    #expect(empty.contains("Token is required."), "an empty field raises the validation alert")
    app.terminal.press(.enter)
    app.terminal.type("nope")
    app.terminal.press(.enter)
    await app.terminal.waitForFrame(containing: "Signing in…")
    await app.clock.release(.milliseconds(600))
    let rejected = await app.terminal.waitForFrame(containing: "That token was not accepted.")
    #expect(!rejected.contains("nope"), "the token is never drawn")
    app.terminal.press(.ctrl("u"))
    app.terminal.type("demo")
    app.terminal.press(.enter)
    await app.clock.release(.milliseconds(600))
    await app.terminal.waitForFrame { $0.text(ofRow: 0).contains("Triage › Repositories") }
    let final = await app.quit()
    #expect(final.navigation.count == 1)
  }
}

extension String {
  fileprivate var trimmingSuffixSpaces: Substring {
    var text = Substring(self)
    while text.last == " " { text = text.dropLast() }
    return text
  }
}
