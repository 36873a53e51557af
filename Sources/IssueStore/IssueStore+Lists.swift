import Foundation
import GRDB

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
    let found = await read("read \(key)") { db in try Self.payloads(db, of: key, kind: kind) }
    guard let found = found ?? nil else { return nil }
    return decoded(found, of: key, as: type)
  }

  /// The list `key` of `kind` as stored, its rows still JSON.
  static func payloads(_ db: Database, of key: String, kind: String) throws -> StoredList<Data>? {
    guard
      let list = try Row.fetchOne(
        db, sql: "SELECT * FROM list WHERE key = ? AND kind = ?", arguments: [key, kind])
    else { return nil }
    let payloads = try Data.fetchAll(
      db, sql: "SELECT payload FROM listRow WHERE listKey = ? ORDER BY position",
      arguments: [key])
    return StoredList(
      rows: payloads, nextCursor: list["nextCursor"], totalCount: list["totalCount"],
      isIncomplete: list["isIncomplete"],
      validators: Validators(etag: list["etag"], lastModified: list["lastModified"]),
      storedAt: Date(timeIntervalSince1970: list["storedAt"]))
  }

  /// `found` with its rows decoded; `nil` (logged) when one can't be.
  func decoded<Record: Decodable & Sendable>(
    _ found: StoredList<Data>, of key: String, as type: Record.Type
  ) -> StoredList<Record>? {
    guard let rows = Self.decode(Record.self, found.rows) else {
      // A row this version can't read: the list is as good as not stored, and is fetched anew.
      logger.warning("store: a row of \(key) can't be read; it is fetched again")
      return nil
    }
    return found.mapRows { _ in () }.replacingRows(rows)
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
