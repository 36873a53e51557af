import IssueDomain
import Localization
import SharedWrites
import TerminalUI
import Testing

@testable import AppCore
@testable import ComposerFeature

/// The issue editor's reducer: Enter moves from the title to the body then saves only what
/// changed, with the text it began from unless it overwrites; a blank title stays; the
/// editor's text replaces the body, and its cancel says why.
@Suite struct IssueEditScreenTests {
  static let repository = RepositoryName(owner: "octo", name: "app")
  static let original = IssueText(title: "Seven ", body: "The body.")
  static let size = Size(width: 40, height: 8)

  func editor(overwrites: Bool = false) -> IssueEditScreen {
    IssueEditScreen(
      repository: Self.repository, number: 7, original: Self.original, overwrites: overwrites)
  }

  @Test func enterMovesToTheBodyThenSavesOnlyWhatChanged() {
    var screen = editor()
    #expect(screen.focus == .title)
    screen.edit(.paste("!"), bodySize: Self.size)
    #expect(screen.submit(language: .english) == nil, "the first Enter moves on")
    #expect(screen.focus == .body)
    let saved = screen.submit(language: .english)
    #expect(saved == .some(IssueChange(title: "Seven !", editedFrom: Self.original)))
    #expect(screen.phase == .closed)
    #expect(screen.submit(language: .english) == nil, "a second Enter sends nothing more")
  }

  @Test func anUnchangedFormSavesNothingAndTheTitlesOuterSpaceIsNoChange() {
    var screen = editor()
    screen.switchField()
    #expect(screen.submit(language: .english) == .some(nil))
  }

  @Test func aChangedBodyAloneIsSentAloneAndAnOverwriteCarriesNoStart() {
    var screen = editor(overwrites: true)
    screen.switchField()
    screen.edit(.key(.character("X")), bodySize: Self.size)
    #expect(screen.submit(language: .english) == .some(IssueChange(body: "The body.X")))
  }

  @Test func aBlankTitleStaysWithAnInlineError() {
    var screen = editor()
    screen.edit(.key(.ctrl("u")), bodySize: Self.size)
    screen.switchField()
    #expect(screen.submit(language: .japanese) == nil)
    #expect(screen.inlineMessage == LocalizedText.titleRequired.text(in: .japanese))
    #expect(screen.focus == .title && screen.phase == .editing)
  }

  @Test func theEditorsTextReplacesTheBodyAndItsCancelSaysWhy() {
    var screen = editor()
    _ = screen.runEditor(ExternalEditor(environment: [:]))
    #expect(screen.phase == .inEditor && screen.focus == .body)
    screen.editorFinished(.edited("From vi"), language: .english)
    #expect(screen.area.text == "From vi" && screen.inlineMessage == nil)
    _ = screen.runEditor(ExternalEditor(environment: [:]))
    screen.editorFinished(.cancelled(status: 1), language: .english)
    #expect(screen.area.text == "From vi", "kept")
    #expect(screen.inlineMessage == LocalizedText.editorCancelled(1).text(in: .english))
  }

  @Test func reopenedItShowsTheUsersTextOnTheBody() {
    let screen = IssueEditScreen(
      repository: Self.repository, number: 7, original: Self.original,
      text: IssueText(title: "Mine", body: "My body"), message: "why", overwrites: true)
    #expect(screen.titleField.text == "Mine" && screen.area.text == "My body")
    #expect(screen.focus == .body && screen.inlineMessage == "why")
  }

  @Test func aChangeReopensOnlyAsAnEdit() {
    #expect(IssueChange(labels: ["bug"]).reopened("m", conflict: true, shown: nil) == nil)
    let edit = IssueChange(title: "Mine", editedFrom: Self.original)
    let conflict = edit.reopened("m", conflict: true, shown: nil)
    #expect(conflict?.original == Self.original)
    #expect(conflict?.reopened.text == IssueText(title: "Mine", body: "The body."))
    #expect(conflict?.reopened.overwrites == true)
    #expect(edit.reopened("m", conflict: false, shown: nil)?.reopened.overwrites == false)
    let overwrite = IssueChange(body: "Mine")
    #expect(overwrite.reopened("m", conflict: false, shown: nil) == nil, "no start to say")
    let shown = IssueText(title: "Shown", body: "Theirs")
    #expect(overwrite.reopened("m", conflict: false, shown: shown)?.reopened.overwrites == true)
  }
}
