import GRDB

/// The schema, one migration per version. A migration, once released, is never edited: a change
/// is a new one, so a file from any earlier version is brought up to date in order.
extension IssueStore {
  static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("v1 lists, issues, comments") { db in
      // A list (issues of a query, or the inbox) and its rows, in order.
      try db.create(table: "list") { table in
        table.primaryKey("key", .text)
        table.column("kind", .text).notNull()
        table.column("nextCursor", .text)
        table.column("totalCount", .integer)
        table.column("isIncomplete", .boolean).notNull()
        table.column("etag", .text)
        table.column("lastModified", .text)
        table.column("storedAt", .double).notNull()
        table.column("usedAt", .double).notNull()
        table.column("bytes", .integer).notNull()
      }
      try db.create(table: "listRow") { table in
        table.column("listKey", .text).notNull().references("list", onDelete: .cascade)
        table.column("position", .integer).notNull()
        table.column("payload", .blob).notNull()
        table.primaryKey(["listKey", "position"])
      }
      // One issue's page: the issue and its comments.
      try db.create(table: "issue") { table in
        table.primaryKey("key", .text)
        table.column("payload", .blob).notNull()
        table.column("etag", .text)
        table.column("lastModified", .text)
        table.column("storedAt", .double).notNull()
        table.column("usedAt", .double).notNull()
        table.column("bytes", .integer).notNull()
      }
      try db.create(table: "comment") { table in
        table.column("issueKey", .text).notNull().references("issue", onDelete: .cascade)
        table.column("position", .integer).notNull()
        table.column("payload", .blob).notNull()
        table.primaryKey(["issueKey", "position"])
      }
    }
    migrator.registerMigration("v2 least recently used") { db in
      // Eviction reads the oldest first; without these it scans every row at each save.
      try db.create(index: "list_usedAt", on: "list", columns: ["usedAt"])
      try db.create(index: "issue_usedAt", on: "issue", columns: ["usedAt"])
    }
    return migrator
  }
}
