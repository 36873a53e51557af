import Testing

@testable import GitHubStubServer

/// Only whole URLs of the recorded origin move to the stub; look-alike origins stay put.
@Suite struct OriginRewriterTests {
  private let stub = "http://127.0.0.1:4000"

  @Test(arguments: [
    ("https://api.github.com/x?page=2", "http://127.0.0.1:4000/x?page=2"),
    ("<https://api.github.com:443/x>; rel=\"next\"", "<http://127.0.0.1:4000/x>; rel=\"next\""),
    ("https://API.GitHub.com", "http://127.0.0.1:4000"),
    ("https://api.github.com.example.org/x", "https://api.github.com.example.org/x"),
    ("https://api.github.com:8443/x", "https://api.github.com:8443/x"),
    ("http://api.github.com/x", "http://api.github.com/x"),
    ("https://github.com/o/r", "https://github.com/o/r"),
    ("/relative/path", "/relative/path"),
  ])
  func rewritesOnlyTheRecordedOrigin(value: String, expected: String) throws {
    let rewriter = try #require(
      OriginRewriter(scope: "https://api.github.com:443", replacement: stub))
    #expect(rewriter.rewrite(value) == expected)
  }

  @Test func aScopeWithoutPortAlsoMatchesTheExplicitDefaultPort() throws {
    let rewriter = try #require(OriginRewriter(scope: "https://ghe.example/", replacement: stub))
    #expect(rewriter.rewrite("https://ghe.example:443/api/v3/x") == "\(stub)/api/v3/x")
    #expect(rewriter.rewrite("https://ghe.example/api/v3/x") == "\(stub)/api/v3/x")
  }

  @Test func aMalformedScopeRewritesNothing() {
    #expect(OriginRewriter(scope: "api.github.com", replacement: stub) == nil)
  }
}
