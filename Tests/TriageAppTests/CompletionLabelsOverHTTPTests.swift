import GitHubStubServer
import IssueDomain
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import AppCore
@testable import IssueListFeature
@testable import TriageApp

/// The query line's `label:` values over real HTTP on 127.0.0.1, on the store's injected clock:
/// the repository's labels (the label picker's first page) are asked once the values' list has
/// rested, once however much is typed after, never for a list closed before the rest; the
/// server's names are made inert; a failure leaves the rows' labels, without an alert.
@Suite(.timeLimit(.minutes(1))) struct CompletionLabelsOverHTTPTests {
  static let labelsPath = "/repos/octo/app/labels?per_page=100"

  static func exchanges(labels: RecordedExchange) -> [RecordedExchange] {
    var firstPage = NetworkFaultTests.issue(1)
    if case .object(var fields) = firstPage {
      fields["labels"] = .array([
        .object(["name": .string("from-a-row"), "color": .string("d73a4a")])
      ])
      firstPage = .object(fields)
    }
    return [
      NetworkFaultTests.repositories,
      RecordedExchange(path: BoundedRequestsTests.listPath, response: .array([firstPage])),
      labels,
    ]
  }

  static let labels = RecordedExchange(
    path: labelsPath,
    response: .array(
      ["bug", "evil\u{1B}]0;x\u{07}", "good first issue"].map {
        .object(["name": .string($0), "color": .string("d73a4a")])
      }))

  static func type(_ text: String, _ store: TestStore<TriageProgram>) async {
    for character in text { await store.press(.character(character)) }
  }

  static func list(_ store: TestStore<TriageProgram>) -> IssueListScreen? {
    store.state.top.screen.as(IssueListScreen.self)
  }

  @Test func theLabelsAreAskedOnceTheValuesListRestsAndOnceOnly() async throws {
    let backend = try await GitHubBackendTests.Backend.start(Self.exchanges(labels: Self.labels))
    let store = await BoundedRequestsTests.started(backend)
    await store.press(.character("/"))
    await Self.type("label:", store)
    await store.advance(by: CompletionRequest.restDelay - .milliseconds(1))
    let before = BoundedRequestsTests.requests(to: Self.labelsPath, on: backend)
    await store.advance(by: .milliseconds(1))
    let shown = Self.list(store)?.completion?.rows.map(\.candidate.text) ?? []
    await Self.type("bu", store)
    await store.advance(by: .seconds(5))
    await store.press(.backspace, .backspace)
    await store.advance(by: .seconds(5))
    let after = BoundedRequestsTests.requests(to: Self.labelsPath, on: backend)
    try await backend.stop()
    #expect(before == 0, "nothing before the rest")
    #expect(after == 1, "once, however much is typed")
    #expect(shown == ["from-a-row", "bug", "evil␛]0;x␇", "good first issue"])
    #expect(store.state.alerts.current == nil)
  }

  @Test func aListClosedBeforeTheRestAsksNothing() async throws {
    let backend = try await GitHubBackendTests.Backend.start(Self.exchanges(labels: Self.labels))
    let store = await BoundedRequestsTests.started(backend)
    await store.press(.character("/"))
    await Self.type("label:", store)
    await store.advance(by: .milliseconds(100))
    await store.press(.escape)
    await Self.type("x", store)
    await store.advance(by: .seconds(5))
    let asked = BoundedRequestsTests.requests(to: Self.labelsPath, on: backend)
    try await backend.stop()
    #expect(asked == 0)
  }

  @Test func aFailureLeavesTheRowsLabelsWithoutAnAlert() async throws {
    let refused = RecordedExchange(
      path: Self.labelsPath, status: 500, response: .object(["message": .string("boom")]),
      repeatable: true)
    let backend = try await GitHubBackendTests.Backend.start(Self.exchanges(labels: refused))
    let store = await BoundedRequestsTests.started(backend)
    await store.press(.character("/"))
    await Self.type("label:", store)
    await store.advance(by: .seconds(30))
    let shown = Self.list(store)?.completion?.rows.map(\.candidate.text)
    try await backend.stop()
    #expect(shown == ["from-a-row"])
    #expect(store.state.alerts.current == nil, "asked behind the reader's back: no alert")
    #expect(Self.list(store)?.completionLabels.phase == .failed)
  }
}
