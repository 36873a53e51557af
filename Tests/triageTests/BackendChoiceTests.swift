import AppCore
import ErrorHandling
import Foundation
import GitHubAPI
import GitHubStubServer
import IssueDomain
import Logging
import ScreenState
import SecretRedaction
import TestSupport
import Testing
import TriageApp

@testable import triage

/// `Backend.choose`, the start-up path `triage` runs: which server, which token and which first
/// repository, with a fake gh on `PATH` and a stub GitHub on 127.0.0.1.
@Suite("Choosing the backend at start", .timeLimit(.minutes(1)))
struct BackendChoiceTests {
  static let app = RepositoryName(owner: "octo", name: "app")

  /// Every GitHub backend's transport must be shut down before it is freed.
  private func done(_ backends: Backend...) async {
    for backend in backends { await backend.transport?.shutdown() }
  }

  private func choose(
    host: String? = nil, apiURL: String? = nil, forceDemo: Bool = false,
    repository: RepositoryName? = nil, discoversRepository: Bool = true,
    environment: [String: String], home: String, directory: String? = nil,
    timeout: Duration = .seconds(5),
    log: InMemoryLogHandler.Store = .init()
  ) throws -> Backend {
    try Backend.choose(
      forceDemo: forceDemo, host: host, apiURL: apiURL, repository: repository,
      discoversRepository: discoversRepository, latency: .zero, version: "test",
      environment: environment, homeDirectory: home,
      workingDirectory: directory, ghTimeout: timeout,
      logger: Logger(label: "test") { _ in InMemoryLogHandler(store: log) })
  }

  @Test func aTokenFromGhSignsInToTheServerWithNoVariableSet() async throws {
    let gh = try FakeGh(#"[ "$*" = "auth token --hostname github.com" ] && echo gho_FROM_GH"#)
    let home = try TemporaryDirectory()
    let server = try await StubServer.start([
      RecordedExchange(path: "/user/repos?sort=updated&per_page=30", response: .array([]))
    ])
    defer {
      gh.remove()
      home.remove()
    }
    let backend = try choose(
      host: "github.com", apiURL: server.baseURL,
      environment: ["PATH": gh.pathVariable, "HOME": home.path], home: home.path)
    #expect(backend.startsSignedIn)
    #expect(backend.demoSwitches == nil)
    #expect(backend.tokenSource == .ghCLI(path: gh.path))
    let page = try await backend.repository.repositories(after: nil)
    #expect(page.items.isEmpty)
    #expect(
      server.receivedRequests().map { $0.header("authorization") } == ["Bearer gho_FROM_GH"])
    await backend.transport?.shutdown()
    try await server.shutdown()
  }

  @Test(arguments: ["", "exit 1", "sleep 100"])
  func withGhAbsentFailingOrHangingItIsTheDemoAndSaysWhy(script: String) throws {
    let gh: FakeGh? = script.isEmpty ? nil : try FakeGh(script)
    let home = try TemporaryDirectory()
    defer {
      gh?.remove()
      home.remove()
    }
    let log = InMemoryLogHandler.Store()
    let started = ContinuousClock.now
    let backend = try choose(
      environment: ["PATH": gh?.pathVariable ?? home.path], home: home.path,
      timeout: .milliseconds(300), log: log)
    #expect(ContinuousClock.now - started < .seconds(3))
    #expect(backend.demoSwitches != nil)
    #expect(backend.demoReason == .noToken(host: "github.com", variable: "GH_TOKEN"))
    let messages = log.entries.map(\.message)
    #expect(
      messages.contains {
        SecretRedactor.redact($0).hasPrefix("gh auth token --hostname github.com gave nothing: gh ")
      })
    #expect(messages.last?.hasPrefix("no token found for github.com") == true)
  }

  @Test func demoAskedForHasNoReasonToShow() throws {
    let home = try TemporaryDirectory()
    defer { home.remove() }
    let backend = try choose(
      forceDemo: true, repository: Self.app, environment: ["GH_TOKEN": "x"], home: home.path)
    #expect(backend.demoReason == .requested)
    #expect(backend.demoReason?.message == nil)
    #expect(backend.initialRepository == Self.app)
  }

  @Test func ghHostWithAnEnterpriseTokenUsesAPIv3() async throws {
    let home = try TemporaryDirectory()
    defer { home.remove() }
    let backend = try choose(
      environment: [
        "GH_HOST": "ghe.example.com", "GH_ENTERPRISE_TOKEN": "ent", "GH_TOKEN": "dotcom",
      ], home: home.path)
    #expect(backend.host == "ghe.example.com")
    #expect(backend.apiBaseURL?.absoluteString == "https://ghe.example.com/api/v3")
    #expect(backend.tokenSource == .environment("GH_ENTERPRISE_TOKEN"))
    #expect(backend.startsSignedIn)
    await done(backend)
  }

  /// The sign-in form names where tokens are made: a loopback stub's own scheme and port, a
  /// real server's `https://` web host (the app's default).
  @Test(arguments: [
    ("http://127.0.0.1:9", "http://127.0.0.1:9"),
    ("http://localhost:8080/api", "http://localhost:8080"),
    ("http://[::1]:9", "http://[::1]:9"), ("https://ghe.example.com/api/v3", nil),
  ])
  func aLoopbackStubsWebOriginKeepsItsSchemeAndPort(apiURL: String, origin: String?)
    async throws
  {
    let home = try TemporaryDirectory()
    defer { home.remove() }
    let backend = try choose(apiURL: apiURL, environment: ["GH_TOKEN": "t"], home: home.path)
    #expect(backend.loopbackWebOrigin == origin)
    await done(backend)
  }

  @Test func aGheDotComHostUsesGhTokenAndApiDotHost() async throws {
    let home = try TemporaryDirectory()
    defer { home.remove() }
    let backend = try choose(
      environment: ["GH_HOST": "acme.ghe.com", "GH_TOKEN": "tenant"], home: home.path)
    #expect(backend.apiBaseURL?.absoluteString == "https://api.acme.ghe.com")
    #expect(backend.tokenSource == .environment("GH_TOKEN"))
    await done(backend)
  }

  @Test func ghHostWithoutATokenAsksToSignInThere() async throws {
    let home = try TemporaryDirectory()
    defer { home.remove() }
    let backend = try choose(environment: ["GH_HOST": "ghe.example.com"], home: home.path)
    #expect(backend.demoSwitches == nil)
    #expect(!backend.startsSignedIn)
    #expect(backend.host == "ghe.example.com")
    await done(backend)
  }

  @Test func theOnlyHostInHostsFileWithoutATokenIsTheDemoNamingTheHost() throws {
    let home = try TemporaryDirectory()
    defer { home.remove() }
    try home.write("ghe.example.com:\n  user: me\n", at: ".config/gh/hosts.yml")
    let backend = try choose(environment: [:], home: home.path)
    #expect(
      backend.demoReason == .noToken(host: "ghe.example.com", variable: "GH_ENTERPRISE_TOKEN"))
  }

  @Test func theCheckoutsRepositoryIsOpenedOnItsHost() async throws {
    let root = try TemporaryDirectory()
    defer { root.remove() }
    try root.write(
      "[remote \"origin\"]\n\turl = git@github.com:octo/app.git\n", at: "w/.git/config")
    try FileManager.default.createDirectory(
      atPath: root.path + "/w/src", withIntermediateDirectories: true)
    let log = InMemoryLogHandler.Store()
    let backend = try choose(
      environment: ["GH_TOKEN": "t"], home: root.path, directory: root.path + "/w/src", log: log)
    #expect(backend.initialRepository == Self.app)
    #expect(
      log.entries.map(\.message).contains(
        "opening octo/app from the remote \"origin\" in \(root.path)/w/.git/config"))
    let elsewhere = try choose(
      environment: ["GH_HOST": "ghe.example.com", "GH_ENTERPRISE_TOKEN": "t"], home: root.path,
      directory: root.path + "/w/src")
    #expect(elsewhere.initialRepository == nil)
    await done(backend, elsewhere)
  }

  @Test func theArgumentBeatsGhRepoWhichBeatsTheCheckout() async throws {
    let root = try TemporaryDirectory()
    defer { root.remove() }
    try root.write("[remote \"origin\"]\n\turl = git@github.com:octo/app.git\n", at: ".git/config")
    let other = RepositoryName(owner: "octo", name: "other")
    let environment = ["GH_TOKEN": "t", "GH_REPO": "octo/other"]
    let fromGHRepo = try choose(environment: environment, home: root.path, directory: root.path)
    #expect(fromGHRepo.initialRepository == other)
    let fromArgument = try choose(
      repository: Self.app, environment: environment, home: root.path, directory: root.path)
    #expect(fromArgument.initialRepository == Self.app)
    await done(fromGHRepo, fromArgument)
  }

  /// `--section N` asks for the home screen: neither GH_REPO nor the checkout is opened.
  @Test func aSectionOpensNeitherGhRepoNorTheCheckout() async throws {
    let root = try TemporaryDirectory()
    defer { root.remove() }
    try root.write("[remote \"origin\"]\n\turl = git@github.com:octo/app.git\n", at: ".git/config")
    let withGHRepo = try choose(
      discoversRepository: false, environment: ["GH_TOKEN": "t", "GH_REPO": "octo/other"],
      home: root.path, directory: root.path)
    #expect(withGHRepo.initialRepository == nil)
    let inCheckout = try choose(
      discoversRepository: false, environment: ["GH_TOKEN": "t"], home: root.path,
      directory: root.path)
    #expect(inCheckout.initialRepository == nil)
    await done(withGHRepo, inCheckout)
  }

  @Test func ghRepoOnAHostChoosesThatHost() async throws {
    let home = try TemporaryDirectory()
    defer { home.remove() }
    let backend = try choose(
      environment: ["GH_REPO": "ghe.example.com/octo/app", "GH_ENTERPRISE_TOKEN": "t"],
      home: home.path)
    #expect(backend.host == "ghe.example.com")
    #expect(backend.initialRepository == Self.app)
    let mismatch = try choose(
      host: "github.com",
      environment: ["GH_REPO": "ghe.example.com/octo/app", "GH_TOKEN": "t"], home: home.path)
    #expect(mismatch.initialRepository == nil)
    await done(backend, mismatch)
  }

  @Test func invalidGhRepoIsAnError() throws {
    let home = try TemporaryDirectory()
    defer { home.remove() }
    #expect(throws: APIEndpointError.invalidGHRepo("nope")) {
      try choose(environment: ["GH_REPO": "nope"], home: home.path)
    }
  }
}
