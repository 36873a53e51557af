import Foundation

/// Why the log file could not be set up. The executable reports it on stderr and exits before
/// the screen opens, so it must say which path failed and why.
public enum LogFileError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Neither `--log-file`, `XDG_STATE_HOME` nor `HOME` gave a usable location.
  case noLocation
  /// A parent directory could not be created.
  case cannotCreateDirectory(path: String, errno: Int32)
  /// The file could not be opened or created for appending.
  case cannotOpen(path: String, errno: Int32)
  /// The file opened but could not be made private (mode 0600).
  case cannotSetPermissions(path: String, errno: Int32)

  public var description: String {
    switch self {
    case .noLocation:
      "no log file location: set --log-file, XDG_STATE_HOME or HOME"
    case .cannotCreateDirectory(let path, let code):
      "cannot create log directory \(path): \(Self.reason(code))"
    case .cannotOpen(let path, let code):
      "cannot open log file \(path): \(Self.reason(code))"
    case .cannotSetPermissions(let path, let code):
      "cannot make log file \(path) private: \(Self.reason(code))"
    }
  }

  private static func reason(_ code: Int32) -> String {
    String(cString: strerror(code))
  }
}
