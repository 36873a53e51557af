import Foundation
import GRDB
import IssueDomain
import Testing

@testable import IssueStore

/// A write the server took changes the kept rows the same way: an issue everywhere it is kept,
/// a comment added at the end of a conversation kept whole, edited or deleted wherever it is,
/// an inbox thread read or gone; the validators stay.
@Suite(.timeLimit(.minutes(1))) struct StoreChangesTests {
  static let app = RepositoryName(owner: "octo", name: "app")

  static func comment(_ id: Int, _ body: String) -> IssueDomain.Comment {
    IssueDomain.Comment(
      id: id, author: User(login: "a"), body: body, createdAt: Date(timeIntervalSince1970: 1_000))
  }

  @Test func anIssueChangesInItsPageAndEveryListAndOthersStay() async throws {
    let fixture = try StoreFixture()
    let store = try #require(fixture.open())
    var list = StoreFixture.list(1...12, storedAt: fixture.now())
    list.validators = Validators(etag: "\"e\"")
    await store.saveIssues(list, forList: "a")
    await store.saveIssues(StoreFixture.list(1...1, storedAt: fixture.now()), forList: "b")
    var other = StoreFixture.issue(1)
    other.repository = RepositoryName(owner: "octo", name: "other")
    await store.saveIssues(
      StoredList(rows: [other], storedAt: fixture.now()), forList: "elsewhere")
    await store.saveIssue(
      StoredIssue(
        issue: StoreFixture.issue(1), comments: [], validators: Validators(etag: "\"i\""),
        storedAt: fixture.now()))

    var changed = StoreFixture.issue(1, title: "Renamed")
    changed.state = .closed
    await store.changeIssue(changed)

    let a = try #require(await store.issues(forList: "a"))
    #expect(a.rows.map(\.title) == ["Renamed"] + Array(repeating: "A title", count: 11))
    #expect(a.rows.first?.state == .closed)
    #expect(a.validators == Validators(etag: "\"e\""))
    #expect(await store.issues(forList: "b")?.rows.first?.title == "Renamed")
    #expect(await store.issues(forList: "elsewhere")?.rows.first?.title == "A title")
    let page = try #require(await store.issue(1, in: Self.app))
    #expect(page.issue.title == "Renamed")
    #expect(page.validators == Validators(etag: "\"i\""))
  }

  @Test func aCommentIsAddedEditedAndDeletedInTheKeptConversation() async throws {
    let fixture = try StoreFixture()
    let store = try #require(fixture.open())
    await store.saveTimeline(
      StoredList(rows: [.comment(Self.comment(1, "one"))], storedAt: fixture.now()),
      forList: "t")
    await store.saveTimeline(
      StoredList(
        rows: [.comment(Self.comment(5, "five"))], nextCursor: "page 2", storedAt: fixture.now()),
      forList: "long")
    await store.saveIssues(StoreFixture.list(1...1, storedAt: fixture.now()), forList: "a")

    await store.addComment(
      Self.comment(2, "two"), toIssue: 1, in: Self.app, conversations: ["t", "long"])
    #expect(
      await store.timeline(forList: "t")?.rows
        == [.comment(Self.comment(1, "one")), .comment(Self.comment(2, "two"))])
    #expect(
      await store.timeline(forList: "long")?.rows == [.comment(Self.comment(5, "five"))],
      "a comment belongs after the pages not kept")
    #expect(await store.issues(forList: "a")?.rows.first?.commentCount == 3)

    await store.changeComment(1, to: Self.comment(1, "one, edited"))
    await store.changeComment(2, to: nil)
    #expect(
      await store.timeline(forList: "t")?.rows == [.comment(Self.comment(1, "one, edited"))])
  }

  @Test func aThreadChangesInEveryKeptInbox() async throws {
    let fixture = try StoreFixture()
    let store = try #require(fixture.open())
    let threads = (1...3).map { (index: Int) in
      InboxThread(
        id: String(index), repository: Self.app,
        subject: InboxSubject(title: "t", kind: .issue, number: index), reason: .mention,
        isUnread: true, updatedAt: Date(timeIntervalSince1970: 1_000))
    }
    for key in ["inbox all", "inbox participating"] {
      await store.saveThreads(
        StoredList(
          rows: threads, validators: Validators(lastModified: "then"), storedAt: fixture.now()),
        forList: key)
    }
    await store.changeThreads { InboxChange.markRead(threadID: "1").applied(to: $0) }
    await store.changeThreads { InboxChange.markDone(threadID: "3").applied(to: $0) }
    for key in ["inbox all", "inbox participating"] {
      let kept = try #require(await store.threads(forList: key))
      #expect(kept.rows.map(\.id) == ["1", "2"])
      #expect(kept.rows.map(\.isUnread) == [false, true])
      #expect(kept.validators.lastModified == "then")
    }
  }

  /// A stored value larger than any kept is damage: never read into memory, but dropped from the
  /// store and logged, so it is fetched again.
  @Test func aValueOverTheLimitIsNeverReadButDroppedAndLogged() async throws {
    let fixture = try StoreFixture()
    let store = try #require(fixture.open())
    await store.saveIssues(StoreFixture.list(1...3, storedAt: fixture.now()), forList: "q")
    await store.saveIssue(
      StoredIssue(
        issue: StoreFixture.issue(1), comments: [], validators: Validators(),
        storedAt: fixture.now()))
    let over = StoredValueTooLarge.maximumRowBytes + 1
    await store.perform("grow") { db in
      try db.execute(
        sql: "UPDATE listRow SET payload = zeroblob(?) WHERE position = 1", arguments: [over])
      try db.execute(sql: "UPDATE issue SET payload = zeroblob(?)", arguments: [over])
    }
    #expect(await store.issues(forList: "q") == nil)
    #expect(await store.issue(1, in: Self.app) == nil)
    #expect(
      fixture.warnings == [
        "store: q holds \(over) bytes, more than is ever kept; it is dropped and fetched again",
        "store: octo/app#1 holds \(over) bytes, more than is ever kept; it is dropped and fetched again",
      ])
    #expect(await store.storedBytes() == 0, "dropped, not kept to be read again")
  }

  /// An issue's comments are read together, so together they are held to a list's limit.
  @Test func commentsTogetherOverTheLimitAreNeverReadButDropped() async throws {
    let fixture = try StoreFixture()
    let store = try #require(fixture.open())
    await store.saveIssue(
      StoredIssue(
        issue: StoreFixture.issue(1), comments: [], validators: Validators(),
        storedAt: fixture.now()))
    let count = StoredValueTooLarge.maximumListBytes / StoredValueTooLarge.maximumRowBytes + 1
    await store.perform("grow") { db in
      for position in 0..<count {
        try db.execute(
          sql: "INSERT INTO comment (issueKey, position, payload) VALUES (?, ?, zeroblob(?))",
          arguments: ["octo/app#1", position, StoredValueTooLarge.maximumRowBytes])
      }
    }
    #expect(await store.issue(1, in: Self.app) == nil)
    let total = count * StoredValueTooLarge.maximumRowBytes
    #expect(
      fixture.warnings == [
        "store: octo/app#1 holds \(total) bytes, more than is ever kept; it is dropped and fetched again"
      ])
    #expect(await store.storedBytes() == 0)
  }
}
