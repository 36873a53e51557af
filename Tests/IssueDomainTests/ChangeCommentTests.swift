import Foundation
import IssueDomain
import SystemSupport
import TestSupport
import Testing

/// A comment's edit, deletion and reaction through `ChangeComment`: an edit begun from a version
/// reads the comment first, and someone else's edit since is a `conflict` with nothing sent; an
/// overwrite doesn't look; a re-send after a lost answer looks and sends nothing when made.
@Suite struct ChangeCommentTests {
  let name = FakeIssueRepository.name
  static let loadedAt = Date(timeIntervalSince1970: 1_790_000_000)

  /// A comment store that answers `current` to every read and records each call.
  final class FakeComments: CommentWriting {
    private let state: Locked<(current: IssueDomain.Comment?, calls: [String])>

    init(_ current: IssueDomain.Comment?) { state = Locked((current, [])) }

    var calls: [String] { state.withLock { $0.calls } }

    func comment(_ id: Int, in repository: RepositoryName)
      async throws(IssueRepositoryError) -> IssueDomain.Comment
    {
      let current = state.withLock { state in
        state.calls.append("get \(id)")
        return state.current
      }
      guard let current else { throw .notFound }
      return current
    }

    func editComment(_ id: Int, in repository: RepositoryName, body: String)
      async throws(IssueRepositoryError) -> IssueDomain.Comment
    {
      state.withLock { state in
        state.calls.append("patch \(id) \(body)")
        state.current?.body = body
        return state.current ?? ChangeCommentTests.comment(body: body)
      }
    }

    func deleteComment(_ id: Int, in repository: RepositoryName)
      async throws(IssueRepositoryError)
    {
      state.withLock { state in
        state.calls.append("delete \(id)")
        state.current = nil
      }
    }

    func reactions(toComment id: Int, in repository: RepositoryName, by login: String)
      async throws(IssueRepositoryError) -> [Reaction: Int]
    { [:] }

    func addReaction(_ reaction: Reaction, toComment id: Int, in repository: RepositoryName)
      async throws(IssueRepositoryError)
    {
      state.withLock { $0.calls.append("post \(id) \(reaction.rawValue)") }
    }

    func deleteReaction(_ reactionID: Int, fromComment id: Int, in repository: RepositoryName)
      async throws(IssueRepositoryError)
    {
      state.withLock { $0.calls.append("unreact \(id) \(reactionID)") }
    }
  }

  static func comment(body: String = "Mine.", updatedAt: Date? = loadedAt) -> IssueDomain.Comment {
    IssueDomain.Comment(
      id: 5, author: User(login: "octocat"), body: body, createdAt: loadedAt,
      updatedAt: updatedAt)
  }

  func useCase(_ comments: FakeComments) -> ChangeComment {
    ChangeComment(writer: comments, accounts: FakeIssueWriter(), logger: inMemoryLogger().0)
  }

  @Test func anEditFromTheServersVersionLooksThenSendsOnce() async throws {
    let comments = FakeComments(Self.comment())
    let change = CommentChange.edit(
      id: 5, body: "Mine, edited.", editedFrom: CommentVersion(Self.comment()))
    let answer = try await useCase(comments)(change, in: name)
    #expect(answer?.body == "Mine, edited.")
    #expect(comments.calls == ["get 5", "patch 5 Mine, edited."])
  }

  @Test func anEditSinceIsAConflictAndNothingIsSent() async {
    let theirs = Self.comment(body: "An admin's.", updatedAt: Self.loadedAt.addingTimeInterval(60))
    let comments = FakeComments(theirs)
    let change = CommentChange.edit(
      id: 5, body: "Mine, edited.", editedFrom: CommentVersion(Self.comment()))
    let result = await outcome { () async throws(IssueUseCaseError) in
      try await useCase(comments)(change, in: name)
    }
    #expect(result.failure == .conflict)
    #expect(comments.calls == ["get 5"], "nothing written over theirs")
  }

  @Test func withoutDatesTheTextDecidesAndTheUsersOwnTextIsNoConflict() async throws {
    let loaded = CommentVersion(body: "Mine.", updatedAt: nil)
    let comments = FakeComments(Self.comment(body: "Mine, edited.", updatedAt: nil))
    let change = CommentChange.edit(id: 5, body: "Mine, edited.", editedFrom: loaded)
    _ = try await useCase(comments)(change, in: name)
    #expect(comments.calls.last == "patch 5 Mine, edited.", "already the user's text")
    #expect(loaded.isHeld(by: Self.comment(body: " Mine.\r\n", updatedAt: nil)))
  }

  @Test func anOverwriteDoesNotLook() async throws {
    let comments = FakeComments(Self.comment(body: "An admin's."))
    let change = CommentChange.edit(
      id: 5, body: "Mine.", editedFrom: CommentVersion(Self.comment())
    ).overwriting
    _ = try await useCase(comments)(change, in: name)
    #expect(comments.calls == ["patch 5 Mine."])
  }

  @Test func aResendAfterALostAnswerLooksAndSendsNothingWhenMade() async throws {
    let comments = FakeComments(nil)
    let outcome = try await useCase(comments).resend(
      .delete(id: 5), in: name, after: .connectivity(.timedOut))
    #expect(outcome == .alreadyApplied(nil))
    #expect(comments.calls == ["get 5"], "the comment is gone: no second DELETE")
  }

  @Test func aReactionIsOnePostThenTheCommentReadBack() async throws {
    let comments = FakeComments(Self.comment())
    let answer = try await useCase(comments)(.reaction(id: 5, .add(.rocket)), in: name)
    #expect(answer == Self.comment())
    #expect(comments.calls == ["post 5 rocket", "get 5"])
  }

  @Test func theProjectionAppliesToItsCommentOnly() {
    let comment = Self.comment()
    var other = comment
    other.id = 6
    let edit = CommentChange.edit(id: 5, body: "New.", editedFrom: nil)
    #expect(edit.applied(to: comment)?.body == "New.")
    #expect(edit.applied(to: other) == other)
    #expect(CommentChange.delete(id: 5).applied(to: comment) == nil)
    let reacted = CommentChange.reaction(id: 5, .add(.heart)).applied(to: comment)
    #expect(reacted?.reactions[.heart] == 1)
    #expect(edit.isApplied(to: edit.applied(to: comment)))
    #expect(CommentChange.delete(id: 5).isApplied(to: nil))
  }
}
