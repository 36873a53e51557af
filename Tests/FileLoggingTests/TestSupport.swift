import Foundation

/// A uniquely named temporary directory, removed after `body`.
func withTemporaryDirectory<T>(_ body: (URL) throws -> T) rethrows -> T {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("triage-log-tests-\(UUID().uuidString)")
  defer { try? FileManager.default.removeItem(at: directory) }
  return try body(directory)
}

/// The permission bits of the file at `path`, or nil if it can't be stat'ed.
func permissions(of path: String) -> mode_t? {
  var info = stat()
  guard stat(path, &info) == 0 else { return nil }
  return info.st_mode & 0o777
}
