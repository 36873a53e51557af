import FoundationEssentials
import Glibc
import SystemSupport

/// Why the log file could not be set up. The executable reports it on stderr and exits before
/// the screen opens, so it must say which path failed and why.
public enum LogFileError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Neither `--log-file`, the XDG state directory nor a home directory gave a usable location.
  case noLocation
  /// A parent directory could not be created.
  case cannotCreateDirectory(path: String, errno: Int32)
  /// The file could not be opened or created for appending.
  case cannotOpen(path: String, errno: Int32)
  /// The file opened but could not be made private (mode 0600).
  case cannotSetPermissions(path: String, errno: Int32)
  /// The path is a symbolic link, which could point the log at any file the user can write.
  case symbolicLink(path: String)
  /// The path is a FIFO, a device or a socket: writing there could block or reach another program.
  case notRegularFile(path: String, kind: String)
  /// The file belongs to someone else, who could read what is logged; it is never chmod'ed.
  case ownedByAnotherUser(path: String, owner: UInt32)
  /// The full file could not be moved aside to `<path>.1`.
  case cannotRotate(path: String, errno: Int32)

  public var description: String {
    switch self {
    case .noLocation:
      "no log file location: set --log-file, \(UserDirectories.stateVariable) or HOME"
    case .cannotCreateDirectory(let path, let code):
      "cannot create log directory \(path): \(Self.reason(code))"
    case .cannotOpen(let path, let code):
      "cannot open log file \(path): \(Self.reason(code))"
    case .cannotSetPermissions(let path, let code):
      "cannot make log file \(path) private: \(Self.reason(code))"
    case .symbolicLink(let path):
      "log file \(path) is a symbolic link; give --log-file a regular file"
    case .notRegularFile(let path, let kind):
      "log file \(path) is \(kind), not a regular file; give --log-file a regular file"
    case .ownedByAnotherUser(let path, let owner):
      "log file \(path) belongs to another user (uid \(owner)); remove it or give --log-file"
        + " another path"
    case .cannotRotate(let path, let code):
      "cannot rotate log file \(path) to \(path).1: \(Self.reason(code))"
    }
  }

  private static func reason(_ code: Int32) -> String {
    String(cString: strerror(code))
  }
}
