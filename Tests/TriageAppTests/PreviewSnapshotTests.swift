import ErrorHandling
import IssueDomain
import IssueFeature
import Localization
import SnapshotTesting
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import AppCore
@testable import TriageApp

/// The preview pane beside `demo/busy`'s issues, at the threshold's 120 columns and at 160, in
/// both languages: the page loaded, the same with the keys in the pane (its title reversed,
/// saying the way back), scrolled, while it loads (the page's placeholders), and failed (the
/// page's error pane, in the pane: no alert).
@Suite struct PreviewSnapshotTests {
  static let sizes = [Size(width: 120, height: 40), Size(width: 160, height: 40)]

  enum Shot: String, CaseIterable, Sendable {
    case loaded, focused, loading, failed
  }

  static func state(_ shot: Shot, program: TriageProgram, size: Size) -> AppState {
    switch shot {
    case .loaded:
      return PreviewPaneTests.loaded(size: size, program: program)
    case .focused:
      var state = PreviewPaneTests.loaded(size: size, program: program)
      // Fixtures for the frames: what each key does is PreviewPaneTests' to check.
      program.press(.ctrl("w"), on: &state)
      program.press(Array(repeating: .character("j"), count: 4), on: &state)
      return state
    case .loading:
      var state = Fixtures.loadedState(size: size, program: program)
      if let rested = PreviewPaneTests.rested(state) { program.apply(rested, to: &state) }
      return state
    case .failed:
      var state = Fixtures.loadedState(size: size, program: program)
      if let rested = PreviewPaneTests.rested(state) { program.apply(rested, to: &state) }
      if let failed = PreviewPaneTests.page(
        state, .loaded(generation: 1, .failure(.network(.offline))))
      {
        program.apply(failed, to: &state)
      }
      return state
    }
  }

  @Test(arguments: [Language.english, .japanese], sizes)
  func pane(language: Language, size: Size) {
    let program = PreviewPaneTests.program(language)
    for shot in Shot.allCases {
      let state = Self.state(shot, program: program, size: size)
      #expect(state.alerts.current == nil, "\(shot): no alert over the list")
      let frame = program.view(state, in: size)
      let title = language == .english ? "Preview · demo/busy#" : "プレビュー · demo/busy#"
      #expect(frame.lines.joined().contains(title), "\(shot)")
      assertSnapshot(
        of: frame, as: .canvasText, named: "\(shot)-\(language)-\(size.width)x\(size.height)")
    }
  }
}
