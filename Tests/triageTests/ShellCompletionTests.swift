import ArgumentParser
import Foundation
import IssueDomain
import IssueStore
import Logging
import TestSupport
import Testing

@testable import triage

/// What shell completion offers: the repositories kept in the stores, the sections, the log
/// levels; and `--generate-completion-script` is in the help.
@Suite("Shell completion", .timeLimit(.minutes(1)))
struct ShellCompletionTests {
  private func keep(_ repositories: [String], in file: String) async throws {
    let store = try #require(IssueStore.open(file: file, logger: Logger(label: "test")))
    for (offset, name) in repositories.enumerated() {
      let parts = name.split(separator: "/").map(String.init)
      let issue = Issue(
        number: offset + 1, title: "t", state: .open, author: User(login: "octocat"),
        labels: [], commentCount: 0, createdAt: Date(timeIntervalSince1970: 0), body: "",
        url: "https://github.com/\(name)/issues/\(offset + 1)",
        repository: RepositoryName(owner: parts[0], name: parts[1]))
      await store.saveIssue(
        StoredIssue(
          issue: issue, comments: [], validators: Validators(etag: nil, lastModified: nil),
          storedAt: Date(timeIntervalSince1970: Double(offset))))
    }
    await store.close()
  }

  @Test func theRepositoryArgumentCompletesFromEveryAccountsStore() async throws {
    let root = try TemporaryDirectory()
    defer { root.remove() }
    let cache = root.path(of: "cache/triage")
    try await keep(
      ["octo/app", "octo/lib", "octo/app"], in: cache + "/store-github.com-ada.sqlite")
    try await keep(["other/tool", "Octo/App"], in: cache + "/store-ghe.io-ada.sqlite")
    let environment = ["HOME": root.path, "XDG_CACHE_HOME": root.path(of: "cache")]
    let all = ShellCompletion.repositories(prefix: "", environment: environment)
    // One name per repository, whatever its case in each store.
    #expect(Set(all.map { $0.lowercased() }) == ["octo/app", "octo/lib", "other/tool"])
    #expect(all.count == 3)
    #expect(ShellCompletion.repositories(prefix: "oc", environment: environment).count == 2)
    #expect(
      ShellCompletion.repositories(prefix: "OTHER/", environment: environment) == ["other/tool"])
    // Nothing kept, or no cache at all: nothing offered, and no store is made.
    #expect(ShellCompletion.repositories(prefix: "", environment: ["HOME": "/nonexistent"]) == [])
    #expect(!FileManager.default.fileExists(atPath: "/nonexistent"))
  }

  @Test func aFileThatIsNotAStoreOffersNothing() throws {
    let root = try TemporaryDirectory()
    defer { root.remove() }
    let file = try root.write("not sqlite", at: "store-github.com-ada.sqlite")
    #expect(IssueStore.keptRepositories(inFile: file) == [])
    #expect(IssueStore.keptRepositories(inFile: root.path(of: "missing.sqlite")) == [])
    #expect(!FileManager.default.fileExists(atPath: root.path(of: "missing.sqlite")))
  }

  @Test func theScriptsOfferTheLogLevelsAndAskForRepositories() throws {
    let bash = TriageCommand.completionScript(for: .bash)
    #expect(bash.contains("'debug'$'\\n''info'$'\\n''notice'$'\\n''warning'$'\\n''error'"))
    #expect(bash.contains("---completion -- positional@0"))
    #expect(bash.contains("---completion -- --section"))
    let help = TriageCommand.helpMessage()
    #expect(help.contains("--generate-completion-script <SHELL>"))
    #expect(help.contains("--print-config-schema"))
    #expect(help.contains("--config <FILE>"))
  }
}
