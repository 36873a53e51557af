import ErrorHandling
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The token saved by our own sign-in: one file per host at `<directory>/hosts/<host>.token`.
///
/// A token is a password, so the file is created mode 0600 inside directories created 0700, and an
/// existing file is tightened to 0600 before anything is written. Writes go to a temporary file in
/// the same directory that is then renamed over the old one, so a crash or a full disk never leaves
/// a half-written token behind. Errors name paths and OS errors, never the token.
///
/// The directory creation mirrors `LogFile`'s (ErrorHandling), which is private there; sharing it
/// would need a new public helper, so this keeps a small local copy.
struct TokenStore {
  /// `$XDG_CONFIG_HOME/triage`, or `~/.config/triage`; empty when neither is known.
  let directory: String

  /// Token files are a few dozen bytes; the cap only stops a stray huge file being read.
  private static let maximumTokenFileSize = 64 * 1024

  /// Our config directory per the XDG base-directory specification: `$XDG_CONFIG_HOME/triage` when
  /// that is an absolute path (the specification says to ignore relative ones), else
  /// `<home>/.config/triage`. With neither, the store has no location: `load` finds nothing and
  /// `save` throws `noLocation` rather than writing relative to the working directory.
  static func standard(environment: [String: String], homeDirectory: String) -> TokenStore {
    if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
      return TokenStore(directory: join(config, "triage"))
    }
    guard homeDirectory.hasPrefix("/") else { return TokenStore(directory: "") }
    return TokenStore(directory: join(homeDirectory, ".config/triage"))
  }

  /// The file holding `host`'s token. The host becomes a file name, so it must be a plain host
  /// name (letters, digits, `.`, `-`, `_`, and `:` for IPv6 loopback stubs): anything that could
  /// climb out of `hosts/` (`/`, `..`) or hide the file (a leading `.`) is rejected.
  func path(for host: String) throws(TokenStoreError) -> String {
    guard directory.hasPrefix("/") else { throw .noLocation }
    return Self.join(hostsDirectory, try Self.fileName(for: host))
  }

  /// The saved token for `host`, trimmed, or nil when there is none (or it cannot be read: the
  /// caller then asks the user to sign in, which rewrites it).
  func load(for host: String) -> String? {
    guard let file = try? path(for: host),
      let data = FileManager.default.contents(atPath: file),
      data.count <= Self.maximumTokenFileSize,
      let text = String(data: data, encoding: .utf8)
    else { return nil }
    let token = text.trimmingCharacters(in: .whitespacesAndNewlines)
    return token.isEmpty ? nil : token
  }

  /// Saves `token` (trimmed) for `host`, replacing any earlier one atomically.
  func save(_ token: String, for host: String) throws(TokenStoreError) {
    let file = try path(for: host)
    let value = token.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !value.isEmpty else { throw .emptyToken }
    do throws(PrivateDirectories.Failure) {
      try PrivateDirectories.create(hostsDirectory)
    } catch {
      throw .cannotCreateDirectory(path: error.path, errno: error.errno)
    }
    guard chmod(hostsDirectory, 0o700) == 0 else {
      throw .cannotSetPermissions(path: hostsDirectory, errno: errno)
    }
    try Self.tightenExistingFile(file)
    try Self.writeAtomically(Array((value + "\n").utf8), to: file, in: hostsDirectory)
  }

  /// Removes `host`'s token (sign-out). A token that was never saved is not an error.
  func delete(for host: String) throws(TokenStoreError) {
    let file = try path(for: host)
    if unlink(file) != 0, errno != ENOENT {
      throw .cannotDelete(path: file, errno: errno)
    }
  }

  private var hostsDirectory: String { Self.join(directory, "hosts") }

  private static func fileName(for host: String) throws(TokenStoreError) -> String {
    let name = host.lowercased()
    let allowed = name.unicodeScalars.allSatisfy { scalar in
      scalar.isASCII
        && (("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "."
          || scalar == "-" || scalar == "_" || scalar == ":")
    }
    guard !name.isEmpty, name.count <= 200, allowed, !name.hasPrefix("."), !name.contains("..")
    else { throw .invalidHost(host) }
    return name + ".token"
  }

  /// Makes an existing token file private before it is replaced, so that if the replacement fails
  /// the old token is at least no longer readable by others. `O_NOFOLLOW` leaves a symlink alone
  /// (the rename replaces the link, not its target); `O_NONBLOCK` keeps a FIFO from hanging us.
  private static func tightenExistingFile(_ file: String) throws(TokenStoreError) {
    let fd = open(file, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard fd >= 0 else {
      let code = errno
      if code == ENOENT || code == ELOOP { return }
      throw .cannotSetPermissions(path: file, errno: code)
    }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { throw .cannotSetPermissions(path: file, errno: errno) }
    guard info.st_mode & S_IFMT == S_IFREG else { return }
    guard fchmod(fd, 0o600) == 0 else { throw .cannotSetPermissions(path: file, errno: errno) }
  }

  /// Writes to a fresh 0600 temporary file beside `file`, flushes it, and renames it into place.
  /// The temporary file is removed if any step fails.
  private static func writeAtomically(
    _ bytes: [UInt8], to file: String, in directory: String
  ) throws(TokenStoreError) {
    let temporary = join(directory, ".tmp-\(UUID().uuidString).token")
    let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard fd >= 0 else { throw .cannotWrite(path: file, errno: errno) }
    var failure: TokenStoreError?
    if fchmod(fd, 0o600) != 0 {
      failure = .cannotSetPermissions(path: temporary, errno: errno)
    } else if let code = writeAll(bytes, to: fd) {
      failure = .cannotWrite(path: file, errno: code)
    } else if fsync(fd) != 0 {
      failure = .cannotWrite(path: file, errno: errno)
    }
    if close(fd) != 0, failure == nil {
      failure = .cannotWrite(path: file, errno: errno)
    }
    if failure == nil, rename(temporary, file) != 0 {
      failure = .cannotReplace(path: file, errno: errno)
    }
    if let failure {
      unlink(temporary)
      throw failure
    }
    syncDirectory(directory)
  }

  /// Writes every byte, retrying partial writes and `EINTR`; returns the errno of a failure.
  private static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Int32? {
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = write(fd, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return errno
        }
        offset += written
      }
      return nil
    }
  }

  /// Makes the rename durable. Best effort: the token is already in place, and some file systems
  /// refuse `fsync` on a directory.
  private static func syncDirectory(_ directory: String) {
    let fd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard fd >= 0 else { return }
    _ = fsync(fd)
    _ = close(fd)
  }

  private static func join(_ directory: String, _ relative: String) -> String {
    directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
  }
}
