import FoundationEssentials
import SystemSupport

/// The host used when neither `--host` nor `--api-url` is given, chosen as gh chooses it: the
/// host in `GH_REPO` (`HOST/OWNER/NAME`), else `GH_HOST`, else the only host in gh's `hosts.yml`
/// when it lists exactly one, else github.com.
struct DefaultHost: Equatable, Sendable {
  enum Source: Equatable, Sendable, CustomStringConvertible {
    case ghRepo
    case ghHost
    /// The only host in gh's `hosts.yml`, at this path.
    case onlyHostInHostsFile(path: String)
    case builtIn

    var description: String {
      switch self {
      case .ghRepo: "GH_REPO"
      case .ghHost: "GH_HOST"
      case .onlyHostInHostsFile(let path): "the only host in \(path)"
      case .builtIn: "the default"
      }
    }
  }

  let name: String
  let source: Source

  /// Whether the user named the host (`GH_REPO`, `GH_HOST`), as `--host` would: then a missing
  /// token brings up the sign-in screen for it rather than the demo.
  var isExplicit: Bool { source == .ghRepo || source == .ghHost }

  /// - Throws: `invalidGHHost` when `GH_HOST` is set to something that is not a host name.
  static func resolve(
    environment: [String: String], hostsFile: GhHostsFile?, repositoryHost: String?
  ) throws(APIEndpointError) -> DefaultHost {
    if let repositoryHost { return DefaultHost(name: repositoryHost, source: .ghRepo) }
    if let value = environment["GH_HOST"], !value.trimmingWhitespace().isEmpty {
      do throws(APIEndpointError) {
        return DefaultHost(name: try APIEndpoint.validatedHost(value), source: .ghHost)
      } catch {
        throw .invalidGHHost(value)
      }
    }
    if let hostsFile, hostsFile.hosts.count == 1,
      let only = try? APIEndpoint.validatedHost(hostsFile.hosts[0])
    {
      return DefaultHost(name: only, source: .onlyHostInHostsFile(path: hostsFile.path))
    }
    return DefaultHost(name: APIEndpoint.defaultHost, source: .builtIn)
  }
}
