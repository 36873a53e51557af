import Foundation
import IssueData
import IssueDomain
import ScreenState
import TestSupport
import Testing

/// The demo keeps a comment's edit, deletion and the account's reactions for the session: every
/// later read shows them, someone else's comment can't be edited or deleted (403, as GitHub
/// answers), and the fault scenarios refuse each as they refuse every write.
@Suite(.timeLimit(.minutes(1))) struct DemoCommentWritesTests {
  let busy = DemoIssueRepository.busy
  /// #12's first comment is the signed-in account's, its second hubot's.
  let own = 12_001
  let theirs = 12_002

  static func demo() -> DemoIssueRepository {
    DemoInboxChangeTests.demo()
  }

  func comments(_ repository: DemoIssueRepository) async throws -> [IssueDomain.Comment] {
    var comments: [IssueDomain.Comment] = []
    var cursor: PageCursor?
    repeat {
      let page = try await repository.timeline(in: busy, issue: 12, after: cursor)
      comments += page.items.compactMap(\.comment)
      cursor = page.nextCursor
    } while cursor != nil
    return comments
  }

  @Test func theAccountsCommentIsEditedThenDeletedInEveryRead() async throws {
    let repository = Self.demo()
    let before = try await repository.comment(own, in: busy)
    #expect(before.author.login == "octocat")
    let edited = try await repository.editComment(own, in: busy, body: "Edited here.")
    #expect(edited.body == "Edited here.")
    #expect(edited.updatedAt != nil && edited.updatedAt != before.updatedAt)
    #expect(try await comments(repository).first { $0.id == own }?.body == "Edited here.")
    #expect(try await repository.comment(own, in: busy).body == "Edited here.")
    let count = try await repository.issue(in: busy, number: 12).commentCount ?? 0
    try await repository.deleteComment(own, in: busy)
    #expect(try await repository.issue(in: busy, number: 12).commentCount == count - 1)
    #expect(try await comments(repository).contains { $0.id == own } == false)
    let gone = await outcome { () async throws(IssueRepositoryError) in
      try await repository.comment(own, in: busy)
    }
    #expect(gone.failure == .notFound)
  }

  @Test func someoneElsesCommentIsRefusedAndABlankTextIsA422() async throws {
    let repository = Self.demo()
    let refused = await outcome { () async throws(IssueRepositoryError) in
      try await repository.editComment(theirs, in: busy, body: "Mine now.")
    }
    #expect(refused.failure == .forbidden)
    let blank = await outcome { () async throws(IssueRepositoryError) in
      try await repository.editComment(own, in: busy, body: "  ")
    }
    #expect(blank.failure == .rejected([FieldRejection(field: "body", reason: .missing)]))
    #expect(try await repository.comment(own, in: busy).body != "  ")
  }

  @Test func theAccountsReactionToAnyCommentIsAddedAndTakenAway() async throws {
    let repository = Self.demo()
    let before = try await repository.comment(theirs, in: busy).reactions[.rocket]
    try await repository.addReaction(.rocket, toComment: theirs, in: busy)
    let mine = try await repository.reactions(toComment: theirs, in: busy, by: "octocat")
    #expect(mine[.rocket] != nil)
    #expect(try await repository.comment(theirs, in: busy).reactions[.rocket] == before + 1)
    try await repository.deleteReaction(mine[.rocket] ?? 0, fromComment: theirs, in: busy)
    #expect(try await repository.comment(theirs, in: busy).reactions[.rocket] == before)
  }

  @Test func theFaultScenariosRefuseEachCommentWrite() async throws {
    let repository = Self.demo()
    for (name, expected) in [
      (DemoIssueRepository.readonly, IssueRepositoryError.forbidden),
      (DemoIssueRepository.missing, .notFound),
      (DemoIssueRepository.disabled, .gone),
    ] {
      let edit = await outcome { () async throws(IssueRepositoryError) in
        try await repository.editComment(4001, in: name, body: "x")
      }
      let delete = await outcome { () async throws(IssueRepositoryError) in
        try await repository.deleteComment(4001, in: name)
      }
      let react = await outcome { () async throws(IssueRepositoryError) in
        try await repository.addReaction(.heart, toComment: 4001, in: name)
      }
      #expect(edit.failure == expected, "\(name)")
      #expect(delete.failure == expected, "\(name)")
      #expect(react.failure == expected, "\(name)")
    }
  }
}
