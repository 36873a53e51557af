import FoundationEssentials
import GRDB
import IssueDomain
import Logging
import SystemSupport

/// What was last seen of one account on one host, in SQLite: lists by query (issues, and the
/// inbox's threads), issues with their comments, and each answer's validators. Never a token.
///
/// It never fails its caller: a read that fails is "nothing stored" and a save that fails is
/// dropped, each logged, so the app works from the network as it would with no store. Rows are
/// JSON records of the domain's entities (`IssueRecord`, `CommentRecord`, `ThreadRecord`).
/// Every read marks what it read as used, and every save evicts the least recently used lists
/// and issues until the stored bytes fit `maximumBytes`.
public final class IssueStore: Sendable {
  /// `cache.max_size`'s default: 200 MB.
  public static let defaultMaximumBytes = 200 * 1024 * 1024

  let database: DatabaseQueue
  public let file: String
  public let maximumBytes: Int
  /// How long `close()` waits for the work under way before leaving the file as it is.
  let closingWait: Duration
  let now: @Sendable () -> Date
  let logger: Logger
  /// The first screen's list, read as the store opens (`startReadingAhead`).
  let readAhead = Locked(ReadAhead())

  init(
    database: DatabaseQueue, file: String, maximumBytes: Int, closingWait: Duration,
    now: @escaping @Sendable () -> Date, logger: Logger
  ) {
    self.database = database
    self.file = file
    self.maximumBytes = max(0, maximumBytes)
    self.closingWait = closingWait
    self.now = now
    self.logger = logger
  }

  /// The issues of the list `key` (a query, as the repository names it), if stored.
  public func issues(forList key: String) async -> StoredList<Issue>? {
    await rows(of: key, kind: Self.issuesKind, as: IssueRecord.self).map { list in
      list.mapRows(\.issue)
    }
  }

  /// Replaces the list `key` with `list`.
  public func saveIssues(_ list: StoredList<Issue>, forList key: String) async {
    await save(list.mapRows(IssueRecord.init), as: key, kind: Self.issuesKind)
  }

  /// The inbox threads of the list `key`, if stored.
  public func threads(forList key: String) async -> StoredList<InboxThread>? {
    await rows(of: key, kind: Self.threadsKind, as: ThreadRecord.self).map { list in
      list.mapRows(\.thread)
    }
  }

  /// Replaces the inbox list `key` with `list`.
  public func saveThreads(_ list: StoredList<InboxThread>, forList key: String) async {
    await save(list.mapRows(ThreadRecord.init), as: key, kind: Self.threadsKind)
  }

  /// The server said the list `key` is unchanged (a 304) at `date`: only its age changes, and
  /// the validators it sent, if any.
  public func markUnchanged(list key: String, at date: Date, validators: Validators) async {
    await perform("mark \(key) unchanged") { db in
      try db.execute(
        sql: """
          UPDATE list SET storedAt = ?, usedAt = ?, etag = COALESCE(?, etag),
            lastModified = COALESCE(?, lastModified) WHERE key = ?
          """,
        arguments: [
          date.timeIntervalSince1970, date.timeIntervalSince1970, validators.etag,
          validators.lastModified, key,
        ])
    }
  }

  /// Forgets every row: the account signed out. The file stays, empty, for the next sign-in.
  public func removeAll() async {
    await perform("remove everything") { db in
      try db.execute(
        sql: "DELETE FROM listRow; DELETE FROM list; DELETE FROM comment; DELETE FROM issue")
    }
    do {
      try await database.vacuum()
    } catch {
      logger.warning("store: vacuum after removing everything failed: \(StoreProblem(error))")
    }
  }

  /// `close()`'s default wait: quitting answers `q` within 200 ms, and the store's part of it
  /// comes after the terminal is given back.
  public static let defaultClosingWait = Duration.milliseconds(100)

  /// Closes the file: the write-ahead log is folded into it and removed. Quitting closes it
  /// here rather than whenever the last reference goes, which may be while the next run of
  /// the app (or of a benchmark) is opening it.
  ///
  /// It waits at most `closingWait` for the work under way (the read ahead, a save, a drop).
  /// Freeing a huge value's pages is one SQLite call that reads every page for the next one's
  /// number, and nothing cuts it short, so past the wait the file is left open as it is, for the
  /// process to end with: what was committed is in the write-ahead log, and a transaction the
  /// end cuts short was never committed, so it is not there when the file is next opened.
  public func close() async {
    let closable = Locked(true)
    let settled = await BoundedWait.finishes(within: closingWait) { [self] in
      let (reading, remembering) = readAhead.withLock { ($0.task, $0.remembering) }
      _ = await reading?.value
      await remembering?.value
      do {
        try await database.writeWithoutTransaction { _ in }
      } catch {
        closable.withLock { $0 = false }
        logger.warning("store: closing failed: \(StoreProblem(error))")
      }
    }
    guard settled else {
      logger.warning(
        "store: work was still under way after \(closingWait) at closing; the file is left as it is, and what wasn't committed is gone when it is next opened"
      )
      return
    }
    guard closable.withLock({ $0 }) else { return }
    do {
      try database.close()
    } catch {
      logger.warning("store: closing failed: \(StoreProblem(error))")
    }
  }

  /// The bytes of rows stored, as eviction counts them.
  public func storedBytes() async -> Int {
    await perform("count bytes") { db in try Self.totalBytes(db) } ?? 0
  }

  static let issuesKind = "issues"
  static let threadsKind = "threads"

  /// Runs `body` in a write transaction; a failure is logged and read as `nil`.
  @discardableResult
  func perform<T: Sendable>(
    _ what: String, _ body: @escaping @Sendable (Database) throws -> T
  ) async -> T? {
    do {
      return try await database.write(body)
    } catch {
      logger.warning("store: \(what) failed: \(StoreProblem(error))")
      return nil
    }
  }

  static let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .secondsSince1970
    return encoder
  }()

  static let decoder: JSONDecoder = {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .secondsSince1970
    return decoder
  }()
}

extension StoredList {
  func mapRows<Other>(_ transform: (Row) -> Other) -> StoredList<Other> {
    StoredList<Other>(
      rows: rows.map(transform), nextCursor: nextCursor, totalCount: totalCount,
      isIncomplete: isIncomplete, validators: validators, storedAt: storedAt)
  }
}
