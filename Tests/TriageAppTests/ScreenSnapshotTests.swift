import SnapshotTesting
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import TriageApp

@Suite struct ScreenSnapshotTests {
  let program = Fixtures.program

  static let sizes = [Size(width: 80, height: 24), Size(width: 40, height: 12)]

  private func name(_ size: Size) -> String { "\(size.width)x\(size.height)" }

  @Test(arguments: sizes)
  func listLoading(size: Size) {
    let state = Fixtures.loadingState(size: size)
    assertSnapshot(of: program.view(state, in: size), as: .canvasText, named: name(size))
  }

  @Test(arguments: sizes)
  func listLoadedWithSelection(size: Size) {
    var state = Fixtures.loadedState(size: size)
    program.press([.down, .down], on: &state)
    assertSnapshot(of: program.view(state, in: size), as: .canvasText, named: name(size))
  }

  @Test(arguments: sizes)
  func listRefreshing(size: Size) {
    var state = Fixtures.loadedState(size: size)
    program.press([.character("r")], on: &state)
    assertSnapshot(of: program.view(state, in: size), as: .canvasText, named: name(size))
  }

  @Test(arguments: sizes)
  func listEmpty(size: Size) {
    let state = Fixtures.loadedState(size: size, issues: [])
    assertSnapshot(of: program.view(state, in: size), as: .canvasText, named: name(size))
  }

  @Test(arguments: sizes)
  func listLoadFailed(size: Size) {
    var state = Fixtures.loadingState(size: size)
    _ = program.reduce(&state, .issuesLoaded(.failure(.unavailable)))
    assertSnapshot(of: program.view(state, in: size), as: .canvasText, named: name(size))
  }

  @Test(arguments: sizes)
  func detail(size: Size) {
    var state = Fixtures.loadedState(size: size)
    program.press([.down, .down, .enter], on: &state)
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
