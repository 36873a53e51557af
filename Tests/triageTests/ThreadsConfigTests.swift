import AppCore
import Foundation
import IssueDomain
import TestSupport
import Testing

@testable import triage

/// `threads.unresolved_first`: whether `}` and `{` pass resolved review threads by. Each bad
/// value is one problem naming the file, the line and the key, as every other config problem.
@Suite("threads", .timeLimit(.minutes(1)))
struct ThreadsConfigTests {
  static let file = "~/.config/triage/config.yml"

  private func problem(_ yaml: String) -> ConfigurationProblem? {
    ConfigFile.problem(in: yaml, file: Self.file)
  }

  @Test func theFlagIsReadAndUnsetIsNil() throws {
    let on = try ConfigFile.settings(in: "threads:\n  unresolved_first: true\n", file: Self.file)
    #expect(on?.unresolvedThreadsFirst == true)
    let off = try ConfigFile.settings(in: "threads: { unresolved_first: false }\n", file: Self.file)
    #expect(off?.unresolvedThreadsFirst == false)
    let none = try ConfigFile.settings(in: "theme: dark\n", file: Self.file)
    #expect(none?.unresolvedThreadsFirst == nil)
    let empty = try ConfigFile.settings(in: "threads: {}\n", file: Self.file)
    #expect(empty?.unresolvedThreadsFirst == nil)
  }

  @Test(arguments: ["yes", "1", "\"true\"", "~", "[true]"])
  func aBadFlagIsAProblemAtItsLine(_ value: String) throws {
    let found = try #require(problem("theme: dark\nthreads:\n  unresolved_first: \(value)\n"))
    #expect(found.line == 3)
    #expect(found.key == "threads.unresolved_first")
    #expect(found.reason == .wrongType(expected: "true or false"))
  }

  @Test func threadsMustBeAMappingOfKnownKeys() throws {
    let notMapping = try #require(problem("threads: true\n"))
    #expect(notMapping.line == 1)
    #expect(notMapping.key == "threads")
    #expect(notMapping.reason == .wrongType(expected: "a mapping (unresolved_first)"))
    let typo = try #require(problem("threads:\n  unresolvedFirst: true\n"))
    #expect(typo.line == 2)
    #expect(typo.key == "threads.unresolvedFirst")
    #expect(typo.reason == .unknownKey(expected: ["unresolved_first"]))
  }

  /// A repository's `.triage.yml` can't set it: how the keys move is the user's.
  @Test func aRepositoryFileCantSetIt() {
    #expect(!ConfigFile.repositoryFileKeys.contains("threads"))
    #expect(ConfigFile.topLevelKeys.contains("threads"))
  }

  /// The file's flag reaches the launch options; without the key, or with a bad file, it is off.
  @Test func theLoadedFlagReachesTheLaunchOptions() throws {
    let root = try TemporaryDirectory()
    defer { root.remove() }
    try root.write("threads:\n  unresolved_first: true\n", at: "on.yml")
    let on = ConfigFile(path: root.path + "/on.yml", homeDirectory: "/nowhere").load()
    #expect(on.problem == nil)
    #expect(LaunchOptions(loaded: on, section: nil).unresolvedThreadsFirst)
    try root.write("theme: dark\n", at: "none.yml")
    let none = ConfigFile(path: root.path + "/none.yml", homeDirectory: "/nowhere").load()
    #expect(!LaunchOptions(loaded: none, section: nil).unresolvedThreadsFirst)
    try root.write("threads:\n  unresolved_first: maybe\n", at: "bad.yml")
    let bad = ConfigFile(path: root.path + "/bad.yml", homeDirectory: "/nowhere").load()
    #expect(bad.problem?.key == "threads.unresolved_first")
    #expect(!LaunchOptions(loaded: bad, section: nil).unresolvedThreadsFirst)
  }
}
