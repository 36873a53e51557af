import Glibc

/// Writing to a file descriptor: what `FileHandle` did for the private files and the standard
/// streams, with the C library.
public enum Descriptor {
  /// Writes every byte, retrying partial writes and `EINTR`; returns the errno of a failure.
  @discardableResult
  public static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Int32? {
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = systemWrite(
          fd, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return errno
        }
        offset += written
      }
      return nil
    }
  }

  /// `text` on standard output, whole; a closed pipe (`SIGPIPE` is ignored) loses it quietly.
  public static func printOut(_ text: String) { writeAll(Array(text.utf8), to: STDOUT_FILENO) }

  /// `text` on standard error, whole.
  public static func printError(_ text: String) { writeAll(Array(text.utf8), to: STDERR_FILENO) }
}

/// The C library's `write`, which `Descriptor.writeAll` hides inside the type.
private func systemWrite(_ fd: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
  write(fd, bytes, count)
}
