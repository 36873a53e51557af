import BackendTestSupport
import Clocks
import ConcurrencyExtras
import Foundation
import GitHubAPI
import GitHubStubServer
import IssueDomain
import Testing

@testable import IssueData

/// The rows' review decision, checks and size: over real HTTP on 127.0.0.1, one `POST /graphql`
/// for every pull request asked, GitHub's enums read strictly (an unknown value is nothing),
/// and the demo answering what its pull request pages say.
@Suite(.timeLimit(.minutes(1))) struct PullRequestSummaryTests {
  typealias Backend = StubBackend

  static let app = RepositoryName(owner: "octo", name: "app")
  static let tools = RepositoryName(owner: "octo", name: "tools")

  static func reference(_ repository: RepositoryName?, _ number: Int) -> IssueReference {
    IssueReference(repository: repository, number: number)
  }

  static func graphQL(_ body: String, status: Int = 200) -> RecordedExchange {
    RecordedExchange(method: "post", path: "/graphql", status: status, rawBody: body)
  }

  static let answer = """
    {"data": {
      "p0": {"pullRequest": {"reviewDecision": "APPROVED", "additions": 120, "deletions": 4,
        "commits": {"nodes": [{"commit": {"statusCheckRollup": {"state": "SUCCESS"}}}]}}},
      "p1": {"pullRequest": {"reviewDecision": "CHANGES_REQUESTED", "additions": 0,
        "deletions": 0, "commits": {"nodes": [{"commit": {"statusCheckRollup": null}}]}}},
      "p2": {"pullRequest": {"reviewDecision": "SOMETHING_NEW", "additions": -1,
        "deletions": 9223372036854775807,
        "commits": {"nodes": [{"commit": {"statusCheckRollup": {"state": "\\u001b[2J"}}}]}}}
    }}
    """

  @Test func onePostAsksEveryRowAndReadsTheAnswer() async throws {
    let backend = try await Backend.start([Self.graphQL(Self.answer)])
    let asked = [
      Self.reference(Self.app, 12), Self.reference(Self.app, 9), Self.reference(Self.tools, 3),
    ]
    let result = await Result { () async throws in
      try await backend.repository.summaries(of: asked)
    }
    try await backend.stop()
    let summaries = try result.get()
    let received = backend.server.receivedRequests()
    #expect(received.map { "\($0.method) \($0.path)" } == ["POST /graphql"], "exactly once")
    #expect(received.first?.headers["authorization"] == ["Bearer fixture-token"])
    let body = try JSONSerialization.jsonObject(with: Data((received.first?.body ?? "").utf8))
    let variables = try #require((body as? [String: Any])?["variables"] as? [String: Any])
    #expect(variables["p0"] as? Int == 12)
    #expect(variables["p1"] as? Int == 9)
    #expect(variables["p2"] as? Int == 3)
    #expect(
      summaries[asked[0]]
        == PullRequestSummary(
          reviewDecision: .approved, checks: .success, additions: 120, deletions: 4))
    #expect(
      summaries[asked[1]]
        == PullRequestSummary(reviewDecision: .changesRequested, additions: 0, deletions: 0))
    #expect(
      summaries[asked[2]] == PullRequestSummary(deletions: Int.max),
      "an unknown decision or state is nothing, a negative count no count")
  }

  @Test(arguments: [
    ("SUCCESS", Check.State.success), ("FAILURE", .failure), ("ERROR", .failure),
    ("PENDING", .pending), ("EXPECTED", .pending),
  ])
  func rollupStates(value: String, state: Check.State) {
    #expect(GitHubIssueRepository.rollupState(value) == state)
  }

  @Test func unknownRollupStatesAndDecisionsAreNothing() {
    #expect(GitHubIssueRepository.rollupState("success") == nil, "GitHub's enums are uppercase")
    #expect(GitHubIssueRepository.rollupState("") == nil)
    #expect(GitHubIssueRepository.reviewDecision("REVIEW_REQUIRED") == .reviewRequired)
    #expect(GitHubIssueRepository.reviewDecision("approved") == nil)
  }

  @Test func rowsWithoutARepositoryOrTwiceAreAskedOnceOrNot() async throws {
    let backend = try await Backend.start([Self.graphQL(#"{"data": {}}"#)])
    let result = await Result { () async throws in
      try await backend.repository.summaries(of: [
        Self.reference(nil, 1), Self.reference(Self.app, 5), Self.reference(Self.app, 5),
        Self.reference(Self.app, -2),
      ])
    }
    try await backend.stop()
    #expect(try result.get().isEmpty)
    let body = backend.server.receivedRequests().first?.body ?? ""
    let object = try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any]
    let variables = try #require(object?["variables"] as? [String: Any])
    #expect(variables.keys.sorted() == ["n0", "o0", "p0"], "only octo/app#5, once")
  }

  @Test func nothingToAskSendsNothing() async throws {
    let backend = try await Backend.start([])
    let result = await Result { () async throws in
      try await backend.repository.summaries(of: [Self.reference(nil, 1)])
    }
    try await backend.stop()
    #expect(try result.get().isEmpty)
    #expect(backend.server.receivedRequests().isEmpty)
  }

  @Test func errorsBesideDataKeepWhatAnswered() async throws {
    let backend = try await Backend.start([
      Self.graphQL(
        #"{"data": {"p0": {"pullRequest": {"additions": 1, "deletions": 2}}, "p1": null},"#
          + #" "errors": [{"type": "NOT_FOUND", "message": "Could not resolve"}]}"#)
    ])
    let asked = [Self.reference(Self.app, 1), Self.reference(Self.tools, 2)]
    let result = await Result { () async throws in
      try await backend.repository.summaries(of: asked)
    }
    try await backend.stop()
    let summaries = try result.get()
    #expect(summaries[asked[0]] == PullRequestSummary(additions: 1, deletions: 2))
    #expect(summaries[asked[1]] == nil)
  }

  @Test func failuresAreTheRepositorysErrors() async throws {
    let backend = try await Backend.start([
      Self.graphQL(#"{"message": "Server Error"}"#, status: 500),
      Self.graphQL(#"{"data": null, "errors": [{"message": "Something went wrong"}]}"#),
      Self.graphQL("<html>oops</html>"),
    ])
    var failures: [IssueRepositoryError] = []
    for _ in 0..<3 {
      do throws(IssueRepositoryError) {
        _ = try await backend.repository.summaries(of: [Self.reference(Self.app, 1)])
      } catch {
        failures.append(error)
      }
    }
    try await backend.stop()
    #expect(failures.count == 3)
    if case .server(status: 500)? = failures.first {} else { Issue.record("\(failures)") }
    for failure in failures.dropFirst() {
      if case .malformedResponse = failure {} else { Issue.record("\(failure)") }
    }
  }

  // MARK: - The demo

  static let busy = DemoIssueRepository.busy

  /// A row says what the pull request's page says: its review decision, its head's checks
  /// and its size, for every pull request of demo/busy.
  @Test func theDemosRowsAgreeWithItsPages() async throws {
    let clock = TestClock()
    let repository = demo(clock: clock)
    await clock.advance(by: .seconds(60))
    let numbers = stride(from: 7, through: 154, by: 7).filter { !$0.isMultiple(of: 37) }
    let summaries = try await repository.summaries(
      of: numbers.map { Self.reference(Self.busy, $0) })
    #expect(summaries.count == numbers.count)
    for number in numbers {
      let pull = try await repository.pullRequest(in: Self.busy, number: number)
      let checks = try await repository.checks(in: Self.busy, commit: pull.headSHA)
      #expect(
        summaries[Self.reference(Self.busy, number)]
          == PullRequestSummary(pull, checks: checks), "#\(number)")
    }
    let values = Array(summaries.values)
    #expect(Set(values.compactMap(\.reviewDecision)).count == 3, "each decision shows somewhere")
    #expect(Set(values.compactMap(\.checks)) == [.success, .failure, .pending])
  }

  @Test func theDemoLeavesOutWhatItCantServe() async throws {
    let repository = demo()
    let summaries = try await repository.summaries(of: [
      Self.reference(DemoIssueRepository.missing, 1), Self.reference(Self.busy, 8),
      Self.reference(Self.busy, 9_999), Self.reference(nil, 7), Self.reference(Self.busy, 7),
    ])
    #expect(Array(summaries.keys) == [Self.reference(Self.busy, 7)], "issue #8 isn't one")
  }

  @Test func theDemoOfflineFailsAndAnArmedFaultIsLeftForThePersonsRequest() async throws {
    let switches = DemoSwitches()
    let repository = demo(switches: switches)
    switches.isOffline = true
    await #expect(throws: IssueRepositoryError.self) {
      _ = try await repository.summaries(of: [Self.reference(Self.busy, 7)])
    }
    switches.isOffline = false
    switches.armedFault = .serverError
    _ = try await repository.summaries(of: [Self.reference(Self.busy, 7)])
    await #expect(throws: IssueRepositoryError.self) {
      _ = try await repository.issue(in: Self.busy, number: 1)
    }
  }
}
