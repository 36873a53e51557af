import Foundation
import IssueDomain
import SystemSupport
import Testing

@testable import IssueStore

/// The list a session showed first is read as the store opens, and handed to the first screen
/// that asks for it; a session that starts elsewhere is remembered for the next.
@Suite(.timeLimit(.minutes(1))) struct StoreReadAheadTests {
  /// Opens the fixture's file as the app opens it at start, reading ahead.
  func openReadingAhead(_ fixture: StoreFixture) throws -> IssueStore {
    let store = try #require(fixture.open())
    store.startReadingAhead()
    return store
  }

  func served(_ store: IssueStore) -> String? { store.readAhead.withLock { $0.served } }

  @Test func theListShownFirstIsReadAheadAtTheNextStart() async throws {
    let fixture = try StoreFixture()
    let list = StoreFixture.list(1...40, storedAt: fixture.now())
    let first = try openReadingAhead(fixture)
    await first.saveIssues(list, forList: "repository octo/app")
    await first.saveIssues(StoreFixture.list(1...3, storedAt: fixture.now()), forList: "other")
    // Nothing was remembered yet: this session's first list is read, and remembered.
    #expect(await first.issues(forList: "repository octo/app") == list)
    #expect(served(first) == nil)
    #expect(await first.issues(forList: "other")?.rows.count == 3)
    await first.close()

    let second = try openReadingAhead(fixture)
    #expect(await second.issues(forList: "repository octo/app") == list)
    #expect(served(second) == "repository octo/app")
    // Only the first list comes from the read ahead; the next is read as always.
    #expect(await second.issues(forList: "repository octo/app") == list)
    #expect(await second.issues(forList: "other")?.rows.count == 3)
    #expect(fixture.warnings.isEmpty)
    await second.close()
  }

  @Test func aSessionThatStartsOnAnotherListIsRememberedForTheNext() async throws {
    let fixture = try StoreFixture()
    let first = try openReadingAhead(fixture)
    await first.saveIssues(StoreFixture.list(1...5, storedAt: fixture.now()), forList: "a")
    let threads = StoredList(
      rows: [
        InboxThread(
          id: "1", repository: RepositoryName(owner: "octo", name: "app"),
          subject: InboxSubject(title: "A thread", kind: .issue, number: 1), reason: .mention,
          isUnread: true, updatedAt: Date(timeIntervalSince1970: 1_000))
      ], validators: Validators(), storedAt: fixture.now())
    await first.saveThreads(threads, forList: "inbox")
    _ = await first.issues(forList: "a")
    await first.close()

    let second = try openReadingAhead(fixture)
    #expect(await second.threads(forList: "inbox") == threads)
    #expect(served(second) == nil)
    await second.close()

    let third = try openReadingAhead(fixture)
    #expect(await third.threads(forList: "inbox") == threads)
    #expect(served(third) == "inbox")
    await third.close()
  }

  @Test func aSaveBeforeTheFirstScreenAsksMakesItReadForItself() async throws {
    let fixture = try StoreFixture()
    let first = try openReadingAhead(fixture)
    await first.saveIssues(StoreFixture.list(1...5, storedAt: fixture.now()), forList: "a")
    _ = await first.issues(forList: "a")
    await first.close()

    let second = try openReadingAhead(fixture)
    let newer = StoreFixture.list(1...2, storedAt: fixture.now().addingTimeInterval(60))
    await second.saveIssues(newer, forList: "a")
    #expect(await second.issues(forList: "a") == newer)
    #expect(served(second) == nil)
    await second.close()
  }

  @Test func withoutReadingAheadNothingIsRememberedOrServed() async throws {
    let fixture = try StoreFixture()
    let store = try #require(fixture.open())
    await store.saveIssues(StoreFixture.list(1...5, storedAt: fixture.now()), forList: "a")
    _ = await store.issues(forList: "a")
    await store.close()

    let again = try #require(fixture.open())
    #expect(await again.issues(forList: "a")?.rows.count == 5)
    #expect(served(again) == nil)
    #expect(await again.readRows(of: "opening", kind: "opening", as: String.self) == nil)
    await again.close()
  }

  @Test func rowsDecodedOnEveryCoreKeepTheirOrderAndOneBadRowIsLeftOutAlone() throws {
    let rows = (1...100).map { StoreFixture.issue($0) }
    let payloads = try rows.map { try IssueStore.encoder.encode(IssueRecord($0)) }
    let decoded = IssueStore.decode(IssueRecord.self, payloads)
    #expect(decoded.rows.map(\.issue) == rows)
    #expect(decoded.dropped == 0)

    var spoiled = payloads
    spoiled[77] = Data("{}".utf8)
    let kept = IssueStore.decode(IssueRecord.self, spoiled)
    #expect(kept.rows.map(\.issue) == rows.enumerated().filter { $0.offset != 77 }.map(\.element))
    #expect(kept.dropped == 1)
    #expect(IssueStore.decode(IssueRecord.self, []).rows.isEmpty)
  }
}
