import Foundation

/// Loads octokit's recorded exchanges and finds them on disk, from a checkout or from CI, where
/// the shared directory sits beside the clone.
public enum OctokitFixtures {
  /// The exchanges in one fixture file (a JSON array of exchanges).
  public static func load(_ url: URL) throws -> [RecordedExchange] {
    let data = try Data(contentsOf: url)
    return try JSONDecoder().decode([RecordedExchange].self, from: data)
  }

  /// The exchanges in `<name>.json` of ``octokitDirectory(from:)``.
  public static func load(named name: String, from filePath: String = #filePath) throws
    -> [RecordedExchange]
  {
    try load(octokitDirectory(from: filePath).appendingPathComponent("\(name).json"))
  }

  /// `fixtures/octokit` in the shared directory: `TRIAGE_SHARED_DIR` if set, else `../shared`
  /// beside the repository root, found by walking up from `filePath` to the first directory
  /// holding a `Package.swift`.
  public static func octokitDirectory(from filePath: String = #filePath) -> URL {
    sharedDirectory(from: filePath)
      .appendingPathComponent("fixtures", isDirectory: true)
      .appendingPathComponent("octokit", isDirectory: true)
  }

  private static func sharedDirectory(from filePath: String) -> URL {
    if let shared = ProcessInfo.processInfo.environment["TRIAGE_SHARED_DIR"], !shared.isEmpty {
      return URL(fileURLWithPath: shared, isDirectory: true)
    }
    let fileManager = FileManager.default
    var directory = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    while directory.path != "/" && !directory.path.isEmpty {
      if fileManager.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
        return directory.deletingLastPathComponent()
          .appendingPathComponent("shared", isDirectory: true)
      }
      directory = directory.deletingLastPathComponent()
    }
    // No repository root above the file: fall back to the working directory's neighbour.
    return URL(fileURLWithPath: fileManager.currentDirectoryPath, isDirectory: true)
      .deletingLastPathComponent()
      .appendingPathComponent("shared", isDirectory: true)
  }
}
