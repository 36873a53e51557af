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
