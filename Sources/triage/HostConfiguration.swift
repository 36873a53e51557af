import FoundationEssentials
import GitHubAPI
import SystemSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Which GitHub server to talk to: the host name used to look up a token, and the REST API base
/// URL requests are sent to.
///
/// They are kept apart because `--api-url` can point at a stub or a proxy while the token is still
/// the one saved for the real host (`--host`).
struct APIEndpoint: Equatable, Sendable {
  /// The host whose token is used (`github.com`, `ghe.example.com`, `127.0.0.1`).
  let host: String
  /// The REST API root, with no trailing slash; request paths are appended to it.
  let baseURL: URL

  /// The host used when neither `--host` nor `--api-url` is given.
  static let defaultHost = "github.com"

  /// Resolves `--host` and `--api-url` into an endpoint; with neither, `fallbackHost` (from
  /// `GH_HOST` or gh's `hosts.yml`, see `DefaultHost`) or github.com.
  ///
  /// github.com and `*.ghe.com` are served from `https://api.HOST`; every other host is taken to
  /// be GitHub Enterprise Server, whose API lives at `https://HOST/api/v3` (`HostKind`). An
  /// `--api-url` replaces that base URL, and its host names the token unless `--host` is given as
  /// well. Plain http would send the token in clear text, so it is refused except to a loopback
  /// address (test stubs).
  static func resolve(
    host: String?, apiURL: String?, fallbackHost: String? = nil
  ) throws(APIEndpointError) -> APIEndpoint {
    let givenHost: String?
    if let host {
      givenHost = try validatedHost(host)
    } else {
      givenHost = nil
    }
    if let apiURL {
      let (url, urlHost) = try validatedAPIURL(apiURL)
      return APIEndpoint(host: givenHost ?? urlHost, baseURL: url)
    }
    let name = givenHost ?? fallbackHost ?? defaultHost
    guard let url = URL(string: HostKind.apiBase(for: name)) else { throw .invalidHost(name) }
    return APIEndpoint(host: name, baseURL: url)
  }

  /// Accepts a bare DNS name (letters, digits, `-` and `.`), lowercased, because the host becomes
  /// both part of a URL and a key in gh's `hosts.yml` and in our token store. Schemes, ports, paths
  /// and user info are refused rather than guessed at: they belong in `--api-url`.
  static func validatedHost(_ raw: String) throws(APIEndpointError) -> String {
    let host = raw.trimmingWhitespace().lowercased()
    let allowed = host.unicodeScalars.allSatisfy { scalar in
      scalar.isASCII
        && (("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "-"
          || scalar == ".")
    }
    guard !host.isEmpty, host.count <= 253, allowed, !host.hasPrefix("."), !host.hasPrefix("-"),
      !host.contains("..")
    else { throw .invalidHost(raw) }
    return host.hasSuffix(".") ? String(host.dropLast()) : host
  }

  private static func validatedAPIURL(_ raw: String) throws(APIEndpointError) -> (URL, String) {
    var text = raw.trimmingWhitespace()
    while text.hasSuffix("/") { text.removeLast() }
    guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased()
    else { throw .invalidURL(raw) }
    guard scheme == "https" || scheme == "http" else { throw .unsupportedScheme(scheme) }
    guard components.user == nil, components.password == nil else { throw .credentialsInURL }
    guard components.query == nil, components.fragment == nil else {
      throw .queryOrFragment(raw)
    }
    guard let rawHost = components.host, !rawHost.isEmpty else { throw .invalidURL(raw) }
    let host = Self.unbracketed(rawHost).lowercased()
    if scheme == "http", !LoopbackHost.contains(host) { throw .plainHTTP(host: host) }
    guard let url = URL(string: text), RequestableURL.allows(url) else { throw .invalidURL(raw) }
    return (url, host)
  }

  /// `URLComponents` may report an IPv6 host with or without its brackets, depending on the
  /// Foundation in use; the token lookup and the loopback check want it without.
  private static func unbracketed(_ host: String) -> String {
    if host.hasPrefix("["), host.hasSuffix("]") {
      return String(host.dropFirst().dropLast())
    }
    return host
  }

}
