import GitHubStubServer
import IssueDomain
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import AppCore
@testable import IssueFeature
@testable import TriageApp

/// The preview pane over real HTTP on 127.0.0.1, on the store's injected clock: holding `j`
/// through a hundred rows asks for no page until the selection rests, then for the one row's
/// page once; and a page the server refuses is said in the pane, with no alert.
@Suite(.timeLimit(.minutes(1))) struct PreviewOverHTTPTests {
  static let size = Size(width: 160, height: 40)
  static let pages = 4
  static let pageSize = 30

  static func listPath(_ page: Int) -> String {
    page == 1 ? BoundedRequestsTests.listPath : "/repositories/1/issues?page=\(page)"
  }

  static func issuePath(_ number: Int) -> String { "/repos/octo/app/issues/\(number)" }
  static func timelinePath(_ number: Int) -> String {
    "/repos/octo/app/issues/\(number)/timeline?per_page=100"
  }

  /// Four linked pages of thirty issues, and each issue's page and (empty) timeline, except
  /// those `refused` answers 404 for.
  static func exchanges(refusing refused: Set<Int> = []) -> [RecordedExchange] {
    var exchanges = [NetworkFaultTests.repositories]
    for page in 1...pages {
      var headers = ["content-type": "application/json"]
      if page < pages {
        headers["link"] =
          "<https://api.github.com/repositories/1/issues?page=\(page + 1)>; rel=\"next\""
      }
      let numbers = ((page - 1) * pageSize + 1)...(page * pageSize)
      exchanges.append(
        RecordedExchange(
          path: listPath(page), headers: headers,
          response: .array(numbers.map(NetworkFaultTests.issue))))
    }
    for number in 1...(pages * pageSize) {
      exchanges.append(
        refused.contains(number)
          ? RecordedExchange(
            path: issuePath(number), status: 404,
            response: .object(["message": .string("Not Found")]), repeatable: true)
          : RecordedExchange(
            path: issuePath(number), response: NetworkFaultTests.issue(number), repeatable: true))
      exchanges.append(
        RecordedExchange(path: timelinePath(number), response: .array([]), repeatable: true))
    }
    return exchanges
  }

  /// The app on octo/app's issues at 160 columns with the pane on, its first page in.
  static func started(_ backend: GitHubBackendTests.Backend) async -> TestStore<TriageProgram> {
    await BoundedRequestsTests.started(backend, size: size, preview: .standard)
  }

  /// Requests for any issue's own page or timeline (not the list's pages).
  static func pageRequests(_ backend: GitHubBackendTests.Backend) -> [String] {
    backend.server.receivedRequests().map(\.path).filter {
      $0.hasPrefix("/repos/octo/app/issues/")
    }
  }

  @Test func holdingJThroughAHundredRowsAsksForOnePageOnceTheSelectionRests() async throws {
    let backend = try await GitHubBackendTests.Backend.start(Self.exchanges())
    let store = await Self.started(backend)
    for _ in 0..<100 { await store.press(.character("j")) }
    let selected = store.state.list.selectedItem?.number
    let whileMoving = Self.pageRequests(backend)
    await store.advance(by: PreviewPane.restDelay - .milliseconds(1))
    let justBefore = Self.pageRequests(backend)
    await store.advance(by: .milliseconds(1))
    let rested = Self.pageRequests(backend)
    let frame = store.view(in: Self.size).textDump
    await store.advance(by: .seconds(10))
    let later = Self.pageRequests(backend)
    let lists = (1...Self.pages).map {
      BoundedRequestsTests.requests(to: Self.listPath($0), on: backend)
    }
    try await backend.stop()
    #expect(selected == 101)
    #expect(whileMoving.isEmpty, "no page asked for while the selection moves: \(whileMoving)")
    #expect(justBefore.isEmpty, "nor before it has rested")
    #expect(
      rested.sorted() == [Self.issuePath(101), Self.timelinePath(101)],
      "the rested row's page and its timeline, once each: \(rested)")
    #expect(later == rested, "and nothing more")
    #expect(lists == [1, 1, 1, 1], "each page of the list once")
    #expect(frame.contains("Preview · octo/app#101"))
    #expect(frame.contains("Issue 101"))
  }

  @Test func aPageTheServerRefusesIsSaidInThePaneWithNoAlert() async throws {
    let backend = try await GitHubBackendTests.Backend.start(Self.exchanges(refusing: [1]))
    let store = await Self.started(backend)
    await store.advance(by: PreviewPane.restDelay)
    let frame = store.view(in: Self.size)
    let pane = frame.lines.map { String($0.dropFirst(81)) }.joined(separator: "\n")
    let asked = BoundedRequestsTests.requests(to: Self.issuePath(1), on: backend)
    try await backend.stop()
    #expect(asked == 1)
    #expect(store.state.alerts.current == nil, "no alert over the list")
    #expect(pane.contains("Preview · octo/app#1"))
    #expect(
      pane.contains("It doesn't exist, or you don't have access to it."),
      "the page's error pane, in the pane:\n\(pane)")
    #expect(frame.lines.joined().contains("Issue 2 "), "the list is still there")
  }
}
