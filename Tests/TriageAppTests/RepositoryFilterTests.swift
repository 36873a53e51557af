import IssueDomain
import Localization
import SnapshotTesting
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import AppCore
@testable import TriageApp

/// `/` on Repositories: a filter line; Enter loads the list again narrowed to the repositories
/// whose name or description holds the text, Esc leaves it as it was, and an empty line gives
/// every repository back. Over the demo backend, answers at once.
struct RepositoryFilterTests {
  static let sizes = [
    Size(width: 40, height: 12), Size(width: 80, height: 24), Size(width: 120, height: 40),
  ]

  static func started(
    size: Size = Size(width: 80, height: 24), language: Language = .english
  ) async -> TestStore<TriageProgram> {
    let program = TriageProgram.onRepositories(
      environment: Fixtures.environment(Fixtures.repository(latency: .zero), language: language))
    var state = program.initialState()
    _ = program.reduce(&state, .input(.resize(size)))
    let store = TestStore(program: program, initialState: state, exhaustivity: .off)
    await store.start()
    return store
  }

  static func names(_ store: TestStore<TriageProgram>) -> [String] {
    store.state.top.screen.as(RepositoriesScreen.self)?.store.items.map(\.fullName) ?? []
  }

  static func filter(_ text: String, _ store: TestStore<TriageProgram>) async {
    await store.press(.character("/"))
    await store.type(text)
    await store.press(.enter)
  }

  @Test func enterNarrowsEscKeepsAndEmptyGivesEverythingBack() async {
    let store = await Self.started()
    let all = Self.names(store)
    #expect(all.count > 3)
    await Self.filter("FLAK", store)
    #expect(Self.names(store) == ["demo/flaky"], "by name, ignoring case")
    await store.press(.character("/"))
    await store.type("zzz")
    await store.press(.escape)
    #expect(Self.names(store) == ["demo/flaky"], "Esc leaves the filter as it was")
    await store.press(.character("/"))
    for _ in 0..<4 { await store.press(.backspace) }
    await store.press(.enter)
    #expect(Self.names(store) == all)
  }

  @Test func aFilterThatMatchesNothingSaysSo() async {
    let store = await Self.started()
    await Self.filter("no-such-repository", store)
    #expect(Self.names(store).isEmpty)
    #expect(
      store.view(in: Size(width: 80, height: 24)).textDump.contains(
        "No repositories match “no-such-repository”"))
  }

  @Test func theFilterMatchesDescriptionsToo() {
    let repository = Repository(
      name: RepositoryName(owner: "o", name: "n"), summary: "Ｗｉｄｅ letters",
      openIssueCount: 1, updatedAt: Fixtures.referenceDate)
    #expect(RepositoryFilter(text: "wide").admits(repository))
    #expect(!RepositoryFilter(text: "narrow").admits(repository))
    #expect(RepositoryFilter(text: "").admits(repository))
  }

  @Test(arguments: [Language.english, .japanese], sizes)
  func snapshots(language: Language, size: Size) async {
    let store = await Self.started(size: size, language: language)
    await store.press(.character("/"))
    let name = "\(language)-\(size.width)x\(size.height)"
    assertSnapshot(of: store.view(in: size), as: .canvasText, named: "line-\(name)")
    await store.type("busy")
    await store.press(.enter)
    assertSnapshot(of: store.view(in: size), as: .canvasText, named: "applied-\(name)")
  }
}
