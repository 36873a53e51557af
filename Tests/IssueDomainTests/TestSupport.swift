import ErrorHandling
import IssueDomain
import Logging

/// A logger writing into a fresh in-memory store.
func inMemoryLogger() -> (Logger, InMemoryLogHandler.Store) {
  let store = InMemoryLogHandler.Store()
  let logger = Logger(label: "test") { _ in InMemoryLogHandler(store: store) }
  return (logger, store)
}
