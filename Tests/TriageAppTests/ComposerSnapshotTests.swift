import ErrorHandling
import Localization
import SnapshotTesting
import TerminalUI
import Testing

@testable import TriageApp

/// The composer (empty, with wrapped CJK text, with GitHub's 422 inline, with a restored draft)
/// and a pending comment in its issue, at three sizes in both languages.
@Suite(.timeLimit(.minutes(1))) struct ComposerSnapshotTests {
  static let sizes = [
    Size(width: 40, height: 12), Size(width: 80, height: 24), Size(width: 120, height: 40),
  ]

  @Test(arguments: [Language.english, .japanese], sizes)
  func snapshots(language: Language, size: Size) async throws {
    var app = await ComposerTests.App(size: size, language: language)
    await app.openFirstIssue()
    let name = "\(language)-\(size.width)x\(size.height)"
    func snap(_ what: String) {
      assertSnapshot(
        of: app.program.view(app.state, in: size), as: .canvasText, named: "\(what)-\(name)",
        testName: "composer")
    }
    await app.program.settle([.character("c")], on: &app.state)
    snap("empty")
    await app.program.type(
      "Thanks! 日本語の幅は二桁で、折り返しは表示幅で計算されます。Wrapped by width.",
      on: &app.state)
    await app.program.settle([.ctrl("j")], on: &app.state)
    await app.program.type("Second line", on: &app.state)
    snap("text")
    let id = app.state.top.id
    _ = app.program.raise(
      .validation([
        FieldProblem(field: "body", issue: .other("is too long (maximum is 65536 characters)"))
      ]), from: id, &app.state)
    snap("unprocessable")
    await app.program.settle([.escape], on: &app.state)
    await app.program.settle([.character("c")], on: &app.state)
    snap("restored")
    _ = app.program.press([.enter, .end], on: &app.state)
    snap("pending")
  }
}
