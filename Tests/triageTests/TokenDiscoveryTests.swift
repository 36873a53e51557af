import ErrorHandling
import Foundation
import Logging
import SecretRedaction
import TestSupport
import Testing

@testable import triage

@Suite("Token discovery in gh's order")
struct TokenDiscoveryTests {
  /// A home directory with gh's hosts.yml and our saved token both holding a token for each host,
  /// so every test can check which source masks which.
  private struct Fixture {
    let root: TemporaryDirectory
    var home: String { root.path + "/home" }
    var ghHostsPath: String { home + "/.config/gh/hosts.yml" }
    var savedPath: String { home + "/.config/triage/hosts/github.com.token" }

    init(ghHosts: String? = Self.bothHosts, saved: Bool = true) throws {
      root = try TemporaryDirectory()
      try FileManager.default.createDirectory(
        atPath: root.path + "/home", withIntermediateDirectories: true)
      if let ghHosts {
        try root.write(ghHosts, at: "home/.config/gh/hosts.yml")
      }
      if saved {
        let store = TokenStore(directory: root.path + "/home/.config/triage")
        try store.save("saved-dotcom", for: "github.com")
        try store.save("saved-ghe", for: "ghe.example.com")
      }
    }

    static let bothHosts = """
      github.com:
          user: octocat
          oauth_token: gho_dotcom
          git_protocol: https
      ghe.example.com:
          oauth_token: "  gho_ghe  "
      """

    func discover(_ environment: [String: String] = [:], host: String = "github.com")
      -> DiscoveredToken?
    {
      TokenDiscovery(environment: environment, homeDirectory: home).token(for: host)
    }
  }

  @Test func ghTokenComesFirst() throws {
    let fixture = try Fixture()
    defer { fixture.root.remove() }
    let found = fixture.discover(["GH_TOKEN": " env-gh \n", "GITHUB_TOKEN": "env-github"])
    #expect(found == DiscoveredToken(token: "env-gh", source: .environment("GH_TOKEN")))
  }

  @Test func githubTokenIsSecond() throws {
    let fixture = try Fixture()
    defer { fixture.root.remove() }
    let found = fixture.discover(["GH_TOKEN": "  ", "GITHUB_TOKEN": "env-github"])
    #expect(found == DiscoveredToken(token: "env-github", source: .environment("GITHUB_TOKEN")))
  }

  @Test func ghHostsFileIsThird() throws {
    let fixture = try Fixture()
    defer { fixture.root.remove() }
    let found = fixture.discover(["GH_TOKEN": "", "GH_ENTERPRISE_TOKEN": "enterprise"])
    #expect(
      found == DiscoveredToken(token: "gho_dotcom", source: .ghHostsFile(path: fixture.ghHostsPath))
    )
  }

  @Test func savedTokenIsLast() throws {
    let fixture = try Fixture(ghHosts: nil)
    defer { fixture.root.remove() }
    #expect(
      fixture.discover()
        == DiscoveredToken(token: "saved-dotcom", source: .saved(path: fixture.savedPath)))
  }

  @Test func nothingFoundGivesNil() throws {
    let fixture = try Fixture(ghHosts: nil, saved: false)
    defer { fixture.root.remove() }
    #expect(fixture.discover() == nil)
    #expect(TokenDiscovery(environment: [:], homeDirectory: "").token(for: "github.com") == nil)
  }

  @Test func enterpriseVariablesServeOtherHostsInOrder() throws {
    let fixture = try Fixture()
    defer { fixture.root.remove() }
    let both = ["GH_ENTERPRISE_TOKEN": "ent-gh", "GITHUB_ENTERPRISE_TOKEN": "ent-github"]
    #expect(
      fixture.discover(both, host: "ghe.example.com")
        == DiscoveredToken(token: "ent-gh", source: .environment("GH_ENTERPRISE_TOKEN")))
    #expect(
      fixture.discover(["GITHUB_ENTERPRISE_TOKEN": "ent-github"], host: "ghe.example.com")
        == DiscoveredToken(token: "ent-github", source: .environment("GITHUB_ENTERPRISE_TOKEN")))
  }

  @Test func dotComVariablesAreNotUsedForEnterprise() throws {
    let fixture = try Fixture()
    defer { fixture.root.remove() }
    let found = fixture.discover(
      ["GH_TOKEN": "dotcom", "GITHUB_TOKEN": "dotcom"], host: "ghe.example.com")
    #expect(
      found == DiscoveredToken(token: "gho_ghe", source: .ghHostsFile(path: fixture.ghHostsPath)))
  }

  @Test func enterpriseVariablesAreNotUsedForDotCom() throws {
    let fixture = try Fixture(ghHosts: nil, saved: false)
    defer { fixture.root.remove() }
    let found = fixture.discover(
      ["GH_ENTERPRISE_TOKEN": "ent", "GITHUB_ENTERPRISE_TOKEN": "ent"], host: "github.com")
    #expect(found == nil)
  }

  @Test func savedTokenServesEnterpriseToo() throws {
    let fixture = try Fixture(ghHosts: nil)
    defer { fixture.root.remove() }
    #expect(fixture.discover(host: "GHE.example.com")?.token == "saved-ghe")
  }

  @Test(arguments: [
    // newer gh: the token lives in the keyring, hosts.yml has no oauth_token
    "github.com:\n    user: octocat\n    git_protocol: https\n    users:\n        octocat:\n",
    // only another host
    "ghe.example.com:\n    oauth_token: gho_other\n",
    // blank and null tokens
    "github.com:\n    oauth_token: \"   \"\n",
    "github.com:\n    oauth_token: null\n",
    "github.com:\n    oauth_token: ~\n",
    "github.com:\n    oauth_token:\n",
    // wrong shapes
    "github.com:\n    oauth_token:\n        nested: x\n",
    "github.com: gho_flat\n",
    "- github.com\n",
    "",
    // malformed YAML
    "github.com: [unclosed\n  oauth_token: x",
    "\t- : : {",
  ])
  func hostsFileWithoutAUsableTokenFallsThrough(yaml: String) throws {
    let fixture = try Fixture(ghHosts: yaml)
    defer { fixture.root.remove() }
    #expect(fixture.discover()?.source == .saved(path: fixture.savedPath))
  }

  @Test func binaryHostsFileFallsThrough() throws {
    let fixture = try Fixture(ghHosts: nil)
    defer { fixture.root.remove() }
    try FileManager.default.createDirectory(
      atPath: fixture.home + "/.config/gh", withIntermediateDirectories: true)
    try Data([0xff, 0xfe, 0x00, 0x01]).write(to: URL(fileURLWithPath: fixture.ghHostsPath))
    #expect(fixture.discover()?.source == .saved(path: fixture.savedPath))
  }

  @Test func ghConfigDirBeatsXDGAndHome() throws {
    let fixture = try Fixture()
    defer { fixture.root.remove() }
    try fixture.root.write(
      "github.com:\n  oauth_token: from-gh-config-dir\n", at: "ghdir/hosts.yml")
    try fixture.root.write("github.com:\n  oauth_token: from-xdg\n", at: "xdg/gh/hosts.yml")
    let found = fixture.discover([
      "GH_CONFIG_DIR": fixture.root.path + "/ghdir", "XDG_CONFIG_HOME": fixture.root.path + "/xdg",
    ])
    #expect(
      found
        == DiscoveredToken(
          token: "from-gh-config-dir",
          source: .ghHostsFile(path: fixture.root.path + "/ghdir/hosts.yml")))
  }

  @Test func xdgConfigHomeBeatsHome() throws {
    let fixture = try Fixture()
    defer { fixture.root.remove() }
    try fixture.root.write("github.com:\n  oauth_token: from-xdg\n", at: "xdg/gh/hosts.yml")
    let found = fixture.discover([
      "GH_CONFIG_DIR": "", "XDG_CONFIG_HOME": fixture.root.path + "/xdg/",
    ])
    #expect(
      found
        == DiscoveredToken(
          token: "from-xdg", source: .ghHostsFile(path: fixture.root.path + "/xdg/gh/hosts.yml")))
  }

  @Test func ghConfigDirWithoutHostsFileDoesNotFallBackToHome() throws {
    // gh itself only reads the one directory it resolved; so do we.
    let fixture = try Fixture(saved: false)
    defer { fixture.root.remove() }
    #expect(fixture.discover(["GH_CONFIG_DIR": fixture.root.path + "/empty"]) == nil)
  }

  @Test func savedTokenFollowsXDGConfigHome() throws {
    let fixture = try Fixture(ghHosts: nil, saved: false)
    defer { fixture.root.remove() }
    let xdg = fixture.root.path + "/xdg"
    try TokenStore(directory: xdg + "/triage").save("xdg-saved", for: "github.com")
    #expect(
      fixture.discover(["XDG_CONFIG_HOME": xdg])
        == DiscoveredToken(
          token: "xdg-saved", source: .saved(path: xdg + "/triage/hosts/github.com.token")))
  }

  @Test func sourceDescriptionsNeverShowTheToken() {
    let sources: [(TokenSource, String)] = [
      (.environment("GH_TOKEN"), "GH_TOKEN"),
      (.ghHostsFile(path: "/h/.config/gh/hosts.yml"), "gh's hosts.yml"),
      (.saved(path: "/h/.config/triage/hosts/github.com.token"), "saved by triage"),
      (.ghCLI(path: "/usr/bin/gh"), "gh auth token"),
    ]
    for (source, text) in sources {
      #expect(source.description == text)
      let found = DiscoveredToken(token: "gho_SECRET", source: source)
      #expect(!"\(found)".contains("gho_SECRET"))
    }
  }
}

@Suite("Token discovery: gh auth token and GitHub hosts", .timeLimit(.minutes(1)))
struct TokenDiscoveryGhTests {
  private func discovery(
    _ environment: [String: String], home: String, gh: FakeGh?, timeout: Duration = .seconds(5),
    store: InMemoryLogHandler.Store = .init()
  ) -> TokenDiscovery {
    var environment = environment
    if let gh { environment["PATH"] = gh.pathVariable }
    return TokenDiscovery(
      environment: environment, homeDirectory: home,
      gh: GhCLI(environment: environment, timeout: timeout),
      logger: Logger(label: "test") { _ in InMemoryLogHandler(store: store) })
  }

  @Test func ghAuthTokenIsUsedWhenNothingElseHasOne() throws {
    let gh = try FakeGh(#"[ "$4" = github.com ] && echo gho_FROM_GH"#)
    let home = try TemporaryDirectory()
    defer {
      gh.remove()
      home.remove()
    }
    let found = discovery([:], home: home.path, gh: gh).token(for: "github.com")
    #expect(found == DiscoveredToken(token: "gho_FROM_GH", source: .ghCLI(path: gh.path)))
    #expect(found?.source.description == "gh auth token")
  }

  @Test func savedTokenAndHostsFileComeBeforeGh() throws {
    let gh = try FakeGh(#"echo x >> "$DIR/ran"; echo gho_FROM_GH"#)
    let home = try TemporaryDirectory()
    defer {
      gh.remove()
      home.remove()
    }
    try TokenStore(directory: home.path + "/.config/triage").save("saved", for: "github.com")
    #expect(discovery([:], home: home.path, gh: gh).token(for: "github.com")?.token == "saved")
    try home.write("github.com:\n  oauth_token: from-yml\n", at: ".config/gh/hosts.yml")
    #expect(discovery([:], home: home.path, gh: gh).token(for: "github.com")?.token == "from-yml")
    #expect(
      discovery(["GH_TOKEN": "env"], home: home.path, gh: gh).token(for: "github.com")?.token
        == "env")
    #expect(!FileManager.default.fileExists(atPath: gh.directory.path + "/ran"), "gh never ran")
  }

  @Test(arguments: [
    ("", "gh is not on PATH"),
    ("echo 'not logged in' >&2; exit 1", "gh exited with status 1: not logged in"),
    ("sleep 100", "gh did not answer within 300 ms; killed it"),
  ])
  func absentFailingOrHangingGhFallsThroughAndTheLogSaysWhy(script: String, why: String) throws {
    let gh: FakeGh? = script.isEmpty ? nil : try FakeGh(script)
    let home = try TemporaryDirectory()
    defer {
      gh?.remove()
      home.remove()
    }
    let store = InMemoryLogHandler.Store()
    let started = ContinuousClock.now
    let found = discovery(
      ["PATH": home.path], home: home.path, gh: gh, timeout: .milliseconds(300), store: store
    ).token(for: "github.com")
    #expect(found == nil)
    #expect(ContinuousClock.now - started < .seconds(3))
    #expect(
      store.entries.map { SecretRedactor.redact($0.message) } == [
        "gh auth token --hostname github.com gave nothing: \(why)"
      ])
  }

  @Test func tenancyHostsUseGhTokenAndEnterpriseServerUsesTheEnterpriseVariables() throws {
    let home = try TemporaryDirectory()
    defer { home.remove() }
    let environment = ["GH_TOKEN": "dotcom", "GH_ENTERPRISE_TOKEN": "enterprise"]
    let tokens = discovery(environment, home: home.path, gh: nil)
    #expect(
      tokens.token(for: "acme.ghe.com")
        == DiscoveredToken(token: "dotcom", source: .environment("GH_TOKEN")))
    #expect(
      tokens.token(for: "ghe.example.com")
        == DiscoveredToken(token: "enterprise", source: .environment("GH_ENTERPRISE_TOKEN")))
  }
}

@Suite("A token set for the other kind of host")
struct UnusedTokenVariableTests {
  private func unused(_ environment: [String: String], host: String) -> [String]? {
    TokenDiscovery(environment: environment, homeDirectory: "/nonexistent")
      .unusedVariable(for: host).map { [$0.variable, $0.expected] }
  }

  @Test func ghTokenWithAnEnterpriseHostNamesTheEnterpriseVariable() {
    #expect(
      unused(["GH_TOKEN": "x"], host: "ghe.example.com") == ["GH_TOKEN", "GH_ENTERPRISE_TOKEN"])
    #expect(
      unused(["GITHUB_TOKEN": "x"], host: "127.0.0.1") == ["GITHUB_TOKEN", "GH_ENTERPRISE_TOKEN"],
      "--api-url to a stub is an Enterprise host too")
  }

  @Test func anEnterpriseTokenOnGithubDotComNamesGhToken() {
    #expect(
      unused(["GH_ENTERPRISE_TOKEN": "x"], host: "github.com")
        == ["GH_ENTERPRISE_TOKEN", "GH_TOKEN"])
  }

  @Test func nothingIsUnusedWhenTheHostsOwnVariableIsSetOrTheOtherIsBlank() {
    #expect(unused(["GH_TOKEN": "x", "GH_ENTERPRISE_TOKEN": "y"], host: "ghe.example.com") == nil)
    #expect(unused(["GH_TOKEN": "  "], host: "ghe.example.com") == nil)
    #expect(unused([:], host: "github.com") == nil)
  }
}
