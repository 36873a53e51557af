import Destinations
import ErrorHandling
import Foundation
import IssueData
import IssueDomain
import Localization
import ScreenState
import SnapshotTesting
import TerminalUI
import TerminalUITestSupport
import TestSupport
import Testing

@testable import AppCore
@testable import InboxFeature
@testable import IssueFeature
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
    _ = program.reduce(&state, .now(referenceDate))
    for key in [.character(":")] + "inbox".map(Key.character) + [.enter] {
      _ = program.reduce(&state, .input(.key(key)))
    }
    return state
  }

  static func loaded(
    size: Size, program: TriageProgram, page: Page<InboxThread>
  ) -> AppState {
    var state = opened(size: size, program: program)
    answer(
      &state, program: program, page: page, at: referenceDate.addingTimeInterval(-120))
    return state
  }

  /// The inbox on top answers its poll in flight with `page`.
  static func answer(
    _ state: inout AppState, program: TriageProgram, page: Page<InboxThread>, at date: Date
  ) {
    let generation = state.top.screen.as(InboxScreen.self)?.store.generation ?? 0
    let poll = InboxPoll(page: page, lastModified: nil, interval: .seconds(60))
    _ = program.reduce(
      &state,
      .screen(
        state.top.id, InboxScreen.Event.polled(generation: generation, .success(poll), at: date)))
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

  /// What the inbox shows in each state a user meets.
  enum Shot: String, CaseIterable {
    /// `m` on the first thread and `u` on the second: read, and unsubscribed, at once.
    case read
    /// `t`: only the first reason's threads.
    case filtered
    /// `/` and a word typed: the rows narrow as it is typed.
    case typing
    /// `/` and a word no thread has: none shown, and the header counts 0.
    case noMatch
    /// GitHub refused the notifications (403): the pane says what token they need.
    case tokenError
    case empty
    /// The first load, not answered yet.
    case placeholders
  }

  @Test(arguments: [Language.english, .japanese], sizes)
  func states(language: Language, size: Size) async throws {
    let program = Fixtures.program(language: language)
    let page = try await Self.threads()
    for shot in Shot.allCases {
      var state = Self.loaded(size: size, program: program, page: shot == .empty ? Page() : page)
      let keys: [Key]
      switch shot {
      case .read: keys = [.character("m"), .character("j"), .character("u")]
      case .filtered: keys = [.character("t")]
      case .typing: keys = [.character("/")] + "roadmap".map(Key.character)
      case .noMatch: keys = [.character("/")] + "zzq".map(Key.character)
      case .tokenError, .empty, .placeholders: keys = []
      }
      for key in keys { _ = program.reduce(&state, .input(.key(key))) }
      if shot == .placeholders { state = Self.opened(size: size, program: program) }
      if shot == .tokenError {
        state = Self.opened(size: size, program: program)
        let generation = state.top.screen.as(InboxScreen.self)?.store.generation ?? 0
        _ = program.reduce(
          &state,
          .screen(
            state.top.id,
            InboxScreen.Event.polled(
              generation: generation, .failure(.forbidden), at: referenceDate)))
      }
      assertSnapshot(
        of: program.view(state, in: size), as: .canvasText,
        named: "\(shot.rawValue)-\(language == .english ? "en" : "ja")-\(name(size))")
    }
  }

  @Test func theRowsFollowTheFiltersAndKeepTheServersOrder() async throws {
    let program = Fixtures.program
    var state = Self.loaded(
      size: Size(width: 80, height: 24), program: program, page: try await Self.threads())
    let context = program.context(state)
    let all = state.top.screen.as(InboxScreen.self)?.rows(context) ?? []
    _ = program.reduce(&state, .input(.key(.character("t"))))
    let mentions = state.top.screen.as(InboxScreen.self)?.rows(program.context(state)) ?? []
    #expect(!mentions.isEmpty && mentions.allSatisfy { $0.reason == .mention })
    #expect(mentions == all.filter { $0.reason == .mention })
    for key in [.character("/")] + "roadmap".map(Key.character) + [.enter] {
      _ = program.reduce(&state, .input(.key(key)))
    }
    let both = state.top.screen.as(InboxScreen.self)?.rows(program.context(state)) ?? []
    #expect(both.isEmpty, "no mention is about the roadmap")
    _ = program.reduce(&state, .input(.key(.character("t"))))
    let next = state.top.screen.as(InboxScreen.self)
    #expect(next?.reason != nil && next?.reason != .mention, "t moves to the next reason")
    let reasons = InboxRows.reasons(in: all)
    for _ in reasons.dropFirst() { _ = program.reduce(&state, .input(.key(.character("t")))) }
    let cleared = state.top.screen.as(InboxScreen.self)
    #expect(cleared?.reason == nil, "after the last reason, every reason again")
    let roadmap = all.filter {
      FuzzyFilter.match("roadmap", in: InboxRows.searchable($0, words: ChromeWords(.english)))
        != nil
    }
    #expect(!roadmap.isEmpty)
    #expect(cleared?.rows(program.context(state)).map(\.id) == roadmap.map(\.id))
  }

  @Test func escOnTheFilterLineKeepsTheFilterThatWasThere() async throws {
    let program = Fixtures.program
    var state = Self.loaded(
      size: Size(width: 80, height: 24), program: program, page: try await Self.threads())
    for key in [.character("/")] + "busy".map(Key.character) + [.enter] {
      _ = program.reduce(&state, .input(.key(key)))
    }
    for key in [.character("/")] + "zzz".map(Key.character) + [.escape] {
      _ = program.reduce(&state, .input(.key(key)))
    }
    let inbox = state.top.screen.as(InboxScreen.self)
    #expect(inbox?.query == "busy")
    #expect(inbox?.queryLine == nil)
    #expect(inbox?.rows(program.context(state)).isEmpty == false)
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
          generation: generation, .success(poll), at: referenceDate)))
    let header = state.top.screen.badges(program.theme.words, now: referenceDate)
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

  /// Where a row has its reason column, the columns are named above the rows, as an issue
  /// list's are; at 40 columns a row is its subject and title alone, and has no names.
  @Test func theInboxNamesItsColumnsWhereItHasThem() async throws {
    let program = Fixtures.program
    for (size, named) in [
      (Size(width: 80, height: 24), true), (Size(width: 120, height: 40), true),
      (Size(width: 40, height: 12), false),
    ] {
      let state = Self.loaded(size: size, program: program, page: try await Self.threads())
      let row = program.view(state, in: size).text(ofRow: 1)
      #expect(row.contains("Reason") == named, "\(size): \(row)")
      #expect(row.contains("Subject") == named, "\(size): \(row)")
    }
  }

  /// A thread about something Triage has no page for says in the footer that Enter opens it
  /// on the web, and Enter does, on that kind's page: nothing is pushed.
  @Test func aThreadWithoutAPageHereSaysEnterOpensTheWeb() async throws {
    let program = Fixtures.program
    let size = Size(width: 80, height: 24)
    var state = Self.loaded(size: size, program: program, page: try await Self.threads())
    let footer = { (state: AppState) in program.view(state, in: size).text(ofRow: size.height - 1) }
    #expect(!footer(state).contains("Enter web"), "an issue first: \(footer(state))")
    let items = try #require(state.top.screen.as(InboxScreen.self)?.store.items)
    let index = try #require(items.firstIndex { $0.subject.kind == .discussion })
    for _ in 0..<index { _ = program.reduce(&state, .input(.key(.down))) }
    #expect(state.top.screen.as(InboxScreen.self)?.viewport.selection == index)
    let thread = items[index]
    #expect(footer(state).contains("Enter web"), "\(footer(state))")
    let below = state.navigation.count
    _ = program.reduce(&state, .input(.key(.enter)))
    #expect(state.navigation.count == below, "no page pushed")
    #expect(
      InboxScreen.open(thread, webOrigin: "https://github.com")
        == .openInBrowser("https://github.com/\(thread.repository)/discussions"))
  }

  @Test func aSubjectWithoutAPageHereOpensItsRepositoryOnTheWeb() {
    let release = InboxThread(
      id: "9", repository: RepositoryName(owner: "octo", name: "app"),
      subject: InboxSubject(title: "v2", kind: .release), reason: .subscribed, isUnread: true,
      updatedAt: referenceDate)
    #expect(
      InboxScreen.open(release, webOrigin: "https://github.example.com")
        == .openInBrowser("https://github.example.com/octo/app/releases"))
    var pull = release
    pull.subject = InboxSubject(title: "Fix", kind: .pullRequest, number: 7)
    #expect(
      InboxScreen.open(pull, webOrigin: "https://github.com")
        == .open(.pullRequest(pull.repository, number: 7)), "a pull request opens on its page")
  }
}
