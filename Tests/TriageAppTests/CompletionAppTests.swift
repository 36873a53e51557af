import ComposerFeature
import Destinations
import Foundation
import IssueDomain
import Localization
import ScreenState
import SharedWrites
import SnapshotTesting
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import AppCore
@testable import IssueFeature
@testable import IssueListFeature
@testable import TriageApp

/// Completion through the real reducer: in the composer over an issue of the demo (`@` its
/// people, `#` the list's issues) and in an issue list's query line (qualifiers and their
/// values), Tab or Enter accepting, Esc closing, the pickers' remapping moving its keys, the
/// screen-reader line saying the selection, and snapshots in both languages.
@Suite(.timeLimit(.minutes(1))) struct CompletionAppTests {
  static let sizes = [
    Size(width: 40, height: 12), Size(width: 80, height: 24), Size(width: 120, height: 40),
  ]

  /// The composer over the list's first issue, with `text` typed.
  static func composing(
    _ text: String, size: Size = Size(width: 80, height: 24), language: Language = .english
  ) async throws -> ComposerTests.App {
    let app = try await ComposerTests.App(size: size, language: language)
    await app.openFirstIssue()
    await app.store.press(.character("c"))
    await app.store.type(text)
    return app
  }

  @Test func anAtInTheComposerOffersTheIssuesPeopleAndTabWritesTheLogin() async throws {
    let app = try await Self.composing("Thanks @")
    let completion = try #require(app.composer?.completion)
    let issue = try #require(
      app.state.navigation.entries.lazy.compactMap { $0.screen.as(IssueScreen.self) }.first?
        .state.value)
    #expect(completion.rows.first?.candidate.text == issue.author.login, "its author first")
    #expect(app.frame.contains("@\(issue.author.login)"))
    #expect(app.frame.contains("Tab complete"), "the footer names the list's keys")
    #expect(!app.frame.contains("Enter send"), "Enter is the list's while it is open")
    await app.store.press(.tab)
    #expect(app.composer?.text == "Thanks @\(issue.author.login) ")
    #expect(app.composer?.completion == nil)
    #expect(app.frame.contains("Enter send"))
  }

  @Test func typingNarrowsArrowsChooseAndEnterAcceptsRatherThanSends() async throws {
    let app = try await Self.composing("@")
    let all = try #require(app.composer?.completion?.rows.count)
    #expect(all >= 2, "the issue's author and the list's people")
    let second = try #require(app.composer?.completion?.rows[1].candidate.text)
    await app.store.press(.down)
    #expect(app.composer?.completion?.selection == 1)
    await app.store.press(.enter)
    #expect(app.composer?.text == "@\(second) ")
    #expect(app.state.writes.pending.entries.isEmpty, "nothing was sent")
    await app.store.type("@\(second.prefix(2))")
    #expect((app.composer?.completion?.rows.count ?? 0) <= all)
    #expect(app.composer?.completion?.query == String(second.prefix(2)))
  }

  @Test func escClosesTheListKeepsTheTextAndTheNextEscClosesTheComposer() async throws {
    let app = try await Self.composing("cc @")
    #expect(app.composer?.completion != nil)
    await app.store.press(.escape)
    #expect(app.composer?.completion == nil)
    #expect(app.composer?.text == "cc @")
    await app.store.type("o")
    #expect(app.composer?.completion == nil, "that word's list stays closed")
    await app.store.press(.escape)
    #expect(app.composer == nil, "Esc now closes the composer, as before")
  }

  @Test func aHashOffersTheListsIssuesOfTheRepository() async throws {
    let app = try await Self.composing("See #")
    let completion = try #require(app.composer?.completion)
    #expect(completion.kind == .issue)
    let first = try #require(completion.rows.first?.candidate)
    #expect(first.insertion.hasPrefix("#"))
    await app.store.press(.tab)
    #expect(app.composer?.text == "See \(first.insertion)")
  }

  // MARK: - The query line

  /// The demo's loaded list with its query line open: a fixture.
  static func queryLine(
    size: Size = Size(width: 80, height: 24), program: TriageProgram = Fixtures.program
  ) -> (TriageProgram, AppState) {
    var state = Fixtures.loadedState(size: size, program: program)
    program.press(.character("/"), on: &state)
    return (program, state)
  }

  /// `text` typed a character at a time, for a fixture (effects dropped).
  static func type(_ text: String, _ program: TriageProgram, _ state: inout AppState) {
    program.press(Key.characters(of: text), on: &state)
  }

  static func list(_ state: AppState) -> IssueListScreen? {
    state.top.screen.as(IssueListScreen.self)
  }

  @Test func aQualifierCompletesThenItsValuesAndEnterSearchesOnceTheListIsClosed() async throws {
    let clock = EffectClock()
    let (program, state) = Self.queryLine(program: Fixtures.program(clock: clock))
    let store = TestStore(program: program, initialState: state, clock: clock)
    let sources = program.completionSources(state)
    await store.type("is:open la") {
      $0.modifyTop(as: IssueListScreen.self) { $0.fillQueryLine("is:open la", offering: sources) }
    }
    #expect(Self.list(store.state)?.completion?.selected.insertion == "label:")
    await store.press(.tab) {
      $0.modifyTop(as: IssueListScreen.self) {
        $0.fillQueryLine("is:open label:", offering: sources)
        // The values' list waits before it asks for the repository's labels.
        _ = $0.completionLabels.listOpen(true, repository: $0.currentRepository)
      }
    }
    #expect(Self.list(store.state)?.queryLine?.text == "is:open label:")
    let values = try #require(Self.list(store.state)?.completion)
    #expect(values.kind == .value("label"), "the values' list opens after the name")
    let label = values.selected.text
    let written = label.contains(" ") ? "\"\(label)\"" : label
    await store.press(.enter) {
      $0.modifyTop(as: IssueListScreen.self) {
        $0.fillQueryLine("is:open label:\(written) ", offering: sources)
        // The list closed before its rest was over: nothing is asked.
        $0.completionLabels = CompletionRequest()
      }
    }
    #expect(Self.list(store.state)?.queryLine?.text == "is:open label:\(written) ")
    #expect(Self.list(store.state)?.completion == nil)
    let query = try SearchQuery.parse("is:open label:\(written) ")
    await store.press(.enter) {
      $0.modifyTop(as: IssueListScreen.self) {
        $0.queryLine = nil
        $0.completions.clear()
      }
      _ = program.push(&$0) { program.screen(for: .search(query), id: $0) }
    }
    #expect(
      store.state.navigation.entries.dropLast().last?.screen.as(IssueListScreen.self)?.queryLine
        == nil, "Enter searches once no list is open")
    // The search's first load is left running: the test is what Enter does to the line.
    store.skipInFlightEffects()
    await store.finish()
  }

  @Test func upIsTheListsWhileItIsOpenAndRecallsTheQueryOtherwise() async {
    let (program, state) = Self.queryLine()
    let store = TestStore(program: program, initialState: state)
    let sources = program.completionSources(state)
    await store.type("is:") {
      $0.modifyTop(as: IssueListScreen.self) { $0.fillQueryLine("is:", offering: sources) }
    }
    let count = Self.list(store.state)?.completion?.rows.count ?? 0
    await store.press(.up) {
      $0.modifyTop(as: IssueListScreen.self) { $0.completions.move(by: -1) }
    }
    #expect(Self.list(store.state)?.completion?.selection == count - 1)
    await store.press(.escape) {
      $0.modifyTop(as: IssueListScreen.self) { $0.completions.dismiss() }
    }
    #expect(Self.list(store.state)?.queryLine?.text == "is:", "Esc closed only the list")
    await store.press(.escape) {
      $0.modifyTop(as: IssueListScreen.self) {
        $0.queryLine = nil
        $0.completions.clear()
      }
    }
    #expect(Self.list(store.state)?.queryLine == nil)
    await store.finish()
  }

  /// `keys: pickers:` moves the completion's keys with the pickers'.
  @Test func remappingThePickersApplyMovesTheCompletionsAccept() async throws {
    var program = Fixtures.program
    program.keyRemap = try KeyRemap([
      KeyRemap.Entry(context: "pickers", action: "apply", keys: ["ctrl-y"], line: 3)
    ])
    let (_, state) = Self.queryLine(program: program)
    let store = TestStore(program: program, initialState: state)
    let sources = program.completionSources(state)
    await store.type("sor") {
      $0.modifyTop(as: IssueListScreen.self) { $0.fillQueryLine("sor", offering: sources) }
    }
    #expect(Self.list(store.state)?.completion != nil)
    #expect(store.view(in: state.size).lines.joined().contains("Ctrl-y complete"))
    // Nothing changes: Tab no longer accepts.
    await store.press(.tab)
    #expect(Self.list(store.state)?.queryLine?.text == "sor", "Tab no longer accepts")
    await store.press(.ctrl("y")) {
      $0.modifyTop(as: IssueListScreen.self) { $0.fillQueryLine("sort:", offering: sources) }
    }
    #expect(Self.list(store.state)?.queryLine?.text == "sort:")
    await store.finish()
  }

  // MARK: - Screen-reader mode

  @Test func screenReaderModeSaysTheSelectionAndPutsTheCursorOnIt() async throws {
    let program = TriageProgram.onRepositories(
      environment: Fixtures.environment(), theme: Theme.standard.readingAloud(true))
    let (_, state) = Self.queryLine(program: program)
    let store = TestStore(program: program, initialState: state)
    let sources = program.completionSources(state)
    let serial = state.announcement?.serial ?? 0
    await store.type("is:") {
      $0.modifyTop(as: IssueListScreen.self) { $0.fillQueryLine("is:", offering: sources) }
      // Each key said the list's selection as it opened and narrowed: this is the third.
      $0.announcement = Announcement(text: "open, 1 of 12", serial: serial + 3)
    }
    #expect(store.state.announcement?.text == "open, 1 of 12")
    await store.press(.down) {
      $0.modifyTop(as: IssueListScreen.self) { $0.completions.move(by: 1) }
      $0.announcement = Announcement(text: "closed, 2 of 12", serial: serial + 4)
    }
    #expect(store.state.announcement?.text == "closed, 2 of 12")
    let canvas = store.view(in: state.size)
    let cursor = try #require(canvas.cursor)
    #expect(canvas.text(ofRow: cursor.y).contains("closed"))
    await store.finish()
  }

  @Test func theAtListAddsTheRepositorysAssignableUsersOnceItHasRested() async throws {
    let app = try await Self.composing("cc @")
    let held = try #require(app.composer?.completion?.rows.map(\.candidate.text))
    await app.store.advance(by: CompletionRequest.restDelay)
    let rows = try #require(app.composer?.completion?.rows.map(\.candidate.text))
    #expect(Array(rows.prefix(held.count)) == held, "the screens' logins stay first")
    #expect(rows.count > held.count, "the demo's assignable users who aren't on the page")
    #expect(Set(rows.map { $0.lowercased() }).count == rows.count, "each once")
    #expect(rows.last == "aiko-sato", "a teammate on no issue of the demo")
    #expect(app.state.alerts.current == nil)
  }

  // MARK: - Snapshots

  @Test(arguments: [Language.english, .japanese], sizes)
  func snapshots(language: Language, size: Size) async throws {
    let name = "\(language)-\(size.width)x\(size.height)"
    let app = try await Self.composing(
      language == .japanese ? "確認しました @" : "Thanks @", size: size, language: language)
    assertSnapshot(
      of: app.program.view(app.state, in: size), as: .canvasText, named: "composer-\(name)",
      testName: "completion")
    let program = TriageProgram.onRepositories(
      environment: Fixtures.environment(language: language))
    var (_, state) = Self.queryLine(size: size, program: program)
    Self.type("is:open label:", program, &state)
    assertSnapshot(
      of: program.view(state, in: size), as: .canvasText, named: "query-line-\(name)",
      testName: "completion")
  }

  /// The composer's `@` list once it has rested: the demo's assignable teammate who isn't on
  /// the page comes after the issue's people and the list's; ↑ wraps to it, and the list
  /// scrolls to keep it in view.
  @Test(arguments: [Language.english, .japanese], sizes)
  func assignableSnapshots(language: Language, size: Size) async throws {
    let app = try await Self.composing(
      language == .japanese ? "確認しました @" : "Thanks @", size: size, language: language)
    await app.store.advance(by: CompletionRequest.restDelay)
    await app.store.press(.up)
    #expect(app.composer?.completion?.selected.text == "aiko-sato")
    assertSnapshot(
      of: app.program.view(app.state, in: size), as: .canvasText,
      named: "composer-assignable-\(language)-\(size.width)x\(size.height)",
      testName: "completion")
  }
}

extension IssueListScreen {
  /// The query line holding `text`, its cursor at the end, and the list the trigger finds for
  /// the word before the cursor among `sources` (what the screens on the stack offer, as
  /// `completionSources` gathers them): what typing or accepting a candidate states.
  mutating func fillQueryLine(_ text: String, offering sources: CompletionSources) {
    queryLine = TextField(text: text, maximumLength: Self.queryLineLength)
    completions.update(CompletionTrigger.searchLine(text, cursor: text.count, sources: sources))
  }
}
