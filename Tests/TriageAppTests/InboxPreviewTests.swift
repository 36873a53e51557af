import Destinations
import IssueDomain
import Localization
import ScreenState
import SnapshotTesting
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import AppCore
@testable import InboxFeature
@testable import IssueData
@testable import IssueFeature
@testable import ListSupport
@testable import TriageApp

/// The preview pane beside the inbox: a thread about an issue or a pull request previews that
/// page once the selection rests; a release, a discussion or a check has none and says so.
@Suite struct InboxPreviewTests {
  static let wide = PreviewPaneTests.wide

  static func inbox(_ state: AppState) -> InboxScreen? { state.top.screen.as(InboxScreen.self) }

  /// A store on `build`'s state, the app's demo backend and the store on one clock.
  static func store(
    _ build: (TriageProgram) async throws -> AppState
  ) async rethrows -> TestStore<TriageProgram> {
    let clock = EffectClock()
    let program = PreviewPaneTests.program(clock: clock)
    return TestStore(program: program, initialState: try await build(program), clock: clock)
  }

  /// The demo's inbox loaded, the first thread rested on and its page and comments loaded.
  static func loaded(size: Size = wide, program: TriageProgram) async throws -> AppState {
    var state = InboxScreenTests.loaded(
      size: size, program: program, page: try await InboxScreenTests.threads())
    let id = state.top.id
    guard let subject = inbox(state)?.preview.subject else { return state }
    program.apply(.screen(id, InboxScreen.Event.preview(.rested(subject))), to: &state)
    let issue = Fixtures.catalog.issue(number: subject.number, of: .busy)
    program.apply(
      .screen(
        id, InboxScreen.Event.preview(.page(subject, .loaded(generation: 1, .success(issue))))),
      to: &state)
    program.apply(
      .screen(
        id,
        InboxScreen.Event.preview(
          .page(
            subject,
            .commentsLoaded(
              generation: 1,
              .success(
                TimelinePage(
                  items: Fixtures.catalog.timeline(ofIssue: subject.number, of: .busy),
                  nextCursor: nil)))))),
      to: &state)
    return state
  }

  /// The inbox's threads, as loaded.
  static func threads(_ state: AppState) -> [InboxThread] { inbox(state)?.store.items ?? [] }

  @Test func theSelectedThreadsIssueIsPreviewedOnceTheSelectionRests() async throws {
    let store = try await Self.store {
      InboxScreenTests.loaded(
        size: Self.wide, program: $0, page: try await InboxScreenTests.threads())
    }
    let pane = try #require(Self.inbox(store.state)?.preview)
    #expect(pane.isActive)
    #expect(pane.subject == IssueReference(repository: DemoIssueRepository.busy, number: 160))
    #expect(pane.page == nil)
    let threads = Self.threads(store.state)
    // `j`: the next thread, a pull request's, is the pane's subject; its rest timer starts.
    let effect = await store.press(.character("j")) {
      $0.modifyTop(as: InboxScreen.self) { $0.showRows(threads, selecting: 1) }
    }
    #expect(effect.runIDs.contains(pane.restID))
    #expect(Self.inbox(store.state)?.preview.subject?.number == 159, "a pull request's thread")
    store.skipInFlightEffects()  // the rest timer, on the store's clock
    await store.finish()
    let state = try await Self.loaded(program: store.program)
    let frame = store.program.view(state, in: Self.wide).textDump
    #expect(frame.contains("Preview · demo/busy#160"))
    #expect(frame.contains("Crash when opening settings with an empty profile."))
  }

  @Test func aThreadWithNoIssuePageHasNothingToPreview() async throws {
    let store = try await Self.store { try await Self.loaded(program: $0) }
    let threads = Self.threads(store.state)
    // The fourth thread is a discussion: no subject, and the first thread's page is dropped.
    await store.press(.character("j"), .character("j"), .character("j")) {
      $0.modifyTop(as: InboxScreen.self) {
        $0.showRows(threads, selecting: 3)
        $0.preview.page = nil
      }
    }
    #expect(Self.inbox(store.state)?.preview.subject == nil)
    #expect(Self.inbox(store.state)?.preview.page == nil)
    #expect(store.view(in: Self.wide).textDump.contains("Nothing to preview here"))
    // The rest timer of a thread passed on the way rests on no subject: it loads nothing.
    await store.advance(by: PreviewPane.restDelay)
    await store.receive({
      if case .screen(_, InboxScreen.Event.preview(.rested)) = $0 { true } else { false }
    })
    await store.finish()
  }

  @Test func focusedThePaneScrollsAndEnterStillOpensTheThread() async throws {
    let store = try await Self.store { try await Self.loaded(program: $0) }
    let program = store.program
    let inbox = store.state.top.id
    let first = try #require(Self.threads(store.state).first)
    await store.press(.ctrl("w")) {
      $0.modifyTop(as: InboxScreen.self) { $0.preview.isFocused = true }
    }
    // `j` scrolls the page, not the rows: the selection stays.
    await store.press(.character("j")) {
      $0.modifyTop(as: InboxScreen.self) { $0.preview.page?.scrollOffset = 1 }
    }
    #expect(Self.inbox(store.state)?.preview.subject?.number == 160, "the selection stayed")
    // Enter opens the thread's issue, and marks the thread read at once.
    await store.press(.enter) {
      _ = program.push(&$0) { program.screen(for: .issue(first.repository, number: 160), id: $0) }
      $0.listOrigins[$0.top.id] = inbox
      _ = $0.featureWrites[PendingInboxChanges.self].begin(
        .markRead(threadID: first.id), seen: first.updatedAt)
    }
    #expect(store.state.detail?.number == 160)
    store.skipInFlightEffects()  // the issue's loads and the inbox's mark, on the clock
    await store.finish()
  }

  @Test func narrowTheInboxIsUnchanged() async throws {
    let size = Size(width: 80, height: 24)
    let page = try await InboxScreenTests.threads()
    let on = PreviewPaneTests.program()
    let off = PreviewPaneTests.program(settings: .off)
    let withPane = InboxScreenTests.loaded(size: size, program: on, page: page)
    let without = InboxScreenTests.loaded(size: size, program: off, page: page)
    #expect(on.view(withPane, in: size).textDump == off.view(without, in: size).textDump)
  }

  /// On the demo's inbox `P` toggles the pane, as on every list and as the README says; the
  /// demo's slow-polling switch is `T`, which nothing else has.
  @Test func onTheDemosInboxPTogglesThePaneAndTTheSlowPolling() async throws {
    let store = try await Self.store { try await Self.loaded(program: $0) }
    let toggle = store.program.footerBindings(store.state).first {
      $0.action(as: ListAction.self) == .togglePreview
    }
    #expect(toggle?.keys == [.character("P")])
    #expect(Self.inbox(store.state)?.preview.isShown == true)
    // `P` hides the pane, its page dropped.
    await store.press(.character("P")) {
      $0.modifyTop(as: InboxScreen.self) {
        $0.preview.isShown = false
        $0.preview.page = nil
      }
    }
    #expect(!store.state.demo.isPollingSlowed)
    // `T` slows the demo's polling, and says so.
    await store.press(.character("T")) {
      $0.demo.isPollingSlowed = true
      $0.status = StatusMessage(
        text: "Demo: the server asks for a poll every 5 minutes", serial: 1, screen: $0.top.id)
    }
    let owners = store.program.footerBindings(store.state).filter {
      $0.keys.contains(.character("T"))
    }
    #expect(owners.count == 1)
    store.skipInFlightEffects()  // the status line's timer, on the store's clock
    await store.finish()
  }

  @Test(arguments: [Language.english, .japanese], PreviewSnapshotTests.sizes)
  func snapshots(language: Language, size: Size) async throws {
    let program = PreviewPaneTests.program(language)
    let state = try await Self.loaded(size: size, program: program)
    assertSnapshot(
      of: program.view(state, in: size), as: .canvasText,
      named: "\(language)-\(size.width)x\(size.height)")
  }
}
