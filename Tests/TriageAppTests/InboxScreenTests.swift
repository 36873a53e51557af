import Destinations
import ErrorHandling
import Foundation
import IssueData
import IssueDomain
import Localization
import ScreenState
import SnapshotTesting
import TerminalUITestSupport
import TestSupport
import Testing

@testable import AppCore
@testable import InboxFeature
@testable import IssueFeature
@testable import TerminalUI
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

  /// `:inbox` Enter, typed on the home.
  static let goToInbox = [.character(":")] + Key.characters(of: "inbox") + [.enter]

  /// The home at `size`, started, at the reference date.
  static func home(size: Size, program: TriageProgram) -> AppState {
    var state = program.initialState()
    program.apply(.input(.resize(size)), to: &state)
    _ = program.start(&state)
    program.apply(.now(referenceDate), to: &state)
    return state
  }

  /// The home, then `:inbox` Enter: the inbox pushed, its load started but not answered.
  static func opened(size: Size, program: TriageProgram) -> AppState {
    var state = home(size: size, program: program)
    program.press(goToInbox, on: &state)
    return state
  }

  /// An exhaustive store on the inbox loaded with the demo's threads at `size`, its demo
  /// backend sleeping on the store's clock.
  static func store(size: Size = Size(width: 80, height: 24)) async throws -> TestStore<
    TriageProgram
  > {
    let clock = EffectClock()
    let program = Fixtures.program(clock: clock)
    let state = loaded(size: size, program: program, page: try await threads())
    return TestStore(program: program, initialState: state, clock: clock)
  }

  /// Whether `thread`'s row matches `query` on the filter line.
  static func matches(_ thread: InboxThread, _ query: String) -> Bool {
    FuzzyFilter.match(query, in: InboxRows.searchable(thread, words: ChromeWords(.english)))
      != nil
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
    program.apply(
      .screen(
        state.top.id, InboxScreen.Event.polled(generation: generation, .success(poll), at: date)),
      to: &state)
  }

  private func name(_ size: Size) -> String { "\(size.width)x\(size.height)" }

  @Test func colonInboxOpensTheInboxAndLoadsIt() async {
    let clock = EffectClock()
    let program = Fixtures.program(clock: clock)
    let store = TestStore(
      program: program,
      initialState: Self.home(size: Size(width: 80, height: 24), program: program),
      clock: clock)
    await store.press(Self.goToInbox) {
      _ = program.push(&$0) { program.screen(for: .inbox(InboxFilter()), id: $0) }
    }
    let inbox = store.state.top.screen.as(InboxScreen.self)
    #expect(inbox != nil)
    #expect(inbox?.store.state.isInitialLoading == true)
    store.skipInFlightEffects()  // the first poll, on the store's clock
    await store.finish()
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
      program.press(keys, on: &state)  // a fixture: the state the snapshot shows
      if shot == .placeholders { state = Self.opened(size: size, program: program) }
      if shot == .tokenError {
        state = Self.opened(size: size, program: program)
        let generation = state.top.screen.as(InboxScreen.self)?.store.generation ?? 0
        program.apply(
          .screen(
            state.top.id,
            InboxScreen.Event.polled(
              generation: generation, .failure(.forbidden), at: referenceDate)),
          to: &state)
      }
      assertSnapshot(
        of: program.view(state, in: size), as: .canvasText,
        named: "\(shot.rawValue)-\(language == .english ? "en" : "ja")-\(name(size))")
    }
  }

  @Test func theRowsFollowTheFiltersAndKeepTheServersOrder() async throws {
    let store = try await Self.store()
    let program = store.program
    let all = store.state.top.screen.as(InboxScreen.self)?.rows(program.context(store.state)) ?? []
    let reasons = InboxRows.reasons(in: all)
    #expect(reasons.count > 2 && reasons.first == .mention)
    let mentions = all.filter { $0.reason == .mention }
    #expect(!mentions.isEmpty && mentions.count < all.count)
    // `t`: only the first reason's threads, in the server's order, from the first.
    await store.press(.character("t")) {
      $0.modifyTop(as: InboxScreen.self) {
        $0.reason = .mention
        $0.height -= 1  // the filter bar takes a row
        $0.showRows(mentions)
      }
    }
    // The filter line narrows them further: no mention is about the roadmap.
    #expect(!mentions.contains { Self.matches($0, "roadmap") })
    await store.press([.character("/")] + Key.characters(of: "roadmap") + [.enter]) {
      $0.modifyTop(as: InboxScreen.self) {
        $0.query = "roadmap"
        $0.showRows([])
      }
    }
    // `t` moves to the next reason, the query still applied.
    await store.press(.character("t")) {
      $0.modifyTop(as: InboxScreen.self) {
        $0.reason = reasons[1]
        $0.showRows(all.filter { $0.reason == reasons[1] && Self.matches($0, "roadmap") })
      }
    }
    // After the last reason, every reason again: the query's rows alone.
    let roadmap = all.filter { Self.matches($0, "roadmap") }
    #expect(!roadmap.isEmpty)
    await store.press(Array(repeating: .character("t"), count: reasons.count - 1)) {
      $0.modifyTop(as: InboxScreen.self) {
        $0.reason = nil
        $0.showRows(roadmap)
      }
    }
    let cleared = store.state.top.screen.as(InboxScreen.self)
    #expect(cleared?.rows(program.context(store.state)).map(\.id) == roadmap.map(\.id))
    await store.finish()
  }

  @Test func escOnTheFilterLineKeepsTheFilterThatWasThere() async throws {
    let loaded = try await Self.store()
    let program = loaded.program
    var state = loaded.state
    await loaded.finish()
    // A fixture: the rows filtered to `busy`; the test is what a line left with Esc does.
    program.press([.character("/")] + Key.characters(of: "busy") + [.enter], on: &state)
    let before = state
    let busy = before.top.screen.as(InboxScreen.self)?.rows(program.context(before)) ?? []
    #expect(!busy.isEmpty)
    let store = TestStore(program: program, initialState: state, clock: loaded.clock)
    // The line opens on the filter there, and narrows the rows as it is typed.
    await store.press([.character("/")] + Key.characters(of: "zzz")) {
      $0.modifyTop(as: InboxScreen.self) {
        var line = TextField(text: "busy", maximumLength: FuzzyFilter.queryLimit)
        for key in Key.characters(of: "zzz") { _ = line.handle(key) }
        $0.queryLine = line
        $0.showRows(busy.filter { Self.matches($0, "busyzzz") })
      }
    }
    // Esc: the line closed, and the rows as they were, `busy` still applied.
    await store.press(.escape) { $0 = before }
    let inbox = store.state.top.screen.as(InboxScreen.self)
    #expect(inbox?.query == "busy")
    #expect(inbox?.queryLine == nil)
    #expect(inbox?.rows(program.context(store.state)).isEmpty == false)
    await store.finish()
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

  @Test func aPollAnsweredUnderAMinuteAgoReadsJustNow() async {
    let clock = EffectClock()
    let program = Fixtures.program(clock: clock)
    let store = TestStore(
      program: program,
      initialState: Self.opened(size: Size(width: 80, height: 24), program: program),
      clock: clock)
    let id = store.state.top.id
    let generation = store.state.top.screen.as(InboxScreen.self)?.store.generation ?? 0
    let poll = InboxPoll(page: Page(), lastModified: nil, interval: .seconds(60))
    await store.send(
      .screen(
        id, InboxScreen.Event.polled(generation: generation, .success(poll), at: referenceDate))
    ) {
      $0.modify(id, as: InboxScreen.self) {
        $0.store.state = .success(Page())
        $0.checkedAt = referenceDate
        $0.showRows([])
      }
    }
    let header = store.state.top.screen.badges(program.theme.words, now: referenceDate)
    #expect(header == ["checked just now"])
    store.skipInFlightEffects()  // the next poll, a minute away on the store's clock
    await store.finish()
  }

  @Test func enterOnAnIssueThreadOpensTheIssue() async throws {
    let store = try await Self.store()
    let program = store.program
    let inbox = store.state.top.id
    let first = try #require(store.state.top.screen.as(InboxScreen.self)?.store.selectedItem)
    let number = try #require(first.subject.number)
    #expect(first.subject.kind == .issue && first.isUnread)
    // The issue opens, and the thread is marked read at once; the mark's answer is not this
    // test's.
    await store.press(.enter) {
      _ = program.push(&$0) {
        program.screen(for: .issue(first.repository, number: number), id: $0)
      }
      $0.listOrigins[$0.top.id] = inbox
      _ = $0.featureWrites[PendingInboxChanges.self].begin(
        .markRead(threadID: first.id), seen: first.updatedAt)
    }
    let issue = try #require(store.state.top.screen.as(IssueScreen.self))
    #expect(issue.repository == first.repository)
    #expect(issue.number == number)
    store.skipInFlightEffects()  // the issue's loads and the inbox's mark, on the clock
    await store.finish()
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
    let store = try await Self.store()
    let program = store.program
    let size = Size(width: 80, height: 24)
    let footer = { (state: AppState) in program.view(state, in: size).text(ofRow: size.height - 1) }
    #expect(!footer(store.state).contains("Enter web"), "an issue first: \(footer(store.state))")
    let items = try #require(store.state.top.screen.as(InboxScreen.self)?.store.items)
    let index = try #require(items.firstIndex { $0.subject.kind == .discussion })
    let thread = items[index]
    await store.press(Array(repeating: .down, count: index)) {
      $0.modifyTop(as: InboxScreen.self) { $0.showRows(items, selecting: index) }
    }
    #expect(store.state.top.screen.as(InboxScreen.self)?.selectionOpensOnTheWeb == true)
    #expect(footer(store.state).contains("Enter web"), "\(footer(store.state))")
    // Enter opens the web (no page pushed) and marks the thread read at once.
    #expect(thread.isUnread)
    await store.press(.enter) {
      _ = $0.featureWrites[PendingInboxChanges.self].begin(
        .markRead(threadID: thread.id), seen: thread.updatedAt)
    }
    #expect(
      InboxScreen.open(thread, webOrigin: "https://github.com")
        == .openInBrowser("https://github.com/\(thread.repository)/discussions"))
    store.skipInFlightEffects()  // the browser's opening and the inbox's mark, on the clock
    await store.finish()
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
