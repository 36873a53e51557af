import Foundation
import GitHubAPI
import GitHubStubServer
import IssueData
import IssueDomain
import TestSupport
import Testing

/// Re-runs, cancel and approve over real HTTP on 127.0.0.1: each is one POST to its own path
/// with an empty JSON object and the token, and GitHub's refusals come back in its words, inert
/// and bounded.
@Suite(.timeLimit(.minutes(1))) struct RunWritesOverHTTPTests {
  static let repository = RepositoryName(owner: "octo", name: "app")

  @Test(
    arguments: [
      (WorkflowRunWrite.rerunFailed, "/repos/octo/app/actions/runs/42/rerun-failed-jobs", 201),
      (.rerunAll, "/repos/octo/app/actions/runs/42/rerun", 201),
      (.rerunJob(id: 421, name: "test"), "/repos/octo/app/actions/jobs/421/rerun", 201),
      (.cancel, "/repos/octo/app/actions/runs/42/cancel", 202),
      (.approve, "/repos/octo/app/actions/runs/42/approve", 201),
    ])
  func eachWriteIsOnePostToItsPath(write: WorkflowRunWrite, path: String, status: Int)
    async throws
  {
    let backend = try await StubBackend.start([
      RecordedExchange(method: "post", path: path, status: status, response: .object([:]))
    ])
    try await backend.repository.write(write, run: 42, in: Self.repository)
    let requests = backend.server.receivedRequests()
    #expect(requests.map(\.method) == ["POST"])
    #expect(requests.map(\.path) == [path])
    #expect(requests.map(\.body) == ["{}"])
    #expect(requests.first?.header("authorization") == "Bearer fixture-token")
    try await backend.stop()
  }

  @Test(
    arguments: [
      // GitHub's words for a re-run of a run still going, with an escape and a bidi override.
      (
        403, JSONValue.object(["message": .string("Already \u{1B}[2Jrunning\u{202E}")]),
        ActionsWriteError.refused(message: "Already ␛[2Jrunning�")
      ),
      // Cancelling a run that finished.
      (
        409, .object(["message": .string("Cannot cancel a workflow run that is completed.")]),
        .refused(message: nil)
      ),
      (
        422,
        .object([
          "message": .string("Validation Failed"),
          "errors": .array([.object(["code": .string("custom"), "message": .string("No jobs")])]),
        ]), .refused(message: "No jobs")
      ),
      // A 403 without words is no permission, as anywhere.
      (403, .object([:]), .repository(.forbidden)),
      (404, .object(["message": .string("Not Found")]), .repository(.notFound)),
    ])
  func refusalsComeBackInGitHubsWords(status: Int, body: JSONValue, expected: ActionsWriteError)
    async throws
  {
    let path = "/repos/octo/app/actions/runs/42/cancel"
    let backend = try await StubBackend.start([
      RecordedExchange(method: "post", path: path, status: status, response: body)
    ])
    await #expect(throws: expected) {
      try await backend.repository.write(.cancel, run: 42, in: Self.repository)
    }
    #expect(backend.server.receivedRequests().count == 1, "a refusal is never sent again")
    try await backend.stop()
  }

  @Test func aRunOrJobWithoutAnIDIsNeverSent() async throws {
    let backend = try await StubBackend.start([])
    await #expect(throws: ActionsWriteError.repository(.notFound)) {
      try await backend.repository.write(.rerunAll, run: 0, in: Self.repository)
    }
    await #expect(throws: ActionsWriteError.repository(.notFound)) {
      try await backend.repository.write(.rerunJob(id: -1, name: "x"), run: 42, in: Self.repository)
    }
    #expect(backend.server.receivedRequests().isEmpty)
    try await backend.stop()
  }
}
