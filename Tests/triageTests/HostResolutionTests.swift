import Foundation
import TestSupport
import Testing

@testable import triage

@Suite("Hosts as gh resolves them")
struct HostResolutionTests {
  @Test(arguments: [
    ("github.com", HostKind.gitHub, "https://api.github.com"),
    ("GitHub.com", .gitHub, "https://api.github.com"),
    ("acme.ghe.com", .gitHub, "https://api.acme.ghe.com"),
    ("ghe.com", .enterpriseServer, "https://ghe.com/api/v3"),
    ("ghe.example.com", .enterpriseServer, "https://ghe.example.com/api/v3"),
    ("github.example.com", .enterpriseServer, "https://github.example.com/api/v3"),
    ("notghe.com", .enterpriseServer, "https://notghe.com/api/v3"),
  ])
  func kindAndAPIBase(host: String, kind: HostKind, base: String) throws {
    #expect(HostKind(host: host) == kind)
    #expect(try APIEndpoint.resolve(host: host, apiURL: nil).baseURL.absoluteString == base)
  }

  @Test(arguments: [
    ("ssh.github.com", "github.com"), ("WWW.GitHub.com", "github.com"),
    ("api.acme.ghe.com", "acme.ghe.com"), ("acme.ghe.com", "acme.ghe.com"),
    ("ghe.example.com", "ghe.example.com"),
  ])
  func remoteHostsAreNormalizedAsGhDoes(host: String, normalized: String) {
    #expect(HostKind.normalized(host) == normalized)
  }

  @Test func fallbackHostIsUsedOnlyWithoutHostOrAPIURL() throws {
    let tenant = try APIEndpoint.resolve(host: nil, apiURL: nil, fallbackHost: "acme.ghe.com")
    #expect(tenant.host == "acme.ghe.com")
    #expect(tenant.baseURL.absoluteString == "https://api.acme.ghe.com")
    let enterprise = try APIEndpoint.resolve(
      host: nil, apiURL: nil, fallbackHost: "ghe.example.com")
    #expect(enterprise.baseURL.absoluteString == "https://ghe.example.com/api/v3")
    let explicit = try APIEndpoint.resolve(
      host: "github.com", apiURL: nil, fallbackHost: "ghe.example.com")
    #expect(explicit.host == "github.com")
  }

  private func hostsFile(_ yaml: String?) throws -> (GhHostsFile, TemporaryDirectory) {
    let root = try TemporaryDirectory()
    if let yaml { try root.write(yaml, at: "hosts.yml") }
    return (GhHostsFile(path: root.path + "/hosts.yml"), root)
  }

  @Test func ghHostIsTheDefaultHost() throws {
    let (file, root) = try hostsFile("other.example.com:\n  user: x\n")
    defer { root.remove() }
    let host = try DefaultHost.resolve(
      environment: ["GH_HOST": "GHE.example.com"], hostsFile: file, repositoryHost: nil)
    #expect(host == DefaultHost(name: "ghe.example.com", source: .ghHost))
    #expect(host.isExplicit)
  }

  @Test func theOnlyHostInHostsFileIsTheDefault() throws {
    let (file, root) = try hostsFile("ghe.example.com:\n  user: x\n  git_protocol: ssh\n")
    defer { root.remove() }
    let host = try DefaultHost.resolve(
      environment: ["GH_HOST": " "], hostsFile: file, repositoryHost: nil)
    #expect(
      host == DefaultHost(name: "ghe.example.com", source: .onlyHostInHostsFile(path: file.path)))
    #expect(!host.isExplicit)
  }

  @Test(arguments: [
    "github.com:\n  user: a\nghe.example.com:\n  user: b\n", "", "not: [yaml",
    "bad host!:\n  x: y\n",
  ])
  func otherwiseGitHubDotCom(yaml: String) throws {
    let (file, root) = try hostsFile(yaml)
    defer { root.remove() }
    let host = try DefaultHost.resolve(environment: [:], hostsFile: file, repositoryHost: nil)
    #expect(host == DefaultHost(name: "github.com", source: .builtIn))
  }

  @Test func ghRepoHostWinsOverGhHost() throws {
    let host = try DefaultHost.resolve(
      environment: ["GH_HOST": "ghe.example.com"], hostsFile: nil, repositoryHost: "acme.ghe.com")
    #expect(host == DefaultHost(name: "acme.ghe.com", source: .ghRepo))
  }

  @Test func invalidGhHostIsReportedWithEscapes() {
    let error = #expect(throws: APIEndpointError.self) {
      try DefaultHost.resolve(
        environment: ["GH_HOST": "https://x\u{1b}"], hostsFile: nil, repositoryHost: nil)
    }
    #expect(error == .invalidGHHost("https://x\u{1b}"))
    #expect(error?.description.contains("\u{1b}") == false)
    #expect(error?.description.hasPrefix("invalid GH_HOST") == true)
  }
}
