import Foundation
import GitHubAPI
import GitHubStubServer
import IssueData
import IssueDomain
import TestSupport
import Testing

/// Opening a pull request over real HTTP on 127.0.0.1: the default branch and the head branch
/// read first, then one `POST /pulls` with its body checked, then the reviewers and the labels
/// (which the `POST` doesn't take), each sent once with the token; GitHub's refusals in its
/// words, and a refusal after the `POST` said in the answer rather than thrown.
@Suite(.timeLimit(.minutes(1))) struct PullRequestOpeningOverHTTPTests {
  static let repository = RepositoryName(owner: "octo", name: "app")

  static let created = RecordedExchange(
    method: "post", path: "/repos/octo/app/pulls", status: 201,
    response: .object([
      "number": .number(12), "state": .string("open"),
      "html_url": .string("https://github.com/octo/app/pull/12"),
    ]))

  static func pullRequest(reviewers: [String] = [], labels: [String] = []) -> NewPullRequest {
    NewPullRequest(
      title: "Fix the crash", body: "It crashed.\n\n## Checklist", head: "fix/crash",
      base: "main", isDraft: true, reviewers: reviewers, labels: labels)
  }

  @Test func theDefaultBranchIsTheRepositorys() async throws {
    let backend = try await StubBackend.start([
      RecordedExchange(
        path: "/repos/octo/app",
        response: .object([
          "name": .string("app"), "full_name": .string("octo/app"),
          "default_branch": .string("trunk"),
        ]))
    ])
    #expect(try await backend.repository.defaultBranch(of: Self.repository) == "trunk")
    let requests = backend.server.receivedRequests()
    #expect(requests.map { "\($0.method) \($0.path)" } == ["GET /repos/octo/app"])
    #expect(requests.first?.header("authorization") == "Bearer fixture-token")
    try await backend.stop()
  }

  @Test(arguments: [
    (JSONValue.string("  \u{1b}[31m "), "blank once made inert"),
    (.string(String(repeating: "b", count: 300)), "longer than a ref may be"),
    (.null, "absent"),
  ])
  func aDefaultBranchThatIsNoneIsAMalformedAnswer(value: JSONValue, why: String) async throws {
    let backend = try await StubBackend.start([
      RecordedExchange(
        path: "/repos/octo/app",
        response: .object([
          "name": .string("app"), "full_name": .string("octo/app"), "default_branch": value,
        ]))
    ])
    await #expect(throws: IssueRepositoryError.malformedResponse(.undecodable), "\(why)") {
      _ = try await backend.repository.defaultBranch(of: Self.repository)
    }
    try await backend.stop()
  }

  @Test func aBranchIsThereOrNotAndItsSlashIsOneSegment() async throws {
    let backend = try await StubBackend.start([
      RecordedExchange(
        path: "/repos/octo/app/branches/fix%2Fcrash",
        response: .object(["name": .string("fix/crash")])),
      RecordedExchange(
        path: "/repos/octo/app/branches/local%2Fwip", status: 404,
        response: .object(["message": .string("Branch not found")])),
    ])
    #expect(try await backend.repository.hasBranch("fix/crash", in: Self.repository))
    #expect(try await !backend.repository.hasBranch("local/wip", in: Self.repository))
    #expect(
      backend.server.receivedRequests().map(\.path) == [
        "/repos/octo/app/branches/fix%2Fcrash", "/repos/octo/app/branches/local%2Fwip",
      ])
    try await backend.stop()
  }

  @Test func aBranchsOtherFailuresAreErrors() async throws {
    let backend = try await StubBackend.start([
      RecordedExchange(
        path: "/repos/octo/app/branches/fix", status: 403,
        response: .object(["message": .string("Resource not accessible")]))
    ])
    await #expect(throws: IssueRepositoryError.forbidden) {
      _ = try await backend.repository.hasBranch("fix", in: Self.repository)
    }
    try await backend.stop()
  }

  @Test func openingIsOnePostWithTheBodyThenNothingElse() async throws {
    let backend = try await StubBackend.start([Self.created])
    let opened = try await backend.repository.openPullRequest(
      Self.pullRequest(), in: Self.repository)
    #expect(opened == OpenedPullRequest(number: 12))
    let requests = backend.server.receivedRequests()
    #expect(requests.map { "\($0.method) \($0.path)" } == ["POST /repos/octo/app/pulls"])
    #expect(
      requests.first?.body
        == #"{"base":"main","body":"It crashed.\n\n## Checklist","draft":true,"head":"fix/crash","title":"Fix the crash"}"#
    )
    #expect(requests.first?.header("authorization") == "Bearer fixture-token")
    try await backend.stop()
  }

  @Test func reviewersAndLabelsFollowThePostOnceEach() async throws {
    let backend = try await StubBackend.start([
      Self.created,
      RecordedExchange(
        method: "post", path: "/repos/octo/app/pulls/12/requested_reviewers", status: 201,
        response: .object(["number": .number(12)])),
      RecordedExchange(
        method: "patch", path: "/repos/octo/app/issues/12",
        response: .object(["number": .number(12), "title": .string("Fix the crash")])),
    ])
    let opened = try await backend.repository.openPullRequest(
      Self.pullRequest(reviewers: ["monalisa", "hubot"], labels: ["bug"]), in: Self.repository)
    #expect(opened == OpenedPullRequest(number: 12))
    let requests = backend.server.receivedRequests()
    #expect(
      requests.map { "\($0.method) \($0.path)" } == [
        "POST /repos/octo/app/pulls", "POST /repos/octo/app/pulls/12/requested_reviewers",
        "PATCH /repos/octo/app/issues/12",
      ])
    #expect(requests[1].body == #"{"reviewers":["monalisa","hubot"]}"#)
    #expect(requests[2].body == #"{"labels":["bug"]}"#)
    #expect(requests.allSatisfy { $0.header("authorization") == "Bearer fixture-token" })
    try await backend.stop()
  }

  @Test func aRefusalAfterThePostIsSaidNotThrown() async throws {
    let backend = try await StubBackend.start([
      Self.created,
      RecordedExchange(
        method: "post", path: "/repos/octo/app/pulls/12/requested_reviewers", status: 422,
        response: .object([
          "message": .string("Reviews may only be requested from collaborators.")
        ])),
      RecordedExchange(
        method: "patch", path: "/repos/octo/app/issues/12", status: 403,
        response: .object(["message": .string("Must have push access")])),
    ])
    let opened = try await backend.repository.openPullRequest(
      Self.pullRequest(reviewers: ["stranger"], labels: ["bug"]), in: Self.repository)
    #expect(opened == OpenedPullRequest(number: 12, reviewersRefused: true, labelsRefused: true))
    #expect(backend.server.receivedRequests().count == 3, "nothing is sent twice")
    try await backend.stop()
  }

  @Test func gitHubsRefusalOfTheBranchesIsInItsWords() async throws {
    let said = "A pull request already exists for octo:fix/crash."
    let backend = try await StubBackend.start([
      RecordedExchange(
        method: "post", path: "/repos/octo/app/pulls", status: 422,
        response: .object([
          "message": .string("Validation Failed"),
          "errors": .array([
            .object([
              "resource": .string("PullRequest"), "code": .string("custom"),
              "message": .string(said),
            ])
          ]),
        ]))
    ])
    do {
      _ = try await backend.repository.openPullRequest(Self.pullRequest(), in: Self.repository)
      Issue.record("a refusal is thrown")
    } catch {
      guard case .rejected(let fields) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(fields.contains { $0.reason == .other(said) }, "\(fields)")
    }
    #expect(backend.server.receivedRequests().count == 1, "never retried")
    try await backend.stop()
  }

  @Test func aServerErrorIsNeverRetried() async throws {
    let backend = try await StubBackend.start([
      RecordedExchange(
        method: "post", path: "/repos/octo/app/pulls", status: 502,
        response: .object(["message": .string("Bad gateway")]))
    ])
    await #expect(throws: IssueRepositoryError.self) {
      _ = try await backend.repository.openPullRequest(Self.pullRequest(), in: Self.repository)
    }
    #expect(backend.server.receivedRequests().count == 1)
    try await backend.stop()
  }
}
