import FoundationEssentials
import IssueDomain
import SystemSupport

/// The host and repository a git remote URL points at, for the URL shapes GitHub hands out:
/// `https://host/owner/name(.git)`, `ssh://[user@]host[:port]/owner/name(.git)`,
/// `git://host/owner/name`, and scp-like `[user@]host:owner/name(.git)`. Anything else (a local
/// path, `file://`, a path with more or fewer than two parts) is not a GitHub repository.
struct GitRemoteURL: Equatable, Sendable {
  /// The host as gh keys it (`HostKind.normalized`: `ssh.github.com` is `github.com`).
  let host: String
  let repository: RepositoryName

  /// Remote URLs are short; a longer one is not parsed.
  private static let maximumLength = 2048

  init?(_ raw: String) {
    let text = raw.trimmingWhitespace()
    guard !text.isEmpty, text.count <= Self.maximumLength else { return nil }
    let authority: Substring
    let path: Substring
    if let separator = text.scalarRange(of: "://") {
      let scheme = text[..<separator.lowerBound].lowercased()
      guard ["https", "http", "ssh", "git", "git+ssh", "ssh+git"].contains(scheme) else {
        return nil
      }
      let rest = text[separator.upperBound...]
      guard let slash = rest.firstIndex(of: "/") else { return nil }
      authority = Self.withoutPort(Self.withoutUser(rest[..<slash]))
      path = rest[slash...]
    } else {
      // scp-like: no slash before the first colon, else it is a local path.
      guard let colon = text.firstIndex(of: ":"), !text[..<colon].contains("/") else { return nil }
      authority = Self.withoutUser(text[..<colon])
      path = text[text.index(after: colon)...]
    }
    var trimmed = path
    while trimmed.hasPrefix("/") { trimmed = trimmed.dropFirst() }
    guard let host = try? APIEndpoint.validatedHost(String(authority)),
      !trimmed.isEmpty,
      let repository = try? RepositoryName.parse(String(trimmed))
    else { return nil }
    self.host = HostKind.normalized(host)
    self.repository = repository
  }

  private static func withoutUser(_ authority: Substring) -> Substring {
    guard let at = authority.lastIndex(of: "@") else { return authority }
    return authority[authority.index(after: at)...]
  }

  private static func withoutPort(_ authority: Substring) -> Substring {
    guard let colon = authority.lastIndex(of: ":") else { return authority }
    return authority[..<colon]
  }
}
