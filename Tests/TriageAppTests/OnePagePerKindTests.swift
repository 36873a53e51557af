import ErrorHandling
import IssueData
import IssueDomain
import ScreenState
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import AppCore
@testable import IssueFeature
@testable import PullRequestFeature
@testable import TriageApp

/// An issue opens on the issue page and a pull request on the pull request page, however it is
/// reached: a list's Enter, the inbox's, or `:` with a number or an address that can't tell.
@Suite(.timeLimit(.minutes(1))) struct OnePagePerKindTests {
  static let size = Size(width: 80, height: 24)
  static let busy = DemoIssueRepository.busy

  /// The app on the demo, on `busy`'s list, loaded.
  static func onTheList() async -> TestStore<TriageProgram> {
    let program = TriageProgram.onRepositories(
      environment: Fixtures.environment(Fixtures.repository(latency: .zero)),
      startsSignedIn: true, initialRepository: busy)
    var state = program.initialState()
    program.apply(.input(.resize(size)), to: &state)
    let store = TestStore(program: program, initialState: state, exhaustivity: .off)
    await store.start()
    return store
  }

  /// `:`, `text`, Enter.
  static func goTo(_ text: String, _ store: TestStore<TriageProgram>) async {
    await store.press(.character(":"))
    for key in text.map(Key.character) { await store.press(key) }
    await store.press(.enter)
  }

  /// What the stack holds above the list, top last: each page's kind and number.
  static func pages(_ store: TestStore<TriageProgram>) -> [String] {
    store.state.navigation.entries.dropFirst().map { entry in
      if let page = entry.screen.as(PullRequestScreen.self) { return "pull \(page.number)" }
      if let page = entry.screen.as(IssueScreen.self) { return "issue \(page.number)" }
      return "other"
    }
  }

  @Test(arguments: ["#21", "demo/busy#21", "https://github.com/demo/busy/issues/21"])
  func aPullRequestsNumberOpensThePullRequestPage(text: String) async {
    let store = await Self.onTheList()
    let below = store.state.navigation.count
    await Self.goTo(text, store)
    #expect(Self.pages(store).suffix(1) == ["pull 21"], "\(Self.pages(store))")
    #expect(store.state.navigation.count == below + 1, "in the issue page's place, not over it")
    #expect(store.state.alerts.current == nil)
    await store.press(.escape)
    #expect(store.state.navigation.count == below, "Back goes where it was")
  }

  @Test(arguments: [
    "https://github.com/demo/busy/pull/22", "https://github.com/demo/busy/pull/8/files",
  ])
  func aPullAddressOfAnIssueOpensTheIssuePage(text: String) async {
    let store = await Self.onTheList()
    let number = text.contains("/22") ? 22 : 8
    await Self.goTo(text, store)
    #expect(Self.pages(store).suffix(1) == ["issue \(number)"], "\(Self.pages(store))")
    #expect(store.state.alerts.current == nil, "no pull request's 404 said")
  }

  @Test func anIssueNumberStaysOnTheIssuePage() async {
    let store = await Self.onTheList()
    await Self.goTo("#22", store)
    #expect(Self.pages(store).suffix(1) == ["issue 22"])
  }

  /// A server that says a number is a pull request, then that it is an issue, moves the page
  /// once, not back and forth.
  @Test func aPageTakesAnothersPlaceOnlyOnce() async throws {
    let store = await Self.onTheList()
    await Self.goTo("#21", store)
    let page = try #require(store.state.top.screen.as(PullRequestScreen.self))
    let id = store.state.top.id
    var issue = try #require(page.conversation.state.value)
    issue.isPullRequest = false
    let generation = page.conversation.generation
    // The page's own part of the answer is the pull request page's tests': the step is checked
    // by what the stack holds after it.
    await store.send(
      .screen(
        id, PullRequestScreen.Event.conversation(.loaded(generation: generation, .success(issue))))
    )
    #expect(store.state.top.id == id, "not replaced a second time")
    #expect(Self.pages(store).suffix(1) == ["pull 21"])
  }
}
