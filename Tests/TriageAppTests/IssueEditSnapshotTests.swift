import ErrorHandling
import IssueDomain
import Localization
import SnapshotTesting
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import AppCore
@testable import ComposerFeature
@testable import TriageApp

/// The issue editor (prefilled with the issue's title and body, with a blank title refused
/// inline, and reopened on the user's text after a conflict) at three sizes in both languages.
@Suite(.timeLimit(.minutes(1))) struct IssueEditSnapshotTests {
  static let sizes = [
    Size(width: 40, height: 12), Size(width: 80, height: 24), Size(width: 120, height: 40),
  ]

  @Test(arguments: [Language.english, .japanese], sizes)
  func snapshots(language: Language, size: Size) async throws {
    let app = try await ComposerTests.App(size: size, language: language)
    await app.openFirstIssue()
    let name = "\(language)-\(size.width)x\(size.height)"
    func snap(_ what: String) {
      assertSnapshot(
        of: app.program.view(app.state, in: size), as: .canvasText, named: "\(what)-\(name)",
        testName: "issueEdit")
    }
    await app.store.press(.character("e"))
    #expect(app.state.top.screen.as(IssueEditScreen.self) != nil)
    snap("prefilled")
    await app.store.press(.ctrl("u"))
    await app.store.press(.enter)
    await app.store.press(.enter)
    snap("titleRequired")
    await app.store.press(.escape)
    let number = app.number
    let repository = app.repositoryName
    let message = LocalizedText.editConflict.text(in: language)
    _ = app.store.reduce { program, state in
      program.push(&state) { _ in
        AnyScreen(
          IssueEditScreen(
            repository: repository, number: number,
            original: IssueText(title: "Before", body: "The body before."),
            text: IssueText(title: "日本語のタイトル, edited", body: "My body, kept."),
            message: message, overwrites: true))
      }
    }
    snap("conflict")
  }
}
