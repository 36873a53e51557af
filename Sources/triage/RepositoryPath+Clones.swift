import AppCore
import FoundationEssentials
import IssueDomain
import SystemSupport
import TriageApp

extension RepositoryPath {
  /// At most this many `repo_paths` entries are looked at, and this many directories for each
  /// `owner/*`: the look is a stat and a git config read each, before the first frame.
  static let maximumEntries = 100
  static let maximumDirectories = 200

  /// The clones `paths` name on `host`, each checked to be a clone of its repository (one of its
  /// remotes on `host` is the repository, and the directory is the checkout's root, not a
  /// directory inside another clone). An `owner/name` entry that isn't is a problem at its line,
  /// and left out, so nothing ever runs in the wrong directory. An `owner/*` entry maps each
  /// directory its path names (`~/src/*`, or the directories in `~/src`) to the repository of
  /// that name, and leaves out a directory that isn't that repository's clone.
  static func clones(
    _ paths: [RepositoryPath], host: String, homeDirectory: String
  ) -> (clones: [LocalClone], problems: [ConfigurationProblem]) {
    var clones: [LocalClone] = []
    var problems: [ConfigurationProblem] = []
    for entry in paths.prefix(maximumEntries) {
      let key = "repo_paths.\(entry.pattern)"
      func problem(_ why: String) {
        problems.append(
          ConfigurationProblem(
            file: entry.file, line: entry.line, key: key, reason: .invalidRepositoryPath(why),
            consequence: .leftOut(key)))
      }
      guard let directory = entry.directory(homeDirectory: homeDirectory) else {
        problem("must be an absolute directory or start with ~/")
        continue
      }
      let parts = entry.pattern.split(separator: "/")
      guard parts.count == 2 else { continue }
      let owner = String(parts[0])
      if parts[1] == "*" {
        let template = directory.contains("*") ? directory : join(directory, "*")
        let parent = parentPath(template)
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? [])
          .filter { !$0.hasPrefix(".") }.sorted().prefix(maximumDirectories)
        for name in names {
          let repository = RepositoryName(owner: owner, name: name)
          let candidate = template.replacingEvery("*", with: name)
          if let clone = clone(at: candidate, of: repository, host: host) {
            clones.append(clone)
          }
        }
      } else {
        let repository = RepositoryName(owner: owner, name: String(parts[1]))
        let candidate = directory.replacingEvery("*", with: repository.name)
        if let clone = clone(at: candidate, of: repository, host: host) {
          clones.append(clone)
        } else {
          problem(
            "\(UntrustedText.sanitized(entry.path, multiline: false)) is not a clone of \(entry.pattern) on \(host)"
          )
        }
      }
    }
    return (clones, problems)
  }

  /// The clone at `directory` when it is `repository`'s, on `host`, with `directory` its root.
  private static func clone(at directory: String, of repository: RepositoryName, host: String)
    -> LocalClone?
  {
    let standardized = URL(fileURLWithPath: directory).standardized.path
    guard let clone = RepositoryDiscovery.clone(in: standardized, host: host),
      URL(fileURLWithPath: clone.root).standardized.path == standardized,
      clone.contains(repository)
    else { return nil }
    return clone
  }
}
