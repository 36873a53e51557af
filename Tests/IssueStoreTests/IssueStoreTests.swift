import Foundation
import GRDB
import IssueDomain
import Testing

@testable import IssueStore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The store on a real SQLite file: what is saved reads back the same, privately, and marks
/// what it read as used.
@Suite(.timeLimit(.minutes(1))) struct IssueStoreTests {
  @Test func aListReadsBackAsSavedInAPrivateFileInAPrivateDirectory() async throws {
    let fixture = try StoreFixture()
    let store = try #require(fixture.open())
    let list = StoreFixture.list(1...40, storedAt: fixture.now())
    await store.saveIssues(list, forList: "search is:open")

    #expect(await store.issues(forList: "search is:open") == list)
    #expect(await store.issues(forList: "search is:closed") == nil)
    #expect(StoreFixture.mode(fixture.file) == 0o600)
    #expect(StoreFixture.mode((fixture.file as NSString).deletingLastPathComponent) == 0o700)
    // The write-ahead log and its index hold rows too: as private as the file.
    #expect(StoreFixture.mode(fixture.file + "-wal") == 0o600)
    #expect(StoreFixture.mode(fixture.file + "-shm") == 0o600)
    #expect(fixture.warnings.isEmpty)
  }

  @Test func aListOutlivesItsStoreAndIsReplacedWhole() async throws {
    let fixture = try StoreFixture()
    await fixture.open()?.saveIssues(
      StoreFixture.list(1...40, storedAt: fixture.now()), forList: "q")
    let shorter = StoreFixture.list(1...3, storedAt: fixture.now().addingTimeInterval(60))
    await fixture.open()?.saveIssues(shorter, forList: "q")

    #expect(await fixture.open()?.issues(forList: "q") == shorter)
  }

  @Test func inboxThreadsKeepEveryKindAndReason() async throws {
    let fixture = try StoreFixture()
    let store = try #require(fixture.open())
    let kinds: [InboxSubject.Kind] = [
      .issue, .pullRequest, .release, .discussion, .commit, .checkSuite, .vulnerabilityAlert,
      .other("Gist"),
    ]
    var threads = kinds.enumerated().map { index, kind in
      InboxThread(
        id: "\(index)", repository: RepositoryName(owner: "octo", name: "app"),
        subject: InboxSubject(title: "Thread \(index)", kind: kind, number: index),
        reason: index.isMultiple(of: 2) ? .mention : .other("future_reason"),
        isUnread: index.isMultiple(of: 3), updatedAt: Date(timeIntervalSince1970: 1_000))
    }
    threads[1].isUnsubscribed = true
    let list = StoredList(
      rows: threads, validators: Validators(lastModified: "Tue, 01 Oct 2024 10:00:00 GMT"),
      storedAt: fixture.now())
    await store.saveThreads(list, forList: "inbox")

    #expect(await store.threads(forList: "inbox") == list)
    // A list of threads is not a list of issues, whatever its key.
    #expect(await store.issues(forList: "inbox") == nil)
  }

  @Test func anIssueReadsBackWithItsCommentsAndItsReactions() async throws {
    let fixture = try StoreFixture()
    let store = try #require(fixture.open())
    let comments = (1...3).map {
      Comment(
        id: $0, author: User(login: "hubot"), body: "Comment \($0) 日本語",
        createdAt: Date(timeIntervalSince1970: 1_000))
    }
    var issue = StoreFixture.issue(7, body: "The body")
    issue.reactions = Reactions([.rocket: 2, .eyes: 1])
    let stored = StoredIssue(
      issue: issue, comments: comments,
      validators: Validators(etag: "\"e\"", lastModified: "yesterday"), storedAt: fixture.now())
    await store.saveIssue(stored)

    #expect(await store.issue(7, in: RepositoryName(owner: "octo", name: "app")) == stored)
    #expect(await store.issue(8, in: RepositoryName(owner: "octo", name: "app")) == nil)
  }

  @Test func aTimelineReadsBackWithEveryKindOfEventAndTheReactions() async throws {
    let fixture = try StoreFixture()
    let store = try #require(fixture.open())
    let at = Date(timeIntervalSince1970: 1_000)
    let kinds: [TimelineEvent.Kind] = [
      .labeled("bug"), .unlabeled("wontfix"), .assigned(User(login: "hubot")),
      .unassigned(User(login: "monalisa")), .closed(.notPlanned), .closed(nil), .reopened,
      .renamed(from: "Crash", to: "A crash"), .milestoned("v1"), .demilestoned("v2"),
      .referenced(commit: "1a2b3c4"),
      .crossReferenced(number: 14, isPullRequest: true, repository: nil),
      .crossReferenced(
        number: 3, isPullRequest: false, repository: RepositoryName(owner: "o", name: "b")),
      .locked(reason: "spam"), .locked(reason: nil), .unlocked, .other("labeled_by_bot"),
    ]
    var entries: [TimelineEntry] = kinds.enumerated().map { index, kind in
      .event(
        TimelineEvent(
          id: "\(index)", actor: index == 0 ? nil : User(login: "octocat"), kind: kind,
          createdAt: index == 1 ? nil : at))
    }
    entries.insert(
      .comment(
        Comment(
          id: 41, author: User(login: "hubot"), body: "Seen 日本語", createdAt: at,
          reactions: Reactions([.thumbsUp: 3, .heart: 1]))),
      at: 2)
    // A pull request's reviews, every standing one can have.
    for (index, standing) in [
      Reviewer.Standing.approved, .changesRequested, .commented, .dismissed,
    ].enumerated() {
      entries.append(
        .review(
          SubmittedReview(
            id: 90 + index, nodeID: index == 0 ? "" : "PRR_\(index)",
            author: User(login: "kim-ji"), standing: standing, body: index == 1 ? "" : "LGTM",
            isBodyTruncated: index == 2, submittedAt: index == 3 ? nil : at)))
    }
    let list = StoredList(
      rows: entries, nextCursor: "https://api.github.com/repositories/1/issues/7/timeline?page=2",
      validators: Validators(etag: "\"t\""), storedAt: fixture.now())
    await store.saveTimeline(list, forList: "timeline octo/app#7")

    #expect(await store.timeline(forList: "timeline octo/app#7") == list)
    // A timeline is not a list of comments, whatever its key.
    #expect(await store.comments(forList: "timeline octo/app#7") == nil)
  }

  @Test func anUnchangedAnswerMovesOnlyTheAgeAndTheValidatorsItSent() async throws {
    let fixture = try StoreFixture()
    let store = try #require(fixture.open())
    let list = StoreFixture.list(1...5, storedAt: fixture.now())
    await store.saveIssues(list, forList: "q")
    let later = fixture.now().addingTimeInterval(720)
    await store.markUnchanged(list: "q", at: later, validators: Validators(lastModified: "Mon"))

    var expected = list
    expected.storedAt = later
    expected.validators.lastModified = "Mon"
    #expect(await store.issues(forList: "q") == expected)
  }

  @Test func signingOutRemovesEveryRow() async throws {
    let fixture = try StoreFixture()
    let store = try #require(fixture.open())
    await store.saveIssues(StoreFixture.list(1...5, storedAt: fixture.now()), forList: "q")
    await store.saveIssue(
      StoredIssue(
        issue: StoreFixture.issue(1), comments: [], validators: Validators(),
        storedAt: fixture.now()))
    await store.removeAll()

    #expect(await store.issues(forList: "q") == nil)
    #expect(await store.issue(1, in: RepositoryName(owner: "octo", name: "app")) == nil)
    #expect(await store.storedBytes() == 0)
  }

  /// One row this version can't read never blanks the list: the others are shown, it is
  /// logged once, and without the validators the next request brings the whole page back.
  @Test func aRowThisVersionCantReadIsLeftOutAndTheRestShown() async throws {
    let fixture = try StoreFixture()
    let store = try #require(fixture.open())
    var list = StoreFixture.list(1...3, storedAt: fixture.now())
    list.validators = Validators(etag: "\"e\"")
    await store.saveIssues(list, forList: "q")
    await store.perform("spoil") { db in
      try db.execute(sql: "UPDATE listRow SET payload = x'7b7d' WHERE position = 1")
    }

    let kept = try #require(await store.issues(forList: "q"))
    #expect(kept.rows.map(\.number) == [1, 3])
    #expect(kept.validators.isEmpty)
    #expect(fixture.warnings == ["store: 1 row(s) of q can't be read; the list is fetched again"])

    await store.perform("spoil all") { db in
      try db.execute(sql: "UPDATE listRow SET payload = x'7b7d'")
    }
    #expect(await store.issues(forList: "q") == nil, "a list with no readable row is not kept")
  }

  @Test func aCommentThisVersionCantReadIsLeftOutAndTheRestShown() async throws {
    let fixture = try StoreFixture()
    let store = try #require(fixture.open())
    let issue = StoreFixture.issue(1)
    let comments = (1...3).map { index in
      IssueDomain.Comment(
        id: index, author: User(login: "a"), body: "comment \(index)",
        createdAt: Date(timeIntervalSince1970: 1_000))
    }
    await store.saveIssue(
      StoredIssue(
        issue: issue, comments: comments, validators: Validators(etag: "\"e\""),
        storedAt: fixture.now()))
    await store.perform("spoil") { db in
      try db.execute(sql: "UPDATE comment SET payload = x'7b7d' WHERE position = 0")
    }
    let repository = try #require(issue.repository)
    let kept = try #require(await store.issue(1, in: repository))
    #expect(kept.comments.map(\.id) == [2, 3])
    #expect(kept.validators.isEmpty)
  }

  @Test func aFileNameKeepsHostAndLoginApartAndInsideTheDirectory() {
    let one = StoreLocation(directory: "/c/triage", host: "github.com", login: "octocat")
    let other = StoreLocation(directory: "/c/triage", host: "ghe.example:8443", login: "octocat")
    #expect(one.file == "/c/triage/store-github.com-octocat.sqlite")
    #expect(other.file == "/c/triage/store-ghe.example_3a8443-octocat.sqlite")
    #expect(StoreLocation.safe("../x") == "_2e._2fx")
    #expect(StoreLocation.safe("") == "_")
  }
}
