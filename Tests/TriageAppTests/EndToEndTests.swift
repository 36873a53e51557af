import ErrorHandling
import IssueData
import IssueDomain
import Localization
import ScreenState
import SnapshotTesting
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import AppCore
@testable import TriageApp

/// The real runtime on the headless terminal, with the demo backend and a test clock: keys in,
/// time advanced by hand, frames out. One test per demo scenario (DESIGN §6), with snapshots of
/// the settled frames.
@Suite(.timeLimit(.minutes(1))) struct EndToEndTests {
  /// A running app and the handles a test drives it with.
  struct Harness {
    let terminal: HeadlessTerminal
    let clock = SteppedClock()
    let repository: DemoIssueRepository
    let run: Task<AppState, Never>

    var switches: DemoSwitches { repository.switches }

    init(
      size: Size = Size(width: 80, height: 24), signedIn: Bool = true,
      open initial: RepositoryName? = nil, preview: PreviewSettings = .off
    ) {
      let terminal = HeadlessTerminal(size: size)
      self.terminal = terminal
      repository = Fixtures.repository(clock: clock)
      var environment = Fixtures.environment(repository)
      environment.preview = preview
      let program = TriageProgram.onRepositories(
        environment: environment, startsSignedIn: signedIn, initialRepository: initial)
      let clock = self.clock
      run = Task {
        await Runtime(program: program, terminal: terminal, clock: clock)
          .run(from: program.initialState())
      }
    }

    /// Waits until the repositories are listed: the first page, then the second, which the
    /// screen asks for by itself because five rows don't fill it.
    func repositories() async {
      await terminal.waitForFrame(containing: "Loading…")
      await clock.release(.milliseconds(600))
      await terminal.waitForFrame(containing: "demo/busy")
      await clock.release(.milliseconds(600))
      await terminal.waitForFrame(containing: "demo/missing")
    }

    /// Lists the repositories, opens `demo/busy` and waits for its first page.
    func busy() async {
      await repositories()
      terminal.press(.enter)
      await terminal.waitForFrame(containing: "› demo/busy")
      await clock.release(.milliseconds(600))
      await terminal.waitForFrame(containing: "#160")
    }

    /// Opens `name` through the `/` prompt, from Repositories.
    func goTo(_ name: String) {
      terminal.type(":")
      terminal.type(name)
      terminal.press(.enter)
    }

    func quit() async -> AppState {
      terminal.press(.ctrl("c"))
      return await run.value
    }
  }

  static func headerSpins(_ frame: Canvas) -> Bool {
    frame.text(ofRow: 0).trimmingSuffixSpaces.last.map(Spinner.frames.contains) ?? false
  }

  @Test func signInWithDemo() async {
    let app = Harness(signedIn: false)
    let empty = await app.terminal.waitForFrame(containing: "Token")
    assertSnapshot(of: empty, as: .canvasText, named: "form")
    app.terminal.type("demo")
    app.terminal.press(.enter)
    await app.terminal.waitForFrame(containing: "Signing in…")
    await app.clock.release(.milliseconds(600))
    await app.terminal.waitForFrame(containing: "Loading…")
    await app.clock.release(.milliseconds(600))
    await app.terminal.waitForFrame(containing: "demo/busy")
    // Five repositories don't fill the screen: the next page follows by itself.
    await app.clock.release(.milliseconds(600))
    let repositories = await app.terminal.waitForFrame(containing: "demo/missing")
    #expect(!repositories.contains("Sign in"))
    #expect(!repositories.contains("Loading more…"))
    assertSnapshot(of: repositories, as: .canvasText, named: "repositories")
    _ = await app.quit()
  }

  @Test func theBusyRepositoryPagesToTheEnd() async {
    let app = Harness()
    await app.busy()
    let first = await app.terminal.waitForFrame { !Self.headerSpins($0) }
    assertSnapshot(of: first, as: .canvasText, named: "first-page")
    for _ in 0..<3 {
      app.terminal.press(.end)
      await app.terminal.waitForFrame(containing: "Loading more…")
      await app.clock.release(.milliseconds(600))
      await app.terminal.waitForFrame { !$0.contains("Loading more…") }
    }
    app.terminal.press(.end)
    let end = await app.terminal.waitForFrame { $0.contains("#2 ") || $0.contains("#1 ") }
    #expect(!end.contains("Loading more…"), "nothing more to load")
    let final = await app.quit()
    #expect(final.list.state.value?.nextCursor == nil, "every page loaded")
    #expect(final.list.items.count == Fixtures.allIssues.count)
  }

  @Test func anIssueWithItsCommentsThenBackTwice() async {
    let app = Harness()
    await app.busy()
    app.terminal.press(.enter)
    await app.terminal.waitForFrame(containing: "› #160")
    await app.clock.release(.milliseconds(600))
    // The issue and its first comments answer together; wait for both.
    let issue = await app.terminal.waitForFrame(containing: "kim-ji · ")
    assertSnapshot(of: issue, as: .canvasText, named: "issue")
    app.terminal.press(.end)
    await app.terminal.waitForFrame(containing: "Loading comments…")
    await app.clock.release(.milliseconds(600))
    let comments = await app.terminal.waitForFrame(containing: "tanaka · ")
    assertSnapshot(of: comments, as: .canvasText, named: "comments")
    #expect(comments.contains("It does for me after the last fix"), "the second page's comments")
    app.terminal.press(.escape)
    await app.terminal.waitForFrame { !$0.contains("› #160") && $0.contains("#160") }
    app.terminal.press(.escape)
    await app.terminal.waitForFrame {
      $0.text(ofRow: 0).contains("Triage › Repositories ") && !$0.contains("› demo/busy")
    }
    let state = await app.quit()
    #expect(state.navigation.count == 1)
  }

  @Test func goingOfflineThenRefreshingKeepsTheRowsUnderABanner() async {
    let app = Harness()
    await app.busy()
    app.terminal.type("O")
    await app.terminal.waitForFrame(containing: "[offline]")
    app.terminal.type("r")
    await app.clock.release(.milliseconds(600))
    await app.terminal.waitForFrame(containing: "You're offline")
    app.terminal.press(.escape)
    let banner = await app.terminal.waitForFrame { !$0.contains("You're offline") }
    #expect(banner.contains("#160"), "the rows stay")
    #expect(banner.text(ofRow: 22).contains("Check your network connection"))
    _ = await app.quit()
  }

  @Test func pagingWhileOfflineFailsInTheFooterThenRetriesOnline() async {
    let app = Harness()
    await app.busy()
    app.terminal.type("O")
    app.terminal.press(.end)
    await app.terminal.waitForFrame(containing: "Loading more…")
    await app.clock.release(.milliseconds(600))
    await app.terminal.waitForFrame(containing: "You're offline")
    app.terminal.press(.escape)
    let failed = await app.terminal.waitForFrame(containing: "Enter: retry")
    assertSnapshot(of: failed, as: .canvasText, named: "footer-error")
    app.terminal.type("O")
    await app.terminal.waitForFrame { !$0.contains("[offline]") }
    app.terminal.press(.down, .enter)
    await app.terminal.waitForFrame(containing: "Loading more…")
    await app.clock.release(.milliseconds(600))
    await app.terminal.waitForFrame {
      !$0.contains("Loading more…") && !$0.contains("Enter: retry")
    }
    let final = await app.quit()
    #expect(final.list.items.count > 30, "the second page arrived; the first stayed")
  }

  @Test func theMissingRepositoryAlertsAndBackLeavesIt() async {
    let app = Harness()
    await app.repositories()
    app.goTo("demo/missing")
    await app.clock.release(.milliseconds(600))
    let alert = await app.terminal.waitForFrame(containing: "Not found")
    #expect(alert.contains("[ Back ]"))
    assertSnapshot(of: alert, as: .canvasText, named: "alert")
    app.terminal.type("b")
    await app.terminal.waitForFrame { !$0.contains("› demo/missing") }
    let final = await app.quit()
    #expect(final.navigation.count == 1)
  }

  @Test func theDisabledRepositoryIsGone() async {
    let app = Harness()
    await app.repositories()
    app.goTo("demo/disabled")
    await app.clock.release(.milliseconds(600))
    let alert = await app.terminal.waitForFrame(containing: "Issues disabled")
    #expect(!alert.contains("[ Retry ]"), "410 is not worth retrying")
    app.terminal.type("d")
    let pane = await app.terminal.waitForFrame { !$0.contains("[ Back ]") }
    #expect(pane.contains("Issues are disabled for this repository."), "410 on issues says why")
    #expect(!pane.contains("r: retry"))
    _ = await app.quit()
  }

  @Test func theFlakyRepositorySucceedsOnRetry() async {
    let app = Harness()
    await app.repositories()
    app.goTo("demo/flaky")
    await app.clock.release(.milliseconds(600))
    await app.terminal.waitForFrame(containing: "[ Retry ]")
    app.terminal.type("r")
    let retrying = await app.terminal.waitForFrame(containing: "Retrying…")
    #expect(retrying.contains("HTTP 502"), "the error stays while retrying")
    await app.clock.release(.milliseconds(600))
    let rows = await app.terminal.waitForFrame(containing: "#40")
    assertSnapshot(of: rows, as: .canvasText, named: "after-retry")
    _ = await app.quit()
  }

  @Test func theSlowRepositoryShowsPlaceholdersForSeconds() async {
    let app = Harness()
    await app.repositories()
    app.goTo("demo/slow")
    let loading = await app.terminal.waitForFrame(containing: "░░░")
    #expect(loading.contains("Loading…"))
    await app.clock.release(.seconds(3))
    await app.terminal.waitForFrame(containing: "#20")
    _ = await app.quit()
  }

  @Test func theRateLimitedRepositoryCountsDownThenRetriesByItself() async {
    let app = Harness()
    await app.repositories()
    app.goTo("demo/limited")
    await app.clock.release(.milliseconds(600))
    let limited = await app.terminal.waitForFrame(containing: "Retrying in 20 s")
    assertSnapshot(of: limited, as: .canvasText, named: "countdown")
    await app.clock.release(.seconds(1))
    await app.terminal.waitForFrame(containing: "Retrying in 19 s")
    for _ in 0..<19 { await app.clock.release(.seconds(1)) }
    await app.terminal.waitForFrame(containing: "Retrying…")
    await app.clock.release(.milliseconds(600))
    await app.terminal.waitForFrame(containing: "#25")
    _ = await app.quit()
  }

  @Test func theGarbledRepositoryIsUnreadable() async {
    let app = Harness()
    await app.repositories()
    app.goTo("demo/garbled")
    await app.clock.release(.milliseconds(600))
    let alert = await app.terminal.waitForFrame(containing: "Unreadable data")
    #expect(!alert.contains("[ Retry ]"))
    _ = await app.quit()
  }

  @Test func theEmptyRepositoryShowsTheEmptyPane() async {
    let app = Harness(open: DemoIssueRepository.empty)
    await app.clock.release(.milliseconds(600))
    await app.terminal.waitForFrame(containing: "No open issues")
    app.terminal.press(.escape)
    // The root under the repository opened at start loads only when Back first shows it (#19):
    // its request waits for the clock like any other.
    await app.clock.release(.milliseconds(600))
    await app.terminal.waitForFrame(containing: "demo/flaky")
    _ = await app.quit()
  }

  @Test func expireSignsInThenTheSessionEnds() async {
    let app = Harness()
    await app.repositories()
    app.terminal.type(":signout")
    app.terminal.press(.enter)
    await app.terminal.waitForFrame(containing: "Sign out?")
    app.terminal.press(.enter)
    await app.terminal.waitForFrame(containing: "Signed out; what was kept")
    app.terminal.type("expire")
    app.terminal.press(.enter)
    await app.clock.release(.milliseconds(600))
    await app.terminal.waitForFrame(containing: "Loading…")
    await app.clock.release(.milliseconds(600))
    let expired = await app.terminal.waitForFrame(containing: "Your session has expired.")
    assertSnapshot(of: expired, as: .canvasText, named: "session-expired")
    let final = await app.quit()
    #expect(final.breadcrumb(ChromeWords(.english)) == ["Sign in"])
  }

  @Test func signInErrorsThroughTheRealUseCase() async {
    let app = Harness(signedIn: false)
    await app.terminal.waitForFrame(containing: "Token")
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
    _ = await app.quit()
  }

  @Test func theHelpOverlayListsTheScreensKeys() async {
    let app = Harness()
    await app.busy()
    app.terminal.type("?")
    let help = await app.terminal.waitForFrame(containing: "Keys: demo/busy")
    #expect(help.contains("open / closed / all"))
    assertSnapshot(of: help, as: .canvasText, named: "issues")
    app.terminal.press(.down)
    #expect(app.terminal.frame?.contains("Keys: demo/busy") == true, "keys don't reach the list")
    app.terminal.press(.escape)
    await app.terminal.waitForFrame { !$0.contains("Keys: demo/busy") }
    _ = await app.quit()
  }

  @Test func aTooSmallTerminalShowsThePaneAndRecovers() async {
    let app = Harness()
    await app.busy()
    app.terminal.resize(to: Size(width: 12, height: 3))
    let small = await app.terminal.waitForFrame { $0.size.width == 12 }
    #expect(small.contains("Too small"), "the words fit whole")
    app.terminal.resize(to: Size(width: 40, height: 12))
    let narrow = await app.terminal.waitForFrame { $0.size.width == 40 }
    #expect(narrow.contains("#160"))
    _ = await app.quit()
  }

  @Test func aRefreshAnimatesOnTheClockAndADoubleRefreshFetchesOnce() async {
    let app = Harness()
    await app.busy()
    let requests = app.switches.requestCount
    app.terminal.type("rr")
    let spinning = await app.terminal.waitForFrame { Self.headerSpins($0) }
    #expect(spinning.contains("#160"), "rows stay while reloading")
    await app.clock.release(.milliseconds(600))
    await app.terminal.waitForFrame { !Self.headerSpins($0) }
    #expect(app.switches.requestCount == requests + 1)
    _ = await app.quit()
  }

  @Test func stateFilterAndPullRequestsReload() async {
    let app = Harness()
    await app.busy()
    app.terminal.type("s")
    await app.terminal.waitForFrame(containing: "⌕ is:issue repo:demo/busy is:closed")
    await app.clock.release(.milliseconds(600))
    let closed = await app.terminal.waitForFrame(containing: "#159")
    #expect(closed.contains("✓"), "closed issues are marked")
    app.terminal.type("p")
    await app.terminal.waitForFrame(containing: "⌕ is:pr repo:demo/busy is:closed")
    await app.clock.release(.milliseconds(600))
    let pullRequests = await app.terminal.waitForFrame(containing: "⎇")
    assertSnapshot(of: pullRequests, as: .canvasText, named: "closed-pull-requests")
    _ = await app.quit()
  }

  @Test func theBrowserKeyReportsInTheFooter() async {
    let app = Harness()
    await app.busy()
    app.terminal.press(.enter)
    await app.clock.release(.milliseconds(600))
    await app.terminal.waitForFrame(containing: "── Comments")
    app.terminal.type("o")
    await app.terminal.waitForFrame(containing: "Opened in the browser")
    await app.clock.release(.seconds(4))
    await app.terminal.waitForFrame { !$0.contains("Opened in the browser") }
    _ = await app.quit()
  }
}

extension String {
  fileprivate var trimmingSuffixSpaces: Substring {
    var text = Substring(self)
    while text.last == " " { text = text.dropLast() }
    return text
  }
}
