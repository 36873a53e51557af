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
  func theMergeConfirmation(language: Language) {
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
      _ = program.reduce(&state, .input(.key(.character("2"))))
      #expect(state.confirmation != nil)
      assertSnapshot(
        of: program.view(state, in: size), as: .canvasText,
        named: Self.name("merge-confirmation", language, size))
    }
  }
}
