import GRDB
import IssueDomain

extension IssueStore {
  /// The repositories of the issues kept in `file`, most recently used first, at most `limit`:
  /// what shell completion offers for the repository argument. The file is opened read-only and
  /// never created, migrated or set aside; none when it can't be read (missing, locked, not a
  /// store).
  public static func keptRepositories(inFile file: String, limit: Int = 200) -> [RepositoryName] {
    var configuration = Configuration()
    configuration.readonly = true
    configuration.busyMode = .timeout(0.1)
    guard let queue = try? DatabaseQueue(path: file, configuration: configuration) else {
      return []
    }
    let keys =
      (try? queue.read { db in
        try String.fetchAll(
          db, sql: "SELECT key FROM issue ORDER BY usedAt DESC LIMIT ?", arguments: [limit * 10])
      }) ?? []
    var seen: Set<String> = []
    var repositories: [RepositoryName] = []
    for key in keys {
      guard let hash = key.firstIndex(of: "#") else { continue }
      let parts = key[..<hash].split(separator: "/")
      guard parts.count == 2 else { continue }
      let repository = RepositoryName(owner: String(parts[0]), name: String(parts[1]))
      guard seen.insert("\(repository.owner)/\(repository.name)".lowercased()).inserted else {
        continue
      }
      repositories.append(repository)
      if repositories.count == limit { break }
    }
    return repositories
  }
}
