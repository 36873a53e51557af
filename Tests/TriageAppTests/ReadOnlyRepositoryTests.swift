import ErrorHandling
import IssueData
import IssueDomain
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import AppCore
@testable import ComposerFeature
@testable import TriageApp

/// Once the server has refused a write to a repository (403), its write keys are no longer
/// offered as if they would work: the footer says the issues can't be changed there, and a
/// write key says why instead of sending anything.
@Suite(.timeLimit(.minutes(1))) struct ReadOnlyRepositoryTests {
  @Test func after403TheFooterSaysReadOnlyAndNothingMoreIsSent() async throws {
    let demo = Fixtures.repository(latency: .zero)
    let program = TriageProgram.onRepositories(
      environment: Fixtures.environment(demo), startsSignedIn: true,
      initialRepository: DemoIssueRepository.readonly)
    var state = program.initialState()
    program.apply(.input(.resize(Size(width: 80, height: 24))), to: &state)  // a fixture
    let store = TestStore(program: program, initialState: state, exhaustivity: .off)
    await store.start()
    await store.press(.enter)
    let size = Size(width: 80, height: 24)
    #expect(store.view(in: size).text(ofRow: 23).contains("x close"))
    await store.press(.character("x"))
    await store.press(.character("1"))
    #expect(store.state.alerts.current != nil, "the 403's alert")
    await store.press(.escape)
    let footer = store.view(in: size).text(ofRow: 23)
    #expect(footer.contains("x c L A read-only"), "\(footer)")
    #expect(!footer.contains("x close"))
    let before = demo.switches.requestCount
    await store.press(.character("c"))
    #expect(store.state.top.screen.as(ComposerScreen.self) == nil, "no composer")
    #expect(demo.switches.requestCount == before, "nothing sent")
    let said = store.view(in: size).text(ofRow: 22)
    #expect(said.contains("You can't change issues in demo/readonly"), "\(said)")
  }
}
