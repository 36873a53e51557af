import Foundation
import IssueData
import IssueDomain
import TestSupport
import Testing

/// The demo remembers the signed-in account's reactions for the session, over the catalog's
/// counts: adding one twice is one, taking away one it hasn't is a 404, another login has none,
/// and the fault scenarios refuse reactions as they refuse every write.
@Suite(.timeLimit(.minutes(1))) struct DemoReactionTests {
  let busy = DemoIssueRepository.busy
  let me = DemoIssueRepository.signedInUser.login

  @Test func anAddedReactionIsTheAccountsAndCountsInEveryRead() async throws {
    let repository = demo()
    let before = try await repository.issue(in: busy, number: 2)
    #expect(try await repository.reactions(toIssue: 2, in: busy, by: me).isEmpty)
    try await repository.addReaction(.rocket, toIssue: 2, in: busy)
    try await repository.addReaction(.rocket, toIssue: 2, in: busy)
    let mine = try await repository.reactions(toIssue: 2, in: busy, by: me)
    #expect(mine.keys.sorted { $0.rawValue < $1.rawValue } == [.rocket], "twice is once")
    #expect(try await repository.reactions(toIssue: 2, in: busy, by: "hubot").isEmpty)
    let after = try await repository.issue(in: busy, number: 2)
    #expect(after.reactions[.rocket] == before.reactions[.rocket] + 1)
    let id = try #require(mine[.rocket])
    try await repository.deleteReaction(id, fromIssue: 2, in: busy)
    #expect(try await repository.issue(in: busy, number: 2).reactions == before.reactions)
    let again = await outcome { () async throws(IssueRepositoryError) in
      try await repository.deleteReaction(id, fromIssue: 2, in: busy)
    }
    #expect(again.failure == .notFound, "taking away one it hasn't is GitHub's 404")
  }

  @Test func theFaultScenariosRefuseReactions() async throws {
    let repository = demo()
    for (name, expected) in [
      (DemoIssueRepository.readonly, IssueRepositoryError.forbidden),
      (DemoIssueRepository.missing, .notFound),
      (DemoIssueRepository.disabled, .gone),
    ] {
      let result = await outcome { () async throws(IssueRepositoryError) in
        try await repository.addReaction(.heart, toIssue: 4, in: name)
      }
      #expect(result.failure == expected, "\(name)")
    }
    let readonly = DemoIssueRepository.readonly
    #expect(try await repository.reactions(toIssue: 4, in: readonly, by: me).isEmpty)
    let flaky = DemoIssueRepository.flaky
    _ = try? await repository.issue(in: flaky, number: 5)
    let first = await outcome { () async throws(IssueRepositoryError) in
      try await repository.addReaction(.heart, toIssue: 5, in: flaky)
    }
    #expect(first.failure == .server(status: 502))
    #expect(try await repository.reactions(toIssue: 5, in: flaky, by: me).isEmpty)
    try await repository.addReaction(.heart, toIssue: 5, in: flaky)
    #expect(try await repository.reactions(toIssue: 5, in: flaky, by: me).keys.contains(.heart))
  }

  @Test func aSlowReactionIsMadeThenTimesOutAndTheLookFindsIt() async throws {
    let repository = demo()
    let slow = DemoIssueRepository.slow
    let result = await outcome { () async throws(IssueRepositoryError) in
      try await repository.addReaction(.eyes, toIssue: 3, in: slow)
    }
    #expect(result.failure == .timedOut)
    #expect(try await repository.reactions(toIssue: 3, in: slow, by: me).keys.contains(.eyes))
  }
}
