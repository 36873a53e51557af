import IssueDomain

/// One `repo_paths:` entry: a repository, or every repository of an owner (`owner/*`), and
/// the directory of its local clone, as written (`~/src/app`).
struct RepositoryPath: Sendable, Equatable {
  /// `owner/name`, or `owner/*`.
  var pattern: String
  /// The directory as written; `~/` is the home directory.
  var path: String
  /// Where the entry is, for a problem about it.
  var file: String
  var line: Int

  /// Whether `repository` is the entry's (names compare as GitHub's do, without case).
  func matches(_ repository: RepositoryName) -> Bool {
    let parts = pattern.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, parts[0].lowercased() == repository.owner.lowercased() else {
      return false
    }
    return parts[1] == "*" || parts[1].lowercased() == repository.name.lowercased()
  }

  /// Whether `text` is `owner/name` or `owner/*`, each part as GitHub allows it.
  static func isPattern(_ text: String) -> Bool {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return false }
    func valid(_ part: Substring) -> Bool {
      part.count <= 100
        && part.unicodeScalars.allSatisfy { scalar in
          scalar.isASCII
            && (scalar.properties.isAlphabetic || ("0"..."9").contains(Character(scalar))
              || "-_.".unicodeScalars.contains(scalar))
        }
    }
    return valid(parts[0]) && (parts[1] == "*" || valid(parts[1]))
  }

  /// The directory, `~/` made the home directory's; nil for a relative path.
  func directory(homeDirectory: String) -> String? {
    if path == "~" { return homeDirectory.isEmpty ? nil : homeDirectory }
    if path.hasPrefix("~/") {
      guard !homeDirectory.isEmpty else { return nil }
      return homeDirectory + String(path.dropFirst())
    }
    return path.hasPrefix("/") ? path : nil
  }
}
