import IssueDomain
import Localization
import SnapshotTesting
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import AppCore
@testable import ComposerFeature
@testable import TriageApp

/// The new-issue form at three sizes in both languages: the template choice `N` opens on the
/// demo, and the form filled from "Bug report" with a title typed, the labels row focused.
@Suite(.timeLimit(.minutes(1))) struct NewIssueSnapshotTests {
  @Test(arguments: [Language.english, .japanese], IssueEditSnapshotTests.sizes)
  func snapshots(language: Language, size: Size) async throws {
    let app = try await ComposerTests.App(size: size, language: language)
    let name = "\(language)-\(size.width)x\(size.height)"
    func snap(_ what: String) {
      assertSnapshot(
        of: app.program.view(app.state, in: size), as: .canvasText, named: "\(what)-\(name)",
        testName: "newIssue")
    }
    await app.store.press(.character("N"))
    #expect(app.state.top.screen.as(NewIssueScreen.self)?.phase == .choosing)
    snap("templateChoice")
    await app.store.press(.enter)
    await app.store.type("クラッシュ on start")
    await app.store.press(.tab)
    snap("form")
  }
}
