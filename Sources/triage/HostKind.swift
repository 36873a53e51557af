/// Which product a host runs, decided by its name as gh and go-gh decide it: `github.com` and the
/// data-residency tenants under `*.ghe.com` are GitHub, served at `https://api.HOST` and signed in
/// with `GH_TOKEN`; every other host is GitHub Enterprise Server, served at `https://HOST/api/v3`
/// and signed in with `GH_ENTERPRISE_TOKEN`.
enum HostKind: Equatable, Sendable {
  /// github.com, or a `*.ghe.com` tenant.
  case gitHub
  /// A self-hosted GitHub Enterprise Server.
  case enterpriseServer

  /// The kind of `host` (compared case-insensitively).
  init(host: String) {
    let host = host.lowercased()
    self = host == "github.com" || Self.isTenant(host) ? .gitHub : .enterpriseServer
  }

  /// The environment variables holding this kind's token, strongest first.
  var tokenVariables: [String] {
    switch self {
    case .gitHub: ["GH_TOKEN", "GITHUB_TOKEN"]
    case .enterpriseServer: ["GH_ENTERPRISE_TOKEN", "GITHUB_ENTERPRISE_TOKEN"]
    }
  }

  /// The REST API root for `host`, with no trailing slash.
  static func apiBase(for host: String) -> String {
    switch HostKind(host: host) {
    case .gitHub: "https://api.\(host.lowercased())"
    case .enterpriseServer: "https://\(host)/api/v3"
    }
  }

  /// The name gh keys a host by: lowercased, any `*.github.com` (`ssh.github.com`,
  /// `www.github.com`) as `github.com`, and `x.TENANT.ghe.com` as `TENANT.ghe.com`, so a remote
  /// URL's host can be compared with the host signed in to.
  static func normalized(_ host: String) -> String {
    let host = host.lowercased()
    if host.hasSuffix(".github.com") { return "github.com" }
    if host.hasSuffix(".ghe.com") {
      let tenant = host.dropLast(".ghe.com".count).split(separator: ".").last ?? ""
      return tenant.isEmpty ? host : tenant + ".ghe.com"
    }
    return host
  }

  /// `TENANT.ghe.com`, with a non-empty tenant.
  private static func isTenant(_ host: String) -> Bool {
    host.hasSuffix(".ghe.com") && host.count > ".ghe.com".count
  }
}
