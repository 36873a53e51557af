import Locking

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An open, private, append-only log file shared by every `FileLogHandler`.
///
/// Opened with `O_APPEND|O_CREAT` and mode 0600, then `fchmod`ed to 0600 so an existing file
/// (or a lax umask) can't leave it readable by others; missing parent directories are created
/// 0700. Writes are serialized by a mutex so concurrent lines never interleave. Write failures
/// are dropped: there is nowhere safe to report them while the screen is active.
public final class LogFile: Sendable {
  /// The path the file was opened at.
  public let path: String
  private let descriptor: Locked<Int32>

  /// Opens (creating if needed) the file at `path` for appending.
  public init(path: String) throws(LogFileError) {
    do throws(PrivateDirectories.Failure) {
      let parent = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
      try PrivateDirectories.create(parent.joined(separator: "/"))
    } catch {
      throw .cannotCreateDirectory(path: error.path, errno: error.errno)
    }
    var fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
    guard fd >= 0 else { throw .cannotOpen(path: path, errno: errno) }
    if fd <= 2 {
      // stdin/stdout/stderr were closed: never let the log masquerade as one of them.
      let moved = fcntl(fd, F_DUPFD_CLOEXEC, 3)
      close(fd)
      guard moved >= 0 else { throw .cannotOpen(path: path, errno: errno) }
      fd = moved
    }
    guard fchmod(fd, 0o600) == 0 else {
      let code = errno
      close(fd)
      throw .cannotSetPermissions(path: path, errno: code)
    }
    self.path = path
    self.descriptor = Locked(fd)
  }

  deinit {
    descriptor.withLock { fd in
      _ = close(fd)
    }
  }

  /// The file descriptor, exposed so tests can check it is none of 0, 1 and 2.
  public var fileDescriptor: Int32 {
    descriptor.withLock { $0 }
  }

  /// Appends `line` and a newline as one write (retrying partial writes and `EINTR`).
  public func append(line: String) {
    var bytes = Array(line.utf8)
    bytes.append(UInt8(ascii: "\n"))
    descriptor.withLock { fd in
      bytes.withUnsafeBytes { buffer in
        var offset = 0
        while offset < buffer.count {
          let written = write(fd, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
          if written < 0 {
            if errno == EINTR { continue }
            return
          }
          offset += written
        }
      }
    }
  }

}
