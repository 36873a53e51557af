import Foundation
import GRDB
import IssueDomain
import SystemSupport
import Testing

@testable import IssueStore

/// Quitting never waits on the store for longer than its closing wait: freeing a huge value's
/// pages can't be cut short, so closing leaves such work to the process's end, and the file is
/// whole after it. A value larger than any kept is never read, by a change either.
@Suite(.timeLimit(.minutes(1))) struct StoreClosingTests {
  static let app = RepositoryName(owner: "octo", name: "app")

  /// A deletion under way on the store's connection, as SQLite runs one that frees a huge
  /// value: begun, not committed, not to be interrupted. It is held until `release` is
  /// signalled (or, should closing wait for it, for a while, so that the test ends and fails),
  /// and then cut short as the process's end would: never committed.
  static func holdDeletion(
    of key: String, in store: IssueStore, until release: DispatchSemaphore,
    released: Locked<Bool>
  ) {
    store.database.asyncWriteWithoutTransaction { db in
      try? db.inTransaction {
        try db.execute(sql: "DELETE FROM list WHERE key = ?", arguments: [key])
        _ = release.wait(timeout: .now() + 20)
        released.withLock { $0 = true }
        return .rollback
      }
    }
  }

  @Test func closingDoesNotWaitForADeletionUnderWayAndTheFileStaysWhole() async throws {
    let fixture = try StoreFixture()
    let store = try #require(fixture.open(closingWait: .milliseconds(20)))
    await store.saveIssues(StoreFixture.list(1...3, storedAt: fixture.now()), forList: "q")
    let release = DispatchSemaphore(value: 0)
    let released = Locked(false)
    Self.holdDeletion(of: "q", in: store, until: release, released: released)

    await store.close()

    #expect(!released.withLock { $0 }, "closing returned while the deletion was still under way")
    #expect(
      fixture.warnings.last
        == "store: work was still under way after 0.02 seconds at closing; the file is left as it is, and what wasn't committed is gone when it is next opened"
    )
    // What another connection sees now is what the file holds if the process ends here: the
    // deletion was never committed.
    var readOnly = Configuration()
    readOnly.readonly = true
    let other = try DatabaseQueue(path: fixture.file, configuration: readOnly)
    let kept = try await other.read { db in
      try Int.fetchOne(db, sql: "SELECT count(*) FROM listRow WHERE listKey = 'q'")
    }
    #expect(kept == 3)
    try other.close()
    release.signal()
    // The held deletion has ended (on the store's one connection, in order) before the file is
    // opened again, as the process's end would have ended it.
    try await store.database.writeWithoutTransaction { _ in }

    let again = try #require(fixture.open())
    #expect(await again.issues(forList: "q")?.rows.map(\.number) == [1, 2, 3])
    await again.close()
  }

  @Test func closingWithNothingUnderWayClosesTheFile() async throws {
    let fixture = try StoreFixture()
    let store = try #require(fixture.open())
    await store.saveIssues(StoreFixture.list(1...2, storedAt: fixture.now()), forList: "q")
    await store.close()
    #expect(fixture.warnings.isEmpty)
    // Closed: the write-ahead log was folded into the file and removed.
    #expect(!FileManager.default.fileExists(atPath: fixture.file + "-wal"))
  }

  /// A kept row over the limit, though it reads as a record, is left as it is by a change:
  /// it is never read (a change reads the rows it may rewrite), only dropped by the next read.
  @Test func aChangeNeverReadsAValueOverTheLimit() async throws {
    let fixture = try StoreFixture()
    let store = try #require(fixture.open())
    await store.saveIssues(StoreFixture.list(1...2, storedAt: fixture.now()), forList: "q")
    await store.saveIssue(
      StoredIssue(
        issue: StoreFixture.issue(1), comments: [], validators: Validators(),
        storedAt: fixture.now()))
    // The record of issue 1, made larger than the limit by JSON's own white space.
    let record = try IssueStore.encoder.encode(IssueRecord(StoreFixture.issue(1)))
    let huge =
      Data("{".utf8)
      + Data(repeating: UInt8(ascii: " "), count: StoredValueTooLarge.maximumRowBytes)
      + record.dropFirst()
    #expect((try? IssueStore.decoder.decode(IssueRecord.self, from: huge))?.number == 1)
    await store.perform("grow") { db in
      try db.execute(
        sql: "UPDATE listRow SET payload = ? WHERE position = 0", arguments: [huge])
      try db.execute(sql: "UPDATE issue SET payload = ?", arguments: [huge])
    }

    await store.changeIssue(StoreFixture.issue(1, title: "Renamed"))

    let sizes = await store.perform("sizes") { db in
      [
        try Int.fetchOne(db, sql: "SELECT length(payload) FROM listRow WHERE position = 0"),
        try Int.fetchOne(db, sql: "SELECT length(payload) FROM issue"),
      ]
    }
    #expect(sizes == [huge.count, huge.count], "left as they were, unread")
    #expect(await store.issues(forList: "q") == nil)
    #expect(await store.issue(1, in: Self.app) == nil)
  }

  /// Replacing or evicting a huge value frees its pages without writing them all again as
  /// zeroes (Debian's SQLite has secure delete on): `FAST` zeroes only what is written anyway.
  @Test func deletionsDontWriteWhatTheyFreeAgain() async throws {
    let fixture = try StoreFixture()
    let store = try #require(fixture.open())
    let mode = await store.perform("secure delete") { db in
      try Int.fetchOne(db, sql: "PRAGMA secure_delete")
    }
    #expect(mode == 2, "FAST")
  }
}
