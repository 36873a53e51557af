import Foundation
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

  /// What loading gives: the sections and the store's size cap to use, and why the file's were
  /// not used, if they weren't.
  struct Loaded: Sendable {
    let sections: SectionsConfiguration
    let problem: ConfigurationProblem?
    /// `cache.max_size` in bytes, or the default.
    var cacheMaximumBytes = ConfigFile.defaultCacheMaximumBytes
    /// `theme`, when the file names one.
    var theme: ThemeName?
    /// `keys`: none remapped by default.
    var keyRemap = KeyRemap()
    /// `commands`: none by default.
    var customCommands: [CustomCommand] = []
    /// `accessibility: screen-reader`: off by default.
    var screenReader = false
    /// `preview`: on from 120 columns by default.
    var preview = PreviewSettings.standard
  }

  init(path: String, homeDirectory: String) {
    self.path = path
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

  /// The file's settings, or the defaults (with the problem, when there was one): a file with
  /// one bad value is not used at all, so what runs is either the file or the defaults.
  func load() -> Loaded {
    do throws(ConfigurationProblem) {
      guard let text = try readText(), let settings = try Self.settings(in: text, file: displayPath)
      else { return Loaded(sections: .defaults, problem: nil) }
      return Loaded(
        sections: settings.sections ?? .defaults, problem: nil,
        cacheMaximumBytes: settings.cacheMaximumBytes ?? Self.defaultCacheMaximumBytes,
        theme: settings.theme, keyRemap: settings.keyRemap ?? KeyRemap(),
        customCommands: settings.customCommands ?? [],
        screenReader: settings.screenReader ?? false, preview: settings.preview ?? .standard)
    } catch {
      return Loaded(sections: .defaults, problem: error)
    }
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
