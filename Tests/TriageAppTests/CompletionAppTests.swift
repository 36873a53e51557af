import ComposerFeature
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

  static func queryLine(
    size: Size = Size(width: 80, height: 24), program: TriageProgram = Fixtures.program
  ) -> (TriageProgram, AppState) {
    var state = Fixtures.loadedState(size: size, program: program)
    _ = program.reduce(&state, .input(.key(.character("/"))))
    return (program, state)
  }

  static func type(_ text: String, _ program: TriageProgram, _ state: inout AppState) {
    for character in text { _ = program.reduce(&state, .input(.key(.character(character)))) }
  }

  static func list(_ state: AppState) -> IssueListScreen? {
    state.top.screen.as(IssueListScreen.self)
  }

  @Test func aQualifierCompletesThenItsValuesAndEnterSearchesOnceTheListIsClosed() throws {
    var (program, state) = Self.queryLine()
    Self.type("is:open la", program, &state)
    #expect(Self.list(state)?.completion?.selected.insertion == "label:")
    _ = program.reduce(&state, .input(.key(.tab)))
    #expect(Self.list(state)?.queryLine?.text == "is:open label:")
    let values = try #require(Self.list(state)?.completion)
    #expect(values.kind == .value("label"), "the values' list opens after the name")
    let label = values.selected.text
    _ = program.reduce(&state, .input(.key(.enter)))
    let written = label.contains(" ") ? "\"\(label)\"" : label
    #expect(Self.list(state)?.queryLine?.text == "is:open label:\(written) ")
    #expect(Self.list(state)?.completion == nil)
    _ = program.reduce(&state, .input(.key(.enter)))
    #expect(Self.list(state)?.queryLine == nil, "Enter searches once no list is open")
  }

  @Test func upIsTheListsWhileItIsOpenAndRecallsTheQueryOtherwise() {
    var (program, state) = Self.queryLine()
    Self.type("is:", program, &state)
    let count = Self.list(state)?.completion?.rows.count ?? 0
    _ = program.reduce(&state, .input(.key(.up)))
    #expect(Self.list(state)?.completion?.selection == count - 1)
    _ = program.reduce(&state, .input(.key(.escape)))
    #expect(Self.list(state)?.queryLine?.text == "is:", "Esc closed only the list")
    _ = program.reduce(&state, .input(.key(.escape)))
    #expect(Self.list(state)?.queryLine == nil)
  }

  /// `keys: pickers:` moves the completion's keys with the pickers'.
  @Test func remappingThePickersApplyMovesTheCompletionsAccept() throws {
    var program = Fixtures.program
    program.keyRemap = try KeyRemap([
      KeyRemap.Entry(context: "pickers", action: "apply", keys: ["ctrl-y"], line: 3)
    ])
    var (_, state) = Self.queryLine(program: program)
    Self.type("sor", program, &state)
    #expect(Self.list(state)?.completion != nil)
    #expect(program.view(state, in: state.size).lines.joined().contains("Ctrl-y complete"))
    _ = program.reduce(&state, .input(.key(.tab)))
    #expect(Self.list(state)?.queryLine?.text == "sor", "Tab no longer accepts")
    _ = program.reduce(&state, .input(.key(.ctrl("y"))))
    #expect(Self.list(state)?.queryLine?.text == "sort:")
  }

  // MARK: - Screen-reader mode

  @Test func screenReaderModeSaysTheSelectionAndPutsTheCursorOnIt() throws {
    let program = TriageProgram.onRepositories(
      environment: Fixtures.environment(), theme: Theme.standard.readingAloud(true))
    var (_, state) = Self.queryLine(program: program)
    Self.type("is:", program, &state)
    #expect(state.announcement?.text == "open, 1 of 12")
    _ = program.reduce(&state, .input(.key(.down)))
    #expect(state.announcement?.text == "closed, 2 of 12")
    let canvas = program.view(state, in: state.size)
    let cursor = try #require(canvas.cursor)
    #expect(canvas.text(ofRow: cursor.y).contains("closed"))
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
