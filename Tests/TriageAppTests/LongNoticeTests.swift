import IssueDomain
import Localization
import SnapshotTesting
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import AppCore
@testable import TriageApp

/// Text too long for the footer is never cut mid-word without a sign: a long status takes rows
/// of its own above the keys, wrapped at words and ending in "…" past two rows; and a config
/// problem, said in the footer until the first key, stays in `?` for the whole session.
struct LongNoticeTests {
  static let sizes = [
    Size(width: 40, height: 12), Size(width: 80, height: 24), Size(width: 120, height: 40),
  ]
  static let problem =
    "config.yml:4: sections[1].query: The qualifier sort:bogus is not supported. (using the default sections)"

  static func program(_ language: Language) -> TriageProgram {
    TriageProgram(
      environment: Fixtures.environment(language: language),
      sections: SectionsConfiguration(sections: [.repositories("Repositories")]) ?? .defaults,
      configurationProblem: problem)
  }

  static func started(_ program: TriageProgram, size: Size) -> AppState {
    var state = program.initialState()
    program.apply(.input(.resize(size)), to: &state)
    _ = program.start(&state)
    return state
  }

  @Test(arguments: [Language.english, .japanese], sizes)
  func aLongStatusWrapsAboveTheKeys(language: Language, size: Size) {
    let program = Self.program(language)
    let state = Self.started(program, size: size)
    let canvas = program.view(state, in: size)
    let footer = canvas.lines.last ?? ""
    #expect(footer.contains("?"), "the keys keep the footer: \(footer)")
    assertSnapshot(
      of: canvas, as: .canvasText, named: "\(language)-\(size.width)x\(size.height)")
  }

  @Test func pastTwoRowsTheStatusEndsInAnEllipsis() {
    let program = Self.program(.english)
    let state = Self.started(program, size: Size(width: 40, height: 12))
    #expect(state.statusRows.count == 2)
    #expect(state.statusRows.last?.hasSuffix("…") == true)
    #expect(state.statusRows.allSatisfy { $0.displayWidth <= 38 })
  }

  @Test func aShortStatusSharesTheFooter() {
    let program = Fixtures.program
    var state = Fixtures.state(.success, size: Size(width: 80, height: 24))
    _ = program.showStatus("Copied", &state)
    #expect(state.statusRows.isEmpty)
    #expect(
      program.view(state, in: Size(width: 80, height: 24)).lines.last?.contains("Copied") == true)
  }

  @Test func theConfigProblemStaysInHelpAfterTheFirstKey() async {
    let program = Self.program(.english)
    let size = Size(width: 120, height: 40)
    let store = TestStore(program: program, initialState: Self.started(program, size: size))
    await store.press(.down) { $0.status = nil }  // gone from the footer
    await store.press(.character("?")) { $0.isHelpShowing = true }
    let help = program.view(store.state, in: size).textDump
    #expect(help.contains("config"))
    #expect(help.contains("sort:bogus is not supported"), "\(help)")
    await store.finish()
  }
}
