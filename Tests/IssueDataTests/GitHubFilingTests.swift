import BackendTestSupport
import Foundation
import GitHubAPI
import GitHubStubServer
import IssueData
import IssueDomain
import Testing

/// Filing over real HTTP on 127.0.0.1: the templates through the contents API (the directory,
/// then one request per template file, bounded and filtered), and the new issue as exactly one
/// `POST` whose body is checked.
@Suite(.timeLimit(.minutes(1))) struct GitHubFilingTests {
  typealias Backend = StubBackend
  static let directory = "/repos/octo/app/contents/.github/ISSUE_TEMPLATE"

  static func entry(_ name: String, size: Int = 100, type: String = "file") -> JSONValue {
    .object(["name": .string(name), "type": .string(type), "size": .integer(size)])
  }

  static func file(_ name: String, _ text: String) -> RecordedExchange {
    RecordedExchange(
      path: "\(directory)/\(name)",
      response: .object([
        "content": .string(Data(text.utf8).base64EncodedString()), "encoding": .string("base64"),
        "size": .integer(text.utf8.count),
      ]))
  }

  static func templates(_ backend: Backend) async -> Result<[IssueTemplate], IssueRepositoryError> {
    do throws(IssueRepositoryError) {
      return .success(try await backend.repository.issueTemplates(in: GitHubWriteTests.app))
    } catch {
      return .failure(error)
    }
  }

  @Test func theDirectoryThenEachTemplateFileOnce() async throws {
    let backend = try await Backend.cached([
      RecordedExchange(
        path: Self.directory,
        response: .array([
          Self.entry("feature.md"), Self.entry("bug.md"), Self.entry("ask.yml"),
          Self.entry("config.yml"), Self.entry("README"), Self.entry("nested", type: "dir"),
          Self.entry("../escape.md"), Self.entry("huge.md", size: 10_000_000),
        ])),
      Self.file("bug.md", "---\nname: Bug\ntitle: \"[Bug] \"\nlabels: [bug]\n---\nWhat?"),
      Self.file("feature.md", "Plain body"),
      Self.file("ask.yml", "name: Ask\ndescription: A form\n"),
    ])
    let templates = try await Self.templates(backend).get()
    #expect(templates.map(\.file) == ["ask.yml", "bug.md", "feature.md"], "by name")
    #expect(templates.map(\.kind) == [.form, .markdown, .markdown])
    #expect(templates[1].title == "[Bug] " && templates[1].labels == ["bug"])
    #expect(templates[1].body == "What?")
    #expect(templates[2].name == "feature" && templates[2].body == "Plain body")
    let paths = backend.server.receivedRequests().map(\.path)
    #expect(
      paths == [
        Self.directory, "\(Self.directory)/ask.yml", "\(Self.directory)/bug.md",
        "\(Self.directory)/feature.md",
      ], "nothing for config, README, a directory, an escaping name or a huge file")
    for request in backend.server.receivedRequests() {
      #expect(
        request.method == "GET" && request.header("Authorization") == "Bearer \(StubBackend.token)")
    }
    try await backend.stop()
  }

  @Test func noDirectoryIsNoTemplates() async throws {
    let backend = try await Backend.cached([
      RecordedExchange(
        path: Self.directory, status: 404, response: .object(["message": .string("Not Found")]))
    ])
    let templates = try await Self.templates(backend).get()
    #expect(templates.isEmpty)
    #expect(backend.server.receivedRequests().count == 1)
    try await backend.stop()
  }

  @Test func otherFailuresOfTheDirectoryAreErrors() async throws {
    let backend = try await Backend.cached([
      RecordedExchange(
        path: Self.directory, status: 403, response: .object(["message": .string("Forbidden")]))
    ])
    guard case .failure(.forbidden) = await Self.templates(backend) else {
      Issue.record("a 403 is an error the form says it couldn't read")
      return
    }
    try await backend.stop()
  }

  @Test func tooManyFilesAreCutAtTheBound() async throws {
    let names = (1...50).map { String(format: "t%02d.md", $0) }
    let backend = try await Backend.cached(
      [RecordedExchange(path: Self.directory, response: .array(names.map { Self.entry($0) }))]
        + names.prefix(IssueTemplateLimits.maximumTemplates).map { Self.file($0, "Body \($0)") })
    let templates = try await Self.templates(backend).get()
    #expect(templates.count == IssueTemplateLimits.maximumTemplates)
    #expect(
      backend.server.receivedRequests().count == 1 + IssueTemplateLimits.maximumTemplates,
      "no request past the bound")
    try await backend.stop()
  }

  @Test func unreadableFilesAreLeftOutAndTheRestKept() async throws {
    let backend = try await Backend.cached([
      RecordedExchange(
        path: Self.directory,
        response: .array([
          Self.entry("a.md"), Self.entry("b.md"), Self.entry("c.md"), Self.entry("d.md"),
          Self.entry("e.md"),
        ])),
      RecordedExchange(
        path: "\(Self.directory)/a.md",
        response: .object(["content": .string("%%% not base64"), "encoding": .string("base64")])),
      RecordedExchange(
        path: "\(Self.directory)/b.md",
        response: .object([
          "content": .string(
            Data(String(repeating: "x", count: IssueTemplateLimits.maximumFileBytes + 10).utf8)
              .base64EncodedString()),
          "encoding": .string("base64"),
        ])),
      RecordedExchange(path: "\(Self.directory)/c.md", rawBody: "{not json"),
      RecordedExchange(
        path: "\(Self.directory)/d.md", status: 404,
        response: .object(["message": .string("Not Found")])),
      Self.file("e.md", "---\nname: [broken\n---\nStill here"),
    ])
    let templates = try await Self.templates(backend).get()
    #expect(templates.map(\.file) == ["e.md"])
    #expect(templates.first?.name == "e" && templates.first?.body == "Still here")
    try await backend.stop()
  }

  @Test func aNewIssueIsExactlyOnePostWithItsFields() async throws {
    var created = GitHubWriteTests.issueJSON(state: "open", labels: ["bug"], assignees: ["hubot"])
    if case .object(var fields) = created {
      fields["number"] = .integer(8)
      fields["title"] = .string("Broken")
      created = .object(fields)
    }
    let backend = try await Backend.cached([
      RecordedExchange(
        method: "post", path: "/repos/octo/app/issues", status: 201, response: created)
    ])
    let issue = try await backend.repository.createIssue(
      NewIssue(
        title: "Broken", body: "It breaks.", labels: ["bug"], assignees: ["hubot"],
        milestone: Milestone(number: 3, title: "v2")),
      in: GitHubWriteTests.app)
    #expect(issue.number == 8 && issue.title == "Broken")
    let posts = backend.requests("POST")
    #expect(backend.server.receivedRequests().count == 1, "exactly one request")
    #expect(posts.first?.path == "/repos/octo/app/issues")
    #expect(
      posts.first.flatMap(GitHubWriteTests.body)
        == .object([
          "title": .string("Broken"), "body": .string("It breaks."),
          "labels": .array([.string("bug")]), "assignees": .array([.string("hubot")]),
          "milestone": .integer(3),
        ]))
    #expect(posts.first?.header("Content-Type") == "application/json; charset=utf-8")
    try await backend.stop()
  }

  @Test func aBareNewIssueSendsItsTitleAlone() async throws {
    let backend = try await Backend.cached([
      RecordedExchange(
        method: "post", path: "/repos/octo/app/issues", status: 201,
        response: GitHubWriteTests.issueJSON(state: "open", labels: [], assignees: []))
    ])
    _ = try await backend.repository.createIssue(
      NewIssue(title: "Just a title"), in: GitHubWriteTests.app)
    #expect(
      backend.requests("POST").first.flatMap(GitHubWriteTests.body)
        == .object(["title": .string("Just a title")]))
    try await backend.stop()
  }
}
