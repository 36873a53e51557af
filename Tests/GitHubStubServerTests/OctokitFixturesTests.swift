import Foundation
import GitHubStubServer
import Testing

/// octokit's files decode as they are, and our JSON value keeps every body's meaning.
@Suite struct OctokitFixturesTests {
  @Test(arguments: ["paginate-issues", "get-repository", "errors", "labels"])
  func everyFixtureDecodes(name: String) throws {
    let exchanges = try OctokitFixtures.load(named: name)
    #expect(!exchanges.isEmpty)
    for exchange in exchanges {
      #expect(exchange.scope == "https://api.github.com:443")
      #expect(exchange.path.hasPrefix("/"))
      // Recorded as a number in the file; headers are text.
      #expect(exchange.headers["x-ratelimit-used"] == "1")
    }
  }

  @Test func paginationFixtureHasFivePagesOfIssues() throws {
    let exchanges = try OctokitFixtures.load(named: "paginate-issues")
    #expect(exchanges.count == 5)
    guard case .array(let issues)? = exchanges.first?.response else {
      Issue.record("first page is not an array")
      return
    }
    #expect(issues.count == 3)
  }

  @Test func jsonValuesRoundTrip() throws {
    let value = JSONValue.object([
      "id": .integer(9_007_199_254_740_993),
      "ratio": .number(0.25),
      "open": .bool(false),
      "closed_at": .null,
      "labels": .array([.string("bug"), .string("ü ✓ \u{202E}")]),
    ])
    let data = try JSONEncoder().encode(value)
    #expect(try JSONDecoder().decode(JSONValue.self, from: data) == value)
    #expect(try JSONDecoder().decode(JSONValue.self, from: Data("\"x\"".utf8)) == .string("x"))
  }

  @Test func findsTheSharedDirectoryBesideTheRepositoryRoot() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("stub-fixtures-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: root) }
    let repository = root.appendingPathComponent("clone", isDirectory: true)
    let tests = repository.appendingPathComponent("Tests/SomeTests", isDirectory: true)
    try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
    try Data().write(to: repository.appendingPathComponent("Package.swift"))

    let found = OctokitFixtures.octokitDirectory(
      from: tests.appendingPathComponent("SomeTests.swift").path)

    let shared = ProcessInfo.processInfo.environment["TRIAGE_SHARED_DIR"].flatMap {
      $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true)
    }
    let expected = (shared ?? root.appendingPathComponent("shared", isDirectory: true))
      .appendingPathComponent("fixtures/octokit", isDirectory: true)
    #expect(found.standardizedFileURL.path == expected.standardizedFileURL.path)
  }
}
