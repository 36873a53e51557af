import Foundation
import IssueDomain
import Testing

@testable import IssueStore

/// The size cap: the least recently used lists and issues go first, reads counting as use.
@Suite(.timeLimit(.minutes(1))) struct StoreEvictionTests {
  /// A list of ten issues with bodies of 1 KB: a little over 10 KB stored.
  static func list(_ fixture: StoreFixture) -> StoredList<IssueDomain.Issue> {
    StoreFixture.list(1...10, storedAt: fixture.now(), body: String(repeating: "x", count: 1000))
  }

  /// The bytes one of `list`'s lists takes, as the store counts them.
  static func listBytes() async throws -> Int {
    let fixture = try StoreFixture()
    let store = try #require(fixture.open())
    await store.saveIssues(list(fixture), forList: "a")
    return await store.storedBytes()
  }

  @Test func theLeastRecentlyUsedListGoesWhenTheCapIsPassed() async throws {
    let fixture = try StoreFixture()
    let cap = try await Self.listBytes() * 7 / 2
    let store = try #require(fixture.open(maximumBytes: cap))
    for key in ["a", "b", "c"] {
      await store.saveIssues(Self.list(fixture), forList: key)
      fixture.advance(by: 1)
    }
    // Reading `a` makes `b` the least recently used.
    _ = await store.issues(forList: "a")
    fixture.advance(by: 1)
    await store.saveIssues(Self.list(fixture), forList: "d")

    #expect(await store.issues(forList: "b") == nil)
    for key in ["a", "c", "d"] { #expect(await store.issues(forList: key) != nil) }
    #expect(await store.storedBytes() <= cap)
  }

  @Test func issuesAndListsAreEvictedTogetherOldestFirst() async throws {
    let fixture = try StoreFixture()
    let body = String(repeating: "y", count: 11_000)
    // Room for the list and one issue, not two.
    let cap = try await Self.listBytes() + 13_000
    let store = try #require(fixture.open(maximumBytes: cap))
    let repository = RepositoryName(owner: "octo", name: "app")
    await store.saveIssue(
      StoredIssue(
        issue: StoreFixture.issue(1, body: body), comments: [], validators: Validators(),
        storedAt: fixture.now()))
    fixture.advance(by: 1)
    await store.saveIssues(Self.list(fixture), forList: "a")
    fixture.advance(by: 1)
    await store.saveIssue(
      StoredIssue(
        issue: StoreFixture.issue(2, body: body), comments: [], validators: Validators(),
        storedAt: fixture.now()))

    #expect(await store.issue(1, in: repository) == nil)
    #expect(await store.issues(forList: "a") != nil)
    #expect(await store.issue(2, in: repository) != nil)
  }

  @Test func somethingLargerThanTheCapIsNotKept() async throws {
    let fixture = try StoreFixture()
    let store = try #require(fixture.open(maximumBytes: 1000))
    await store.saveIssues(Self.list(fixture), forList: "a")

    #expect(await store.issues(forList: "a") == nil)
    #expect(await store.storedBytes() == 0)
  }
}
