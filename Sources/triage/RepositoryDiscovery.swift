import AppCore
import FoundationEssentials
import IssueDomain
import SystemSupport
import TriageApp

/// The repository to open at start when none is given on the command line, found as gh finds
/// it: `GH_REPO`, else the git checkout the working directory is in, when one of its remotes is on
/// the host signed in to.
///
/// Remotes are tried in a fixed order: any with `gh-resolved` set (`gh repo set-default`) in file
/// order, then `upstream`, `github`, `origin`, then the rest in file order; the first whose URL
/// names a repository on the host wins. A `gh-resolved` naming `OWNER/NAME` means that repository
/// on the remote's host, as in gh.
enum RepositoryDiscovery {
  /// Where the repository came from, for the log.
  enum Source: Equatable, Sendable, CustomStringConvertible {
    case argument
    case ghRepo
    /// The remote of this name in the config at this path.
    case remote(name: String, config: String)

    var description: String {
      switch self {
      case .argument: "the command line"
      case .ghRepo: "GH_REPO"
      case .remote(let name, let config): "the remote \"\(name)\" in \(config)"
      }
    }
  }

  struct Found: Equatable, Sendable {
    let repository: RepositoryName
    let source: Source
  }

  /// `GH_REPO` as `OWNER/NAME`, `HOST/OWNER/NAME` or a remote URL, with its host if it names
  /// one; nil when unset or blank.
  ///
  /// - Throws: `invalidGHRepo` for any other value, so a typo is reported before the screen
  ///   opens rather than silently ignored.
  static func ghRepo(_ environment: [String: String]) throws(APIEndpointError) -> (
    host: String?, repository: RepositoryName
  )? {
    guard let raw = environment["GH_REPO"] else { return nil }
    let value = raw.trimmingWhitespace()
    guard !value.isEmpty else { return nil }
    if value.contains("://") || value.contains("@") {
      guard let url = GitRemoteURL(value) else { throw .invalidGHRepo(raw) }
      return (url.host, url.repository)
    }
    let parts = value.split(separator: "/", omittingEmptySubsequences: false)
    do {
      switch parts.count {
      case 2:
        return (nil, try RepositoryName.parse(value))
      case 3:
        let host = HostKind.normalized(try APIEndpoint.validatedHost(String(parts[0])))
        return (host, try RepositoryName.parse(parts[1] + "/" + parts[2]))
      default:
        throw APIEndpointError.invalidGHRepo(raw)
      }
    } catch {
      throw .invalidGHRepo(raw)
    }
  }

  /// The repository of the checkout containing `directory` whose remote is on `host`.
  static func checkout(in directory: String, host: String) -> Found? {
    guard let checkout = GitCheckout.containing(directory), let config = checkout.config() else {
      return nil
    }
    let host = HostKind.normalized(host)
    for remote in ordered(config.remotes) {
      guard let url = remote.url.flatMap(GitRemoteURL.init), url.host == host else { continue }
      var repository = url.repository
      if let resolved = remote.ghResolved, resolved != "base",
        let named = try? RepositoryName.parse(resolved)
      {
        repository = named
      }
      return Found(
        repository: repository,
        source: .remote(name: remote.name, config: checkout.configPath))
    }
    return nil
  }

  /// The checkout `directory` is in, with every repository its remotes name on `host` (in the
  /// order `checkout(in:host:)` tries them): where a custom command's `{{path}}` points and
  /// `gh pr checkout` runs. Nil outside a checkout or with no remote on the host.
  static func clone(in directory: String, host: String) -> LocalClone? {
    guard let checkout = GitCheckout.containing(directory), let config = checkout.config() else {
      return nil
    }
    let host = HostKind.normalized(host)
    var repositories: [RepositoryName] = []
    for remote in ordered(config.remotes) {
      guard let url = remote.url.flatMap(GitRemoteURL.init), url.host == host else { continue }
      if !repositories.contains(url.repository) { repositories.append(url.repository) }
    }
    return repositories.isEmpty ? nil : LocalClone(root: checkout.root, repositories: repositories)
  }

  /// gh-resolved remotes, then `upstream`, `github`, `origin`, then the rest, each in file order.
  static func ordered(_ remotes: [GitConfig.Remote]) -> [GitConfig.Remote] {
    let preferred = ["upstream", "github", "origin"]
    func rank(_ remote: GitConfig.Remote) -> Int {
      if remote.ghResolved != nil { return 0 }
      return preferred.firstIndex(of: remote.name).map { $0 + 1 } ?? preferred.count + 1
    }
    return remotes.enumerated()
      .sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }
      .map(\.element)
  }
}
