import Foundation
import SystemSupport
import Yams

/// gh's `hosts.yml`, read once: the hosts gh is signed in to, in file order, and the
/// `oauth_token` of each (older gh; newer gh keeps the token in the system keyring and leaves it
/// out). A missing, oversized, non-UTF-8 or malformed file reads as empty.
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
      let root = try? Yams.compose(yaml: text)
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

  /// `<host>.oauth_token`, trimmed; nil when absent, blank, null (`~`) or not a string.
  func token(for host: String) -> String? {
    guard let value = root?.mapping?[host]?.mapping?["oauth_token"]?.scalar,
      Node.scalar(value).null == nil
    else { return nil }
    let token = value.string.trimmingCharacters(in: .whitespacesAndNewlines)
    return token.isEmpty ? nil : token
  }
}
