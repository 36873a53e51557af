import Testing

@testable import AppCore

/// Which links `o` and `y` act on: the server's own web pages, and nothing a hostile server
/// could dress up as one.
@Suite struct WebLinkPolicyTests {
  static let github = WebLinkPolicy(apiHost: "github.com")

  @Test(arguments: [
    "https://github.com/octo/repo/issues/7",
    "https://GitHub.com/octo/repo/pull/8#issuecomment-1",
    "https://github.com:443/octo/repo/issues/7",
    "http://127.0.0.1:8080/octo/repo/issues/7",
    "https://localhost/octo/repo/issues/7",
    "http://[::1]:9000/x",
  ])
  func githubPagesAndLoopbackAreAllowed(url: String) {
    #expect(Self.github.allows(url))
  }

  @Test(arguments: [
    "javascript:alert(1)",
    "JavaScript://github.com/%0Aalert(1)",
    "file:///etc/passwd",
    "data:text/html,<script>alert(1)</script>",
    "ftp://github.com/x",
    "http://github.com/octo/repo/issues/7",
    "https://evil.example/octo/repo/issues/7",
    "https://github.com.evil.example/x",
    "https://evilgithub.com/x",
    "https://github.com@evil.example/x",
    "https://user:pass@github.com/x",
    "https://github.com%40evil.example/x",
    "https://evil.example\\@github.com/x",
    "https://evil.example\\.github.com/x",
    "https://github.com:8443/x",
    "https://gіthub.com/x",
    "https://github.com/x y",
    "https://github.com/x\u{1B}]52;c;AAAA\u{07}",
    "https://github.com/\n",
    "http://10.0.0.1/x",
    "http://169.254.169.254/latest/meta-data",
    "http://localhost.evil.example/x",
    "//github.com/x",
    "github.com/x",
    "",
    "https://github.com/" + String(repeating: "a", count: 4096),
  ])
  func hostileLinksAreRefused(url: String) {
    #expect(!Self.github.allows(url), "\(url)")
  }

  @Test func theAPIHostMapsToItsWebHost() {
    #expect(WebLinkPolicy(apiHost: "api.github.com").webHost == "github.com")
    #expect(WebLinkPolicy(apiHost: "GHE.Example.com").webHost == "ghe.example.com")
  }

  @Test func anEnterpriseServerAllowsOnlyItsOwnHost() {
    let enterprise = WebLinkPolicy(apiHost: "ghe.example.com")
    #expect(enterprise.allows("https://ghe.example.com/octo/repo/issues/1"))
    #expect(!enterprise.allows("https://github.com/octo/repo/issues/1"))
    #expect(!enterprise.allows("http://ghe.example.com/octo/repo/issues/1"))
  }
}
