import Foundation
import IssueDomain
import TerminalUI
import TerminalUITestSupport
import TestSupport
import Testing

@testable import AppCore
@testable import ComposerFeature
@testable import IssueData
@testable import TriageApp

/// A draft is never lost in silence: one that can't be read is set aside and said, with where
/// it is, and no later Esc deletes it; one that can't be saved is said ("Draft not saved: …")
/// and held until the program ends, offered again by the form's key; the issue editor keeps a
/// draft as the composer does; a new issue's draft keeps every field.
@Suite(.timeLimit(.minutes(1))) struct DraftsNeverLostTests {
  typealias App = ComposerTests.App

  static func path(_ app: App, _ key: DraftKey) -> String { app.drafts.path(for: key) }

  @Test func anUnreadableDraftIsSetAsideSaidWithWhereAndNoEscDeletesIt() async throws {
    let app = try await App()
    await app.openFirstIssue()
    try app.drafts.save("placeholder", for: app.key)
    let path = Self.path(app, app.key)
    try Data("{not a draft".utf8).write(to: URL(fileURLWithPath: path))
    await app.store.press(.character("c"))
    let aside = String(path.dropLast(5)) + ".unreadable-1.json"
    let message = try #require(app.composer?.inlineMessage)
    #expect(message.contains("couldn't be restored"), "\(message)")
    #expect(message.contains(aside), "\(message)")
    await app.store.press(.escape)
    await app.store.press(.character("c"))
    await app.store.press(.escape)
    #expect(try String(contentsOfFile: aside, encoding: .utf8) == "{not a draft")
  }

  @Test func aNewerVersionsDraftIsLeftSaidAndTheTextTypedIsHeld() async throws {
    let app = try await App()
    await app.openFirstIssue()
    try app.drafts.save("placeholder", for: app.key)
    let path = Self.path(app, app.key)
    let newer = #"{"version":7,"text":"from the future"}"#
    try Data(newer.utf8).write(to: URL(fileURLWithPath: path))
    await app.store.press(.character("c"))
    #expect(app.composer?.inlineMessage?.contains("newer Triage") == true)
    await app.store.type("Typed today")
    await app.store.press(.escape)
    #expect(app.frame.contains("Draft not saved:"), "\(app.frame)")
    #expect(try String(contentsOfFile: path, encoding: .utf8) == newer, "left for that version")
    await app.store.press(.character("c"))
    #expect(app.composer?.text == "Typed today", "held, and offered again")
  }

  @Test func aDraftThatCantBeSavedIsSaidAndOfferedAgainUntilTheProgramEnds() async throws {
    let app = try await App()
    await app.openFirstIssue()
    // Where the drafts directory would be, a file: nothing can be saved.
    let parent = (app.drafts.directory as NSString).deletingLastPathComponent
    try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
    try Data().write(to: URL(fileURLWithPath: app.drafts.directory))
    await app.store.press(.character("c"))
    await app.store.type("Not lost")
    await app.store.press(.escape)
    #expect(app.composer == nil)
    #expect(app.frame.contains("Draft not saved:"), "\(app.frame)")
    #expect(app.frame.contains("c offers it"), "\(app.frame)")
    await app.store.press(.character("c"))
    #expect(app.composer?.text == "Not lost")
    await app.store.press(.escape)
    #expect(app.program.unsentDrafts(app.state)[app.key] == "Not lost", "kept for the end")
  }

  @Test func theIssueEditorKeepsADraftOnEscAndEOffersItBackSayingSo() async throws {
    let app = try await App()
    await app.openFirstIssue()
    await app.store.press(.character("e"))
    let editor = try #require(app.state.top.screen.as(IssueEditScreen.self))
    let original = editor.original
    await app.store.type(" and more")
    await app.store.press(.escape)
    #expect(app.state.top.screen.as(IssueEditScreen.self) == nil)
    #expect(app.frame.contains("Draft kept: e restores it."), "\(app.frame)")
    let key = DraftKey(
      host: "github.com", repository: app.repositoryName, number: app.number, isIssueText: true)
    #expect(try app.drafts.load(key) == original.title + " and more\n" + original.body)
    #expect(try app.drafts.load(app.key) == nil, "not the comment's draft")

    await app.store.press(.character("e"))
    let again = try #require(app.state.top.screen.as(IssueEditScreen.self))
    #expect(again.titleField.text == original.title + " and more")
    #expect(again.inlineMessage?.contains("restored") == true)
    #expect(app.frame.contains("Your unsaved edit, restored"), "\(app.frame)")
    // While it is open, a quit (or a signal, or a lost terminal) keeps it.
    #expect(
      app.program.unsentDrafts(app.state)[key] == original.title + " and more\n" + original.body)
  }

  @Test func theIssueEditorsDraftIsReadFromDiskInANewRun() async throws {
    let app = try await App()
    await app.openFirstIssue()
    let key = DraftKey(
      host: "github.com", repository: app.repositoryName, number: app.number, isIssueText: true)
    try app.drafts.save("From the last run\nIts body", for: key)
    await app.store.press(.character("e"))
    let editor = try #require(app.state.top.screen.as(IssueEditScreen.self))
    #expect(editor.titleField.text == "From the last run")
    #expect(editor.area.text == "Its body")
    #expect(editor.restoredDraft)
  }

  @Test func aNewIssueDraftKeepsEveryField() throws {
    let id = ScreenID(1)
    var form = NewIssueScreen(repository: Fixtures.repositoryName, id: id)
    _ = form.draftLoaded(nil)
    form.templatesLoaded(
      .success([
        IssueTemplate(
          file: "bug.md", name: "Bug report", title: "[bug] crash", body: "Steps:",
          labels: ["bug", "triage"], assignees: ["octocat"])
      ]))
    _ = form.choose()
    form.apply(IssueChange(milestone: .set(Milestone(number: 3, title: "v1.0"))))
    let kept = try #require(form.keptDraft)

    var restored = NewIssueScreen(repository: Fixtures.repositoryName, id: id)
    let templatesNext = restored.draftLoaded(kept)
    #expect(!templatesNext, "restored: the templates aren't offered")
    #expect(restored.form.text == IssueText(title: "[bug] crash", body: "Steps:"))
    #expect(restored.labels == ["bug", "triage"])
    #expect(restored.assignees == ["octocat"])
    #expect(restored.milestone == Milestone(number: 3, title: "v1.0"))
    #expect(restored.template == "Bug report")
    #expect(restored.keptDraft == kept)

    // A draft written before the fields were kept still reads as its title and body.
    var older = NewIssueScreen(repository: Fixtures.repositoryName, id: id)
    _ = older.draftLoaded("Old title\nOld body")
    #expect(older.form.text == IssueText(title: "Old title", body: "Old body"))
  }
}
