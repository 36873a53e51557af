import FoundationEssentials
import IssueDomain
import IssueStore
import SystemSupport

/// What the shell completion scripts offer for the values Triage knows: the repositories it has
/// kept, the sections of the configuration, the log levels.
enum ShellCompletion {
  static let logLevels = ["debug", "info", "notice", "warning", "error"]

  /// `owner/name` of the repositories kept in every account's store that start with `prefix`.
  static func repositories(
    prefix: String, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> [String] {
    let directories = UserDirectories(environment: environment)
    guard let directory = StoreLocation.directory(in: directories) else { return [] }
    var names: [String] = []
    var seen: Set<String> = []
    // Set-aside copies (`….sqlite.corrupt-…`) are damage, not what was kept.
    for file in StoreLocation.files(in: directory) where file.hasSuffix(".sqlite") {
      for repository in IssueStore.keptRepositories(inFile: file) {
        let name = "\(repository.owner)/\(repository.name)"
        guard name.lowercased().hasPrefix(prefix.lowercased()),
          seen.insert(name.lowercased()).inserted
        else { continue }
        names.append(name)
      }
    }
    return names
  }

  /// `1`…`N` for the sections the configuration has.
  static func sections() -> [String] {
    let count = TriageCommand.loadConfiguration().sections.sections.count
    return (1...max(1, count)).map(String.init)
  }
}
