import Foundation
import IssueDomain
import Localization
import SnapshotTesting
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import TriageApp

/// The inbox: reached with `:inbox`, its rows at every size in both languages, and Enter on a
/// thread opening its subject.
@Suite struct InboxScreenTests {
  static let sizes = ScreenSnapshotTests.sizes

  /// The demo's first page of threads, as the backend serves it at start.
  static func threads() async throws -> Page<InboxThread> {
    let poll = try await Fixtures.repository(latency: .zero).inbox(
      participating: false, after: nil, since: nil)
    return try #require(poll.page)
  }

  /// The home, then `:inbox` Enter: the inbox pushed, its load started but not answered.
  static func opened(size: Size, program: TriageProgram) -> AppState {
    var state = program.initialState()
    _ = program.reduce(&state, .input(.resize(size)))
    _ = program.start(&state)
    _ = program.reduce(&state, .now(Fixtures.referenceDate))
    for key in [.character(":")] + "inbox".map(Key.character) + [.enter] {
      _ = program.reduce(&state, .input(.key(key)))
    }
    return state
  }

  static func loaded(
    size: Size, program: TriageProgram, page: Page<InboxThread>
  ) -> AppState {
    var state = opened(size: size, program: program)
    let generation = state.top.screen.as(InboxScreen.self)?.store.generation ?? 0
    let poll = InboxPoll(page: page, lastModified: nil, interval: .seconds(60))
    _ = program.reduce(
      &state,
      .screen(
        state.top.id,
        InboxScreen.Event.polled(
          generation: generation, .success(poll),
          at: Fixtures.referenceDate.addingTimeInterval(-120))
      ))
    return state
  }

  private func name(_ size: Size) -> String { "\(size.width)x\(size.height)" }

  @Test func colonInboxOpensTheInboxAndLoadsIt() {
    let state = Self.opened(size: Size(width: 80, height: 24), program: Fixtures.program)
    let inbox = state.top.screen.as(InboxScreen.self)
    #expect(inbox != nil)
    #expect(inbox?.store.state.isInitialLoading == true)
  }

  @Test(arguments: [Language.english, .japanese], sizes)
  func loaded(language: Language, size: Size) async throws {
    let program = Fixtures.program(language: language)
    let state = Self.loaded(size: size, program: program, page: try await Self.threads())
    assertSnapshot(
      of: program.view(state, in: size), as: .canvasText,
      named: "\(language == .english ? "en" : "ja")-\(name(size))")
  }

  @Test(arguments: sizes)
  func placeholdersWhileLoading(size: Size) {
    let program = Fixtures.program
    let state = Self.opened(size: size, program: program)
    assertSnapshot(of: program.view(state, in: size), as: .canvasText, named: name(size))
  }

  @Test func emptyInbox() {
    let program = Fixtures.program(language: .japanese)
    let size = Size(width: 80, height: 24)
    let state = Self.loaded(size: size, program: program, page: Page())
    assertSnapshot(of: program.view(state, in: size), as: .canvasText)
  }

  @Test func aPollAnsweredUnderAMinuteAgoReadsJustNow() {
    let program = Fixtures.program
    var state = Self.opened(size: Size(width: 80, height: 24), program: program)
    let generation = state.top.screen.as(InboxScreen.self)?.store.generation ?? 0
    let poll = InboxPoll(page: Page(), lastModified: nil, interval: .seconds(60))
    _ = program.reduce(
      &state,
      .screen(
        state.top.id,
        InboxScreen.Event.polled(
          generation: generation, .success(poll), at: Fixtures.referenceDate)))
    let header = state.top.screen.badges(program.theme.words, now: Fixtures.referenceDate)
    #expect(header == ["checked just now"])
  }

  @Test func enterOnAnIssueThreadOpensTheIssue() async throws {
    let program = Fixtures.program
    var state = Self.loaded(
      size: Size(width: 80, height: 24), program: program, page: try await Self.threads())
    let first = try #require(state.top.screen.as(InboxScreen.self)?.store.selectedItem)
    let number = try #require(first.subject.number)
    _ = program.reduce(&state, .input(.key(.enter)))
    let issue = try #require(state.top.screen.as(IssueScreen.self))
    #expect(issue.repository == first.repository)
    #expect(issue.number == number)
  }

  @Test func aSubjectWithoutAPageHereOpensItsRepositoryOnTheWeb() {
    let release = InboxThread(
      id: "9", repository: RepositoryName(owner: "octo", name: "app"),
      subject: InboxSubject(title: "v2", kind: .release), reason: .subscribed, isUnread: true,
      updatedAt: Fixtures.referenceDate)
    #expect(
      InboxScreen.open(release, webHost: "github.example.com")
        == .openInBrowser("https://github.example.com/octo/app"))
    var pull = release
    pull.subject = InboxSubject(title: "Fix", kind: .pullRequest, number: 7)
    #expect(
      InboxScreen.open(pull, webHost: "github.com") == .open(.issue(pull.repository, number: 7)))
  }
}
