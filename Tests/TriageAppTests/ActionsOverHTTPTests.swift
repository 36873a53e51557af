import ActionsFeature
import Foundation
import GitHubAPI
import GitHubStubServer
import IssueData
import IssueDomain
import SystemSupport
import TestSupport
import Testing

/// GitHub Actions over real HTTP on 127.0.0.1: a run and its jobs, and a job's log, which
/// GitHub answers with a redirect to a signed URL on another host. The log is followed there
/// without the token, kept in an owner-only file, and read by the viewer's document.
@Suite(.timeLimit(.minutes(1))) struct ActionsOverHTTPTests {
  static let repository = RepositoryName(owner: "octo", name: "app")

  static let run = RecordedExchange(
    path: "/repos/octo/app/actions/runs/42",
    response: .object([
      "id": .number(42), "name": .string("CI"), "display_title": .string("Fix \u{1B}[2Jthe build"),
      "event": .string("pull_request"), "status": .string("completed"),
      "conclusion": .string("failure"), "head_branch": .string("fix"),
      "head_sha": .string(String(repeating: "a", count: 40)), "run_number": .number(7),
      "run_attempt": .number(-3),
      "html_url": .string("https://github.com/octo/app/actions/runs/42"),
    ]))

  static let jobs = RecordedExchange(
    path: "/repos/octo/app/actions/runs/42/jobs?per_page=100",
    response: .object([
      "total_count": .number(3),
      "jobs": .array([
        .object([
          "id": .number(420), "name": .string("build"), "status": .string("completed"),
          "conclusion": .string("success"),
          "steps": .array([
            .object([
              "number": .number(1), "name": .string("Set up"), "status": .string("completed"),
              "conclusion": .string("success"),
            ])
          ]),
        ]),
        .object(["id": .string("not a number"), "name": .string("dropped")]),
        .object([
          "id": .number(421), "name": .string("test"), "status": .string("in_progress"),
        ]),
      ]),
    ]))

  @Test func aRunIsReadWithItsJobsAndEveryStringIsInert() async throws {
    let backend = try await StubBackend.start([Self.run, Self.jobs])
    let run = try await backend.repository.workflowRun(in: Self.repository, id: 42)
    #expect(run.name == "CI")
    #expect(!run.title.unicodeScalars.contains("\u{1B}"))
    #expect(run.state == .failure)
    #expect(run.attempt == 1, "a negative attempt is no attempt")
    #expect(run.jobs.map(\.id) == [420, 421])
    #expect(run.jobs.map(\.state) == [.success, .pending])
    #expect(run.jobs[0].steps.map(\.name) == ["Set up"])
    #expect(run.hasMoreJobs, "one job couldn't be read")
    let requests = backend.server.receivedRequests()
    #expect(
      requests.map(\.path) == [
        "/repos/octo/app/actions/runs/42", "/repos/octo/app/actions/runs/42/jobs?per_page=100",
      ])
    #expect(requests.allSatisfy { $0.method == "GET" })
    #expect(requests.allSatisfy { $0.header("authorization") == "Bearer fixture-token" })
    try await backend.stop()
  }

  static let log = """
    2026-12-07T06:00:00.1000000Z ##[group]Run swift test
    2026-12-07T06:00:01.1000000Z \u{1B}[32mok\u{1B}[0m one
    2026-12-07T06:00:02.1000000Z ##[endgroup]
    2026-12-07T06:00:03.1000000Z ##[error]Process completed with exit code 1.

    """

  @Test func theLogFollowsTheRedirectWithoutTheTokenIntoAPrivateFile() async throws {
    // The signed URL's host: another origin (a name of its own, another port).
    let storage = try await StubServer.start(
      [
        RecordedExchange(
          path: "/signed/job-421.txt?sig=abc", headers: ["Content-Type": "text/plain"],
          rawBody: Self.log)
      ], host: "localhost")
    let backend = try await StubBackend.start([
      RecordedExchange(
        path: "/repos/octo/app/actions/jobs/421/logs", status: 302,
        headers: ["Location": storage.baseURL + "/signed/job-421.txt?sig=abc"])
    ])
    let kept = try await backend.repository.jobLog(in: Self.repository, job: 421)
    #expect(kept.byteCount == Self.log.utf8.count)
    #expect(try String(contentsOfFile: kept.path, encoding: .utf8) == Self.log)
    let attributes = try FileManager.default.attributesOfItem(atPath: kept.path)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
    let api = backend.server.receivedRequests()
    #expect(api.map(\.path) == ["/repos/octo/app/actions/jobs/421/logs"])
    #expect(api.first?.header("authorization") == "Bearer fixture-token")
    let signed = storage.receivedRequests()
    #expect(signed.map(\.path) == ["/signed/job-421.txt?sig=abc"])
    #expect(signed.first?.header("authorization") == nil, "the token stays on the API's origin")
    // The viewer's document reads what was kept.
    let document = try LogDocument.open(path: kept.path)
    #expect(document.lineCount == 4)
    #expect(document.errorLines == [3])
    #expect(document.groups.map(\.start) == [0])
    try await backend.stop()
    try await storage.shutdown()
  }

  @Test func aRefusedLogIsNotFoundAndLeavesNoFile() async throws {
    let backend = try await StubBackend.start([
      RecordedExchange(
        path: "/repos/octo/app/actions/jobs/421/logs", status: 404,
        response: .object(["message": .string("Not Found")]))
    ])
    let result = await outcome { () async throws(IssueRepositoryError) in
      try await backend.repository.jobLog(in: Self.repository, job: 421)
    }
    #expect(result.failure == .notFound)
    let directory = try backend.repository.logFolder.directory()
    let files = try FileManager.default.contentsOfDirectory(atPath: directory)
    #expect(files.isEmpty, "nothing is left behind: \(files)")
    try await backend.stop()
  }

  /// A log may take longer in all than any other answer (`Limits.streamBody`), but never
  /// longer than a request's limit between two pieces: one that drips arrives, one that stalls
  /// or drips past the whole limit is given up on. The stub drips 8 bytes at a time.
  @Test(
    arguments: [
      // ~100 pieces 50 ms apart: longer in all than the request's limit, with a margin
      // between pieces wide enough for a loaded machine.
      (drip: 50, stream: Duration.seconds(30), arrives: true),
      (drip: 6_000, stream: .seconds(30), arrives: false),
      // ~100 pieces 200 ms apart take about 21 s, five times the 4 s the whole body may take
      // here: a timer woken late on a loaded machine still ends it long before the last piece.
      (drip: 200, stream: .seconds(1), arrives: false),
    ])
  func aLogThatDripsArrivesAndOneThatStallsTimesOut(
    drip: Int, stream: Duration, arrives: Bool
  ) async throws {
    let backend = try await StubBackend.start(
      [
        RecordedExchange(
          path: "/repos/octo/app/actions/jobs/421/logs",
          rawBody: String(repeating: Self.log, count: 4),
          dripMilliseconds: drip)
      ],
      limits: AsyncHTTPClientTransport.Limits(request: .seconds(4), streamBody: stream))
    let directory = try backend.repository.logFolder.directory()
    let file = try PrivateFileStream(file: directory + "/job-421.log")
    let result = await outcome { () async throws(GitHubServiceError) in
      try await backend.repository.client.jobLog(
        owner: "octo", name: "app", job: 421, token: StubBackend.token, to: file)
    }
    if arrives {
      #expect((try? result.get()) == 4 * Self.log.utf8.count, "\(result)")
    } else {
      guard case .failure(.transport(.timedOut)) = result else {
        Issue.record("expected a timeout, got \(result)")
        try await backend.stop()
        return
      }
    }
    try await backend.stop()
  }

  @Test func aLogLargerThanTheLimitIsRefused() async throws {
    let backend = try await StubBackend.start([
      RecordedExchange(path: "/repos/octo/app/actions/jobs/421/logs", rawBody: Self.log)
    ])
    let directory = try backend.repository.logFolder.directory()
    let stream = try PrivateFileStream(file: directory + "/job-421.log")
    let result = await outcome { () async throws(GitHubServiceError) in
      try await backend.repository.client.jobLog(
        owner: "octo", name: "app", job: 421, token: StubBackend.token, to: stream, limit: 16)
    }
    guard case .failure(.bodyTooLarge(let limit)) = result else {
      Issue.record("expected bodyTooLarge, got \(result)")
      return
    }
    #expect(limit == 16)
    stream.discard()
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
    try await backend.stop()
  }

  @Test func aRedirectToAnotherSchemeIsRefused() async throws {
    let backend = try await StubBackend.start([
      RecordedExchange(
        path: "/repos/octo/app/actions/jobs/421/logs", status: 302,
        headers: ["Location": "file:///etc/passwd"])
    ])
    let result = await outcome { () async throws(IssueRepositoryError) in
      try await backend.repository.jobLog(in: Self.repository, job: 421)
    }
    #expect(result.failure != nil)
    #expect(backend.server.receivedRequests().count == 1)
    try await backend.stop()
  }
}
