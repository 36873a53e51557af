import AppCore
import IssueDomain
import TriageApp

extension ConfigFile {
  /// What one config file sets; a key it leaves out is `nil`, and the default (or another
  /// file's value) is used. A key with a problem is left out, and the problem kept in
  /// `problems`, so the rest of the file still applies.
  struct Settings: Sendable, Equatable {
    var sections: SectionsConfiguration?
    /// `cache.max_size`, in bytes.
    var cacheMaximumBytes: Int?
    /// `theme`.
    var theme: ThemeName?
    /// `keys`.
    var keyRemap: KeyRemap?
    /// `commands`, as written: checked against the `keys` in effect once every file is read.
    var commandEntries: [CommandEntry]?
    /// `commands`, checked against this file's own `keys` (what `settings(in:file:)` gives).
    var customCommands: [CustomCommand]?
    /// `accessibility: screen-reader`.
    var screenReader: Bool?
    /// `preview`.
    var preview: PreviewSettings?
    /// `review.comments`.
    var reviewComments: ReviewCommentMode?
    /// `threads.unresolved_first`.
    var unresolvedThreadsFirst: Bool?
    /// `repo_paths`, in file order.
    var repositoryPaths: [RepositoryPath]?
    /// `include`: the files named, as written, with the line naming each.
    var includes: [Include] = []
    /// Every problem in the file, in file order.
    var problems: [ConfigurationProblem] = []

    /// The top-level keys this file sets.
    var keysSet: [String] {
      var keys: [String] = []
      if sections != nil { keys.append("sections") }
      if cacheMaximumBytes != nil { keys.append("cache") }
      if theme != nil { keys.append("theme") }
      if keyRemap != nil { keys.append("keys") }
      if commandEntries != nil { keys.append("commands") }
      if screenReader != nil { keys.append("accessibility") }
      if preview != nil { keys.append("preview") }
      if reviewComments != nil { keys.append("review") }
      if unresolvedThreadsFirst != nil { keys.append("threads") }
      if repositoryPaths != nil { keys.append("repo_paths") }
      return keys
    }
  }

  /// One `include:` entry.
  struct Include: Sendable, Equatable {
    var path: String
    var line: Int
  }

  /// One `commands:` entry as written, with where its parts are, so a problem names the line
  /// it is about (`{{nope}}` at its `run:` line).
  struct CommandEntry: Sendable, Equatable {
    var entry: CustomCommand.Entry
    /// `commands[N]`.
    var path: String
    var runLine: Int
    var file: String
  }
}
