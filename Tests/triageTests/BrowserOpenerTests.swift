import Foundation
import TestSupport
import Testing

@testable import triage

@Suite("Opening a URL in the browser")
struct BrowserOpenerTests {
  static let url = "https://github.com/octo/repo/issues/7"

  #if os(macOS)
    static let platformOpener = "open"
  #else
    static let platformOpener = "xdg-open"
  #endif

  @Test(
    arguments: [
      ([:], [platformOpener, url]),
      (["BROWSER": "firefox"], ["firefox", "--", url]),
      (
        ["GH_BROWSER": "w3m -o confirm_qq=0", "BROWSER": "firefox"],
        ["w3m", "-o", "confirm_qq=0", "--", url]
      ),
      (["GH_BROWSER": "   ", "BROWSER": "firefox"], ["firefox", "--", url]),
      (["GH_BROWSER": "", "BROWSER": "\t"], [platformOpener, url]),
      (
        ["BROWSER": "'/opt/My Browser/run' --new-tab"],
        ["/opt/My Browser/run", "--new-tab", "--", url]
      ),
      (["BROWSER": "echo $(id); rm -rf ~"], ["echo", "$(id);", "rm", "-rf", "~", "--", url]),
    ] as [([String: String], [String])])
  func theCommandFollowsGhsOrder(environment: [String: String], expected: [String]) {
    #expect(BrowserOpener.command(for: Self.url, environment: environment) == expected)
  }

  @Test(arguments: [
    ("a b", ["a", "b"]),
    ("  a   b  ", ["a", "b"]),
    ("'a b' c", ["a b", "c"]),
    ("\"a \\\"b\\\"\" c", ["a \"b\"", "c"]),
    ("a\\ b", ["a b"]),
    ("''", [""]),
    ("'it''s'", ["its"]),
    ("'unterminated", ["unterminated"]),
  ])
  func browserVariablesSplitIntoWordsWithoutAShell(text: String, words: [String]) {
    #expect(BrowserOpener.splitWords(text) == words)
  }

  /// A browser script that writes each argument it got on its own line.
  private func fakeBrowser(in directory: TemporaryDirectory, exitStatus: Int = 0) throws -> String {
    let script = """
      #!/bin/sh
      for argument in "$@"; do printf '%s\\n' "$argument"; done > "\(directory.path)/argv"
      exit \(exitStatus)
      """
    return try directory.writeExecutable(script, at: "bin/fake-browser")
  }

  private func recordedArguments(in directory: TemporaryDirectory) throws -> [String] {
    let text = try String(contentsOfFile: directory.path + "/argv", encoding: .utf8)
    return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
  }

  @Test func ghBrowserRunsWithItsWordsThenDashDashThenTheURL() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let browser = try fakeBrowser(in: directory)
    let opened = await BrowserOpener.open(
      Self.url, environment: ["GH_BROWSER": "'\(browser)' --new-window", "BROWSER": "/bin/false"])
    #expect(opened)
    #expect(try recordedArguments(in: directory) == ["--new-window", "--", Self.url])
  }

  @Test func aBrowserWordIsLookedUpOnPath() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    _ = try fakeBrowser(in: directory)
    let opened = await BrowserOpener.open(
      Self.url,
      environment: ["BROWSER": "fake-browser", "PATH": "/nonexistent:\(directory.path)/bin"])
    #expect(opened)
    #expect(try recordedArguments(in: directory) == ["--", Self.url])
  }

  @Test func aBrowserThatFailsOrIsMissingReportsFalse() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let failing = try fakeBrowser(in: directory, exitStatus: 3)
    #expect(await BrowserOpener.open(Self.url, environment: ["GH_BROWSER": failing]) == false)
    #expect(
      await BrowserOpener.open(
        Self.url, environment: ["GH_BROWSER": "no-such-browser-\(UUID())", "PATH": "/nonexistent"])
        == false)
    #expect(
      await BrowserOpener.open(Self.url, environment: ["PATH": "/nonexistent"]) == false,
      "no opener on PATH")
  }
}
