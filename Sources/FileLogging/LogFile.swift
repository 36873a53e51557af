import SystemSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An open, private, append-only log file shared by every `FileLogHandler`.
///
/// The path can't be turned against the user: it is opened with `O_NOFOLLOW` and must be a
/// regular file that the user owns (a symlink, FIFO, device or someone else's file is refused with
/// a typed error), so only our own file is ever `fchmod`ed to 0600. Missing parent directories are
/// created 0700. The file rotates at `sizeLimit` bytes, checked at open and before each write:
/// it is renamed to `<path>.1` (replacing the previous one) and a fresh file is opened. Writes are
/// serialized by a mutex so concurrent lines never interleave. Write failures are dropped: there
/// is nowhere safe to report them while the screen is active.
public final class LogFile: Sendable {
  /// 5 MiB: weeks of debug-level use, and small enough to attach to a bug report (DECISIONS.md).
  public static let defaultSizeLimit = 5 * 1024 * 1024

  /// The path the file was opened at.
  public let path: String
  /// The size at which the file is rotated.
  public let sizeLimit: Int
  private let state: Locked<State>

  private struct State {
    /// -1 once a rotation failed: lines are then dropped, so the file stays bounded.
    var descriptor: Int32
    var size: Int
  }

  /// Opens (creating if needed) the file at `path` for appending, rotating it first if it has
  /// already reached `sizeLimit`.
  public init(path: String, sizeLimit: Int = LogFile.defaultSizeLimit) throws(LogFileError) {
    do throws(PrivateFileError) {
      // Everything before the last `/`: a generic `joined` here cost a conformance scan at start.
      let parent = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? ""
      try PrivateFiles.createDirectory(parent)
    } catch {
      throw .cannotCreateDirectory(path: error.path, errno: error.errno)
    }
    var opened = try Self.openPrivate(path)
    if opened.size >= sizeLimit {
      close(opened.descriptor)
      try Self.rotate(path)
      opened = try Self.openPrivate(path)
    }
    self.path = path
    self.sizeLimit = max(1, sizeLimit)
    self.state = Locked(State(descriptor: opened.descriptor, size: opened.size))
  }

  deinit {
    state.withLock { state in
      if state.descriptor >= 0 { _ = close(state.descriptor) }
    }
  }

  /// The file descriptor, exposed so tests can check it is none of 0, 1 and 2.
  public var fileDescriptor: Int32 {
    state.withLock { $0.descriptor }
  }

  /// Appends `line` and a newline as one write (retrying partial writes and `EINTR`), rotating
  /// first when the line would take the file past `sizeLimit`. A line longer than the limit is
  /// cut to it.
  public func append(line: String) {
    var bytes = Array(line.utf8.prefix(sizeLimit - 1))
    bytes.append(UInt8(ascii: "\n"))
    state.withLock { state in
      if state.size > 0, state.size + bytes.count > sizeLimit {
        rotateWhileWriting(&state)
      }
      guard state.descriptor >= 0 else { return }
      bytes.withUnsafeBytes { buffer in
        var offset = 0
        while offset < buffer.count {
          let written = write(
            state.descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
          if written < 0 {
            if errno == EINTR { continue }
            return
          }
          offset += written
        }
      }
      state.size += bytes.count
    }
  }

  /// Moves the full file aside and continues in a fresh one; if that fails, stops writing.
  private func rotateWhileWriting(_ state: inout State) {
    if state.descriptor >= 0 { close(state.descriptor) }
    state.descriptor = -1
    do throws(LogFileError) {
      try Self.rotate(path)
      let opened = try Self.openPrivate(path)
      state.descriptor = opened.descriptor
      state.size = opened.size
    } catch {
      // Nowhere to say so while the screen is active; the file stays within its bound.
    }
  }

  private static func rotate(_ path: String) throws(LogFileError) {
    // rename replaces the old `.1` entry itself, never what a symlink there points to.
    guard rename(path, path + ".1") == 0 else { throw .cannotRotate(path: path, errno: errno) }
  }

  /// Opens `path` without following a symlink or blocking on a FIFO, and checks that it is a
  /// regular file the user owns before making it private.
  private static func openPrivate(_ path: String) throws(LogFileError) -> (
    descriptor: Int32, size: Int
  ) {
    let flags = O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY
    var fd = open(path, flags, 0o600)
    guard fd >= 0 else {
      let code = errno
      switch code {
      case ELOOP: throw .symbolicLink(path: path)
      // A FIFO (or socket) nobody reads: O_NONBLOCK makes the open fail instead of hanging.
      case ENXIO: throw .notRegularFile(path: path, kind: "a FIFO or socket")
      default: throw .cannotOpen(path: path, errno: code)
      }
    }
    if fd <= 2 {
      // stdin/stdout/stderr were closed: never let the log masquerade as one of them.
      let moved = fcntl(fd, F_DUPFD_CLOEXEC, 3)
      let code = errno
      close(fd)
      guard moved >= 0 else { throw .cannotOpen(path: path, errno: code) }
      fd = moved
    }
    var info = stat()
    guard fstat(fd, &info) == 0 else {
      let code = errno
      close(fd)
      throw .cannotOpen(path: path, errno: code)
    }
    guard info.st_mode & S_IFMT == S_IFREG else {
      close(fd)
      throw .notRegularFile(path: path, kind: kind(of: info.st_mode))
    }
    guard info.st_uid == geteuid() else {
      close(fd)
      throw .ownedByAnotherUser(path: path, owner: info.st_uid)
    }
    _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
    guard fchmod(fd, 0o600) == 0 else {
      let code = errno
      close(fd)
      throw .cannotSetPermissions(path: path, errno: code)
    }
    return (fd, Int(info.st_size))
  }

  private static func kind(of mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFIFO: return "a FIFO"
    case S_IFCHR: return "a character device"
    case S_IFBLK: return "a block device"
    case S_IFSOCK: return "a socket"
    case S_IFDIR: return "a directory"
    default: return "not a regular file"
    }
  }
}
