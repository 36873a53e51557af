import Logging
import SystemSupport

/// A swift-log handler that keeps records in memory. For tests only: it lets a test read back
/// exactly what a logger produced without touching the file system or the process-wide
/// `LoggingSystem`.
public struct InMemoryLogHandler: LogHandler {
  /// One record as the handler received it.
  public struct Entry: Sendable {
    public var level: Logger.Level
    public var message: String
    public var metadata: Logger.Metadata
    public var file: String
    public var function: String
    public var line: UInt
  }

  /// Shared, thread-safe storage; handlers are values, so copies share one store.
  public final class Store: Sendable {
    private let storage = Locked<[Entry]>([])

    public init() {}

    /// Every record so far, oldest first.
    public var entries: [Entry] {
      storage.withLock { $0 }
    }

    func append(_ entry: Entry) {
      storage.withLock { $0.append(entry) }
    }
  }

  public var metadata: Logger.Metadata = [:]
  public var metadataProvider: Logger.MetadataProvider?
  public var logLevel: Logger.Level = .trace
  public let store: Store

  public init(store: Store = Store()) {
    self.store = store
  }

  public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
    get { metadata[key] }
    set { metadata[key] = newValue }
  }

  public func log(event: LogEvent) {
    var merged = metadata
    if let explicit = event.metadata {
      merged.merge(explicit) { _, new in new }
    }
    store.append(
      Entry(
        level: event.level, message: event.message.description, metadata: merged,
        file: event.file, function: event.function, line: event.line))
  }
}
