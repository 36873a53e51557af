import FoundationEssentials
import GRDB
import Logging

/// Lists as rows: one `list` row with what the server said of the whole, and one `listRow` per
/// item, in order, as a JSON record.
extension IssueStore {
  func rows<Record: Codable & Sendable>(
    of key: String, kind: String, as type: Record.Type
  ) async -> StoredList<Record>? {
    let ahead = Self.screenKinds.contains(kind) ? await takeReadAhead(key, kind, as: type) : nil
    guard let list = if let ahead { ahead } else { await readRows(of: key, kind: kind, as: type) }
    else { return nil }
    touch("UPDATE list SET usedAt = ? WHERE key = ?", key)
    return list
  }

  /// The list `key` as stored, without marking it used.
  func readRows<Record: Codable & Sendable>(
    of key: String, kind: String, as type: Record.Type
  ) async -> StoredList<Record>? {
    let found: StoredList<Data>?
    do {
      found = try await database.read { db in try Self.payloads(db, of: key, kind: kind) }
    } catch let tooLarge as StoredValueTooLarge {
      drop(tooLarge)
      return nil
    } catch {
      logger.warning("store: read \(key) failed: \(StoreProblem(error))")
      return nil
    }
    guard let found else { return nil }
    return decoded(found, of: key, as: type)
  }

  /// A list or issue holding a value larger than any kept: never read, but dropped from the
  /// store (it is only a copy of the server's answer) and logged, so it is fetched again. The
  /// reader doesn't wait for the drop: freeing a huge value's pages takes as long as reading
  /// them, and the fetch that replaces it needn't wait that long to be sent. The drop is queued
  /// on the store's connection, so every later read and save comes after it.
  func drop(_ tooLarge: StoredValueTooLarge) {
    let logger = logger
    logger.warning(
      "store: \(tooLarge.key) holds \(tooLarge.bytes) bytes, more than is ever kept; it is dropped and fetched again"
    )
    database.asyncWrite({ db in
      try db.execute(sql: "DELETE FROM list WHERE key = ?", arguments: [tooLarge.key])
      try db.execute(sql: "DELETE FROM issue WHERE key = ?", arguments: [tooLarge.key])
    }) { _, result in
      if case .failure(let error) = result {
        logger.warning("store: drop \(tooLarge.key) failed: \(StoreProblem(error))")
      }
    }
  }

  /// The list `key` of `kind` as stored, its rows still JSON. Their sizes are looked at first
  /// (SQLite knows a value's length without reading it): a row or a list larger than any kept
  /// is `StoredValueTooLarge`, and nothing of it is read.
  static func payloads(_ db: Database, of key: String, kind: String) throws -> StoredList<Data>? {
    guard
      let list = try Row.fetchOne(
        db, sql: "SELECT * FROM list WHERE key = ? AND kind = ?", arguments: [key, kind])
    else { return nil }
    try checkSizes(db, of: "listRow", where: "listKey", is: key)
    let payloads = try Data.fetchAll(
      db, sql: "SELECT payload FROM listRow WHERE listKey = ? ORDER BY position",
      arguments: [key])
    return StoredList(
      rows: payloads, nextCursor: list["nextCursor"], totalCount: list["totalCount"],
      isIncomplete: list["isIncomplete"],
      validators: Validators(etag: list["etag"], lastModified: list["lastModified"]),
      storedAt: Date(timeIntervalSince1970: list["storedAt"]))
  }

  /// Throws `StoredValueTooLarge` when one row of `table` whose `column` is `key`, or all of
  /// them together (they are read together), are larger than any kept. SQLite answers from the
  /// rows' headers, reading no value.
  static func checkSizes(_ db: Database, of table: String, where column: String, is key: String)
    throws
  {
    guard
      let sizes = try Row.fetchOne(
        db,
        sql: """
          SELECT COALESCE(MAX(length(payload)), 0) AS largest,
            COALESCE(SUM(length(payload)), 0) AS total FROM \(table) WHERE \(column) = ?
          """, arguments: [key])
    else { return }
    let largest: Int = sizes["largest"]
    let total: Int = sizes["total"]
    if largest > StoredValueTooLarge.maximumRowBytes {
      throw StoredValueTooLarge(key: key, bytes: largest)
    }
    if total > StoredValueTooLarge.maximumListBytes {
      throw StoredValueTooLarge(key: key, bytes: total)
    }
  }

  /// `found` with its rows decoded. A row this version can't read is left out (logged once for
  /// the list) and the rest are shown; the list's validators go with it, so the next request
  /// is unconditional and the server's whole page replaces it. A list none of whose rows can
  /// be read is as good as not stored.
  func decoded<Record: Decodable & Sendable>(
    _ found: StoredList<Data>, of key: String, as type: Record.Type
  ) -> StoredList<Record>? {
    let (rows, dropped) = Self.decode(Record.self, found.rows)
    var list = found.mapRows { _ in () }.replacingRows(rows)
    guard dropped > 0 else { return list }
    guard !rows.isEmpty else {
      logger.warning("store: no row of \(key) can be read; it is fetched again")
      return nil
    }
    logger.warning("store: \(dropped) row(s) of \(key) can't be read; the list is fetched again")
    list.validators = Validators()
    return list
  }

  func save<Record: Codable & Sendable>(
    _ list: StoredList<Record>, as key: String, kind: String
  ) async {
    let payloads: [Data]
    do {
      payloads = try list.rows.map { try Self.encoder.encode($0) }
    } catch {
      logger.warning("store: \(key) can't be encoded; not stored")
      return
    }
    if Self.screenKinds.contains(kind) { dropReadAhead() }
    let usedAt = now().timeIntervalSince1970
    let bytes = payloads.reduce(0) { $0 + $1.count }
    await perform("save \(key)") { [maximumBytes] db in
      try db.execute(sql: "DELETE FROM list WHERE key = ?", arguments: [key])
      try db.execute(
        sql: """
          INSERT INTO list (key, kind, nextCursor, totalCount, isIncomplete, etag, lastModified,
            storedAt, usedAt, bytes) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
          """,
        arguments: [
          key, kind, list.nextCursor, list.totalCount, list.isIncomplete, list.validators.etag,
          list.validators.lastModified, list.storedAt.timeIntervalSince1970, usedAt, bytes,
        ])
      let insert = try db.makeStatement(
        sql: "INSERT INTO listRow (listKey, position, payload) VALUES (?, ?, ?)")
      for (position, payload) in payloads.enumerated() {
        try insert.execute(arguments: [key, position, payload])
      }
      try Self.evict(db, toFit: maximumBytes)
    }
  }
}

extension StoredList {
  func replacingRows<Other>(_ rows: [Other]) -> StoredList<Other> {
    StoredList<Other>(
      rows: rows, nextCursor: nextCursor, totalCount: totalCount, isIncomplete: isIncomplete,
      validators: validators, storedAt: storedAt)
  }
}
