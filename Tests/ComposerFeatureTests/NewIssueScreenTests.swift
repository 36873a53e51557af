import ErrorHandling
import IssueDomain
import Localization
import TerminalUI
import TestSupport
import Testing

@testable import AppCore
@testable import ComposerFeature
@testable import SharedWrites

/// The new-issue form's reducer: a restored draft skips the templates, the templates are
/// offered (a Markdown one fills the form, an issue form is for the browser, "Blank issue"
/// leaves it empty), Tab walks the rows, Enter moves on, opens a row's picker or sends once,
/// and a failure leaves everything typed in place.
@Suite struct NewIssueScreenTests {
  static let repository = RepositoryName(owner: "octo", name: "app")
  static let size = Size(width: 40, height: 8)
  static let bug = IssueTemplate(
    file: "bug.md", name: "Bug report", title: "[Bug] ", body: "What happened?",
    labels: ["bug"], assignees: ["octocat"])
  static let form = IssueTemplate(file: "ask.yml", name: "Question", kind: .form)

  func screen() -> NewIssueScreen {
    NewIssueScreen(repository: Self.repository, id: ScreenID(3))
  }

  /// A form past its loading, with no draft and no templates.
  func editing() -> NewIssueScreen {
    var screen = screen()
    _ = screen.draftLoaded(nil)
    screen.templatesLoaded(.success([]))
    return screen
  }

  @Test func noDraftReadsTheTemplatesAndNoneGoStraightToTheForm() {
    var screen = screen()
    #expect(screen.phase == .loading)
    let readsTemplates = screen.draftLoaded(nil)
    #expect(readsTemplates, "the templates are read next")
    screen.templatesLoaded(.success([]))
    #expect(screen.phase == .editing && screen.notice == nil)
    #expect(screen.draftLoaded("late") == false, "a draft after the form opened is dropped")
    #expect(screen.form.isBlank)
  }

  @Test func aDraftIsRestoredAndTheTemplatesAreNotOffered() {
    var screen = screen()
    #expect(screen.draftLoaded("Kept title\nKept body\nmore") == false)
    #expect(screen.phase == .editing && screen.notice == .newIssueDraftRestored)
    #expect(screen.form.text == IssueText(title: "Kept title", body: "Kept body\nmore"))
    screen.edit(.key(.character("!")), bodySize: Self.size)
    #expect(screen.notice == nil, "said until the first edit")
    #expect(screen.draftLoaded("   ") == false)
  }

  @Test func templatesThatFailedAreSaidAndTheFormDoesntWait() {
    var screen = screen()
    _ = screen.draftLoaded(nil)
    screen.templatesLoaded(.failure(.forbidden))
    #expect(screen.phase == .editing && screen.notice == .templatesUnreadable)
  }

  @Test func theChoiceMovesWithinItsRowsAndAMarkdownTemplateFillsTheForm() {
    var screen = screen()
    _ = screen.draftLoaded(nil)
    screen.templatesLoaded(.success([Self.bug, Self.form]))
    #expect(screen.phase == .choosing && screen.selection == 0)
    screen.edit(.key(.up), bodySize: Self.size)
    #expect(screen.selection == 0)
    for _ in 0..<5 { screen.edit(.key(.character("j")), bodySize: Self.size) }
    #expect(screen.selection == 2, "Blank issue is the last row")
    screen.edit(.key(.character("k")), bodySize: Self.size)
    screen.edit(.key(.character("k")), bodySize: Self.size)
    #expect(screen.choose() == .none)
    #expect(screen.phase == .editing)
    #expect(screen.form.text == IssueText(title: "[Bug]", body: "What happened?"))
    #expect(screen.form.titleField.text == "[Bug] ", "the prefix's space is kept for typing")
    #expect(screen.labels == ["bug"] && screen.assignees == ["octocat"])
  }

  @Test func anIssueFormIsForTheBrowserAndBlankLeavesTheFormEmpty() {
    var screen = screen()
    _ = screen.draftLoaded(nil)
    screen.templatesLoaded(.success([Self.form]))
    #expect(screen.choose() == .browser(file: "ask.yml"))
    #expect(screen.phase == .choosing, "still offered")
    screen.moveSelection(by: 1)
    #expect(screen.choose() == .none)
    #expect(screen.phase == .editing && screen.form.isBlank && screen.labels.isEmpty)
  }

  @Test func tabWalksEveryRowAndEnterOnAPickersRowOpensIt() {
    var screen = editing()
    var rows = [screen.row]
    for _ in 0..<5 {
      screen.switchRow()
      rows.append(screen.row)
    }
    #expect(rows == [.title, .labels, .assignees, .milestone, .body, .title])
    screen.switchRow()
    #expect(screen.submit(language: .english) == .pick(.labels))
    screen.switchRow()
    #expect(screen.submit(language: .english) == .pick(.assignees))
    screen.switchRow()
    #expect(screen.submit(language: .english) == .pick(.milestone))
    // Typing on a picker's row goes nowhere.
    screen.edit(.key(.character("x")), bodySize: Self.size)
    #expect(screen.form.isBlank)
  }

  @Test func aPickersChoiceIsTheForms() {
    var screen = editing()
    screen.apply(IssueChange(labels: ["bug", "docs"]))
    screen.apply(IssueChange(assignees: ["hubot"]))
    screen.apply(IssueChange(milestone: .set(Milestone(number: 3, title: "v2"))))
    #expect(screen.labels == ["bug", "docs"] && screen.assignees == ["hubot"])
    #expect(screen.milestone == Milestone(number: 3, title: "v2"))
    #expect(screen.chosenAsIssue.labels.map(\.name) == ["bug", "docs"])
    #expect(screen.chosenAsIssue.milestone == "v2")
    screen.apply(IssueChange(milestone: .clear))
    #expect(screen.milestone == nil)
  }

  @Test func enterMovesToTheBodyThenSendsOnceWithEverything() {
    var screen = editing()
    screen.edit(.paste("Broken"), bodySize: Self.size)
    screen.apply(IssueChange(labels: ["bug"]))
    #expect(screen.submit(language: .english) == .none)
    #expect(screen.row == .body && screen.form.focus == .body)
    screen.edit(.paste("It breaks."), bodySize: Self.size)
    let sent = screen.submit(language: .english)
    #expect(sent == .send(NewIssue(title: "Broken", body: "It breaks.", labels: ["bug"])))
    #expect(screen.phase == .sending)
    #expect(screen.submit(language: .english) == .none, "a second Enter sends nothing")
    #expect(screen.close() == false, "Esc waits for the answer")
    screen.edit(.key(.character("x")), bodySize: Self.size)
    #expect(screen.form.area.text == "It breaks.", "keys are ignored meanwhile")
  }

  @Test func aBlankTitleStaysWithAnInlineErrorAndNothingIsSent() {
    var screen = editing()
    screen.switchRow()
    screen.switchRow()
    screen.switchRow()
    screen.switchRow()
    #expect(screen.row == .body)
    #expect(screen.submit(language: .japanese) == .none)
    #expect(screen.inlineMessage == LocalizedText.titleRequired.text(in: .japanese))
    #expect(screen.row == .title && screen.phase == .editing)
  }

  @Test func aFailureLeavesTheFormEditableWithEverythingInIt() {
    var screen = editing()
    screen.edit(.paste("Broken"), bodySize: Self.size)
    screen.apply(IssueChange(labels: ["bug"]))
    _ = screen.submit(language: .english)
    _ = screen.submit(language: .english)
    #expect(screen.filed(.failure(.forbidden)) == nil)
    #expect(screen.phase == .editing)
    #expect(screen.form.text.title == "Broken" && screen.labels == ["bug"])
    #expect(screen.filed(.failure(.forbidden)) == nil, "an answer not waited for is dropped")
  }

  @Test func filedClosesTheForm() {
    var screen = editing()
    screen.edit(.paste("Broken"), bodySize: Self.size)
    _ = screen.submit(language: .english)
    _ = screen.submit(language: .english)
    let issue = IssueDomain.Issue(
      number: 8, title: "Broken", state: .open, author: User(login: "me"), labels: [],
      commentCount: 0, createdAt: referenceDate, body: "", url: "")
    #expect(screen.filed(.success(issue)) == issue)
    #expect(screen.phase == .closed && screen.unsentDraft(host: "github.com") == nil)
  }

  @Test func theDraftIsTheTitleThenTheBodyAndABlankFormKeepsNone() {
    var screen = editing()
    #expect(screen.keptDraft == nil && screen.unsentDraft(host: "h") == nil)
    screen.edit(.paste("Title"), bodySize: Self.size)
    screen.switchRow()
    screen.switchRow()
    screen.switchRow()
    screen.switchRow()
    screen.edit(.paste("Line 1\nLine 2"), bodySize: Self.size)
    #expect(screen.keptDraft == "Title\nLine 1\nLine 2")
    let draft = screen.unsentDraft(host: "ghe.example.com")
    #expect(draft?.key == DraftKey(host: "ghe.example.com", repository: Self.repository, number: 0))
    #expect(
      NewIssueDraft.decode(draft?.text ?? "") == IssueText(title: "Title", body: "Line 1\nLine 2"))
    #expect(NewIssueDraft.decode("Only a title") == IssueText(title: "Only a title", body: ""))
    let closed = screen.close()
    #expect(closed)
    #expect(screen.unsentDraft(host: "h") == nil, "closed: Esc kept it")
  }

  @Test func theEditorsTextIsTheBody() {
    var screen = editing()
    _ = screen.runEditor(ExternalEditor(environment: [:]))
    #expect(screen.phase == .inEditor && screen.row == .body)
    screen.editorFinished(.edited("From vi"), language: .english)
    #expect(screen.phase == .editing && screen.form.area.text == "From vi")
  }
}
