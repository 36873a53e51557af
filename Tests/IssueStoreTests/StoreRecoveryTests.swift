import Foundation
import GRDB
import IssueDomain
import TestSupport
import Testing

@testable import IssueStore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file that can't be used is set aside with one log line and a new store made in its place;
/// opening never throws and never crashes.
@Suite(.timeLimit(.minutes(1))) struct StoreRecoveryTests {
  /// Saves a list, so a test can tell the new store from the old.
  static func seeded(_ fixture: StoreFixture) async throws {
    let store = try #require(fixture.open())
    await store.saveIssues(StoreFixture.list(1...3, storedAt: fixture.now()), forList: "q")
  }

  static func expectSetAside(_ fixture: StoreFixture, because reason: String) {
    #expect(
      fixture.warnings == [
        "store: \(fixture.file) was \(reason); set aside as \(fixture.file).set-aside, starting a new one"
      ])
    #expect(FileManager.default.fileExists(atPath: fixture.file + ".set-aside"))
  }

  @Test func aCorruptFileIsSetAsideAndANewStoreWorks() async throws {
    let fixture = try StoreFixture()
    try await Self.seeded(fixture)
    try Data(repeating: 0x41, count: 8192).write(to: URL(fileURLWithPath: fixture.file))

    let store = try #require(fixture.open())
    Self.expectSetAside(fixture, because: "corrupt")
    #expect(await store.issues(forList: "q") == nil)
    await store.saveIssues(StoreFixture.list(1...1, storedAt: fixture.now()), forList: "q")
    #expect(await store.issues(forList: "q")?.rows.count == 1)
    #expect(StoreFixture.mode(fixture.file) == 0o600)
  }

  @Test func aFileLockedByAnotherProcessIsSetAside() async throws {
    let fixture = try StoreFixture()
    try await Self.seeded(fixture)
    // Another connection (as another Triage would) holds the file's exclusive lock.
    var configuration = Configuration()
    configuration.allowsUnsafeTransactions = true
    let other = try DatabaseQueue(path: fixture.file, configuration: configuration)
    try other.inDatabase { try $0.execute(sql: "BEGIN EXCLUSIVE") }
    defer { try? other.inDatabase { try $0.execute(sql: "ROLLBACK") } }

    let store = try #require(fixture.open(busyTimeout: .zero))
    Self.expectSetAside(fixture, because: "locked by another process")
    #expect(await store.issues(forList: "q") == nil)
  }

  @Test(.enabled(if: geteuid() == 0, "only root can give a file away"))
  func aFileOwnedBySomeoneElseIsSetAside() async throws {
    let fixture = try StoreFixture()
    try await Self.seeded(fixture)
    #expect(chown(fixture.file, 4242, 4242) == 0)

    let store = try #require(fixture.open())
    Self.expectSetAside(fixture, because: "owned by another user (uid 4242)")
    #expect(await store.issues(forList: "q") == nil)
  }

  @Test func aFileOthersCanReadIsMadePrivateAndKept() async throws {
    let fixture = try StoreFixture()
    try await Self.seeded(fixture)
    #expect(chmod(fixture.file, 0o644) == 0)

    let store = try #require(fixture.open())
    #expect(StoreFixture.mode(fixture.file) == 0o600)
    #expect(await store.issues(forList: "q")?.rows.count == 3)
    #expect(fixture.warnings.isEmpty)
  }

  @Test func aDirectoryWhereTheFileShouldBeIsSetAside() async throws {
    let fixture = try StoreFixture()
    try FileManager.default.createDirectory(
      atPath: fixture.file + "/inside", withIntermediateDirectories: true)

    let store = try #require(fixture.open())
    Self.expectSetAside(fixture, because: "not a regular file")
    await store.saveIssues(StoreFixture.list(1...1, storedAt: fixture.now()), forList: "q")
    #expect(await store.issues(forList: "q")?.rows.count == 1)
  }

  @Test(.enabled(if: geteuid() != 0, "root reads any file"))
  func anUnreadableFileIsSetAside() async throws {
    let fixture = try StoreFixture()
    try await Self.seeded(fixture)
    #expect(chmod(fixture.file, 0o000) == 0)

    _ = try #require(fixture.open())
    Self.expectSetAside(fixture, because: "unreadable")
  }

  @Test func noDirectoryMeansNoStoreAndOneLogLine() throws {
    let fixture = try StoreFixture()
    // A file where the cache directory should be.
    try Data().write(to: URL(fileURLWithPath: fixture.directory.path(of: "cache")))

    #expect(fixture.open() == nil)
    #expect(fixture.warnings.count == 1)
    #expect(fixture.warnings.first?.hasSuffix("nothing is stored") == true)
  }

  @Test(.enabled(if: geteuid() != 0, "root writes any directory"))
  func aSetAsideFileThatCantBeMovedMeansNoStore() async throws {
    let fixture = try StoreFixture()
    try await Self.seeded(fixture)
    try Data(repeating: 0x41, count: 8192).write(to: URL(fileURLWithPath: fixture.file))
    let directory = (fixture.file as NSString).deletingLastPathComponent
    #expect(chmod(directory, 0o500) == 0)
    defer { chmod(directory, 0o700) }

    #expect(fixture.open() == nil)
    #expect(fixture.warnings.count == 1)
  }
}
