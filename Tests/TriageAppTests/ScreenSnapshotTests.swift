import Localization
import SnapshotTesting
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import AppCore
@testable import IssueListFeature
@testable import TriageApp

@Suite struct ScreenSnapshotTests {
  let program = Fixtures.program

  static let sizes = [
    Size(width: 80, height: 24), Size(width: 40, height: 12), Size(width: 120, height: 40),
  ]

  private func name(_ size: Size) -> String { "\(size.width)x\(size.height)" }

  /// Every list state at every size: the DESIGN §3 mapping, frame by frame.
  @Test(arguments: Fixtures.ListState.allCases, sizes)
  func list(state target: Fixtures.ListState, size: Size) {
    let state = Fixtures.state(target, size: size)
    assertSnapshot(
      of: program.view(state, in: size), as: .canvasText, named: "\(target)-\(name(size))")
  }

  /// Every list state in Japanese: panes, footer and header included.
  @Test(arguments: Fixtures.ListState.allCases, sizes)
  func listInJapanese(state target: Fixtures.ListState, size: Size) {
    let program = Fixtures.program(language: .japanese)
    let state = Fixtures.state(target, size: size, program: program)
    assertSnapshot(
      of: program.view(state, in: size), as: .canvasText, named: "\(target)-\(name(size))")
  }

  @Test func pagingFailureWithTheFooterSelected() async {
    let size = Size(width: 80, height: 24)
    let store = TestStore(
      program: program, initialState: Fixtures.state(.pagingFailure, size: size))
    let id = store.state.issuesID
    let footer = store.state.list.items.count
    await store.press(.down) {
      $0.modify(id, as: IssueListScreen.self) { $0.selectRow(footer) }
    }
    #expect(store.state.list.isFooterSelected)
    assertSnapshot(of: program.view(store.state, in: size), as: .canvasText)
    await store.finish()
  }

  @Test(arguments: [Size(width: 80, height: 24), Size(width: 40, height: 12)])
  func detail(size: Size) {
    var state = Fixtures.loadedState(size: size)
    // A fixture for the snapshot: the third row's issue, loaded.
    program.press(.down, .down, .enter, on: &state)
    program.apply(Fixtures.issueLoaded(state, .success(Fixtures.allIssues[2])), to: &state)
    assertSnapshot(of: program.view(state, in: size), as: .canvasText, named: name(size))
  }

  @Test(arguments: [
    Size(width: 1, height: 1), Size(width: 19, height: 4), Size(width: 30, height: 3),
  ])
  func tooSmall(size: Size) {
    let state = Fixtures.loadedState(size: size)
    let canvas = program.view(state, in: size)
    #expect(canvas.size == size)
    assertSnapshot(of: canvas, as: .canvasText, named: name(size))
  }
}
