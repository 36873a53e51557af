import Foundation
import GitHubStubServer
import IssueDomain
import IssueStore
import TerminalUI
import TestSupport
import Testing

@testable import AppCore
@testable import TriageApp

/// `:signout` through the whole app over HTTP on 127.0.0.1 with real stores: the account's kept
/// rows and its remembered login go; another account's file on the same host stays as it was.
/// A session the server ends (a 401) keeps them, with no word of deleting anything.
@Suite(.timeLimit(.minutes(1))) struct SignOutDeletesAccountDataTests {
  static let key = "repository octo/app open created-desc"

  @Test func signingOutDeletesThatAccountsDataOnly() async throws {
    let directory = try TemporaryDirectory(prefix: "triage-signout")
    defer { directory.remove() }
    // Another account on the same host, kept earlier.
    let other = try #require(
      IssueStore.open(
        file: StoreLocation(directory: directory.path, host: "127.0.0.1", login: "hubot").file,
        logger: Fixtures.silent))
    let hubotsIssue = Issue(
      number: 1, title: "Hubot's", state: .open, author: User(login: "hubot"), labels: [],
      commentCount: 0, createdAt: .distantPast, body: "", url: "")
    await other.saveIssues(
      StoredList(rows: [hubotsIssue], storedAt: .distantPast), forList: Self.key)

    let server = try await StubServer.start([
      KeptScreensOverHTTPTests.user, KeptScreensOverHTTPTests.list(etag: "\"L1\""),
    ])
    let run = try KeptScreensOverHTTPTests.Run(
      baseURL: server.baseURL, directory: directory.path, now: KeptScreensOverHTTPTests.start,
      sections: KeptScreensOverHTTPTests.repositories, repository: KeptScreensOverHTTPTests.app)
    await run.terminal.waitForFrame(containing: "Issue 8 ")
    let octocatFile = StoreLocation(
      directory: directory.path, host: "127.0.0.1", login: "octocat"
    ).file
    let before = try #require(IssueStore.open(file: octocatFile, logger: Fixtures.silent))
    #expect(await before.issues(forList: Self.key)?.rows.count == 2)

    for key in Fixtures.signOut { run.terminal.press(key) }
    run.terminal.press(.enter)  // the confirmation
    await run.terminal.waitForFrame(containing: "Signed out; what was kept for this account")
    _ = await run.end()
    try await server.shutdown()

    let after = try #require(IssueStore.open(file: octocatFile, logger: Fixtures.silent))
    #expect(await after.issues(forList: Self.key) == nil)
    #expect(await after.storedBytes() == 0)
    #expect(!FileManager.default.fileExists(atPath: directory.path + "/last-user-127.0.0.1"))
    #expect(await other.issues(forList: Self.key)?.rows.map(\.title) == ["Hubot's"])
  }

  @Test func anExpiredSessionKeepsTheAccountsData() async throws {
    let directory = try TemporaryDirectory(prefix: "triage-expired")
    defer { directory.remove() }
    let server = try await StubServer.start([
      KeptScreensOverHTTPTests.user, KeptScreensOverHTTPTests.list(etag: "\"L1\""),
      RecordedExchange(
        path: KeptScreensOverHTTPTests.listPath, status: 401,
        response: .object(["message": .string("Bad credentials")])),
    ])
    let run = try KeptScreensOverHTTPTests.Run(
      baseURL: server.baseURL, directory: directory.path, now: KeptScreensOverHTTPTests.start,
      sections: KeptScreensOverHTTPTests.repositories, repository: KeptScreensOverHTTPTests.app)
    await run.terminal.waitForFrame(containing: "Issue 8 ")
    run.terminal.press(.character("r"))
    let expired = await run.terminal.waitForFrame(containing: "Your session has expired.")
    #expect(!expired.lines.joined().contains("Signed out"))
    _ = await run.end()
    try await server.shutdown()

    let octocatFile = StoreLocation(
      directory: directory.path, host: "127.0.0.1", login: "octocat"
    ).file
    let after = try #require(IssueStore.open(file: octocatFile, logger: Fixtures.silent))
    #expect(await after.issues(forList: Self.key)?.rows.count == 2)
    #expect(FileManager.default.fileExists(atPath: directory.path + "/last-user-127.0.0.1"))
  }
}
