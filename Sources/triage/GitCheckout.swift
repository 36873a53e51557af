import FoundationEssentials
import SystemSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The git checkout a directory is in, found as git finds it but without running git: walk up
/// from the directory to the first `.git`, which is either the git directory or a file reading
/// `gitdir: PATH` (worktrees, submodules). A worktree's `commondir` file leads to the config it
/// shares with the main checkout. Every file read is size-bounded and the walk depth is capped.
struct GitCheckout: Equatable, Sendable {
  /// The directory holding `.git`.
  let root: String
  /// The config file that names the remotes.
  let configPath: String

  /// Deeper directory trees than this are not walked up.
  private static let maximumDepth = 128
  /// A `.git` file or `commondir` holds one path.
  private static let maximumPointerSize = 4096
  /// Configs are a few kilobytes; the cap only stops a stray huge file from being parsed.
  static let maximumConfigSize = 1 << 20

  /// The checkout containing `directory` (an absolute path), or nil outside one.
  static func containing(_ directory: String) -> GitCheckout? {
    guard directory.hasPrefix("/") else { return nil }
    var current = URL(fileURLWithPath: directory).standardized.path
    for _ in 0..<maximumDepth {
      let dotGit = join(current, ".git")
      var info = stat()
      if stat(dotGit, &info) == 0 {
        // Git stops at the first `.git`, usable or not; so do we.
        return checkout(root: current, dotGit: dotGit, mode: info.st_mode & S_IFMT)
      }
      guard current != "/" else { return nil }
      current = URL(fileURLWithPath: current).deletingLastPathComponent().standardized.path
    }
    return nil
  }

  /// The remotes of this checkout; none if the config is missing, too large or not UTF-8.
  func config() -> GitConfig? {
    guard let text = Self.readText(configPath, limit: Self.maximumConfigSize) else { return nil }
    return GitConfig(text: text)
  }

  private static func checkout(root: String, dotGit: String, mode: mode_t) -> GitCheckout? {
    var gitDirectory = dotGit
    if mode == S_IFREG {
      guard let text = readText(dotGit, limit: maximumPointerSize),
        let pointer = text.split(whereSeparator: \.isNewline).first,
        pointer.hasPrefix("gitdir:")
      else { return nil }
      let path = pointer.dropFirst("gitdir:".count).trimmingWhitespace()
      guard !path.isEmpty else { return nil }
      gitDirectory = resolve(path, against: root)
    } else if mode != S_IFDIR {
      return nil
    }
    var commonDirectory = gitDirectory
    if let text = readText(join(gitDirectory, "commondir"), limit: maximumPointerSize) {
      let path = text.trimmingWhitespaceAndNewlines()
      if !path.isEmpty { commonDirectory = resolve(path, against: gitDirectory) }
    }
    return GitCheckout(root: root, configPath: join(commonDirectory, "config"))
  }

  private static func resolve(_ path: String, against base: String) -> String {
    let absolute = path.hasPrefix("/") ? path : join(base, path)
    return URL(fileURLWithPath: absolute).standardized.path
  }

  /// The file's text, or nil if it is missing, not a regular file, larger than `limit` or not
  /// UTF-8. Opened with `O_NONBLOCK` so a FIFO planted as `.git` cannot hang the start.
  static func readText(_ path: String, limit: Int) -> String? {
    let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) <= limit
    else { return nil }
    var bytes = [UInt8](repeating: 0, count: limit + 1)
    var count = 0
    while count <= limit {
      let got = bytes.withUnsafeMutableBytes { buffer in
        read(fd, buffer.baseAddress.map { $0 + count }, buffer.count - count)
      }
      if got < 0, errno == EINTR { continue }
      if got <= 0 { break }
      count += got
    }
    guard count <= limit else { return nil }
    return String(validating: bytes[0..<count], as: UTF8.self)
  }
}
