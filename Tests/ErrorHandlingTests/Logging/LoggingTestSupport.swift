import Foundation
import Logging
import TestSupport

@testable import ErrorHandling

/// A logger writing into a fresh in-memory store.
func inMemoryLogger() -> (Logger, InMemoryLogHandler.Store) {
  let store = InMemoryLogHandler.Store()
  let logger = Logger(label: "test") { _ in InMemoryLogHandler(store: store) }
  return (logger, store)
}

/// A directory for logs that does not exist yet (the handler creates it), removed after `body`.
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

/// An error that wraps another, as lower layers do.
struct WrappingError: Error, CustomStringConvertible {
  var context: String
  var underlying: any Error
  var description: String { "WrappingError(\(context))" }
}

/// A leaf error with a chosen description.
struct LeafError: Error, CustomStringConvertible {
  var description: String
}
