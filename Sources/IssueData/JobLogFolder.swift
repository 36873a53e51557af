import IssueDomain
import SystemSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where jobs' logs are kept: one owner-only file per job, `job-{id}.log`, in a 0700
/// directory, replaced when the log is fetched again. Without a directory of its own (no cache
/// directory, or a test), a fresh private one is made with `mkdtemp` on first use, so no other
/// user can have made it first.
public final class JobLogFolder: Sendable {
  /// How many logs are kept; the oldest beyond it are removed when a new one is written.
  public static let keptLogs = 20
  private let chosen: String?
  private let made = Locked<String?>(nil)

  /// `directory` (created 0700 when missing), or `nil` for a fresh temporary one.
  public init(directory: String?) {
    chosen = directory
  }

  /// `triage/logs` in the cache directory, or a temporary one when there is none.
  public static func standard(_ directories: UserDirectories) -> JobLogFolder {
    JobLogFolder(directory: directories.cache.map { join($0, "triage/logs") })
  }

  /// The directory, made if need be.
  public func directory() throws(PrivateFileError) -> String {
    if let chosen {
      try PrivateFiles.createDirectory(chosen)
      return chosen
    }
    let made: Result<String, PrivateFileError> = self.made.withLock { made in
      if let made { return .success(made) }
      let base =
        getenv("TMPDIR").map { String(cString: $0) }.flatMap {
          $0.hasPrefix("/") ? $0 : nil
        } ?? "/tmp"
      var template = Array(join(base, "triage-logs-XXXXXX").utf8CString)
      let result = template.withUnsafeMutableBufferPointer { buffer in
        buffer.baseAddress.flatMap { mkdtemp($0) }.map { String(cString: $0) }
      }
      guard let result else {
        return .failure(PrivateFileError(step: .createDirectory, path: base, errno: errno))
      }
      made = result
      Self.removeAtExit(result)
      return .success(result)
    }
    return try made.get()
  }

  /// The temporary directories made so far: removed, with their logs, when the process exits,
  /// since nothing else would ever find them again.
  private static let madeDirectories = Locked<[String]>([])

  private static func removeAtExit(_ directory: String) {
    let first = madeDirectories.withLock { made in
      made.append(directory)
      return made.count == 1
    }
    if first { atexit { JobLogFolder.removeMadeDirectories() } }
  }

  private static func removeMadeDirectories() {
    for directory in madeDirectories.withLock({ $0 }) {
      for name in names(in: directory) { unlink(join(directory, name)) }
      rmdir(directory)
    }
  }

  /// A stream that becomes job `id`'s log when committed.
  public func stream(forJob id: Int64) throws(PrivateFileError) -> PrivateFileStream {
    let directory = try directory()
    evict(in: directory)
    return try PrivateFileStream(file: join(directory, "job-\(id).log"))
  }

  /// Removes the oldest logs beyond `keptLogs - 1`, to make room for one more. Best effort:
  /// a log that can't be removed is only space.
  private func evict(in directory: String) {
    var logs: [(path: String, modified: Int)] = []
    for name in Self.names(in: directory) where name.hasPrefix("job-") && name.hasSuffix(".log") {
      let path = join(directory, name)
      var info = stat()
      guard lstat(path, &info) == 0 else { continue }
      // Nanoseconds: logs fetched within one second are still told apart.
      logs.append((path, Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec)))
    }
    guard logs.count >= Self.keptLogs else { return }
    for old in logs.sorted(by: { $0.modified < $1.modified }).prefix(
      logs.count - Self.keptLogs + 1)
    {
      unlink(old.path)
    }
  }

  /// The names in `directory` but `.` and `..`, at most 10,000 of them.
  private static func names(in directory: String) -> [String] {
    guard let handle = opendir(directory) else { return [] }
    defer { closedir(handle) }
    var names: [String] = []
    while let entry = readdir(handle), names.count < 10_000 {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
      }
      if name != ".", name != ".." { names.append(name) }
    }
    return names
  }

}
