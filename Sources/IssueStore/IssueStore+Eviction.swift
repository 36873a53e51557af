import GRDB

/// The size cap: lists and issues are counted by the bytes of their rows, and the least
/// recently used go first, whichever table they are in, until the rest fit.
extension IssueStore {
  static func evict(_ db: Database, toFit maximumBytes: Int) throws {
    var total = try totalBytes(db)
    while total > maximumBytes {
      guard
        let oldest = try Row.fetchOne(
          db,
          sql: """
            SELECT 'list' AS source, key, bytes, usedAt FROM list
            UNION ALL SELECT 'issue', key, bytes, usedAt FROM issue
            ORDER BY usedAt LIMIT 1
            """)
      else { return }
      let source: String = oldest["source"]
      let key: String = oldest["key"]
      // Foreign keys delete the list's rows and the issue's comments with it.
      try db.execute(
        sql: source == "list"
          ? "DELETE FROM list WHERE key = ?" : "DELETE FROM issue WHERE key = ?",
        arguments: [key])
      total -= oldest["bytes"] as Int
    }
  }

  static func totalBytes(_ db: Database) throws -> Int {
    try Int.fetchOne(
      db,
      sql:
        "SELECT (SELECT IFNULL(SUM(bytes), 0) FROM list) + (SELECT IFNULL(SUM(bytes), 0) FROM issue)"
    ) ?? 0
  }
}
