/// Where a token was found. Shown to the user ("signed in with GH_TOKEN") and logged, so it names
/// the place and never carries the token itself.
enum TokenSource: Equatable, Sendable, CustomStringConvertible {
  /// An environment variable, by name (`GH_TOKEN`, `GITHUB_ENTERPRISE_TOKEN`, ...).
  case environment(String)
  /// gh's `hosts.yml`, at this path.
  case ghHostsFile(path: String)
  /// The token our own sign-in saved, at this path.
  case saved(path: String)
  /// What `gh auth token` printed, running the gh at this path (gh's keyring).
  case ghCLI(path: String)

  var description: String {
    switch self {
    case .environment(let name): name
    case .ghHostsFile: "gh's hosts.yml"
    case .saved: "saved by triage"
    case .ghCLI: "gh auth token"
    }
  }
}
