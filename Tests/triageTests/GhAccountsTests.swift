import ArgumentParser
import Foundation
import GitHubAPI
import GitHubStubServer
import IssueData
import IssueDomain
import IssueStore
import Logging
import ScreenState
import TestSupport
import Testing

@testable import triage

/// gh 2.40's `hosts.yml`, with several accounts on one host and an active one: the active
/// account's token by default, `--user LOGIN` for another, and each account's store apart.
@Suite("gh accounts", .timeLimit(.minutes(1)))
struct GhAccountsTests {
  static let hostsFile = """
    github.com:
        git_protocol: https
        users:
            alice:
                oauth_token: gho_ALICE
            bob:
                oauth_token: gho_BOB
            "evil\\u001b[2J":
                oauth_token: gho_EVIL
        user: alice
        oauth_token: gho_ALICE
    ghe.example.com:
        users:
            carol:
        user: carol
    """

  private func file(_ text: String = hostsFile) throws -> (TemporaryDirectory, GhHostsFile) {
    let root = try TemporaryDirectory()
    let path = try root.write(text, at: "gh/hosts.yml")
    return (root, GhHostsFile(path: path))
  }

  @Test func theActiveAccountsTokenAndAnotherByLogin() throws {
    let (root, hosts) = try file()
    defer { root.remove() }
    #expect(hosts.activeUser(for: "github.com") == "alice")
    #expect(hosts.users(for: "github.com") == ["alice", "bob"], "a hostile key is no login")
    #expect(hosts.token(for: "github.com") == "gho_ALICE")
    #expect(hosts.token(for: "github.com", user: "alice") == "gho_ALICE")
    #expect(hosts.token(for: "github.com", user: "bob") == "gho_BOB")
    #expect(hosts.token(for: "github.com", user: "nobody") == nil)
    // Tokens in the keyring: the accounts are named, the tokens are not there.
    #expect(hosts.activeUser(for: "ghe.example.com") == "carol")
    #expect(hosts.token(for: "ghe.example.com") == nil)
    #expect(hosts.token(for: "ghe.example.com", user: "carol") == nil)
  }

  @Test func withoutATopLevelTokenTheActiveUsersIsUsed() throws {
    let (root, hosts) = try file(
      "github.com:\n  users:\n    alice:\n      oauth_token: gho_A\n  user: alice\n")
    defer { root.remove() }
    #expect(hosts.token(for: "github.com") == "gho_A")
  }

  @Test func theOlderOneAccountFileStillReads() throws {
    let (root, hosts) = try file("github.com:\n  oauth_token: gho_OLD\n  user: octocat\n")
    defer { root.remove() }
    #expect(hosts.token(for: "github.com") == "gho_OLD")
    #expect(hosts.activeUser(for: "github.com") == "octocat")
    #expect(hosts.users(for: "github.com") == [])
  }

  @Test(arguments: ["", "a b", "../x", "x\u{1B}", String(repeating: "a", count: 60), "ä"])
  func aLoginThatCantBeOneIsRefused(_ text: String) {
    #expect(GhHostsFile.login(text) == nil)
  }

  /// With `--user`, only sources that name their account are asked: `GH_TOKEN` and the saved
  /// token could be anyone's.
  @Test func aChosenUserIgnoresTokensThatNameNoAccount() throws {
    let root = try TemporaryDirectory()
    defer { root.remove() }
    try root.write(Self.hostsFile, at: "home/.config/gh/hosts.yml")
    let gh = try FakeGh(
      #"[ "$*" = "auth token --hostname ghe.example.com --user carol" ] && echo gho_CAROL"#)
    defer { gh.remove() }
    let discovery = TokenDiscovery(
      environment: ["GH_TOKEN": "from-env", "PATH": gh.pathVariable, "HOME": root.path + "/home"],
      homeDirectory: root.path + "/home",
      logger: silentLogger)
    #expect(discovery.token(for: "github.com")?.token == "from-env")
    #expect(discovery.token(for: "github.com", user: "bob")?.token == "gho_BOB")
    #expect(discovery.token(for: "github.com", user: "nobody") == nil)
    #expect(discovery.token(for: "ghe.example.com", user: "carol")?.token == "gho_CAROL")
    #expect(discovery.activeUser(for: "GitHub.com") == "alice")
  }

  /// Two runs on one host: the active account, then `--user bob`. Each sends its own token,
  /// and each account's rows are kept in its own file.
  @Test func twoUsersOnOneHostKeepTheirDataApart() async throws {
    let root = try TemporaryDirectory()
    defer { root.remove() }
    // The stub's host is the API URL's: 127.0.0.1.
    try root.write(
      Self.hostsFile.replacingOccurrences(of: "github.com:", with: "127.0.0.1:"),
      at: "home/.config/gh/hosts.yml")
    let environment = [
      "HOME": root.path + "/home", "XDG_CACHE_HOME": root.path + "/cache", "PATH": "/nonexistent",
    ]
    let app = RepositoryName(owner: "octo", name: "app")
    let list = "/repos/octo/app/issues?state=open&per_page=30"
    var authorizations: [String?] = []
    for (login, title) in [(nil as String?, "Alice's issue"), ("bob", "Bob's issue")] {
      let server = try await StubServer.start([
        RecordedExchange(
          path: "/user", response: .object(["login": .string(login ?? "alice")])),
        RecordedExchange(
          path: list, headers: ["etag": "\"e\""],
          response: .array([
            .object(["number": .number(1), "title": .string(title), "state": .string("open")])
          ])),
      ])
      let backend = try Backend.choose(
        forceDemo: false, host: nil, apiURL: server.baseURL, latency: .zero, version: "test",
        environment: environment, homeDirectory: root.path + "/home", user: login,
        logger: silentLogger)
      _ = try await backend.repository.issues(
        in: app, state: .open, sort: SearchSort(.created, .descending), after: nil)
      authorizations += server.receivedRequests().map { $0.header("authorization") }
      await backend.transport?.shutdown()
      try await server.shutdown()
    }
    #expect(
      authorizations == [
        "Bearer gho_ALICE", "Bearer gho_ALICE", "Bearer gho_BOB", "Bearer gho_BOB",
      ])
    let directory = root.path + "/cache/triage"
    let key = "repository octo/app open created-desc"
    for (login, title) in [("alice", "Alice's issue"), ("bob", "Bob's issue")] {
      let file = StoreLocation(directory: directory, host: "127.0.0.1", login: login).file
      let store = try #require(
        IssueStore.open(file: file, logger: silentLogger)
      )
      #expect(await store.issues(forList: key)?.rows.map(\.title) == [title])
    }
    // Offline, before the server can say whose token it is: the account asked for (or gh's
    // active one) is the one whose rows are shown, not the last one signed in.
    for (login, title) in [(nil as String?, "Alice's issue"), ("bob", "Bob's issue")] {
      let backend = try Backend.choose(
        forceDemo: false, host: nil, apiURL: "http://127.0.0.1:9", latency: .zero,
        version: "test", environment: environment, homeDirectory: root.path + "/home",
        user: login, logger: silentLogger)
      let kept = await backend.repository.keptIssues(
        in: app, state: .open, sort: SearchSort(.created, .descending))
      #expect(kept?.page.page.items.map(\.title) == [title])
      await backend.transport?.shutdown()
    }
  }

  @Test func theCommandLineTakesALoginOnly() throws {
    #expect(try TriageCommand.parse(["--user", "bob"]).user == "bob")
    #expect(throws: (any Error).self) { try TriageCommand.parse(["--user", "../bob"]) }
  }
}
