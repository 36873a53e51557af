import AppCore
import Foundation
import IssueDomain
import TestSupport
import Testing

@testable import triage

/// The checkout's branch read by running the real `git` in real repositories made for each
/// test: its name here and on the remote it tracks, the repository that remote is (a fork's
/// too), its commits since the base as the base's remote shows it, the template, and each way
/// there is no branch to read.
@Suite(.timeLimit(.minutes(1))) struct GitBranchReaderTests {
  static let app = RepositoryName(owner: "octo", name: "app")

  /// A repository at a temporary directory, with git run in it.
  struct Checkout {
    let directory: TemporaryDirectory
    var root: String { directory.path }
    var clone: LocalClone { LocalClone(root: root, repositories: [GitBranchReaderTests.app]) }

    init() throws {
      directory = try TemporaryDirectory(prefix: "triage-git")
      try git("init", "--quiet", "-b", "main")
      try git("remote", "add", "origin", "https://github.com/octo/app.git")
      try commit("Initial")
      try git("update-ref", "refs/remotes/origin/main", "HEAD")
    }

    @discardableResult
    func git(_ arguments: String...) throws -> String {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = ["git", "-C", root] + arguments
      var environment = ProcessInfo.processInfo.environment
      environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
      environment["GIT_CONFIG_NOSYSTEM"] = "1"
      process.environment = environment
      let output = Pipe()
      process.standardOutput = output
      process.standardError = FileHandle.nullDevice
      try process.run()
      let data = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      guard process.terminationStatus == 0 else {
        throw CocoaError(.executableLoad, userInfo: ["git": arguments])
      }
      return String(decoding: data, as: UTF8.self)
    }

    func commit(_ message: String) throws {
      try git(
        "-c", "user.name=Test", "-c", "user.email=test@example.com", "commit", "--quiet",
        "--allow-empty", "-m", message)
    }

    func read(base: String = "main") async -> Result<CheckoutBranch, CheckoutProblem> {
      let reader = GitBranchReader(
        host: "github.com", environment: ProcessInfo.processInfo.environment)
      guard let reader else { return .failure(.gitUnavailable) }
      return await reader.branch(in: clone, base: base, of: GitBranchReaderTests.app)
    }
  }

  @Test func aTrackedBranchWithItsCommitsAndTemplate() async throws {
    let checkout = try Checkout()
    defer { checkout.directory.remove() }
    try checkout.git("checkout", "--quiet", "-b", "fix/crash")
    try checkout.commit("Fix the crash\n\nIt crashed on start.")
    try checkout.commit("Add a test")
    try checkout.git("config", "branch.fix/crash.remote", "origin")
    try checkout.git("config", "branch.fix/crash.merge", "refs/heads/fix-crash")
    _ = try checkout.directory.write(
      "## Checklist\n- [ ] tests\n", at: ".github/PULL_REQUEST_TEMPLATE.md")
    let branch = try await checkout.read().get()
    #expect(branch.name == "fix/crash")
    #expect(branch.remoteName == "fix-crash")
    #expect(branch.remoteRepository == Self.app)
    #expect(
      branch.commits == [
        CheckoutBranch.Commit(subject: "Add a test", body: ""),
        CheckoutBranch.Commit(subject: "Fix the crash", body: "It crashed on start."),
      ])
    #expect(branch.template == "## Checklist\n- [ ] tests\n")
  }

  @Test func aBranchTrackingAForkNamesTheFork() async throws {
    let checkout = try Checkout()
    defer { checkout.directory.remove() }
    try checkout.git("remote", "add", "mine", "git@github.com:me/app.git")
    try checkout.git("checkout", "--quiet", "-b", "feature")
    try checkout.commit("Add the feature")
    try checkout.git("config", "branch.feature.remote", "mine")
    try checkout.git("config", "branch.feature.merge", "refs/heads/feature")
    let branch = try await checkout.read().get()
    #expect(branch.remoteRepository == RepositoryName(owner: "me", name: "app"))
    #expect(branch.commits.map(\.subject) == ["Add the feature"])
    #expect(branch.template == nil)
  }

  @Test func anUntrackedBranchIsLookedForUnderItsOwnName() async throws {
    let checkout = try Checkout()
    defer { checkout.directory.remove() }
    try checkout.git("checkout", "--quiet", "-b", "local/wip")
    let branch = try await checkout.read().get()
    #expect(branch.name == "local/wip" && branch.remoteName == "local/wip")
    #expect(branch.remoteRepository == nil)
    #expect(branch.commits.isEmpty, "nothing since the base")
  }

  @Test func withoutTheBaseFetchedTheNewestCommitAlone() async throws {
    let checkout = try Checkout()
    defer { checkout.directory.remove() }
    try checkout.git("checkout", "--quiet", "-b", "fix")
    try checkout.commit("One")
    try checkout.commit("Two")
    let branch = try await checkout.read(base: "trunk").get()
    #expect(branch.commits.map(\.subject) == ["Two"])
  }

  @Test func aCommitMessageIsMadeInert() async throws {
    let checkout = try Checkout()
    defer { checkout.directory.remove() }
    try checkout.git("checkout", "--quiet", "-b", "fix")
    try checkout.commit("Fix \u{1b}]0;owned\u{07}it\n\nbody \u{1b}[2J here")
    let branch = try await checkout.read().get()
    let commit = try #require(branch.commits.first)
    #expect(!commit.subject.unicodeScalars.contains { $0.value == 0x1b || $0.value == 0x07 })
    #expect(!commit.body.unicodeScalars.contains { $0.value == 0x1b })
    #expect(commit.subject.hasPrefix("Fix ") && commit.subject.hasSuffix("it"))
  }

  @Test func aDetachedHeadIsSaid() async throws {
    let checkout = try Checkout()
    defer { checkout.directory.remove() }
    try checkout.git("checkout", "--quiet", "--detach")
    #expect(await checkout.read() == .failure(.detachedHead))
  }

  @Test func aGitThatCantRunIsSaid() async throws {
    let checkout = try Checkout()
    defer { checkout.directory.remove() }
    let reader = GitBranchReader(git: "/nonexistent/git", host: "github.com", environment: [:])
    #expect(
      await reader.branch(in: checkout.clone, base: "main", of: Self.app)
        == .failure(.gitUnavailable))
    #expect(GitBranchReader(host: "github.com", environment: ["PATH": "/nonexistent"]) == nil)
  }

  @Test func aDirectoryThatIsntACheckoutIsGitsComplaint() async throws {
    let directory = try TemporaryDirectory(prefix: "triage-git")
    defer { directory.remove() }
    let reader = try #require(
      GitBranchReader(host: "github.com", environment: ProcessInfo.processInfo.environment))
    let result = await reader.branch(
      in: LocalClone(root: directory.path, repositories: [Self.app]), base: "main", of: Self.app)
    guard case .failure(.gitFailed(let said)) = result else {
      Issue.record("\(result)")
      return
    }
    #expect(said.contains("not a git repository"), "\(said)")
  }
}
