import GitHubAPI
import GitHubStubServer
import TerminalUI
import TerminalUITestSupport

@testable import AppCore
@testable import TriageApp

extension WriteEndToEndTests {
  /// `GET` of issue #7, answering `issue`.
  static func get(_ issue: JSONValue, repeatable: Bool = false) -> RecordedExchange {
    RecordedExchange(
      path: issuePath, headers: ["content-type": "application/json"], response: issue,
      repeatable: repeatable)
  }

  /// `issue` with its fields changed by `change`.
  static func issue(_ issue: JSONValue, _ change: (inout [String: JSONValue]) -> Void)
    -> JSONValue
  {
    guard case .object(var fields) = issue else { return issue }
    change(&fields)
    return .object(fields)
  }
}

extension WriteEndToEndTests.App {
  /// The app on issue #7's page, loaded as `issue` with no timeline, once `shown` is on screen,
  /// with `exchanges` still to come.
  static func onIssuePage(
    _ issue: JSONValue, showing shown: String, then exchanges: [RecordedExchange],
    limits: AsyncHTTPClientTransport.Limits = .init()
  ) async throws -> Self {
    let app = try await start(
      [
        WriteEndToEndTests.get(issue),
        RecordedExchange(
          path: "/repos/octo/app/issues/7/timeline?per_page=100",
          headers: ["content-type": "application/json"], response: .array([])),
      ] + exchanges, limits: limits)
    app.terminal.press(.enter)
    await app.terminal.waitForFrame(containing: shown)
    return app
  }
}
