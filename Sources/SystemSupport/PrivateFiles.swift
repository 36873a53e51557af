#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Directories and files that only the user may read: the log, the saved token, drafts.
///
/// Directories are created 0700 (with any missing parents); files are written whole or not at
/// all: the bytes go to a fresh 0600 temporary file in the same directory (`O_EXCL`, never
/// following a symlink), which is flushed to disk and then renamed over the file, so a crash or
/// a full disk leaves the old contents or the new, never half of them, and no temporary file is
/// left behind on failure.
public enum PrivateFiles {
  /// Creates `path` and any missing parents, each with mode 0700. Directories that already
  /// exist are left as they are.
  public static func createDirectory(_ path: String) throws(PrivateFileError) {
    // Up from `path`, one `/` at a time, to the first directory that exists.
    var directory = path
    var missing: [String] = []
    while !directory.isEmpty, !exists(directory) {
      missing.append(directory)
      guard let slash = directory.lastIndex(of: "/") else { break }
      directory = String(directory[..<slash])
    }
    for directory in missing.reversed() where mkdir(directory, 0o700) != 0 && errno != EEXIST {
      throw PrivateFileError(step: .createDirectory, path: directory, errno: errno)
    }
  }

  /// Replaces `file` with `bytes` atomically, as a 0600 file; the directory must exist.
  public static func write(_ bytes: [UInt8], to file: String) throws(PrivateFileError) {
    let directory = file.lastIndex(of: "/").map { String(file[..<$0]) } ?? "."
    let name = file.lastIndex(of: "/").map { String(file[file.index(after: $0)...]) } ?? file
    let temporary = join(
      directory.isEmpty ? "/" : directory,
      ".\(name).\(String(UInt64.random(in: 0...UInt64.max), radix: 36)).tmp")
    let fd = open(
      temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC | O_NOCTTY, 0o600)
    guard fd >= 0 else { throw PrivateFileError(step: .write, path: file, errno: errno) }
    var failure: PrivateFileError?
    if fchmod(fd, 0o600) != 0 {
      failure = PrivateFileError(step: .setPermissions, path: temporary, errno: errno)
    } else if let code = Descriptor.writeAll(bytes, to: fd) {
      failure = PrivateFileError(step: .write, path: file, errno: code)
    } else if fsync(fd) != 0 {
      failure = PrivateFileError(step: .write, path: file, errno: errno)
    }
    if close(fd) != 0, failure == nil {
      failure = PrivateFileError(step: .write, path: file, errno: errno)
    }
    // rename(2) replaces the name itself (never what a symlink there points to) atomically.
    if failure == nil, rename(temporary, file) != 0 {
      failure = PrivateFileError(step: .replace, path: file, errno: errno)
    }
    if let failure {
      unlink(temporary)
      throw failure
    }
    syncDirectory(directory.isEmpty ? "/" : directory)
  }

  /// Makes the rename durable. Best effort: the file is already in place, and some file systems
  /// refuse `fsync` on a directory.
  private static func syncDirectory(_ directory: String) {
    let fd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard fd >= 0 else { return }
    _ = fsync(fd)
    _ = close(fd)
  }

  private static func exists(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0
  }
}
