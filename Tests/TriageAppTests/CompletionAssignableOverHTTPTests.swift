import GitHubStubServer
import IssueDomain
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import AppCore
@testable import ComposerFeature
@testable import TriageApp

/// The composer's `@` over real HTTP on 127.0.0.1, on the store's injected clock: the
/// repository's assignable users (the assignees picker's first page) are asked once the list
/// has rested, once however much is typed after, never for a list closed before the rest, and
/// again only in a composer opened anew after a failure; they come after the logins the screens
/// hold, once whatever their case, and a login GitHub couldn't have issued is left out; a
/// login nothing on the page matches is asked for too; a failure leaves the screens' logins,
/// without an alert.
@Suite(.timeLimit(.minutes(1))) struct CompletionAssignableOverHTTPTests {
  static let assigneesPath = "/repos/octo/app/assignees?per_page=100"

  /// octo/app's list, whose one row is octocat's, then `assignees`.
  static func exchanges(assignees: RecordedExchange) -> [RecordedExchange] {
    [
      NetworkFaultTests.repositories,
      RecordedExchange(
        path: BoundedRequestsTests.listPath, response: .array([NetworkFaultTests.issue(1)])),
      assignees,
    ]
  }

  static func users(_ logins: [String]) -> JSONValue {
    .array(logins.map { .object(["login": .string($0), "id": .integer(1)]) })
  }

  static let assignees = RecordedExchange(
    path: assigneesPath,
    response: users([
      "monalisa", "OctoCat", "evil\u{1B}]0;x\u{07}", "dependabot[bot]",
      String(repeating: "a", count: 40), "line\nbreak", "hubot",
    ]))

  /// The app on octo/app's list with the composer open on its row and `text` typed.
  static func composing(
    _ text: String, _ assignees: RecordedExchange = assignees
  ) async throws -> (GitHubBackendTests.Backend, TestStore<TriageProgram>) {
    let backend = try await GitHubBackendTests.Backend.start(
      exchanges(assignees: assignees))
    let store = await BoundedRequestsTests.started(backend)
    await store.press(.character("c"))
    await CompletionLabelsOverHTTPTests.type(text, store)
    return (backend, store)
  }

  static func composer(_ store: TestStore<TriageProgram>) -> ComposerScreen? {
    store.state.top.screen.as(ComposerScreen.self)
  }

  static func shown(_ store: TestStore<TriageProgram>) -> [String] {
    composer(store)?.completion?.rows.map(\.candidate.text) ?? []
  }

  static func asked(_ backend: GitHubBackendTests.Backend) -> Int {
    BoundedRequestsTests.requests(to: assigneesPath, on: backend)
  }

  @Test func theAssignableUsersAreAskedOnceTheListRestsAndOnceOnly() async throws {
    let (backend, store) = try await Self.composing("cc @")
    #expect(Self.shown(store) == ["octocat"], "the list's people, before anything is asked")
    await store.advance(by: CompletionRequest.restDelay - .milliseconds(1))
    let before = Self.asked(backend)
    await store.advance(by: .milliseconds(1))
    let shown = Self.shown(store)
    await CompletionLabelsOverHTTPTests.type("mo", store)
    await store.advance(by: .seconds(5))
    let narrowed = Self.shown(store)
    await store.press(.tab)
    await CompletionLabelsOverHTTPTests.type("and @", store)
    await store.advance(by: .seconds(5))
    let after = Self.asked(backend)
    try await backend.stop()
    #expect(before == 0, "nothing before the rest")
    #expect(after == 1, "once, however much is typed, a second @ included")
    #expect(shown == ["octocat", "monalisa", "hubot"], "after the screens' own, checked")
    #expect(narrowed.first == "monalisa")
    #expect(Self.composer(store)?.text == "cc @monalisa and @")
    #expect(Self.shown(store) == ["octocat", "monalisa", "hubot"], "kept for the composer")
    #expect(store.state.alerts.current == nil)
  }

  /// A teammate not on the page, typed faster than the rest: nothing the screens hold matches,
  /// so no list is open, but the `@` word still is, and its list opens when they come.
  @Test func aLoginNothingOnThePageMatchesIsAskedForAndItsListOpensWithIt() async throws {
    let (backend, store) = try await Self.composing("cc @mon")
    let before = Self.composer(store)?.completion
    await store.advance(by: CompletionRequest.restDelay)
    let asked = Self.asked(backend)
    try await backend.stop()
    #expect(before == nil, "octocat doesn't match")
    #expect(asked == 1)
    #expect(Self.shown(store) == ["monalisa"])
  }

  @Test func aListClosedBeforeTheRestAsksNothing() async throws {
    let (backend, store) = try await Self.composing("@")
    await store.advance(by: .milliseconds(100))
    await store.press(.escape)
    await CompletionLabelsOverHTTPTests.type("x", store)
    await store.advance(by: .seconds(5))
    // A word ended by a space closes the list too.
    await CompletionLabelsOverHTTPTests.type(" @", store)
    await store.advance(by: .milliseconds(100))
    await CompletionLabelsOverHTTPTests.type(" ", store)
    await store.advance(by: .seconds(5))
    let asked = Self.asked(backend)
    try await backend.stop()
    #expect(asked == 0)
    #expect(Self.composer(store)?.assignable.phase == .idle)
  }

  /// The ways the request fails: the server's 500, a 404 (the repository gone or hidden),
  /// a 403 (no push access), and a connection reset before any answer.
  enum Failure: String, CaseIterable, Sendable {
    case serverError, notFound, forbidden, reset

    var exchange: RecordedExchange {
      switch self {
      case .serverError: Self.refused(500, "boom")
      case .notFound: Self.refused(404, "Not Found")
      case .forbidden: Self.refused(403, "Must have push access")
      case .reset:
        RecordedExchange(
          path: CompletionAssignableOverHTTPTests.assigneesPath, rawBody: "{}",
          truncateAfterBytes: 0, resetConnection: true, repeatable: true)
      }
    }

    static func refused(_ status: Int, _ message: String) -> RecordedExchange {
      RecordedExchange(
        path: CompletionAssignableOverHTTPTests.assigneesPath, status: status,
        response: .object(["message": .string(message)]), repeatable: true)
    }
  }

  @Test(arguments: Failure.allCases)
  func aFailureKeepsTheScreensLoginsWithoutAnAlertUntilTheComposerOpensAnew(
    _ failure: Failure
  ) async throws {
    let (backend, store) = try await Self.composing("@", failure.exchange)
    await store.advance(by: .seconds(60))
    let shown = Self.shown(store)
    let phase = Self.composer(store)?.assignable.phase
    let alert = store.state.alerts.current
    let first = Self.asked(backend)
    await CompletionLabelsOverHTTPTests.type(" @", store)
    await store.advance(by: .seconds(60))
    let again = Self.asked(backend)
    // Closed (the text kept as a draft) and opened anew: that composer may ask once more.
    await store.press(.escape, .escape)
    await store.press(.character("c"))
    await CompletionLabelsOverHTTPTests.type(" @", store)
    await store.advance(by: .seconds(60))
    let reopened = Self.asked(backend)
    try await backend.stop()
    #expect(shown == ["octocat"])
    #expect(phase == .failed)
    #expect(alert == nil, "asked behind the writer's back: no alert")
    #expect(first >= 1)
    #expect(again == first, "not asked again by the same composer")
    #expect(reopened > again, "a composer opened anew asks again")
    #expect(store.state.alerts.current == nil)
  }
}
