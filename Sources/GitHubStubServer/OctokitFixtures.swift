import FoundationEssentials

/// Loads octokit's recorded exchanges from the repository's own `Tests/Fixtures/octokit`, so a
/// fresh clone with nothing beside it has every fixture its tests read.
public enum OctokitFixtures {
  /// Why a fixture could not be loaded, naming the file so a missing copy is obvious.
  public struct MissingFixture: Error, CustomStringConvertible {
    public let path: String
    public var description: String {
      "fixture \(path) is missing; the recorded exchanges live in Tests/Fixtures/octokit"
    }
  }

  /// The exchanges in one fixture file (a JSON array of exchanges).
  public static func load(_ url: URL) throws -> [RecordedExchange] {
    guard FileManager.default.fileExists(atPath: url.path) else {
      throw MissingFixture(path: url.path)
    }
    let data = try Data(contentsOf: url)
    return try JSONDecoder().decode([RecordedExchange].self, from: data)
  }

  /// The exchanges in `<name>.json` of ``octokitDirectory(from:)``.
  public static func load(named name: String, from filePath: String = #filePath) throws
    -> [RecordedExchange]
  {
    try load(octokitDirectory(from: filePath).appendingPathComponent("\(name).json"))
  }

  /// `Tests/Fixtures/octokit` of the repository that holds `filePath`, found by walking up to
  /// the first directory with a `Package.swift`; the working directory when there is none.
  public static func octokitDirectory(from filePath: String = #filePath) -> URL {
    repositoryRoot(from: filePath)
      .appendingPathComponent("Tests", isDirectory: true)
      .appendingPathComponent("Fixtures", isDirectory: true)
      .appendingPathComponent("octokit", isDirectory: true)
  }

  private static func repositoryRoot(from filePath: String) -> URL {
    let fileManager = FileManager.default
    var directory = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    while directory.path != "/" && !directory.path.isEmpty {
      if fileManager.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
        return directory
      }
      directory = directory.deletingLastPathComponent()
    }
    return URL(fileURLWithPath: fileManager.currentDirectoryPath, isDirectory: true)
  }
}
