import FoundationEssentials
import Logging
import SystemSupport

/// Finds a token for a host in gh's order, so a user already signed in to gh (or running in CI
/// with `GH_TOKEN`) needs no separate sign-in:
///
/// 1. `GH_TOKEN`, then `GITHUB_TOKEN` — for github.com and `*.ghe.com` (`HostKind.gitHub`);
/// 2. `GH_ENTERPRISE_TOKEN`, then `GITHUB_ENTERPRISE_TOKEN` — for every other host;
/// 3. `<host>.oauth_token` in gh's `hosts.yml`;
/// 4. the token saved by our own sign-in (`TokenStore`);
/// 5. `gh auth token --hostname HOST`, when gh is on `PATH` (`GhCLI`): the keyring, where recent
///    gh keeps the token. It comes after our saved token so that a token signed in to here is
///    not masked, and so that start-up runs no process when one was saved (DECISIONS.md).
///
/// The first source that has a non-blank value wins and masks the rest. The environment, home
/// directory and gh runner are injected so the order can be tested without touching the process
/// or the user's files.
struct TokenDiscovery {
  let environment: [String: String]
  let homeDirectory: String
  /// Asked last, after every other source.
  var gh: GhCLI
  /// Says why gh gave no token (never a token).
  var logger: Logger

  /// `gh` defaults to the one on the environment's `PATH`, with the standard timeout.
  init(
    environment: [String: String], homeDirectory: String, gh: GhCLI? = nil,
    logger: Logger = Logger(label: "triage.token")
  ) {
    self.environment = environment
    self.homeDirectory = homeDirectory
    self.gh = gh ?? GhCLI(environment: environment)
    self.logger = logger
  }

  /// The token for `host`, or nil when no source has one. Never throws: a missing or unreadable
  /// source simply falls through to the next, and the caller then asks the user to sign in.
  ///
  /// With `user` (`--user LOGIN`), only the sources that name their account are asked: gh's
  /// `hosts.yml` and `gh auth token --user`; a token variable or the token triage saved could be
  /// anyone's, and would sign in as someone other than the account asked for.
  func token(for host: String, user: String? = nil) -> DiscoveredToken? {
    let host = host.lowercased()
    if let user { return token(for: host, of: user) }
    for name in HostKind(host: host).tokenVariables {
      if let token = Self.cleaned(environment[name]) {
        return DiscoveredToken(token: token, source: .environment(name))
      }
    }
    if let path = ghHostsFilePath, let token = GhHostsFile(path: path).token(for: host) {
      return DiscoveredToken(token: token, source: .ghHostsFile(path: path))
    }
    let store = TokenStore.standard(environment: environment, homeDirectory: homeDirectory)
    if let token = Self.cleaned(store.load(for: host)), let path = try? store.path(for: host) {
      return DiscoveredToken(token: token, source: .saved(path: path))
    }
    let outcome = gh.token(for: host)
    if case .token(let token) = outcome, let path = gh.executable {
      logger.info("token for \(host) from \(path) auth token")
      return DiscoveredToken(token: token, source: .ghCLI(path: path))
    }
    // Worded so the log's secret redactor (which blanks whatever follows `token:`) keeps the reason.
    logger.notice("gh auth token --hostname \(host) gave nothing: \(outcome)")
    return nil
  }

  private func token(for host: String, of user: String) -> DiscoveredToken? {
    if let path = ghHostsFilePath,
      let token = GhHostsFile(path: path).token(for: host, user: user)
    {
      return DiscoveredToken(token: token, source: .ghHostsFile(path: path))
    }
    let outcome = gh.token(for: host, user: user)
    if case .token(let token) = outcome, let path = gh.executable {
      logger.info("token for \(user) on \(host) from \(path) auth token --user")
      return DiscoveredToken(token: token, source: .ghCLI(path: path))
    }
    logger.notice("gh auth token --hostname \(host) --user \(user) gave nothing: \(outcome)")
    return nil
  }

  /// The login gh uses on `host` (its `hosts.yml`'s `user`), for keying the store before the
  /// server has said whose token it is.
  func activeUser(for host: String) -> String? {
    ghHostsFilePath.flatMap { GhHostsFile(path: $0).activeUser(for: host.lowercased()) }
  }

  /// A token variable that is set but is for the other kind of host, as the variable's name and
  /// the name to use instead; nil when `host`'s own variables would have been used. Lets sign-in
  /// explain why a `GH_TOKEN` did nothing against an Enterprise host or `--api-url`.
  func unusedVariable(for host: String) -> (variable: String, expected: String)? {
    let kind = HostKind(host: host)
    let own = kind.tokenVariables
    guard own.allSatisfy({ Self.cleaned(environment[$0]) == nil }) else { return nil }
    let other: HostKind = kind == .gitHub ? .enterpriseServer : .gitHub
    guard let set = other.tokenVariables.first(where: { Self.cleaned(environment[$0]) != nil }),
      let expected = own.first
    else { return nil }
    return (set, expected)
  }

  /// Where gh keeps `hosts.yml` (see `GhHostsFile.path`).
  var ghHostsFilePath: String? {
    GhHostsFile.path(environment: environment, homeDirectory: homeDirectory)
  }

  /// Trims surrounding whitespace; a blank value counts as absent so it can't mask a later source.
  private static func cleaned(_ value: String?) -> String? {
    guard let trimmed = value?.trimmingWhitespaceAndNewlines(), !trimmed.isEmpty
    else { return nil }
    return trimmed
  }
}
