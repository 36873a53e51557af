import FoundationEssentials
import SystemSupport

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
/// The private directories and the atomic write are `PrivateFiles`' (SystemSupport), shared with
/// the log file and the drafts.
struct TokenStore {
  /// `triage` in the XDG config directory (`~/.config/triage` by default); empty when there is
  /// none.
  let directory: String

  /// Token files are a few dozen bytes; the cap only stops a stray huge file being read.
  private static let maximumTokenFileSize = 64 * 1024

  /// Our directory in the XDG config directory, found by `UserDirectories`' rule under
  /// `homeDirectory`. With none, the store has no location: `load` finds nothing and `save`
  /// throws `noLocation` rather than writing relative to the working directory.
  static func standard(environment: [String: String], homeDirectory: String) -> TokenStore {
    let config = UserDirectories(environment: environment, home: homeDirectory).config
    return TokenStore(directory: config.map { join($0, "triage") } ?? "")
  }

  /// The file holding `host`'s token. The host becomes a file name, so it must be a plain host
  /// name (letters, digits, `.`, `-`, `_`, and `:` for IPv6 loopback stubs): anything that could
  /// climb out of `hosts/` (`/`, `..`) or hide the file (a leading `.`) is rejected.
  func path(for host: String) throws(TokenStoreError) -> String {
    guard directory.hasPrefix("/") else { throw .noLocation }
    return join(hostsDirectory, try Self.fileName(for: host))
  }

  /// The saved token for `host`, trimmed, or nil when there is none (or it cannot be read: the
  /// caller then asks the user to sign in, which rewrites it).
  func load(for host: String) -> String? {
    guard let file = try? path(for: host),
      let data = FileManager.default.contents(atPath: file),
      data.count <= Self.maximumTokenFileSize,
      let text = String(data: data, encoding: .utf8)
    else { return nil }
    let token = text.trimmingWhitespaceAndNewlines()
    return token.isEmpty ? nil : token
  }

  /// Saves `token` (trimmed) for `host`, replacing any earlier one atomically.
  func save(_ token: String, for host: String) throws(TokenStoreError) {
    let file = try path(for: host)
    let value = token.trimmingWhitespaceAndNewlines()
    guard !value.isEmpty else { throw .emptyToken }
    do throws(PrivateFileError) {
      try PrivateFiles.createDirectory(hostsDirectory)
      guard chmod(hostsDirectory, 0o700) == 0 else {
        throw PrivateFileError(step: .setPermissions, path: hostsDirectory, errno: errno)
      }
      try Self.tightenExistingFile(file)
      try PrivateFiles.write(Array((value + "\n").utf8), to: file)
    } catch {
      switch error.step {
      case .createDirectory: throw .cannotCreateDirectory(path: error.path, errno: error.errno)
      case .setPermissions: throw .cannotSetPermissions(path: error.path, errno: error.errno)
      case .write: throw .cannotWrite(path: error.path, errno: error.errno)
      case .replace: throw .cannotReplace(path: error.path, errno: error.errno)
      }
    }
  }

  /// Removes `host`'s token (sign-out). A token that was never saved is not an error.
  func delete(for host: String) throws(TokenStoreError) {
    let file = try path(for: host)
    if unlink(file) != 0, errno != ENOENT {
      throw .cannotDelete(path: file, errno: errno)
    }
  }

  private var hostsDirectory: String { join(directory, "hosts") }

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
  private static func tightenExistingFile(_ file: String) throws(PrivateFileError) {
    let fd = open(file, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard fd >= 0 else {
      let code = errno
      if code == ENOENT || code == ELOOP { return }
      throw PrivateFileError(step: .setPermissions, path: file, errno: code)
    }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else {
      throw PrivateFileError(step: .setPermissions, path: file, errno: errno)
    }
    guard info.st_mode & S_IFMT == S_IFREG else { return }
    guard fchmod(fd, 0o600) == 0 else {
      throw PrivateFileError(step: .setPermissions, path: file, errno: errno)
    }
  }
}
