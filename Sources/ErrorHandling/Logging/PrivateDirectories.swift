#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Creates a directory and any missing parents, each with mode 0700, for files that hold
/// secrets or private data (the log, the saved token). Directories that already exist are left
/// as they are.
public enum PrivateDirectories {
  /// Why a directory could not be created.
  public struct Failure: Error, Sendable, Equatable {
    public var path: String
    public var errno: Int32
  }

  public static func create(_ path: String) throws(Failure) {
    // Up from `path`, one `/` at a time, to the first directory that exists.
    var directory = path
    var missing: [String] = []
    while !directory.isEmpty, !exists(directory) {
      missing.append(directory)
      guard let slash = directory.lastIndex(of: "/") else { break }
      directory = String(directory[..<slash])
    }
    for directory in missing.reversed() where mkdir(directory, 0o700) != 0 && errno != EEXIST {
      throw Failure(path: directory, errno: errno)
    }
  }

  private static func exists(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0
  }
}
