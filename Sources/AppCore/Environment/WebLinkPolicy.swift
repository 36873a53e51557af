import FoundationEssentials
import Glibc
import SystemSupport

/// Which URLs Triage hands to a browser or the clipboard. The URL comes from the server, so it is
/// untrusted: only `https` on the web host that belongs to the API (github.com for
/// api.github.com, else the Enterprise host) passes, plus `http` or `https` to a loopback address
/// (a local stub). Everything else (`javascript:`, `file:`, other hosts, user info such as
/// `https://github.com@evil.example`, non-ASCII look-alikes) is refused.
public struct WebLinkPolicy: Equatable, Sendable {
  /// The one host links may point at, lowercased.
  public let webHost: String

  /// GitHub's URLs are far shorter; the cap keeps a hostile one from filling the footer.
  public static let maximumLength = 2048

  /// The policy for the server whose API host is `apiHost` (what `--host` or `--api-url` named).
  public init(apiHost: String) {
    let host = apiHost.lowercased()
    webHost = host == "api.github.com" ? "github.com" : host
  }

  /// Whether `url` may be opened or copied.
  public func allows(_ url: String) -> Bool {
    guard url.utf8.count <= Self.maximumLength,
      url.unicodeScalars.allSatisfy({ $0.isASCII && $0.value > 0x20 && $0.value != 0x7F }),
      !url.contains("\\"),
      let components = URLComponents(string: url),
      let scheme = components.scheme?.lowercased(),
      components.user == nil, components.password == nil,
      let host = components.percentEncodedHost?.lowercased(), !host.isEmpty
    else { return false }
    // `URLComponents` and browsers must agree on the host: refuse anything that puts an `@`
    // or a percent sign in the authority, where they might not.
    guard authority(of: url)?.contains("@") == false, !host.contains("%") else { return false }
    if Self.isLoopback(host) { return scheme == "https" || scheme == "http" }
    return scheme == "https" && host == webHost
      && (components.port == nil || components.port == 443)
  }

  /// The text between `//` and the next `/`, `?` or `#`.
  private func authority(of url: String) -> Substring? {
    guard let start = url.scalarRange(of: "//") else { return nil }
    let rest = url[start.upperBound...]
    let end = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
    return rest[..<end]
  }

  /// `localhost`, `127.0.0.0/8` and `::1`, the same set the API endpoint accepts plain http to.
  public static func isLoopback(_ host: String) -> Bool {
    var host = host
    if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
    if host == "localhost" { return true }
    var v4 = in_addr()
    if inet_pton(AF_INET, host, &v4) == 1 { return UInt32(bigEndian: v4.s_addr) >> 24 == 127 }
    var v6 = in6_addr()
    if inet_pton(AF_INET6, host, &v6) == 1 {
      return withUnsafeBytes(of: &v6) { Array($0) } == Array(repeating: 0, count: 15) + [1]
    }
    return false
  }
}
