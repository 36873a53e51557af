import Foundation
import GitHubStubServer
import IssueData
import IssueDomain
import ScreenState
import TestSupport
import Testing

/// The look before a review comment that may have been sent is sent again, over real HTTP on
/// 127.0.0.1: every page of the pull request's threads is read (and nothing written), and the
/// text is looked for where it was going and no older than the send; a server that can't say
/// makes it unknown, never "not sent".
@Suite(.timeLimit(.minutes(1))) struct ReviewCommentLookOverHTTPTests {
  typealias Threads = ReviewThreadsOverHTTPTests
  static let repository = RepositoryName(owner: "octo", name: "app")
  /// A minute after the fixtures' comments were made (2026-12-01T10:00:00Z).
  static let sentAt = Date(timeIntervalSince1970: 1_796_119_200 - 60)

  static func look(_ place: ReviewCommentLook.Place, _ body: String, since: Date = sentAt)
    -> ReviewCommentLook
  {
    ReviewCommentLook(repository: repository, number: 7, place: place, body: body, since: since)
  }

  static let pages = [
    Threads.page(
      [
        Threads.thread(
          "PRRT_1", line: .number(11), comments: [Threads.comment("PRRC_1", "Other words")])
      ], next: "Y3Vyc29yOjE="),
    Threads.page(
      [
        Threads.thread(
          "PRRT_2", line: .number(12), side: "LEFT",
          comments: [
            Threads.comment("PRRC_2", "Why?"), Threads.comment("PRRC_3", "Because.\r\n"),
          ])
      ], next: nil),
  ]

  /// Runs `look` against the two pages; what it found, and the requests it made.
  static func run(_ look: ReviewCommentLook, pages: [RecordedExchange] = pages) async throws
    -> (ReviewCommentLook.Outcome, [String])
  {
    let backend = try await StubBackend.start(pages)
    let outcome = try await look.run(on: backend.repository)
    let requests = backend.server.receivedRequests().map { "\($0.method) \($0.path)" }
    try await backend.stop()
    return (outcome, requests)
  }

  @Test func aTextOnALaterPageWhereItWasGoingWasSent() async throws {
    let (outcome, requests) = try await Self.run(
      Self.look(.line(path: "Sources/App.swift", line: 12, side: .left), "Why?"))
    #expect(outcome == .stored)
    #expect(requests == ["POST /graphql", "POST /graphql"], "reads, every page, and no write")
  }

  @Test(arguments: [
    (ReviewCommentLook.Place.line(path: "Sources/App.swift", line: 12, side: .right), "Why?"),
    (.line(path: "Sources/App.swift", line: 11, side: .left), "Why?"),
    (.line(path: "Sources/Other.swift", line: 12, side: .left), "Why?"),
    (.line(path: "Sources/App.swift", line: 12, side: .left), "Why not?"),
    (.thread("PRRT_1"), "Because."),
    (.comment("PRRC_2"), "Why ever?"),
  ])
  func aTextNotWhereItWasGoingWasNotSent(place: ReviewCommentLook.Place, body: String)
    async throws
  {
    let (outcome, requests) = try await Self.run(Self.look(place, body))
    #expect(outcome == .notStored)
    #expect(requests.count == 2)
  }

  @Test func aReplyAndAnEditAreFoundInTheirThreadAndComment() async throws {
    #expect(try await Self.run(Self.look(.thread("PRRT_2"), "Because.")).0 == .stored)
    #expect(try await Self.run(Self.look(.comment("PRRC_3"), "  Because.\n")).0 == .stored)
  }

  @Test func theSameTextFromBeforeTheSendIsNotIt() async throws {
    // Made more than the allowed clock skew before the send began: an earlier, equal comment.
    let later = Self.sentAt.addingTimeInterval(AddComment.clockSkew + 3600)
    let (outcome, _) = try await Self.run(
      Self.look(.line(path: "Sources/App.swift", line: 12, side: .left), "Why?", since: later))
    #expect(outcome == .notStored)
  }

  @Test func aCursorThatRepeatsOrTooManyPagesCantSay() async throws {
    let repeating = [
      Threads.page([], next: "c2FtZQ=="), Threads.page([], next: "c2FtZQ=="),
    ]
    let (outcome, requests) = try await Self.run(
      Self.look(.thread("PRRT_9"), "Why?"), pages: repeating)
    #expect(outcome == .unknown)
    #expect(requests.count == 2)
    let endless = (0..<ReviewCommentLook.pageLimit).map { Threads.page([], next: "cGFnZQ\($0)=") }
    let (tooMany, asked) = try await Self.run(Self.look(.thread("PRRT_9"), "Why?"), pages: endless)
    #expect(tooMany == .unknown)
    #expect(asked.count == ReviewCommentLook.pageLimit, "bounded")
  }

  @Test func aServerFailureIsAnErrorNotAnAnswer() async throws {
    let failing = [RecordedExchange(method: "post", path: "/graphql", status: 502, response: .null)]
    let backend = try await StubBackend.start(failing)
    await #expect(throws: IssueRepositoryError.self) {
      _ = try await Self.look(.thread("PRRT_1"), "Why?").run(on: backend.repository)
    }
    try await backend.stop()
  }
}
