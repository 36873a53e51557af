/// Where a setting in effect came from, as `--print-config` says it.
enum ConfigOrigin: Sendable, Equatable, CustomStringConvertible {
  /// Nothing set it.
  case defaults
  /// The config file (`path` as the person knows it).
  case file(String)
  /// A file that a config file includes.
  case include(String)
  /// The `.triage.yml` at the root of the git checkout Triage started in.
  case repositoryFile(String)
  /// An environment variable.
  case environment(String)
  /// A command-line flag.
  case flag(String)

  var description: String {
    switch self {
    case .defaults: "the defaults"
    case .file(let path): path
    case .include(let path): "\(path) (included)"
    case .repositoryFile(let path): "\(path) (the repository's)"
    case .environment(let name): "\(name) (environment)"
    case .flag(let name): "\(name) (command line)"
    }
  }
}
