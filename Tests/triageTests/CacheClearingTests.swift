import Foundation
import IssueData
import IssueStore
import Logging
import TestSupport
import Testing

@testable import triage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `triage --clear-cache`: every account's store (journals and set-aside copies too), the
/// remembered logins and the HTTP cache go; nothing else in the directory, nor outside it.
@Suite("--clear-cache", .timeLimit(.minutes(3)))
struct CacheClearingTests {
  /// Two accounts' real stores, a set-aside copy, a remembered login, the HTTP cache and a file
  /// that isn't Triage's.
  private func fill(_ root: TemporaryDirectory) throws -> String {
    let directory = root.path + "/cache/triage"
    for login in ["ada", "grace"] {
      let file = StoreLocation(directory: directory, host: "github.com", login: login).file
      let store = try #require(IssueStore.open(file: file, logger: Logger(label: "test")))
      _ = store
    }
    _ = try root.write("x", at: "cache/triage/store-github.com-ada.sqlite.set-aside")
    _ = try root.write("ada", at: "cache/triage/last-user-github.com")
    _ = try root.write("{}", at: "cache/triage/http/abc")
    _ = try root.write("mine", at: "cache/triage/notes.txt")
    return directory
  }

  @Test func everyAccountsFilesGoAndEachIsNamed() throws {
    let root = try TemporaryDirectory()
    defer { root.remove() }
    let directory = try fill(root)
    let clearing = try #require(
      CacheClearing.standard(
        environment: ["XDG_CACHE_HOME": root.path + "/cache"], homeDirectory: "/nowhere"))
    #expect(clearing.directory == directory)
    let outcome = clearing.run()
    #expect(outcome.failed.isEmpty)
    #expect(outcome.removed.contains(directory + "/store-github.com-ada.sqlite"))
    #expect(outcome.removed.contains(directory + "/store-github.com-grace.sqlite"))
    #expect(outcome.removed.contains(directory + "/store-github.com-ada.sqlite.set-aside"))
    #expect(outcome.removed.contains(directory + "/last-user-github.com"))
    #expect(outcome.removed.contains(directory + "/http"))
    let left = try FileManager.default.contentsOfDirectory(atPath: directory)
    #expect(left == ["notes.txt"])
    let report = CacheClearing.report(outcome, directory: directory)
    #expect(report.output.split(separator: "\n").count == outcome.removed.count)
    #expect(report.output.contains("removed \(directory)/store-github.com-grace.sqlite\n"))
    #expect(report.error.isEmpty)
    // A second run finds nothing, and says so.
    let again = clearing.run()
    #expect(again == CacheClearing.Outcome())
    #expect(CacheClearing.report(again, directory: directory).output.hasPrefix("nothing to remove"))
  }

  /// A link in the directory is removed, never what it points to.
  @Test func aLinkIsRemovedNotItsTarget() throws {
    let root = try TemporaryDirectory()
    defer { root.remove() }
    let target = try root.write("keep", at: "elsewhere/important")
    _ = try root.write("mine", at: "cache/triage/notes.txt")
    #expect(symlink(target, root.path + "/cache/triage/store-x-y.sqlite") == 0)
    let outcome = CacheClearing(directory: root.path + "/cache/triage").run()
    #expect(outcome.removed == [root.path + "/cache/triage/store-x-y.sqlite"])
    #expect(root.read("elsewhere/important") == "keep")
  }

  /// A file that can't be removed is said on standard error, and the others still go.
  @Test func aFailureIsReportedAndTheRestStillGo() throws {
    let root = try TemporaryDirectory()
    defer { root.remove() }
    let directory = try fill(root)
    var clearing = CacheClearing(directory: directory)
    clearing.remove = { path in
      path.hasSuffix("grace.sqlite") ? EACCES : CacheClearing.removeEntry(path)
    }
    let outcome = clearing.run()
    #expect(outcome.failed.map(\.path) == [directory + "/store-github.com-grace.sqlite"])
    #expect(outcome.removed.contains(directory + "/store-github.com-ada.sqlite"))
    let report = CacheClearing.report(outcome, directory: directory)
    #expect(
      report.error
        == "triage: can't remove \(directory)/store-github.com-grace.sqlite: Permission denied\n")
  }

  /// The built binary: prints what it removed, exits 0, and never touches the terminal (its
  /// standard input is /dev/null, where a run that opened the screen would exit 2).
  @Test func theCommandRemovesPrintsAndExitsZero() throws {
    let root = try TemporaryDirectory()
    defer { root.remove() }
    let directory = try fill(root)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try TriageOnPseudoTerminal.binaryPath())
    process.arguments = ["--clear-cache"]
    process.environment = [
      "PATH": "/usr/bin:/bin", "HOME": root.path, "XDG_CACHE_HOME": root.path + "/cache",
      "XDG_CONFIG_HOME": root.path + "/config", "XDG_STATE_HOME": root.path + "/state",
    ]
    process.standardInput = FileHandle.nullDevice
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let written = String(
      decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(written.contains("removed \(directory)/store-github.com-ada.sqlite\n"), "\(written)")
    #expect(written.contains("removed \(directory)/http\n"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["notes.txt"])
  }
}
