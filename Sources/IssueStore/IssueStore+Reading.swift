import Dispatch
import FoundationEssentials
import GRDB
import Logging
import SystemSupport

extension IssueStore {
  /// Runs `body` in a read transaction; a failure is logged and read as `nil`. Reads take no
  /// write lock, so a screen opening on kept rows never waits on another process's save.
  func read<T: Sendable>(
    _ what: String, _ body: @escaping @Sendable (Database) throws -> T
  ) async -> T? {
    do {
      return try await database.read(body)
    } catch {
      logger.warning("store: \(what) failed: \(StoreProblem(error))")
      return nil
    }
  }

  /// Marks the row `key` as used now, for eviction, after the read that used it: queued on the
  /// store's one connection, so every later save sees it, but the screen waiting for the rows
  /// doesn't wait for the write. `sql` sets `usedAt` (the first argument) where `key` is.
  func touch(_ sql: String, _ key: String) {
    let usedAt = now().timeIntervalSince1970
    let logger = logger
    database.asyncWrite({ db in
      try db.execute(sql: sql, arguments: [usedAt, key])
    }) { _, result in
      if case .failure(let error) = result {
        logger.warning("store: marking \(key) used failed: \(StoreProblem(error))")
      }
    }
  }

  /// Decodes `payloads` in order, each on its own: a row that can't be read is left out and
  /// counted, and the others stand. A screenful of rows is decoded on every core: JSON decoding
  /// is most of the time a list takes to open from the store.
  static func decode<Record: Decodable & Sendable>(_ type: Record.Type, _ payloads: [Data])
    -> (rows: [Record], dropped: Int)
  {
    let cores = min(max(ProcessInfo.processInfo.activeProcessorCount, 1), 4)
    let chunks = payloads.count >= 16 ? cores : 1
    let size = (payloads.count + chunks - 1) / max(chunks, 1)
    let decoded = Locked([[Record?]](repeating: [], count: chunks))
    DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
      let start = min(chunk * size, payloads.count)
      let end = min(start + size, payloads.count)
      let rows = payloads[start..<end].map { try? Self.decoder.decode(Record.self, from: $0) }
      decoded.withLock { $0[chunk] = rows }
    }
    let all = decoded.withLock { $0 }.flatMap { $0 }
    let rows = all.compactMap { $0 }
    return (rows, all.count - rows.count)
  }
}
