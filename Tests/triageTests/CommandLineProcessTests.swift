import Foundation
import TestSupport
import Testing

/// The built binary's answers that end it before the terminal is touched: which stream each one
/// goes to, the exit status, and the shell completion scripts. Standard input is /dev/null, so a
/// run that got as far as opening the terminal would exit 2 instead.
@Suite(.timeLimit(.minutes(3)))
struct CommandLineProcessTests {
  private struct Finished {
    let status: Int32
    let output: String
    let error: String
  }

  /// Runs triage with `arguments` to its end, in a scratch home with no token and no config.
  private func run(_ arguments: [String], locale: [String: String] = [:]) throws -> Finished {
    let home = try TemporaryDirectory()
    defer { home.remove() }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try TriageOnPseudoTerminal.binaryPath())
    process.arguments = arguments
    process.environment = [
      "PATH": "/usr/bin:/bin", "HOME": home.path, "XDG_CONFIG_HOME": home.path + "/config",
      "XDG_STATE_HOME": home.path + "/state", "TERM": "xterm-256color",
    ].merging(locale) { $1 }
    process.standardInput = FileHandle.nullDevice
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    // Every answer is one write before the exit; stderr's fits its pipe while stdout is read.
    let written = output.fileHandleForReading.readDataToEndOfFile()
    let errorWritten = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationReason == .exit)
    return Finished(
      status: process.terminationStatus, output: String(decoding: written, as: UTF8.self),
      error: String(decoding: errorWritten, as: UTF8.self))
  }

  @Test func theVersionGoesToStandardOutputWithStatusZero() throws {
    let finished = try run(["--version"])
    #expect(finished.status == 0)
    #expect(finished.output == "0.1.0\n")
    #expect(finished.error.isEmpty)
  }

  @Test(arguments: [["--help"], ["-h"], ["help"]])
  func theHelpGoesToStandardOutputWithStatusZero(_ arguments: [String]) throws {
    let finished = try run(arguments)
    #expect(finished.status == 0)
    #expect(finished.output.hasPrefix("OVERVIEW: A keyboard-driven terminal client"))
    #expect(finished.output.contains("USAGE: triage [<options>] [<repository>]"))
    #expect(finished.output.contains("--demo-latency <demo-latency>"))
    #expect(finished.error.isEmpty)
  }

  @Test(arguments: [
    (["--bogus"], "Error: Unknown option '--bogus'\nUsage: triage"),
    (["--demo-latency", "-5"], "Error: --demo-latency must be 0 or more milliseconds\n"),
    (["--demo", "--api-url", "ftp://x"], "Error: "),
  ])
  func aUsageErrorGoesToStandardErrorWithStatus64(_ arguments: [String], _ start: String) throws {
    let finished = try run(arguments)
    #expect(finished.status == 64)
    #expect(finished.output.isEmpty)
    #expect(finished.error.hasPrefix(start), "\(finished.error)")
    #expect(finished.error.hasSuffix("  See 'triage --help' for more information.\n"))
  }

  /// Arguments that parse reach the terminal, and a run without one is refused there.
  @Test func aRunWithoutATerminalStillExitsTwo() throws {
    let finished = try run(["--demo"])
    #expect(finished.status == 2)
    #expect(finished.error.contains("is not a terminal"), "\(finished.error)")
  }

  /// Japanese messages, with a UTF-8 character set the machine surely has (`C.UTF-8`), so the
  /// test doesn't depend on a Japanese locale being installed.
  static let japanese = ["LC_CTYPE": "C.UTF-8", "LC_MESSAGES": "ja_JP.UTF-8"]

  @Test func theHelpIsInJapanese() throws {
    let finished = try run(["--help"], locale: Self.japanese)
    #expect(finished.status == 0)
    #expect(finished.output.hasPrefix("概要: GitHub の課題とプルリクエスト"), "\(finished.output)")
    #expect(finished.output.contains("使い方: triage [<options>] [<repository>]"))
    #expect(finished.output.contains("オプション:"))
    #expect(finished.output.contains("ヘルプを表示します。"))
  }

  @Test(arguments: [
    (["--bogus"], "エラー: 不明なオプション '--bogus'\n使い方: triage"),
    (["--demo-latency", "-5"], "エラー: --demo-latency には 0 以上のミリ秒を指定してください\n"),
    (["not-a-repo"], "エラー: 'not-a-repo' はリポジトリではありません"),
  ])
  func aUsageErrorIsInJapanese(_ arguments: [String], _ start: String) throws {
    let finished = try run(arguments, locale: Self.japanese)
    #expect(finished.status == 64)
    #expect(finished.error.hasPrefix(start), "\(finished.error)")
    #expect(finished.error.hasSuffix("  詳しくは 'triage --help' を見てください。\n"))
  }

  @Test func noTerminalIsSaidInJapanese() throws {
    let finished = try run(["--demo"], locale: Self.japanese)
    #expect(finished.status == 2)
    #expect(finished.error.contains("標準入力が端末ではありません"), "\(finished.error)")
  }

  /// Japanese asked for where it can't be shown (no UTF-8 character set): English, not `?`.
  @Test func japaneseWithoutUTF8IsEnglish() throws {
    let finished = try run(["--bogus"], locale: ["LC_ALL": "ja_XX.EUC"])
    #expect(finished.error.hasPrefix("Error: Unknown option '--bogus'"), "\(finished.error)")
  }

  /// Each shell's script, recognised by a line of its own, and every option named in it as that
  /// shell's completion names options.
  @Test(arguments: [
    ("bash", "#!/bin/bash", "complete -o filenames -F _triage triage"),
    ("zsh", "#compdef triage", "_triage() {"),
    ("fish", "function __triage_parse_tokens", "complete -c 'triage'"),
  ])
  func aCompletionScriptNamesEveryOption(_ shell: String, _ first: String, _ marker: String)
    throws
  {
    let finished = try run(["--generate-completion-script", shell])
    #expect(finished.status == 0)
    #expect(finished.error.isEmpty)
    #expect(finished.output.contains(first), "\(shell): no \(first)")
    #expect(finished.output.contains(marker), "\(shell): no \(marker)")
    for option in [
      "section", "demo", "host", "api-url", "demo-latency", "log-file", "log-level", "version",
      "help",
    ] {
      // Followed by what ends the name, so "demo" isn't found in "demo-latency".
      let forms =
        switch shell {
        case "bash": ["--\(option) ", "--\(option))"]
        case "zsh": ["'--\(option)[", ",--\(option)}"]
        default: ["-l '\(option)'"]
        }
      #expect(forms.contains { finished.output.contains($0) }, "\(shell): no --\(option)")
    }
  }
}
