import Foundation
import Yams

/// Finds a token for a host in gh's order, so a user already signed in to gh (or running in CI
/// with `GH_TOKEN`) needs no separate sign-in:
///
/// 1. `GH_TOKEN`, then `GITHUB_TOKEN` — for github.com only;
/// 2. `GH_ENTERPRISE_TOKEN`, then `GITHUB_ENTERPRISE_TOKEN` — for every other host;
/// 3. `<host>.oauth_token` in gh's `hosts.yml`;
/// 4. the token saved by our own sign-in (`TokenStore`).
///
/// The first source that has a non-blank value wins and masks the rest. The environment and home
/// directory are injected so the order can be tested without touching the process or the user's
/// files.
struct TokenDiscovery {
  let environment: [String: String]
  let homeDirectory: String

  /// gh's own limit is far below this; the cap only stops a stray huge file from being parsed.
  private static let maximumHostsFileSize = 1 << 20

  /// The token for `host`, or nil when no source has one. Never throws: a missing or unreadable
  /// source simply falls through to the next, and the caller then asks the user to sign in.
  func token(for host: String) -> DiscoveredToken? {
    let host = host.lowercased()
    for name in Self.variables(for: host) {
      if let token = Self.cleaned(environment[name]) {
        return DiscoveredToken(token: token, source: .environment(name))
      }
    }
    if let path = ghHostsFilePath, let token = Self.ghToken(for: host, inHostsFile: path) {
      return DiscoveredToken(token: token, source: .ghHostsFile(path: path))
    }
    let store = TokenStore.standard(environment: environment, homeDirectory: homeDirectory)
    if let token = Self.cleaned(store.load(for: host)), let path = try? store.path(for: host) {
      return DiscoveredToken(token: token, source: .saved(path: path))
    }
    return nil
  }

  /// The variables read for `host`, strongest first.
  static func variables(for host: String) -> [String] {
    host.lowercased() == APIEndpoint.defaultHost ? githubVariables : enterpriseVariables
  }

  private static let githubVariables = ["GH_TOKEN", "GITHUB_TOKEN"]
  private static let enterpriseVariables = ["GH_ENTERPRISE_TOKEN", "GITHUB_ENTERPRISE_TOKEN"]

  /// A token variable that is set but is for the other kind of host, as the variable's name and
  /// the name to use instead; nil when `host`'s own variables would have been used. Lets sign-in
  /// explain why a `GH_TOKEN` did nothing against an Enterprise host or `--api-url`.
  func unusedVariable(for host: String) -> (variable: String, expected: String)? {
    let own = Self.variables(for: host)
    guard own.allSatisfy({ Self.cleaned(environment[$0]) == nil }) else { return nil }
    let other = own == Self.githubVariables ? Self.enterpriseVariables : Self.githubVariables
    guard let set = other.first(where: { Self.cleaned(environment[$0]) != nil }),
      let expected = own.first
    else { return nil }
    return (set, expected)
  }

  /// Where gh keeps `hosts.yml`, resolved exactly as gh does: `GH_CONFIG_DIR`, else
  /// `$XDG_CONFIG_HOME/gh`, else `~/.config/gh` (empty values count as unset).
  var ghHostsFilePath: String? {
    if let directory = environment["GH_CONFIG_DIR"], !directory.isEmpty {
      return Self.join(directory, "hosts.yml")
    }
    if let directory = environment["XDG_CONFIG_HOME"], !directory.isEmpty {
      return Self.join(directory, "gh/hosts.yml")
    }
    guard !homeDirectory.isEmpty else { return nil }
    return Self.join(homeDirectory, ".config/gh/hosts.yml")
  }

  /// Reads `<host>: { oauth_token: ... }`. Newer gh keeps the token in the system keyring and
  /// leaves `oauth_token` out; that, a missing file and malformed YAML all give nil.
  private static func ghToken(for host: String, inHostsFile path: String) -> String? {
    guard let data = FileManager.default.contents(atPath: path),
      data.count <= maximumHostsFileSize,
      let text = String(data: data, encoding: .utf8),
      let root = try? Yams.compose(yaml: text),
      let value = root.mapping?[host]?.mapping?["oauth_token"]?.scalar,
      Node.scalar(value).null == nil  // `oauth_token: null` or `~` is no token
    else { return nil }
    return cleaned(value.string)
  }

  /// Trims surrounding whitespace; a blank value counts as absent so it can't mask a later source.
  private static func cleaned(_ value: String?) -> String? {
    guard let trimmed = value?.trimmingCharacters(in: .whitespacesAndNewlines), !trimmed.isEmpty
    else { return nil }
    return trimmed
  }

  private static func join(_ directory: String, _ relative: String) -> String {
    directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
  }
}
