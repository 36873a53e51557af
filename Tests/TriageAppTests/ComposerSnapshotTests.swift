import ComposerFeature
import ErrorHandling
import IssueData
import IssueDomain
import Localization
import SnapshotTesting
import TerminalUI
import TerminalUITestSupport
import TestSupport
import Testing

@testable import AppCore
@testable import TriageApp

/// The composer (empty, with wrapped CJK text, with GitHub's 422 inline, with a restored draft,
/// one that may have been posted and one found posted) and a pending comment in its issue, at
/// three sizes in both languages.
@Suite(.timeLimit(.minutes(1))) struct ComposerSnapshotTests {
  static let sizes = [
    Size(width: 40, height: 12), Size(width: 80, height: 24), Size(width: 120, height: 40),
  ]

  @Test(arguments: [Language.english, .japanese], sizes)
  func snapshots(language: Language, size: Size) async throws {
    let app = try await ComposerTests.App(size: size, language: language)
    await app.openFirstIssue()
    let name = "\(language)-\(size.width)x\(size.height)"
    func snap(_ what: String, _ state: AppState? = nil) {
      assertSnapshot(
        of: app.program.view(state ?? app.state, in: size), as: .canvasText,
        named: "\(what)-\(name)", testName: "composer")
    }
    await app.store.press(.character("c"))
    snap("empty")
    await app.store.type("Thanks! 日本語の幅は二桁で、折り返しは表示幅で計算されます。Wrapped by width.")
    await app.store.press(.ctrl("j"))
    await app.store.type("Second line")
    snap("text")
    let id = app.state.top.id
    app.store.reduce {
      $0.raise(
        .validation([
          FieldProblem(field: "body", issue: .other("is too long (maximum is 65536 characters)"))
        ]), from: id, &$1)
    }
    snap("unprocessable")
    await app.store.press(.escape)
    await app.store.press(.character("c"))
    snap("restored")
    // A fixture: Enter's send not run yet, so the comment shows pending.
    var pending = app.state
    app.program.press(.enter, .end, on: &pending)
    snap("pending", pending)
  }

  /// A restored draft whose comment may already have been posted, while it is looked for, and
  /// once it was found posted.
  @Test(arguments: [Language.english, .japanese], sizes)
  func aDraftThatMayHaveBeenPosted(language: Language, size: Size) async throws {
    let app = try await ComposerTests.App(size: size, language: language)
    await app.openFirstIssue()
    let name = "\(language)-\(size.width)x\(size.height)"
    func snap(_ what: String, _ state: AppState? = nil) {
      assertSnapshot(
        of: app.program.view(state ?? app.state, in: size), as: .canvasText,
        named: "\(what)-\(name)", testName: "composer")
    }
    try app.drafts.save(
      CommentDraft(text: "Posted before the quit?", sentSince: referenceDate),
      for: app.key)
    _ = try await app.repository.addComment(
      "Posted before the quit?", to: app.number, in: app.repositoryName)
    // A fixture: c, its draft read, then the look for the comment held until the first shot.
    var state = app.state
    let open = app.program.press(.character("c"), on: &state)
    var looks: [Effect<AppAction>] = []
    for loaded in await app.store.results(of: open) {
      looks.append(app.program.apply(loaded, to: &state))
    }
    snap("maybe-posted", state)
    for look in looks {
      for found in await app.store.results(of: look) { app.program.apply(found, to: &state) }
    }
    #expect(state.top.screen.as(ComposerScreen.self)?.foundPosted == true)
    snap("found-posted", state)
  }
}
