/// Why the config file was not used, as a value the app shows (footer or status) and logs.
///
/// A config error never stops the program: the loader gives the defaults and one of these. It
/// names the file, the line (from the YAML node's mark) and the key, so the person can go
/// straight to the typo: `~/.config/triage/config.yml:7: sections[2].limit: must be a whole
/// number from 1 to 1000`. Sections are numbered from 1, as on the tabs and `--section`.
public struct ConfigurationProblem: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong.
  public enum Reason: Hashable, Sendable {
    /// The file exists but could not be opened or read (the OS's words, e.g. "Permission denied").
    case unreadable(String)
    /// The path is a directory.
    case isDirectory
    /// The path is a FIFO, socket or device: reading it could hang or never end.
    case notRegularFile
    /// The file is larger than `maximumBytes`.
    case tooLarge(maximumBytes: Int)
    /// The bytes are not UTF-8.
    case notUTF8
    /// YAML syntax the parser rejected (libyaml's words).
    case syntax(String)
    /// A YAML alias (`*name`): not needed in a config, and costly to expand, so refused.
    case alias
    /// The document, its aliases expanded, holds more than `maximum` nodes.
    case tooManyNodes(maximum: Int)
    /// Lists and mappings nested deeper than `maximum`.
    case tooDeep(maximum: Int)
    /// An alias (`*name`) with no anchor (`&name`) before it.
    case undefinedAlias(String)
    /// A list or a mapping used as a mapping's key.
    case complexKey
    /// An `include` that would read a file that is including it.
    case includeCycle
    /// Includes nested deeper than `maximum` files.
    case includeTooDeep(maximum: Int)
    /// The files included add up to more than `maximumBytes`, or more than `maximumFiles`.
    case includesTooLarge(maximumBytes: Int, maximumFiles: Int)
    /// An included file that doesn't exist.
    case includeMissing(String)
    /// A key a repository's `.triage.yml` may not set (it could run programs or read files).
    case notInRepositoryFile(allowed: [String])
    /// A `repo_paths` entry that can't be used, with why.
    case invalidRepositoryPath(String)
    /// A mapping names this key twice.
    case duplicateKey
    /// A key the format doesn't have (usually a typo); `expected` lists the valid ones.
    case unknownKey(expected: [String])
    /// A required key is absent.
    case missing
    /// The value has the wrong shape: `expected` is "a mapping", "a list" or "text".
    case wrongType(expected: String)
    /// Text (a title, a query) that is empty or only spaces.
    case empty
    /// Text longer than `maximum` characters.
    case tooLong(maximum: Int)
    /// A query holding a control character (a line break, a tab, an escape).
    case controlCharacter
    /// A limit that is not a whole number in `SectionsConfiguration.limitRange`.
    case limitOutOfRange
    /// A `kind` that is neither `search` nor `repositories`.
    case unknownKind
    /// A `query` on a `kind: repositories` section, which has none.
    case queryNotAllowed
    /// `participating` or `reasons` on a section that isn't the inbox.
    case onlyForNotifications
    /// A reason GitHub doesn't document.
    case unknownReason(String)
    /// An empty `sections` list.
    case noSections
    /// More sections than number keys.
    case tooManySections(count: Int)
    /// A `cache.max_size` that isn't a size with a unit in the allowed range.
    case invalidSize
    /// A `theme` that isn't one of the built-in themes, which are listed.
    case unknownTheme(accepted: String)
    /// A `keys` entry that can't be used, with what is wrong.
    case invalidKeys(String)
    /// A `commands` entry that can't be used, with what is wrong.
    case invalidCommand(String)
    /// `refresh` on a section that isn't a search.
    case onlyForSearch
    /// A `refresh` that isn't a time from 1m to 24h.
    case invalidInterval
    /// A width in columns outside what is accepted.
    case widthOutOfRange(minimum: Int, maximum: Int)
  }

  /// What the configuration does without what the problem is in.
  public enum Consequence: Hashable, Sendable {
    /// Nothing of the configuration is used: the defaults are.
    case usingDefaults
    /// This file (an include, a repository's `.triage.yml`) is left out; the rest is used.
    case fileLeftOut
    /// This key (`theme`, `sections[2]`, `keys.lists.refresh`) is left out; the rest is used.
    case leftOut(String)
  }

  /// The file as the person knows it (`~/…` under the home directory).
  public let file: String
  /// 1-based line, when the problem is at a place in the file.
  public let line: Int?
  /// Where in the document, e.g. `sections[2].limit`; nil for the file as a whole.
  public let key: String?
  /// What is wrong.
  public let reason: Reason
  /// What is used instead.
  public var consequence: Consequence

  /// Creates a problem.
  public init(
    file: String, line: Int? = nil, key: String? = nil, reason: Reason,
    consequence: Consequence = .usingDefaults
  ) {
    self.file = file
    self.line = line
    self.key = key
    self.reason = reason
    self.consequence = consequence
  }

  /// `file:line: key: reason`, leaving out what is unknown.
  public var description: String {
    var text = file
    if let line { text += ":\(line)" }
    text += ": "
    if let key { text += "\(key): " }
    return text + reasonText
  }

  /// The one line for the footer: the problem, and what is used instead.
  public var message: String {
    switch consequence {
    case .usingDefaults: "\(description) (using the default sections)"
    case .fileLeftOut: "\(description) (this file left out; the rest applies)"
    case .leftOut(let key): "\(description) (\(key) left out; the rest applies)"
    }
  }

  private var reasonText: String {
    switch reason {
    case .unreadable(let cause): "cannot be read: \(cause)"
    case .isDirectory: "is a directory, not a file"
    case .notRegularFile: "is not a regular file"
    case .tooLarge(let maximum): "is larger than \(maximum / 1024) KiB"
    case .notUTF8: "is not UTF-8 text"
    case .syntax(let problem): "YAML syntax: \(problem)"
    case .alias: "YAML aliases (*name) are not supported; quote text that starts with *"
    case .tooManyNodes(let maximum):
      "holds more than \(maximum) values with its aliases expanded"
    case .tooDeep(let maximum): "nests lists and mappings deeper than \(maximum) levels"
    case .undefinedAlias(let name): "the alias *\(name) names no anchor before it"
    case .complexKey: "a key must be text, not a list or a mapping"
    case .includeCycle: "includes a file that includes it (a cycle)"
    case .includeTooDeep(let maximum): "includes nest deeper than \(maximum) files"
    case .includesTooLarge(let bytes, let files):
      "the included files add up to more than \(bytes / 1024) KiB or \(files) files"
    case .includeMissing(let path): "includes \(path), which does not exist"
    case .notInRepositoryFile(let allowed):
      "is not taken from a repository's .triage.yml (it may set \(allowed.joined(separator: ", ")))"
    case .invalidRepositoryPath(let why): why
    case .duplicateKey: "appears twice"
    case .unknownKey(let expected):
      "unknown key (expected \(expected.joined(separator: ", ")))"
    case .missing: "is required"
    case .wrongType(let expected): "must be \(expected)"
    case .empty: "must not be empty"
    case .tooLong(let maximum): "must be at most \(maximum) characters"
    case .controlCharacter: "must be one line without control characters"
    case .limitOutOfRange:
      "must be a whole number from \(SectionsConfiguration.limitRange.lowerBound) to \(SectionsConfiguration.limitRange.upperBound)"
    case .unknownKind:
      "must be \(Section.Kind.allCases.dropLast().map(\.rawValue).joined(separator: ", ")) or \(Section.Kind.allCases.last?.rawValue ?? "")"
    case .queryNotAllowed: "is not allowed in a repositories or notifications section"
    case .onlyForNotifications: "is allowed only in a notifications section"
    case .unknownReason(let name):
      "has \(name), which is not one of \(InboxReason.known.map(\.rawValue).joined(separator: ", "))"
    case .noSections: "must list at least one section"
    case .tooManySections(let count):
      "lists \(count) sections; at most \(SectionsConfiguration.maximumSections) (keys 1 to 9)"
    case .invalidSize:
      "must be a size from 1MB to 1000GB, a whole number and KB, MB or GB (such as 200MB or 1GB)"
    case .unknownTheme(let accepted): "must be one of \(accepted)"
    case .invalidKeys(let message), .invalidCommand(let message): message
    case .onlyForSearch: "is allowed only in a search section"
    case .invalidInterval:
      "must be a time from 1m to 24h: a whole number and s, m or h (such as 90s, 5m or 1h)"
    case .widthOutOfRange(let minimum, let maximum):
      "must be a whole number of columns from \(minimum) to \(maximum)"
    }
  }
}
