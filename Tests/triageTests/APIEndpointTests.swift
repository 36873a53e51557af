import Foundation
import Testing

@testable import triage

@Suite("API endpoint resolution")
struct APIEndpointTests {
  private func resolve(host: String? = nil, apiURL: String? = nil) throws -> APIEndpoint {
    try APIEndpoint.resolve(host: host, apiURL: apiURL)
  }

  @Test func defaultsToGitHubDotCom() throws {
    let endpoint = try resolve()
    #expect(endpoint.host == "github.com")
    #expect(endpoint.baseURL.absoluteString == "https://api.github.com")
  }

  @Test func explicitGitHubDotComUsesThePublicAPI() throws {
    let endpoint = try resolve(host: "GitHub.com")
    #expect(endpoint.host == "github.com")
    #expect(endpoint.baseURL.absoluteString == "https://api.github.com")
  }

  @Test func enterpriseHostUsesAPIv3() throws {
    let endpoint = try resolve(host: "ghe.example.com")
    #expect(endpoint.host == "ghe.example.com")
    #expect(endpoint.baseURL.absoluteString == "https://ghe.example.com/api/v3")
  }

  @Test(arguments: [
    "", " ", "https://ghe.example.com", "ghe.example.com/api", "ghe.example.com:8443",
    "user@ghe.example.com", ".example.com", "-example.com", "ghe..example.com", "ghe\u{1b}[2J",
  ])
  func invalidHostsAreRejected(host: String) {
    #expect(throws: APIEndpointError.invalidHost(host)) {
      try APIEndpoint.resolve(host: host, apiURL: nil)
    }
  }

  @Test func apiURLOverridesAndNamesTheHost() throws {
    let endpoint = try resolve(apiURL: "https://ghe.example.com/api/v3/")
    #expect(endpoint.host == "ghe.example.com")
    #expect(endpoint.baseURL.absoluteString == "https://ghe.example.com/api/v3")
  }

  @Test func apiURLKeepsItsPort() throws {
    let endpoint = try resolve(apiURL: "https://proxy.example.com:8443/github//")
    #expect(endpoint.host == "proxy.example.com")
    #expect(endpoint.baseURL.absoluteString == "https://proxy.example.com:8443/github")
  }

  @Test func explicitHostWinsOverTheAPIURLHostForTokens() throws {
    let endpoint = try resolve(host: "github.com", apiURL: "http://127.0.0.1:8080")
    #expect(endpoint.host == "github.com")
    #expect(endpoint.baseURL.absoluteString == "http://127.0.0.1:8080")
  }

  @Test func plainHTTPIsRefusedOffLoopback() throws {
    let error = #expect(throws: APIEndpointError.self) {
      try APIEndpoint.resolve(host: nil, apiURL: "http://example.com/api/v3")
    }
    #expect(error == .plainHTTP(host: "example.com"))
    #expect(
      error?.description
        == "refusing plain http to example.com; use https, or a loopback address for testing")
  }

  @Test(arguments: [
    ("http://127.0.0.1:8080", "127.0.0.1"),
    ("http://127.1.2.3/api", "127.1.2.3"),
    ("http://localhost:3000/", "localhost"),
    ("http://LOCALHOST", "localhost"),
    ("http://[::1]:9000", "::1"),
  ])
  func plainHTTPIsAllowedToLoopback(url: String, host: String) throws {
    let endpoint = try resolve(apiURL: url)
    #expect(endpoint.host == host)
    #expect(endpoint.baseURL.scheme == "http")
    #expect(!endpoint.baseURL.absoluteString.hasSuffix("/"))
  }

  @Test(arguments: [
    "http://128.0.0.1", "http://localhost.example.com", "http://[::2]", "http://10.0.0.1",
    "http://127.0.0.1.example.com",
  ])
  func lookalikesOfLoopbackAreRefused(url: String) {
    #expect(throws: APIEndpointError.self) {
      try APIEndpoint.resolve(host: nil, apiURL: url)
    }
  }

  @Test(arguments: ["", "not a url", "/api/v3", "ghe.example.com/api/v3", "https://", "https:///x"])
  func malformedURLsAreRejected(url: String) {
    let error = #expect(throws: APIEndpointError.self) {
      try APIEndpoint.resolve(host: nil, apiURL: url)
    }
    switch error {
    case .invalidURL, .unsupportedScheme: break
    default: Issue.record("unexpected \(String(describing: error))")
    }
  }

  @Test func otherSchemesAreRejected() {
    #expect(throws: APIEndpointError.unsupportedScheme("ftp")) {
      try APIEndpoint.resolve(host: nil, apiURL: "ftp://ghe.example.com/api/v3")
    }
  }

  @Test(arguments: ["https://ghe.example.com/api/v3?x=1", "https://ghe.example.com/api#v3"])
  func queryAndFragmentAreRejected(url: String) {
    #expect(throws: APIEndpointError.queryOrFragment(url)) {
      try APIEndpoint.resolve(host: nil, apiURL: url)
    }
  }

  @Test func credentialsInTheURLAreRejectedWithoutEchoingThem() {
    let error = #expect(throws: APIEndpointError.self) {
      try APIEndpoint.resolve(host: nil, apiURL: "https://me:s3cret@ghe.example.com/api/v3")
    }
    #expect(error == .credentialsInURL)
    #expect(error?.description.contains("s3cret") == false)
  }

  @Test func controlCharactersInMessagesAreEscaped() {
    let error = APIEndpointError.invalidURL("x\u{1b}]0;owned\u{07}")
    #expect(!error.description.contains("\u{1b}"))
    #expect(!error.description.contains("\u{07}"))
  }
}
