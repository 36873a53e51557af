import FoundationEssentials

/// A URL's origin: scheme, host and port, the unit the token is scoped to. Two URLs on one host
/// but another port or scheme are different servers as far as a credential is concerned, so the
/// token goes only to the API base URL's own origin.
public struct Origin: Hashable, Sendable, CustomStringConvertible {
  public let scheme: String
  public let host: String
  public let port: Int

  /// `nil` for a URL without a scheme or host, or with a scheme other than http and https.
  public init?(_ url: URL) {
    guard let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased(), !host.isEmpty
    else { return nil }
    let defaultPort: Int
    switch scheme {
    case "https": defaultPort = 443
    case "http": defaultPort = 80
    default: return nil
    }
    self.scheme = scheme
    self.host = host
    self.port = url.port ?? defaultPort
  }

  /// `scheme://host:port`: safe to log, since it never holds a path, a query or credentials.
  public var description: String { "\(scheme)://\(host):\(port)" }

  /// Whether `url` is on `origin`; a URL without a usable origin never is.
  public static func of(_ url: URL, isSameAs origin: Origin?) -> Bool {
    guard let origin else { return false }
    return Origin(url) == origin
  }
}
