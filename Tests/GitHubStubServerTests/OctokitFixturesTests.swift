import Foundation
import GitHubStubServer
import TestSupport
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

  @Test func findsTheFixturesInsideTheRepositoryRoot() throws {
    let scratch = try TemporaryDirectory(prefix: "stub-fixtures")
    defer { scratch.remove() }
    let root = scratch.url
    let repository = root.appendingPathComponent("clone", isDirectory: true)
    let tests = repository.appendingPathComponent("Tests/SomeTests", isDirectory: true)
    try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
    try Data().write(to: repository.appendingPathComponent("Package.swift"))

    let found = OctokitFixtures.octokitDirectory(
      from: tests.appendingPathComponent("SomeTests.swift").path)

    let expected = repository.appendingPathComponent("Tests/Fixtures/octokit", isDirectory: true)
    #expect(found.standardizedFileURL.path == expected.standardizedFileURL.path)
  }

  @Test func aMissingFixtureNamesItsFile() throws {
    let scratch = try TemporaryDirectory(prefix: "stub-fixtures")
    defer { scratch.remove() }
    let root = scratch.url
    let tests = root.appendingPathComponent("Tests/SomeTests", isDirectory: true)
    try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
    try Data().write(to: root.appendingPathComponent("Package.swift"))

    #expect {
      try OctokitFixtures.load(
        named: "paginate-issues", from: tests.appendingPathComponent("SomeTests.swift").path)
    } throws: { error in
      "\(error)".contains("Tests/Fixtures/octokit/paginate-issues.json")
    }
  }

  @Test func theRepositoryHoldsOctokitsLicenceBesideItsFixtures() {
    let licence = OctokitFixtures.octokitDirectory().appendingPathComponent("LICENSE.md")
    let text = (try? String(contentsOf: licence, encoding: .utf8)) ?? ""
    #expect(text.contains("Licensed as MIT"))
  }
}
