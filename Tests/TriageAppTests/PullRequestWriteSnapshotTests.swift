import ErrorHandling
import IssueDomain
import Localization
import PullRequestFeature
import SharedWrites
import SnapshotTesting
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import AppCore
@testable import TriageApp

/// The review choice (`v`) and the merge's confirmation (`m`, a method, then the alert naming
/// it and the head commit) on the demo's pull request, at three sizes in both languages.
@Suite struct PullRequestWriteSnapshotTests {
  static func name(_ what: String, _ language: Language, _ size: Size) -> String {
    "\(what)-\(language == .english ? "en" : "ja")-\(size.width)x\(size.height)"
  }

  @Test(arguments: [Language.english, .japanese])
  func theReviewChoice(language: Language) {
    let program = Fixtures.program(language: language)
    for size in PullRequestScreenTests.sizes {
      var state = PullRequestScreenTests.opened(133, size: size, program: program)
      // A fixture for the frames: the review choice open, its second row selected.
      program.press(.character("v"), .down, on: &state)
      assertSnapshot(
        of: program.view(state, in: size), as: .canvasText,
        named: Self.name("review-choice", language, size))
    }
  }

  @Test(arguments: [Language.english, .japanese])
  func theMergeConfirmation(language: Language) async {
    let program = Fixtures.program(language: language)
    for size in PullRequestScreenTests.sizes {
      var state = PullRequestScreenTests.opened(133, size: size, program: program)
      // Fixtures for the frames: the merge choice open and its methods answered.
      program.press(.character("m"), on: &state)
      let serial = state.pullRequestWrites.overlaySerial
      let methods = PullRequestWriteEvent.mergeMethods(
        serial: serial, .success(MergeMethod.allCases))
      program.apply(.featureWrite(FeatureWritesEvent(methods)), to: &state)
      if size.width == 80 {
        assertSnapshot(
          of: program.view(state, in: size), as: .canvasText,
          named: Self.name("merge-methods", language, size))
      }
      guard case .choice(let choice)? = state.pullRequestWrites.overlay,
        case .merge(let sha, _) = choice.kind, case .merge(let method) = choice.options[1]
      else {
        Issue.record("no merge choice")
        return
      }
      // The second method chosen: the choice closes and the alert asks to confirm it.
      let words = program.environment.language
      let alert = Alert(
        title: LocalizedText.mergeQuestion(choice.reference.number, method: method).text(
          in: words),
        message: LocalizedText.mergeDetail(method, sha: sha).text(in: words),
        buttons: [
          .confirm(title: LocalizedText.mergeConfirm(method).text(in: words)),
          .dismiss(title: LocalizedText.cancel.text(in: words)),
        ])
      let merge = PullRequestWriteRequest.change(choice.reference, .merge(method, sha: sha))
      let store = TestStore(program: program, initialState: state)
      await store.press(.character("2")) {
        $0.featureWrites[PullRequestWritesState.self].overlay = nil
        _ = program.confirm(
          WriteConfirmation(alert: alert, request: merge), from: $0.top.id, &$0)
      }
      #expect(store.state.confirmation != nil)
      await store.finish()
      assertSnapshot(
        of: program.view(store.state, in: size), as: .canvasText,
        named: Self.name("merge-confirmation", language, size))
    }
  }
}
