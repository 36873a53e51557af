import Foundation
import IssueDomain
import Localization
import SnapshotTesting
import TerminalUI
import Testing

@testable import TriageApp

/// Rows kept from an earlier run: shown at once with their age in the header while the server
/// is asked, and with a standing banner when it can't be reached, at three sizes in both
/// languages.
@Suite struct KeptRowsSnapshotTests {
  static let sizes = [
    Size(width: 40, height: 12), Size(width: 80, height: 24), Size(width: 120, height: 40),
  ]

  /// Twelve minutes before the fixtures' now.
  static let keptAt = Fixtures.referenceDate.addingTimeInterval(-12 * 60)

  /// The Issues screen of `demo/busy`, its first load running, with the kept first page shown.
  static func restoredState(program: TriageProgram, size: Size) -> AppState {
    var state = Fixtures.issuesOpened(size: size, program: program)
    _ = program.reduce(
      &state,
      .screen(
        state.issuesID,
        .issues(
          .restored(
            generation: state.list.generation, Fixtures.firstPage(),
            asOf: keptAt.timeIntervalSince1970))))
    return state
  }

  @Test(arguments: [Language.english, .japanese], sizes)
  func asOfInTheHeader(language: Language, size: Size) {
    let program = Fixtures.program(language: language)
    let state = Self.restoredState(program: program, size: size)
    #expect(state.list.state.isLoading)
    #expect(state.list.items.count == 30)
    assertSnapshot(
      of: program.view(state, in: size), as: .canvasText,
      named: "\(language)-\(size.width)x\(size.height)")
  }

  @Test(arguments: [Language.english, .japanese], sizes)
  func offlineBanner(language: Language, size: Size) {
    let program = Fixtures.program(language: language)
    var state = Self.restoredState(program: program, size: size)
    _ = program.reduce(&state, Fixtures.loaded(state, .failure(.network(.offline))))
    // The banner is the only word of it: no alert over the rows.
    #expect(state.alerts.current == nil)
    #expect(state.list.keptAt == Self.keptAt.timeIntervalSince1970)
    assertSnapshot(
      of: program.view(state, in: size), as: .canvasText,
      named: "\(language)-\(size.width)x\(size.height)")
  }

  @Test func theServersAnswerReplacesTheKeptRowsAndTheirAge() {
    let program = Fixtures.program(language: .english)
    var state = Self.restoredState(program: program, size: Size(width: 80, height: 24))
    _ = program.reduce(&state, .input(.key(.down)))
    _ = program.reduce(&state, Fixtures.loaded(state, .success(Fixtures.firstPage())))
    #expect(state.list.keptAt == nil)
    #expect(state.list.viewport.selection == 1)
    let screen = state.navigation[state.issuesID]?.as(IssueListScreen.self)
    #expect(screen?.badges(ChromeWords(.english), now: Fixtures.referenceDate) == [])
  }

  @Test func anotherFailureWithKeptRowsIsRaisedAsUsual() {
    let program = Fixtures.program(language: .english)
    var state = Self.restoredState(program: program, size: Size(width: 80, height: 24))
    _ = program.reduce(&state, Fixtures.loaded(state, .failure(.server(status: 500))))
    #expect(state.alerts.current != nil)
  }
}
