import IssueDomain
import IssueFeature
import Localization
import ScreenState
import SnapshotTesting
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import AppCore
@testable import InboxFeature
@testable import IssueData
@testable import ListSupport
@testable import TriageApp

/// The preview pane beside the inbox: a thread about an issue or a pull request previews that
/// page once the selection rests; a release, a discussion or a check has none and says so.
@Suite struct InboxPreviewTests {
  static let wide = PreviewPaneTests.wide

  static func inbox(_ state: AppState) -> InboxScreen? { state.top.screen.as(InboxScreen.self) }

  static func loaded(size: Size = wide, program: TriageProgram) async throws -> AppState {
    var state = InboxScreenTests.loaded(
      size: size, program: program, page: try await InboxScreenTests.threads())
    let id = state.top.id
    guard let subject = inbox(state)?.preview.subject else { return state }
    _ = program.reduce(&state, .screen(id, InboxScreen.Event.preview(.rested(subject))))
    let issue = Fixtures.catalog.issue(number: subject.number, of: .busy)
    _ = program.reduce(
      &state,
      .screen(
        id, InboxScreen.Event.preview(.page(subject, .loaded(generation: 1, .success(issue))))))
    _ = program.reduce(
      &state,
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
                  nextCursor: nil)))))))
    return state
  }

  @Test func theSelectedThreadsIssueIsPreviewedOnceTheSelectionRests() async throws {
    let program = PreviewPaneTests.program()
    var state = InboxScreenTests.loaded(
      size: Self.wide, program: program, page: try await InboxScreenTests.threads())
    let pane = try #require(Self.inbox(state)?.preview)
    #expect(pane.isActive)
    #expect(pane.subject == IssueReference(repository: DemoIssueRepository.busy, number: 160))
    #expect(pane.page == nil)
    let effect = program.reduce(&state, .input(.key(.character("j"))))
    #expect(effect.runIDs.contains(pane.restID))
    #expect(Self.inbox(state)?.preview.subject?.number == 159, "a pull request's thread")
    state = try await Self.loaded(program: program)
    let frame = program.view(state, in: Self.wide).textDump
    #expect(frame.contains("Preview · demo/busy#160"))
    #expect(frame.contains("Crash when opening settings with an empty profile."))
  }

  @Test func aThreadWithNoIssuePageHasNothingToPreview() async throws {
    let program = PreviewPaneTests.program()
    var state = try await Self.loaded(program: program)
    // The fourth thread is a discussion.
    for _ in 0..<3 { _ = program.reduce(&state, .input(.key(.character("j")))) }
    #expect(Self.inbox(state)?.preview.subject == nil)
    #expect(Self.inbox(state)?.preview.page == nil)
    #expect(program.view(state, in: Self.wide).textDump.contains("Nothing to preview here"))
  }

  @Test func focusedThePaneScrollsAndEnterStillOpensTheThread() async throws {
    let program = PreviewPaneTests.program()
    var state = try await Self.loaded(program: program)
    _ = program.reduce(&state, .input(.key(.ctrl("w"))))
    #expect(Self.inbox(state)?.preview.isFocused == true)
    _ = program.reduce(&state, .input(.key(.character("j"))))
    #expect(Self.inbox(state)?.preview.page?.scrollOffset == 1)
    #expect(Self.inbox(state)?.preview.subject?.number == 160, "the selection stayed")
    _ = program.reduce(&state, .input(.key(.enter)))
    #expect(state.detail?.number == 160)
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
    let program = PreviewPaneTests.program()
    var state = try await Self.loaded(program: program)
    let toggle = program.footerBindings(state).first {
      $0.action(as: ListAction.self) == .togglePreview
    }
    #expect(toggle?.keys == [.character("P")])
    let shown = Self.inbox(state)?.preview.isShown == true
    _ = program.reduce(&state, .input(.key(.character("P"))))
    #expect(Self.inbox(state)?.preview.isShown == !shown)
    #expect(!state.demo.isPollingSlowed)
    _ = program.reduce(&state, .input(.key(.character("T"))))
    #expect(state.demo.isPollingSlowed)
    let owners = program.footerBindings(state).filter { $0.keys.contains(.character("T")) }
    #expect(owners.count == 1)
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
