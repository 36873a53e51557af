import Foundation
import Testing

@testable import GitHubAPI

/// Which URLs may reach the transport: http or https, a host, and a port (when one is named) in
/// 1…65535 that `URL` reads as written. Everything else is refused before a request is made.
@Suite struct RequestableURLTests {
  @Test(arguments: [
    "https://api.github.com/repos/o/r/issues?page=2",
    "https://API.github.com:443/x",
    "http://127.0.0.1:8080/x",
    "http://127.0.0.1:1/x",
    "http://127.0.0.1:65535/x",
    "http://[::1]:8080/x",
    "http://localhost/x",
    "https://ghe.example.com:8443/api/v3/user",
  ])
  func requestable(_ text: String) throws {
    #expect(RequestableURL.allows(try #require(URL(string: text))), "\(text)")
  }

  @Test(arguments: [
    "http://127.0.0.1:65536/x",
    "http://127.0.0.1:0/x",
    "http://localhost:73616/x",
    "https://api.github.com:65979/x",
    "http://[::1]:65536/x",
    "http://127.0.0.1:99999999999999999999999/x",
    "http://127.0.0.1:18446744073709551616/x",
    "http://127.0.0.1:/x",
    "http://127.0.0.1:08080/x",
    "http://127.0.0.1:000080/x",
    "ftp://api.github.com/x",
    "file:///etc/passwd",
    "http+unix://%2Ftmp%2Fsock/x",
    "unix:///tmp/sock",
    "javascript:alert(1)",
    "http:///x",
    "http://:80/x",
    "http://user@/x",
    "/relative/path",
  ])
  func refused(_ text: String) throws {
    #expect(!RequestableURL.allows(try #require(URL(string: text))), "\(text)")
  }
}
