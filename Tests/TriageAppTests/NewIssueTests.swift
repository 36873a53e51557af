import Clocks
import ErrorHandling
import IssueDomain
import Localization
import TerminalUI
import TerminalUITestSupport
import TestSupport
import Testing

@testable import AppCore
@testable import ComposerFeature
@testable import IssueData
@testable import IssueFeature
@testable import IssueListFeature
@testable import SharedWrites
@testable import TriageApp

/// `N` through the whole app on the demo: the templates offered, one filling the form, the
/// pickers choosing for the form without writing, one issue filed that the list and its page
/// show, the draft kept over Esc and restored, and the demo's refusals leaving the form whole.
@Suite(.timeLimit(.minutes(1))) struct NewIssueTests {
  typealias App = ComposerTests.App

  static func form(_ app: App) -> NewIssueScreen? { app.state.top.screen.as(NewIssueScreen.self) }

  static func draftKey(_ app: App) -> DraftKey {
    DraftKey(host: "github.com", repository: app.repositoryName, number: 0)
  }

  @Test func nOffersTheTemplatesAndBugReportFillsTheForm() async throws {
    let app = try await App()
    await app.store.press(.character("N"))
    let form = try #require(Self.form(app))
    #expect(form.phase == .choosing)
    #expect(form.templates.map(\.name) == ["Bug report", "Feature request", "Question"])
    #expect(app.frame.contains("Question · an issue form: opens in the browser"))
    #expect(app.frame.contains("Blank issue"))
    await app.store.press(.enter)
    let filled = try #require(Self.form(app))
    #expect(filled.phase == .editing)
    #expect(filled.form.titleField.text == "[Bug] " && filled.labels == ["bug"])
    #expect(filled.form.area.text.contains("## What happened"))
    #expect(app.frame.contains("Labels: bug"))
  }

  @Test func anIssueFormOpensInTheBrowserAndSaysSo() async throws {
    let app = try await App()
    await app.store.press(.character("N"))
    await app.store.press(.down, .down)
    await app.store.press(.enter)
    #expect(Self.form(app)?.phase == .choosing, "the choice stays")
    let said = LocalizedText.issueFormInBrowser.text(in: .english)
    let status = app.state.status?.text ?? ""
    #expect(status == said || status.contains("browser"), "\(status)")
  }

  @Test func aFiledIssueOpensAndTheListShowsIt() async throws {
    let app = try await App()
    await app.store.press(.character("N"))
    await app.store.press(.enter)
    await app.store.type("Crash on start")
    await app.store.press(.enter)
    await app.store.press(.enter)
    #expect(Self.form(app) == nil, "the form closed")
    let page = try #require(app.state.top.screen.as(IssueScreen.self))
    #expect(page.number == 161)
    #expect(app.frame.contains("[Bug] Crash on start"))
    let filed = app.repository.writes.createdIssues(in: app.repositoryName)
    #expect(filed.count == 1, "filed once")
    #expect(filed.first?.labels.map(\.name) == ["bug"])
    #expect((try? app.drafts.load(Self.draftKey(app))) == nil, "no draft left behind")
    await app.store.press(.escape)
    await app.store.press(.character("r"))
    // The selection stays on the row it was on; the new issue is the first row.
    await app.store.press(.home)
    #expect(app.state.top.screen.focusedIssue?.number == 161)
    #expect(app.frame.contains("#161 [Bug] Crash on start"))
  }

  /// Back from the page of an issue just filed, the list has it first and selected, counted,
  /// before any refresh: GitHub's search may not have it yet.
  @Test func aFiledIssueIsFirstAndSelectedOnTheListItWasFiledFrom() async throws {
    let app = try await App()
    await app.store.press(.down, .down)
    let before = try #require(app.state.top.screen.listPosition)
    await app.store.press(.character("N"))
    await app.store.press(.enter)
    await app.store.type("Toolbar icons blur")
    await app.store.press(.enter)
    await app.store.press(.enter)
    #expect(app.state.top.screen.as(IssueScreen.self)?.number == 161)
    await app.store.press(.escape)
    #expect(app.state.top.screen.as(IssueListScreen.self) != nil, "back on the list")
    let after = try #require(app.state.top.screen.listPosition)
    #expect(app.state.top.screen.focusedIssue?.number == 161, "selected")
    #expect(after.index == 0, "at the top")
    #expect(after.count == before.count + 1, "counted")
    #expect(app.frame.contains("#161 [Bug] Toolbar icons blur"))
    #expect(app.repository.writes.createdIssues(in: app.repositoryName).count == 1)
  }

  @Test func thePickersChooseForTheFormAndWriteNothing() async throws {
    let app = try await App()
    await app.store.press(.character("N"))
    await app.store.press(.down, .down, .down)
    await app.store.press(.enter)  // Blank issue
    await app.store.type("Labelled")
    await app.store.press(.tab)
    await app.store.press(.enter)
    #expect(app.frame.contains("Labels · New issue"))
    await app.store.type("docs")
    await app.store.press(.character(" "))
    await app.store.press(.enter)
    #expect(Self.form(app)?.labels == ["docs"])
    #expect(app.state.writes.pending.entries.isEmpty, "nothing was written")
    await app.store.press(.tab, .tab)
    await app.store.press(.enter)
    #expect(app.frame.contains("Milestone · New issue"))
    await app.store.press(.down)
    await app.store.press(.enter)
    let milestone = try #require(Self.form(app)?.milestone)
    #expect(app.frame.contains("Milestone: \(milestone.title)"))
    await app.store.press(.tab)
    await app.store.press(.enter)
    let filed = try #require(app.repository.writes.createdIssues(in: app.repositoryName).first)
    #expect(filed.labels.map(\.name) == ["docs"] && filed.milestone == milestone.title)
  }

  @Test func escKeepsTheDraftAndNRestoresIt() async throws {
    let app = try await App()
    await app.store.press(.character("N"))
    await app.store.press(.up)
    await app.store.press(.down, .down, .down)
    await app.store.press(.enter)
    await app.store.type("Half written")
    await app.store.press(.enter)
    await app.store.type("Some of the body")
    await app.store.press(.escape)
    #expect(Self.form(app) == nil)
    #expect((try? app.drafts.load(Self.draftKey(app))) == "Half written\nSome of the body")
    await app.store.press(.character("N"))
    let restored = try #require(Self.form(app))
    #expect(restored.phase == .editing, "no template choice over a draft")
    #expect(restored.form.text == IssueText(title: "Half written", body: "Some of the body"))
    #expect(app.frame.contains("Your unsent issue, restored"))
    // Emptied and closed: the draft goes.
    await app.store.press(.ctrl("u"))
    await app.store.press(.tab, .tab, .tab, .tab)
    for _ in "Some of the body" { await app.store.press(.backspace) }
    await app.store.press(.escape)
    #expect((try? app.drafts.load(Self.draftKey(app))) == nil)
  }

  @Test func aQuitKeepsTheOpenFormAsTheDraft() async throws {
    let app = try await App()
    await app.store.press(.character("N"))
    await app.store.press(.escape)
    #expect((try? app.drafts.load(Self.draftKey(app))) == nil, "nothing typed, nothing kept")
    await app.store.press(.character("N"))
    await app.store.press(.enter)
    await app.store.type("Quit midway")
    let drafts = app.program.unsentDrafts(app.state)
    let kept = try #require(drafts[Self.draftKey(app)].map(NewIssueDraft.fields))
    #expect(kept.title.hasPrefix("[Bug] Quit midway"))
    #expect(kept.template != nil, "the template it began from is kept, with its labels")
    #expect(kept.labels == Self.form(app)?.labels)
  }

  @Test func aReadOnlyRepositoryRefusesWithTheAlertAndTheFormKeepsItsText() async throws {
    let app = try await App(repositoryName: DemoIssueRepository.readonly)
    await app.store.press(.character("N"))
    await app.store.press(.down, .down, .down)
    await app.store.press(.enter)
    await app.store.type("Not allowed")
    await app.store.press(.enter)
    await app.store.press(.enter)
    let message = app.state.alerts.current?.currentMessage ?? ""
    #expect(message.contains("You can't change issues in this repository."))
    #expect(message.contains("Your issue is still in the form."))
    await app.store.press(.escape)
    let form = try #require(Self.form(app))
    #expect(form.phase == .editing && form.form.text.title == "Not allowed")
    #expect(app.repository.writes.createdIssues(in: DemoIssueRepository.readonly).isEmpty)
  }

  @Test func aSectionOfOneRepositoryFilesThereAndOneOfManyOffersNoN() async throws {
    let program = TriageProgram(
      environment: Fixtures.environment(
        Fixtures.repository(clock: ImmediateClock(), latency: .zero)),
      sections: SectionsConfiguration(sections: [
        .search("Busy bugs", query: "repo:demo/busy is:open label:bug"),
        .search("Everywhere", query: "is:open label:bug"),
      ]) ?? .defaults)
    var state = program.initialState()
    program.apply(.input(.resize(Size(width: 80, height: 24))), .now(referenceDate), to: &state)
    let store = TestStore(program: program, initialState: state, exhaustivity: .off)
    await store.start()
    #expect(store.state.top.screen.currentRepository == DemoIssueRepository.busy)
    await store.press(.character("N"))
    let form = try #require(store.state.top.screen.as(NewIssueScreen.self))
    #expect(form.repository == DemoIssueRepository.busy)
    await store.press(.escape)
    await store.press(.tab)
    #expect(store.state.top.screen.currentRepository == nil)
    await store.press(.character("N"))
    #expect(store.state.top.screen.as(NewIssueScreen.self) == nil, "no one repository to file in")
  }

  @Test func nIsOfferedOnOneRepositorysListOnly() async throws {
    let app = try await App()
    let keys = app.program.keymapContext(app.state)
    #expect(app.state.top.screen.bindings(keys).contains { $0.action.name == "new-issue" })
    await app.store.press(.enter)
    #expect(!app.state.top.screen.bindings(keys).contains { $0.action.name == "new-issue" })
  }
}
