import Foundation
import GRDB

/// Lists as rows: one `list` row with what the server said of the whole, and one `listRow` per
/// item, in order, as a JSON record.
extension IssueStore {
  func rows<Record: Codable & Sendable>(
    of key: String, kind: String, as type: Record.Type
  ) async -> StoredList<Record>? {
    let usedAt = now().timeIntervalSince1970
    let found = await perform("read \(key)") { db -> StoredList<Data>? in
      guard
        let list = try Row.fetchOne(
          db, sql: "SELECT * FROM list WHERE key = ? AND kind = ?", arguments: [key, kind])
      else { return nil }
      try db.execute(sql: "UPDATE list SET usedAt = ? WHERE key = ?", arguments: [usedAt, key])
      let payloads = try Data.fetchAll(
        db, sql: "SELECT payload FROM listRow WHERE listKey = ? ORDER BY position",
        arguments: [key])
      return StoredList(
        rows: payloads, nextCursor: list["nextCursor"], totalCount: list["totalCount"],
        isIncomplete: list["isIncomplete"],
        validators: Validators(etag: list["etag"], lastModified: list["lastModified"]),
        storedAt: Date(timeIntervalSince1970: list["storedAt"]))
    }
    guard let found = found ?? nil else { return nil }
    do {
      let rows = try found.rows.map { try Self.decoder.decode(Record.self, from: $0) }
      return found.mapRows { _ in () }.replacingRows(rows)
    } catch {
      // A row this version can't read: the list is as good as not stored, and is fetched anew.
      logger.warning("store: a row of \(key) can't be read; it is fetched again")
      return nil
    }
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
