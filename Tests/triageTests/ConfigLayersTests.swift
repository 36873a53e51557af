import AppCore
import Foundation
import IssueDomain
import TestSupport
import Testing

@testable import triage

/// The files the configuration comes from: `--config` and `TRIAGE_CONFIG`, `include:`, a
/// repository's `.triage.yml`, and where `--print-config` says each setting came from.
@Suite("Config files and includes", .timeLimit(.minutes(1)))
struct ConfigLayersTests {
  private func loader(_ root: TemporaryDirectory, main: String = "config.yml") -> ConfigLoader {
    ConfigLoader(main: ConfigFile(path: root.path(of: main), homeDirectory: root.path))
  }

  @Test func anIncludeIsReadRelativeToItsFileAndTheIncludingFileWins() throws {
    let root = try TemporaryDirectory()
    defer { root.remove() }
    try root.write("include: shared/colours.yml\ntheme: dark\n", at: "config.yml")
    try root.write(
      "include: [more.yml]\ntheme: light\npreview:\n  min_width: 90\n", at: "shared/colours.yml")
    try root.write("cache:\n  max_size: 5MB\n", at: "shared/more.yml")
    let loaded = loader(root).load()
    #expect(loaded.problems == [])
    #expect(loaded.theme == .dark)
    #expect(loaded.preview.minimumWidth == 90)
    #expect(loaded.cacheMaximumBytes == 5 * 1024 * 1024)
    #expect(loaded.origins["theme"] == [.file("~/config.yml")])
    #expect(loaded.origins["preview"] == [.include("~/shared/colours.yml")])
    #expect(loaded.origins["cache"] == [.include("~/shared/more.yml")])
  }

  @Test func aMissingIncludeIsAProblemAtItsLineAndTheRestApplies() throws {
    let root = try TemporaryDirectory()
    defer { root.remove() }
    try root.write("theme: light\ninclude:\n  - nowhere.yml\n", at: "config.yml")
    let loaded = loader(root).load()
    #expect(loaded.theme == .light)
    let problem = try #require(loaded.problems.first)
    #expect(loaded.problems.count == 1)
    #expect(problem.reason == .includeMissing("~/nowhere.yml"))
    #expect(problem.description.hasPrefix("~/config.yml:3: include: includes ~/nowhere.yml"))
    #expect(problem.message.hasSuffix("(that file left out; the rest applies)"))
  }

  @Test func aCycleIsAProblemAtTheIncludeThatClosesIt() throws {
    let root = try TemporaryDirectory()
    defer { root.remove() }
    try root.write("include: a.yml\n", at: "config.yml")
    try root.write("theme: light\ninclude: b.yml\n", at: "a.yml")
    try root.write("include: ./a.yml\ncache:\n  max_size: 2MB\n", at: "b.yml")
    let loaded = loader(root).load()
    let problem = try #require(loaded.problems.first)
    #expect(loaded.problems.count == 1)
    #expect(problem.reason == .includeCycle)
    #expect(problem.file == "~/b.yml")
    #expect(problem.line == 1)
    // Each file is still read once.
    #expect(loaded.theme == .light)
    #expect(loaded.cacheMaximumBytes == 2 * 1024 * 1024)
  }

  @Test func aFileIncludingItselfIsACycle() throws {
    let root = try TemporaryDirectory()
    defer { root.remove() }
    try root.write("include: config.yml\n", at: "config.yml")
    #expect(loader(root).load().problems.map(\.reason) == [.includeCycle])
  }

  @Test func includesNestedPastTheDepthAreAProblem() throws {
    let root = try TemporaryDirectory()
    defer { root.remove() }
    try root.write("include: 1.yml\n", at: "config.yml")
    for level in 1...ConfigLoader.maximumDepth {
      try root.write("include: \(level + 1).yml\n", at: "\(level).yml")
    }
    let loaded = loader(root).load()
    let problem = try #require(loaded.problems.first)
    #expect(loaded.problems.count == 1)
    #expect(problem.reason == .includeTooDeep(maximum: ConfigLoader.maximumDepth))
    #expect(problem.file == "~/\(ConfigLoader.maximumDepth - 1).yml")
    #expect(problem.line == 1)
  }

  @Test func includesPastTheSizeAreAProblem() throws {
    let root = try TemporaryDirectory()
    defer { root.remove() }
    let filler = String(repeating: "#", count: 60 * 1024) + "\n"
    let count = ConfigLoader.maximumBytes / (60 * 1024) + 1
    try root.write(
      "include:\n" + (1...count).map { "  - \($0).yml\n" }.joined(), at: "config.yml")
    for index in 1...count { try root.write(filler, at: "\(index).yml") }
    let loaded = loader(root).load()
    let problem = try #require(loaded.problems.first)
    #expect(
      problem.reason
        == .includesTooLarge(
          maximumBytes: ConfigLoader.maximumBytes, maximumFiles: ConfigLoader.maximumFiles))
    #expect(problem.line == count + 1)  // the last include's line
  }

  @Test func aRepositoryFileAddsSectionsAndMayNotRunAnything() throws {
    let root = try TemporaryDirectory()
    defer { root.remove() }
    try root.write("sections:\n  - title: Mine\n    query: author:@me\n", at: "config.yml")
    try FileManager.default.createDirectory(
      atPath: root.path(of: "clone/.git"), withIntermediateDirectories: true)
    try root.write(
      """
      sections:
        - title: This repo's bugs
          query: repo:octo/app label:bug
      commands:
        - key: x
          run: [rm, -rf, /]
      theme: light
      """, at: "clone/.triage.yml")
    try FileManager.default.createDirectory(
      atPath: root.path(of: "clone/src"), withIntermediateDirectories: true)
    let loader = ConfigLoader.standard(
      flag: root.path(of: "config.yml"), environment: [:], homeDirectory: root.path,
      workingDirectory: root.path(of: "clone/src"))
    #expect(loader.repositoryFile?.displayPath == "~/clone/.triage.yml")
    let loaded = loader.load()
    #expect(loaded.sections.sections.map(\.title) == ["Mine", "This repo's bugs"])
    #expect(loaded.customCommands == [])
    #expect(loaded.theme == .light)
    let problem = try #require(loaded.problems.first)
    #expect(loaded.problems.count == 1)
    #expect(problem.file == "~/clone/.triage.yml")
    #expect(problem.line == 4)
    #expect(problem.reason == .notInRepositoryFile(allowed: ConfigFile.repositoryFileKeys))
    #expect(
      loaded.origins["sections"] == [
        .flag("--config ~/config.yml"), .repositoryFile("~/clone/.triage.yml"),
      ])
  }

  @Test func theFlagWinsOverTheEnvironmentWhichWinsOverTheStandardFile() throws {
    let root = try TemporaryDirectory()
    defer { root.remove() }
    let environment = ["XDG_CONFIG_HOME": root.path(of: "xdg"), "TRIAGE_CONFIG": "env.yml"]
    let standard = ConfigLoader.standard(
      flag: nil, environment: ["XDG_CONFIG_HOME": root.path(of: "xdg")],
      homeDirectory: root.path, workingDirectory: root.path)
    #expect(standard.main?.path == root.path(of: "xdg/triage/config.yml"))
    #expect(standard.mainIsExplicit == false)
    let named = ConfigLoader.standard(
      flag: nil, environment: environment, homeDirectory: root.path,
      workingDirectory: root.path)
    #expect(named.main?.path == root.path(of: "env.yml"))
    #expect(named.mainOrigin == .environment("TRIAGE_CONFIG=~/env.yml"))
    let flagged = ConfigLoader.standard(
      flag: "~/flag.yml", environment: environment, homeDirectory: root.path,
      workingDirectory: "/")
    #expect(flagged.main?.path == root.path(of: "flag.yml"))
    // Named on purpose, a missing file is a problem, not the silent defaults.
    #expect(flagged.load().problems.map(\.file) == ["~/flag.yml"])
    #expect(standard.load().problems == [])
  }

  @Test func printConfigSaysWhereEachSettingCameFrom() throws {
    let root = try TemporaryDirectory()
    defer { root.remove() }
    try root.write("include: keys.yml\ntheme: light\n", at: "config.yml")
    try root.write("keys:\n  global:\n    quit: Q\n", at: "keys.yml")
    let loaded = loader(root).load()
    let text = ConfigPrinter.text(
      loaded, path: "~/config.yml", environment: ["TRIAGE_SCREEN_READER": "1"])
    #expect(text.contains("# theme: from ~/config.yml\ntheme: light"))
    #expect(text.contains("# keys: from ~/keys.yml (included)\nkeys:"))
    #expect(text.contains("# cache: from the defaults\n"))
    #expect(text.contains("# accessibility: from TRIAGE_SCREEN_READER (environment)\n"))
    let flagged = ConfigPrinter.text(
      loaded, path: "~/config.yml", environment: ["TRIAGE_THEME": "dark"],
      screenReaderFlag: true)
    #expect(flagged.contains("# accessibility: from --screen-reader (command line)\n"))
    #expect(flagged.contains("# theme: from TRIAGE_THEME (environment)\ntheme: dark"))
    // What it prints reads back as the same settings.
    let again = try #require(try ConfigFile.settings(in: text, file: "printed"))
    #expect(again.theme == .light)
    #expect(again.keyRemap == loaded.keyRemap)
  }
}
