import AppCore
import Foundation
import IssueDomain
import TestSupport
import Testing

@testable import triage

/// `repo_paths:` maps repositories to local clones, each checked to be that repository's: a
/// directory that isn't is a problem said once, never a place a command runs.
@Suite("repo_paths", .timeLimit(.minutes(1)))
struct RepositoryPathsTests {
  /// A checkout at `relative` whose origin is `remote` on github.com.
  private func clone(_ root: TemporaryDirectory, at relative: String, remote: String) throws {
    try root.write(
      "[remote \"origin\"]\n\turl = https://github.com/\(remote).git\n",
      at: "\(relative)/.git/config")
  }

  private func paths(_ yaml: String) throws -> [RepositoryPath] {
    let settings = try #require(ConfigFile.parse(yaml, file: "c.yml"))
    #expect(settings.problems == [])
    return settings.repositoryPaths ?? []
  }

  @Test func anExactEntryAndAnOwnersEntryFindTheirClones() throws {
    let root = try TemporaryDirectory()
    defer { root.remove() }
    try clone(root, at: "src/app", remote: "octo/app")
    try clone(root, at: "octo/lib", remote: "octo/lib")
    try clone(root, at: "octo/cli", remote: "octo/cli")
    let entries = try paths("repo_paths:\n  octo/app: ~/src/app\n  octo/*: ~/octo/*\n")
    let found = RepositoryPath.clones(entries, host: "github.com", homeDirectory: root.path)
    #expect(found.problems == [])
    #expect(
      Set(found.clones.map(\.root))
        == [root.path(of: "src/app"), root.path(of: "octo/lib"), root.path(of: "octo/cli")])
    #expect(
      found.clones.first { $0.contains(RepositoryName(owner: "Octo", name: "Lib")) }?.root
        == root.path(of: "octo/lib"))
  }

  @Test func aPathThatIsAnotherRepositorysCloneIsAProblemAndNotUsed() throws {
    let root = try TemporaryDirectory()
    defer { root.remove() }
    try clone(root, at: "src/app", remote: "someone/else")
    try clone(root, at: "src/outer", remote: "octo/lib")
    try FileManager.default.createDirectory(
      atPath: root.path(of: "src/outer/inner"), withIntermediateDirectories: true)
    let entries = try paths(
      "repo_paths:\n  octo/app: ~/src/app\n  octo/lib: ~/src/outer/inner\n  octo/cli: /nowhere\n")
    let found = RepositoryPath.clones(entries, host: "github.com", homeDirectory: root.path)
    #expect(found.clones == [])
    #expect(found.problems.map(\.line) == [2, 3, 4])
    #expect(
      found.problems.first?.message
        == "c.yml:2: repo_paths.octo/app: ~/src/app is not a clone of octo/app on github.com (repo_paths.octo/app left out; the rest applies)"
    )
  }

  @Test func aBadEntryIsAProblemAtItsLine() throws {
    let settings = try #require(
      ConfigFile.parse(
        "repo_paths:\n  octo: ~/x\n  octo/app: relative/dir\n  octo/ok: ~/ok\n", file: "c.yml"))
    #expect(settings.problems.map(\.line) == [2, 3])
    #expect(settings.repositoryPaths?.map(\.pattern) == ["octo/ok"])
  }

  /// `--print-config` checks the clones as the start does: the wrong one is a problem, and not
  /// printed as in effect.
  @Test func printConfigSaysAWrongCloneAndLeavesItOut() throws {
    let root = try TemporaryDirectory()
    defer { root.remove() }
    try clone(root, at: "src/app", remote: "someone/else")
    try root.write("repo_paths:\n  octo/app: ~/src/app\n", at: "config/triage/config.yml")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try TriageOnPseudoTerminal.binaryPath())
    process.arguments = ["--print-config"]
    process.environment = [
      "PATH": "/usr/bin:/bin", "HOME": root.path, "XDG_CONFIG_HOME": root.path(of: "config"),
    ]
    process.currentDirectoryURL = URL(fileURLWithPath: root.path)
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let text = String(
      decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(
      text.contains(
        "# Problem: ~/config/triage/config.yml:2: repo_paths.octo/app: ~/src/app is not a clone of octo/app on github.com"
      ))
    #expect(text.contains("repo_paths: {}"))
  }
}
