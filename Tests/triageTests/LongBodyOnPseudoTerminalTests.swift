import Foundation
import GitHubStubServer
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The real binary on a pseudo-terminal, against a GitHub stub on 127.0.0.1, opening an issue
/// whose body is longer than the app keeps: the frame after it arrives shows the placeholder of
/// a text laid out off the loop, and `q` or Ctrl-C pressed then ends the program cleanly. On a
/// loop that laid the body out itself, no placeholder is ever drawn.
@Suite(.serialized, .timeLimit(.minutes(2))) struct LongBodyOnPseudoTerminalTests {
  static let listPath = "/repos/octo/app/issues?state=open&per_page=30"

  static func issue(body: String) -> JSONValue {
    .object([
      "number": .integer(7), "title": .string("A long body"), "state": .string("open"),
      "user": .object(["login": .string("octocat")]), "labels": .array([]),
      "comments": .integer(0), "created_at": .string("2026-01-01T00:00:00Z"),
      "html_url": .string("https://github.com/octo/app/issues/7"), "body": .string(body),
    ])
  }

  @Test(arguments: [UInt8(ascii: "q"), 0x03])
  func aQuitKeyEndsTheProgramWhileTheLongBodyIsLaidOut(key: UInt8) async throws {
    let server = try await StubServer.start([
      RecordedExchange(
        path: Self.listPath, response: .array([Self.issue(body: "")]), repeatable: true),
      RecordedExchange(
        path: "/repos/octo/app/issues/7",
        response: Self.issue(body: String(repeating: "long words ", count: 100_000)),
        repeatable: true),
      RecordedExchange(
        path: "/repos/octo/app/issues/7/timeline?per_page=100", response: .array([]),
        repeatable: true),
    ])
    defer { Task { try? await server.shutdown() } }
    let triage = try await TriageOnPseudoTerminal(
      arguments: ["--api-url", server.baseURL, "octo/app"],
      environment: ["GH_ENTERPRISE_TOKEN": "fixture-token"])
    try triage.waitForOutput(containing: "A long body")
    triage.type([UInt8(ascii: "\r")])
    try triage.waitForOutput(containing: "Laying out…")
    triage.type([key])
    #expect(try triage.waitForEnd() == .exited(0))
    #expect(triage.modesNow().isSame(as: triage.modesBefore), "the terminal is restored")
  }
}
