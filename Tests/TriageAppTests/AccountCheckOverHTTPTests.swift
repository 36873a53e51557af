import Foundation
import GitHubStubServer
import IssueDomain
import TerminalUI
import TestSupport
import Testing

@testable import AppCore
@testable import TriageApp

/// Whose token this is, asked once a session with the validator the account's store kept: an
/// unchanged account costs a 304, and a token that names another account moves to that
/// account's store. Over HTTP on 127.0.0.1 with real stores.
@Suite(.timeLimit(.minutes(1)), .serialized) struct AccountCheckOverHTTPTests {
  typealias Kept = KeptScreensOverHTTPTests

  /// `/user` names `login` under `etag`, with a 304 to a request that sends it back; the list
  /// answers with its rows under `"L1"`, and a 304 to a request that sends that back.
  static func responder(login: String, etag: String) -> StubResponder {
    { request in
      if request.path == "/user" {
        return request.header("if-none-match") == etag
          ? RecordedExchange(path: request.path, status: 304, headers: ["etag": etag])
          : RecordedExchange(
            path: request.path, headers: ["etag": etag],
            response: .object(["login": .string(login)]))
      }
      if request.path == Kept.listPath {
        return request.header("if-none-match") == "\"L1\""
          ? RecordedExchange(path: request.path, status: 304, headers: ["etag": "\"L1\""])
          : Kept.list(etag: "\"L1\"")
      }
      return nil
    }
  }

  static func session(_ server: StubServer, _ directory: String) async throws {
    let run = try Kept.Run(
      baseURL: server.baseURL, directory: directory, now: Kept.start,
      sections: Kept.repositories, repository: Kept.app)
    await run.terminal.waitForFrame { frame in
      let text = Kept.text(frame)
      return text.contains("Issue 8 ") && !text.contains("as of")
    }
    _ = await run.end()
  }

  static func conditions(_ server: StubServer) -> [String] {
    server.receivedRequests().map { "\($0.path) \($0.header("if-none-match") ?? "-")" }
  }

  @Test func anUnchangedAccountIsA304AndKeepsItsStore() async throws {
    let directory = try TemporaryDirectory(prefix: "triage-account-check")
    defer { directory.remove() }
    let server = try await StubServer.start(
      [], responder: Self.responder(login: "octocat", etag: "\"U1\""))
    try await Self.session(server, directory.path)
    try await Self.session(server, directory.path)
    let requests = Self.conditions(server)
    try await server.shutdown()
    #expect(
      requests == [
        "/user -", "\(Kept.listPath) -",
        "/user \"U1\"", "\(Kept.listPath) \"L1\"",
      ])
  }

  @Test func aTokenOfAnotherAccountMovesToThatAccountsStore() async throws {
    let directory = try TemporaryDirectory(prefix: "triage-account-check")
    defer { directory.remove() }
    let first = try await StubServer.start(
      [], responder: Self.responder(login: "octocat", etag: "\"U1\""))
    try await Self.session(first, directory.path)
    try await first.shutdown()
    // The same host (the remembered login is per host), another account's token.
    let second = try await StubServer.start(
      [], responder: Self.responder(login: "hubot", etag: "\"U2\""))
    try await Self.session(second, directory.path)
    let requests = Self.conditions(second)
    try await second.shutdown()
    // Octocat's validator is sent and doesn't match; hubot's store has no list yet.
    #expect(requests == ["/user \"U1\"", "\(Kept.listPath) -"])
    let remembered = try String(
      contentsOfFile: directory.path + "/last-user-127.0.0.1", encoding: .utf8)
    #expect(remembered == "hubot")
  }
}
