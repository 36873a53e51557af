import ErrorHandling
import IssueDomain
import IssueFeature
import Localization
import ScreenState
import SnapshotTesting
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import AppCore
@testable import IssueData
@testable import TriageApp

/// Every screen and overlay, loaded, at 80×24, 40×12 and 120×40.
@Suite struct EveryScreenSnapshotTests {
  enum Shot: String, CaseIterable, Sendable {
    case repositories, issues, issue, signIn, help, goTo, signOutConfirm
  }

  static let sizes = [
    Size(width: 80, height: 24), Size(width: 40, height: 12), Size(width: 120, height: 40),
  ]

  static func state(_ shot: Shot, size: Size, program: TriageProgram = Fixtures.program)
    -> AppState
  {
    var state = Fixtures.loadedState(size: size, program: program)
    switch shot {
    case .repositories, .goTo, .signOutConfirm:
      program.apply(Fixtures.keys(.escape), to: &state)
      if shot == .goTo {
        program.apply(Fixtures.keys(.character(":"), .character("d")), to: &state)
      }
      if shot == .signOutConfirm {
        program.apply(Fixtures.signOut.map { .input(.key($0)) }, to: &state)
      }
    case .issues:
      break
    case .issue:
      program.apply(Fixtures.keys(.enter), to: &state)
      program.apply([Fixtures.issueLoaded(state, .success(Fixtures.allIssues[0]))], to: &state)
      let comments = CommentPage(
        items: Fixtures.catalog.comments(ofIssue: Fixtures.allIssues[0].number, of: .busy),
        nextCursor: nil)
      let generation = state.detail?.generation ?? 0
      program.apply(
        [
          .screen(
            state.top.id,
            .issue(
              .commentsLoaded(generation: generation, .success(TimelinePage(comments: comments)))))
        ],
        to: &state)
    case .signIn:
      program.apply(
        (Fixtures.signOut + [.enter, .character("a")]).map { .input(.key($0)) }, to: &state)
    case .help:
      program.apply(Fixtures.keys(.character("?")), to: &state)
    }
    return state
  }

  @Test(arguments: Shot.allCases, sizes)
  func screen(shot: Shot, size: Size) {
    let canvas = Fixtures.program.view(Self.state(shot, size: size), in: size)
    #expect(canvas.size == size)
    assertSnapshot(of: canvas, as: .canvasText, named: "\(shot)-\(size.width)x\(size.height)")
  }

  /// The same screens in Japanese: the chrome speaks it too, and CJK keeps its width.
  @Test(arguments: Shot.allCases, sizes)
  func screenInJapanese(shot: Shot, size: Size) {
    let program = Fixtures.program(language: .japanese)
    let canvas = program.view(Self.state(shot, size: size, program: program), in: size)
    #expect(canvas.size == size)
    assertSnapshot(of: canvas, as: .canvasText, named: "\(shot)-\(size.width)x\(size.height)")
  }

  @Test func theLargestLayoutDrawsEveryScreen() {
    let size = Size(width: 250, height: 80)
    for shot in Shot.allCases {
      let canvas = Fixtures.program.view(Self.state(shot, size: size), in: size)
      #expect(canvas.size == size)
      #expect(canvas.text(ofRow: 0).contains("Triage"), "\(shot)")
    }
  }
}
