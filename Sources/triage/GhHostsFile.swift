import FoundationEssentials
import SystemSupport
import Yams

/// gh's `hosts.yml`, read once: the hosts gh is signed in to, in file order, and the
/// `oauth_token` of each (older gh; newer gh keeps the token in the system keyring and leaves it
/// out). A missing, oversized, non-UTF-8 or malformed file reads as empty.
///
/// Since gh 2.40 a host may hold several accounts: a `users` map of login to its entry (with
/// its own `oauth_token` when gh stores tokens in the file), and `user`, the active login,
/// whose token is also the host's own `oauth_token`.
struct GhHostsFile {
  /// Where the file is (whether or not it exists), for the log.
  let path: String
  /// The top-level keys, in file order.
  let hosts: [String]
  private let root: Node?

  /// gh's own limit is far below this; the cap only stops a stray huge file from being parsed.
  static let maximumSize = 1 << 20

  init(path: String) {
    self.path = path
    guard let data = FileManager.default.contents(atPath: path),
      data.count <= Self.maximumSize,
      let text = String(data: data, encoding: .utf8),
      // The basic resolver: every value is read as text, and the default resolver's tag
      // patterns (ICU regular expressions, about 9 M instructions to compile) stay unbuilt.
      let root = try? Yams.compose(yaml: text, .basic)
    else {
      self.root = nil
      hosts = []
      return
    }
    self.root = root
    hosts = root.mapping?.keys.compactMap(\.string) ?? []
  }

  /// Where gh keeps `hosts.yml`: `GH_CONFIG_DIR` (an empty one counts as unset), else `gh` in
  /// the XDG config directory found by `UserDirectories`' rule under `homeDirectory`
  /// (`~/.config/gh` by default).
  static func path(environment: [String: String], homeDirectory: String) -> String? {
    if let directory = environment["GH_CONFIG_DIR"], !directory.isEmpty {
      return join(directory, "hosts.yml")
    }
    let config = UserDirectories(environment: environment, home: homeDirectory).config
    return config.map { join($0, "gh/hosts.yml") }
  }

  /// The token of `user` on `host`, or of the active account when `user` is nil: the host's
  /// `oauth_token`, else the active user's in `users`; for another user, theirs in `users`.
  /// Trimmed; nil when absent, blank, null (`~`) or not a string.
  func token(for host: String, user: String? = nil) -> String? {
    let entry = root?.mapping?[host]?.mapping
    guard let user, user != activeUser(for: host) else {
      return Self.text(entry?["oauth_token"])
        ?? activeUser(for: host).flatMap {
          Self.text(entry?["users"]?.mapping?[$0]?["oauth_token"])
        }
    }
    return Self.text(entry?["users"]?.mapping?[user]?["oauth_token"])
  }

  /// `<host>.user`, the account gh uses on the host, when it is a login.
  func activeUser(for host: String) -> String? {
    Self.text(root?.mapping?[host]?.mapping?["user"]).flatMap(Self.login)
  }

  /// The logins in `<host>.users`, in file order; those that can't be logins are left out.
  func users(for host: String) -> [String] {
    let keys = root?.mapping?[host]?.mapping?["users"]?.mapping?.keys.map { $0 } ?? []
    return keys.compactMap { $0.string.flatMap(Self.login) }
  }

  /// `text` if it can be a GitHub login (letters, digits and `-`, at most 39, and `_` for the
  /// logins of managed users): a hostile file can't name a store file or a header with it.
  static func login(_ text: String) -> String? {
    guard !text.isEmpty, text.utf8.count <= 39 + 10,
      text.unicodeScalars.allSatisfy({
        $0.isASCII
          && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_")
      })
    else { return nil }
    return text
  }

  /// A scalar's text, trimmed; nil when absent, blank, null or not a scalar.
  private static func text(_ node: Node?) -> String? {
    guard let value = node?.scalar, Node.scalar(value).null == nil else { return nil }
    let text = value.string.trimmingWhitespaceAndNewlines()
    return text.isEmpty ? nil : text
  }
}
