import Foundation
import GRDB
import IssueDomain
import Testing

@testable import IssueStore

/// Every earlier schema is brought up to date with its rows kept; a later one is set aside.
@Suite(.timeLimit(.minutes(1))) struct StoreMigrationTests {
  static let migrations = ["v1 lists, issues, comments", "v2 least recently used"]

  @Test func theMigrationsAreTheOnesTestedHere() throws {
    let database = try DatabaseQueue()
    try IssueStore.migrator.migrate(database)
    #expect(
      try database.read { try IssueStore.migrator.appliedIdentifiers($0) } == Set(Self.migrations))
  }

  @Test(arguments: ["v1 lists, issues, comments"])
  func aFileFromAnEarlierSchemaIsMigratedWithItsRows(_ version: String) async throws {
    let fixture = try StoreFixture()
    try FileManager.default.createDirectory(
      atPath: (fixture.file as NSString).deletingLastPathComponent,
      withIntermediateDirectories: true)
    do {
      let old = try DatabaseQueue(path: fixture.file)
      try IssueStore.migrator.migrate(old, upTo: version)
      try await old.write { db in
        try db.execute(
          sql: """
            INSERT INTO list (key, kind, isIncomplete, storedAt, usedAt, bytes)
            VALUES ('q', 'issues', 0, 1700000000, 1700000000, 0)
            """)
      }
    }

    let store = try #require(fixture.open())
    #expect(
      try await store.database.read { try IssueStore.migrator.appliedIdentifiers($0) }
        == Set(Self.migrations))
    #expect(await store.issues(forList: "q")?.rows == [])
    #expect(fixture.warnings.isEmpty)
  }

  @Test func aFileFromALaterVersionIsSetAside() async throws {
    let fixture = try StoreFixture()
    try await StoreRecoveryTests.seeded(fixture)
    do {
      let later = try DatabaseQueue(path: fixture.file)
      var migrator = IssueStore.migrator
      migrator.registerMigration("v99 from the future") { db in
        try db.execute(sql: "CREATE TABLE future (x)")
      }
      try migrator.migrate(later)
    }

    let store = try #require(fixture.open())
    StoreRecoveryTests.expectSetAside(fixture, because: "from a newer version of Triage")
    #expect(await store.issues(forList: "q") == nil)
  }
}
