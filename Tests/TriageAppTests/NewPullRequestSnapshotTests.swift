import IssueDomain
import Localization
import SnapshotTesting
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import AppCore
@testable import PullRequestFeature
@testable import TriageApp

/// The new-pull-request form at three sizes in both languages: filled from the demo branch's
/// commit and template with the draft row focused and switched on, and the form stopped at a
/// branch the server doesn't have.
@Suite(.timeLimit(.minutes(1))) struct NewPullRequestSnapshotTests {
  @Test(arguments: [Language.english, .japanese], IssueEditSnapshotTests.sizes)
  func snapshots(language: Language, size: Size) async throws {
    let name = "\(language)-\(size.width)x\(size.height)"
    func snap(_ app: NewPullRequestTests.App, _ what: String) {
      assertSnapshot(
        of: app.program.view(app.state, in: size), as: .canvasText, named: "\(what)-\(name)",
        testName: "newPullRequest")
    }
    let app = try await NewPullRequestTests.App(size: size, language: language)
    await app.openForm()
    await app.store.press(.tab, .tab)
    await app.store.press(.enter)
    #expect(app.form?.isDraft == true)
    snap(app, "form")
    let stopped = try await NewPullRequestTests.App(
      branch: .success(CheckoutBranch(name: "local/wip")), size: size, language: language)
    await stopped.openForm()
    snap(stopped, "notOnServer")
  }
}
