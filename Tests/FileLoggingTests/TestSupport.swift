import Foundation
import TestSupport

/// A directory for logs that does not exist yet (the handler creates it), inside a fresh one
/// removed after `body`.
func withTemporaryDirectory<T>(_ body: (URL) throws -> T) throws -> T {
  try TemporaryDirectory.withNewPath(prefix: "triage-log-tests") {
    try body(URL(fileURLWithPath: $0))
  }
}

/// The permission bits of the file at `path`, or nil if it can't be stat'ed.
func permissions(of path: String) -> mode_t? {
  var info = stat()
  guard stat(path, &info) == 0 else { return nil }
  return info.st_mode & 0o777
}
