/// Why a private directory or file could not be made: the step that failed, the path it failed
/// on and the system's error. It never holds the file's contents, so it is safe to log.
public struct PrivateFileError: Error, Sendable, Equatable {
  public enum Step: Sendable, Equatable {
    /// A directory on the way could not be created.
    case createDirectory
    /// A file or directory could not be made private (0600 / 0700).
    case setPermissions
    /// The new contents could not be written (or flushed) to the temporary file.
    case write
    /// The written file could not be renamed over the old one.
    case replace
  }

  public var step: Step
  public var path: String
  public var errno: Int32

  public init(step: Step, path: String, errno: Int32) {
    self.step = step
    self.path = path
    self.errno = errno
  }
}
