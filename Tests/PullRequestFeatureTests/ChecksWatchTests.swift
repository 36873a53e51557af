import AppCore
import FeatureTestSupport
import Foundation
import IssueDomain
import TerminalUI
import TestSupport
import Testing

@testable import PullRequestFeature

/// The Checks part watches pending checks: it asks again after 10 s, longer after an answer
/// that changed nothing, only while the checks are on screen (a watch that comes due elsewhere
/// waits for them), and says once when they have all finished.
@Suite struct ChecksWatchTests {
  static let repository = RepositoryName(owner: "demo", name: "busy")
  static let sha = String(repeating: "a", count: 40)

  static func checks(_ state: Check.State) -> CommitChecks {
    CommitChecks(checks: [Check(name: "test", state: state), Check(name: "build", state: .success)])
  }

  /// The page with its pull request loaded and its first checks' answer `answer`.
  static func page(_ context: ScreenContext, answer: CommitChecks) -> PullRequestScreen {
    var screen = PullRequestScreen(repository: repository, number: 133, id: ScreenID(3))
    _ = screen.load(context)
    let pull = PullRequest(
      number: 133, state: .open, author: User(login: "octocat"), head: "feature", base: "main",
      headSHA: sha, mergeability: .clean, additions: 1, deletions: 1, changedFiles: 1,
      url: "https://github.com/demo/busy/pull/133")
    _ = screen.handle(.loaded(generation: 1, .success(pull)), context)
    _ = screen.handle(.checksLoaded(generation: 1, .success(answer)), context)
    return screen
  }

  @Test func pendingChecksAreWatchedWhileOnScreenAndTheirEndIsSaidOnce() {
    var context = FeatureFixtures.context()
    var screen = Self.page(context, answer: Self.checks(.pending))
    #expect(screen.checksWatchSerial == 1, "pending: a watch waits")
    #expect(screen.checksWatchInterval == .seconds(10))
    _ = screen.perform(.checks, context)
    #expect(screen.handle(.checksWatchDue(serial: 0), context).effect.isNone, "an old watch")
    #expect(!screen.handle(.checksWatchDue(serial: 1), context).effect.isNone, "it asks again")
    _ = screen.handle(.checksLoaded(generation: 1, .success(Self.checks(.pending))), context)
    #expect(screen.checksWatchInterval == .seconds(15), "unchanged: a longer wait")
    // Due while another part is shown: it waits for the checks.
    _ = screen.perform(.files, context)
    #expect(screen.handle(.checksWatchDue(serial: 2), context).effect.isNone)
    #expect(screen.checksWatchOwed)
    #expect(!screen.perform(.checks, context).effect.isNone, "the checks again: it asks")
    #expect(!screen.checksWatchOwed)
    let settled = screen.handle(
      .checksLoaded(generation: 1, .success(Self.checks(.failure))), context)
    #expect(settled.requests == [.status(.checksSettled(.failure))])
    #expect(screen.checksWatchSerial == 2, "settled: no more watching")
    context.isVisible = false
    #expect(screen.handle(.checksWatchDue(serial: 2), context).effect.isNone)
  }

  @Test func checksThatAreDoneAreNotWatched() {
    let context = FeatureFixtures.context()
    let screen = Self.page(context, answer: Self.checks(.success))
    #expect(screen.checksWatchSerial == 0)
  }
}
