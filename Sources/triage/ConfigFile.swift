import AppCore
import FoundationEssentials
import IssueDomain
import SystemSupport
import TriageApp

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Triage's own config file, `triage/config.yml` in the XDG config directory (README,
/// "Configuration").
///
/// Reading it never stops the program: a missing file means the defaults, silently, and any
/// other failure means the defaults plus one `ConfigurationProblem` naming the file, line and key,
/// which the app shows and the command logs.
struct ConfigFile {
  /// A real config is a few hundred bytes; the cap keeps a stray huge file from being parsed.
  static let maximumSize = 64 * 1024

  /// The absolute path that is read.
  let path: String
  /// The path as the person knows it, for messages: `~/…` under the home directory.
  let displayPath: String
  /// The home directory, for `~/` in what the file names.
  let homeDirectory: String

  /// What loading gives: the settings to use (each file's, else the defaults), every problem
  /// met, and where each top-level setting came from.
  struct Loaded: Sendable {
    var sections: SectionsConfiguration
    /// Every problem, in the order the files were read and, within a file, in line order.
    var problems: [ConfigurationProblem]
    /// `cache.max_size` in bytes, or the default.
    var cacheMaximumBytes = ConfigFile.defaultCacheMaximumBytes
    /// `theme`, when a file names one.
    var theme: ThemeName?
    /// `keys`: none remapped by default.
    var keyRemap = KeyRemap()
    /// `commands`: none by default.
    var customCommands: [CustomCommand] = []
    /// `accessibility: screen-reader`: off by default.
    var screenReader = false
    /// `preview`: on from 120 columns by default.
    var preview = PreviewSettings.standard
    /// `review.comments`: unset by default (it follows whether a review is pending).
    var reviewComments: ReviewCommentMode?
    /// `threads.unresolved_first`: off by default (threads in the diff's order).
    var unresolvedThreadsFirst = false
    /// `repo_paths`: none by default.
    var repositoryPaths: [RepositoryPath] = []
    /// Where each top-level key's value came from; a key absent here is the default's.
    var origins: [String: [ConfigOrigin]] = [:]

    /// The first problem, the one the footer says.
    var problem: ConfigurationProblem? { problems.first }

    init(
      sections: SectionsConfiguration, problem: ConfigurationProblem?,
      cacheMaximumBytes: Int = ConfigFile.defaultCacheMaximumBytes, theme: ThemeName? = nil,
      keyRemap: KeyRemap = KeyRemap(), customCommands: [CustomCommand] = [],
      screenReader: Bool = false, preview: PreviewSettings = .standard
    ) {
      self.sections = sections
      self.problems = problem.map { [$0] } ?? []
      self.cacheMaximumBytes = cacheMaximumBytes
      self.theme = theme
      self.keyRemap = keyRemap
      self.customCommands = customCommands
      self.screenReader = screenReader
      self.preview = preview
    }
  }

  init(path: String, homeDirectory: String) {
    self.path = path
    self.homeDirectory = homeDirectory
    let home = homeDirectory.hasSuffix("/") ? String(homeDirectory.dropLast()) : homeDirectory
    let shown =
      !home.isEmpty && path.hasPrefix(home + "/") ? "~" + String(path.dropFirst(home.count)) : path
    // It is drawn in the footer; the environment could put an escape in it.
    displayPath = UntrustedText.sanitized(shown, multiline: false)
  }

  /// Per the XDG base-directory specification: `triage/config.yml` in the XDG config directory,
  /// found by `UserDirectories`' rule under `homeDirectory` (`~/.config` by default); nil with no
  /// config directory, rather than a path relative to the working directory.
  static func standard(environment: [String: String], homeDirectory: String) -> ConfigFile? {
    guard let base = UserDirectories(environment: environment, home: homeDirectory).config else {
      return nil
    }
    return ConfigFile(path: join(base, "triage/config.yml"), homeDirectory: homeDirectory)
  }

  /// This file's settings with what it includes, or the defaults for what it doesn't set; a
  /// problem leaves out only what it is in (see `ConfigLoader`).
  func load() -> Loaded {
    ConfigLoader(main: self).load()
  }

  /// The file's text; nil when it doesn't exist. Opened with `O_NONBLOCK` so a FIFO in its place
  /// can't hang the start, and read up to one byte past the cap so a file that grows is caught.
  func readText() throws(ConfigurationProblem) -> String? {
    let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard fd >= 0 else {
      let code = errno
      // ENOTDIR: a file where a directory on the path should be; there is no config either way.
      if code == ENOENT || code == ENOTDIR { return nil }
      throw problem(.unreadable(Self.describe(code)))
    }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { throw problem(.unreadable(Self.describe(errno))) }
    switch info.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: throw problem(.isDirectory)
    default: throw problem(.notRegularFile)
    }
    guard Int(info.st_size) <= Self.maximumSize else {
      throw problem(.tooLarge(maximumBytes: Self.maximumSize))
    }
    var bytes = [UInt8](repeating: 0, count: Self.maximumSize + 1)
    var count = 0
    while count < bytes.count {
      let got = bytes.withUnsafeMutableBytes { buffer in
        read(fd, buffer.baseAddress.map { $0 + count }, buffer.count - count)
      }
      if got < 0, errno == EINTR { continue }
      if got < 0 { throw problem(.unreadable(Self.describe(errno))) }
      if got == 0 { break }
      count += got
    }
    guard count <= Self.maximumSize else {
      throw problem(.tooLarge(maximumBytes: Self.maximumSize))
    }
    guard let text = String(validating: bytes[0..<count], as: UTF8.self) else {
      throw problem(.notUTF8)
    }
    return text
  }

  private func problem(_ reason: ConfigurationProblem.Reason) -> ConfigurationProblem {
    ConfigurationProblem(file: displayPath, reason: reason)
  }

  private static func describe(_ code: Int32) -> String {
    String(cString: strerror(code))
  }
}
