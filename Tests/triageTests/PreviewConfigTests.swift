import AppCore
import Foundation
import IssueDomain
import TestSupport
import Testing
import TriageApp

@testable import triage

/// `preview:`: whether lists show the selected row's page beside them, and from how many
/// columns; each bad value one problem naming the file, the line and the key, with the
/// defaults in use, as every other config problem.
@Suite("preview", .timeLimit(.minutes(1)))
struct PreviewConfigTests {
  static let file = "~/.config/triage/config.yml"

  private func problem(_ yaml: String) -> ConfigurationProblem? {
    ConfigFile.problem(in: yaml, file: Self.file)
  }

  @Test func bothKeysAreRead() throws {
    let settings = try ConfigFile.settings(
      in: "preview:\n  enabled: false\n  min_width: 150\n", file: Self.file)
    #expect(settings?.preview == PreviewSettings(isEnabled: false, minimumWidth: 150))
    let flow = try ConfigFile.settings(
      in: "preview: { min_width: 120, enabled: true }\n", file: Self.file)
    #expect(flow?.preview == .standard)
  }

  @Test func aKeyLeftOutKeepsItsDefault() throws {
    let width = try ConfigFile.settings(in: "preview:\n  min_width: 200\n", file: Self.file)
    #expect(width?.preview == PreviewSettings(isEnabled: true, minimumWidth: 200))
    let off = try ConfigFile.settings(in: "preview:\n  enabled: false\n", file: Self.file)
    #expect(off?.preview == PreviewSettings(isEnabled: false, minimumWidth: 120))
    let none = try ConfigFile.settings(in: "theme: dark\n", file: Self.file)
    #expect(none?.preview == nil)
  }

  @Test(arguments: ["79", "1001", "0", "-120", "120.5", "1e3", "\"120\"", "~", "wide", "[120]"])
  func aBadWidthIsAProblemAtItsLine(_ value: String) throws {
    let yaml = "sections:\n  - title: A\n    query: b\npreview:\n  min_width: \(value)\n"
    let found = try #require(problem(yaml))
    #expect(found.line == 5)
    #expect(found.key == "preview.min_width")
    #expect(found.reason == .widthOutOfRange(minimum: 80, maximum: 1000))
    #expect(
      found.description
        == "\(Self.file):5: preview.min_width: must be a whole number of columns from 80 to 1000")
  }

  @Test(arguments: ["yes", "1", "\"true\"", "~"])
  func aBadFlagIsAProblemAtItsLine(_ value: String) throws {
    let found = try #require(problem("preview:\n  enabled: \(value)\n"))
    #expect(found.line == 2)
    #expect(found.key == "preview.enabled")
    #expect(found.reason == .wrongType(expected: "true or false"))
  }

  @Test func previewMustBeAMappingOfKnownKeys() throws {
    let notMapping = try #require(problem("preview: true\n"))
    #expect(notMapping.line == 1)
    #expect(notMapping.key == "preview")
    #expect(notMapping.reason == .wrongType(expected: "a mapping (enabled, min_width)"))
    let typo = try #require(problem("preview:\n  minwidth: 120\n"))
    #expect(typo.line == 2)
    #expect(typo.key == "preview.minwidth")
    #expect(typo.reason == .unknownKey(expected: ["enabled", "min_width"]))
  }

  /// The file's settings reach the launch options (and from them the environment); without
  /// the key, or with a bad file, the pane is on from 120 columns.
  @Test func theLoadedSettingsReachTheLaunchOptions() throws {
    let root = try TemporaryDirectory()
    defer { root.remove() }
    try root.write("preview:\n  min_width: 140\n", at: "good.yml")
    let good = ConfigFile(path: root.path + "/good.yml", homeDirectory: "/nowhere").load()
    #expect(good.problem == nil)
    #expect(LaunchOptions(loaded: good, section: nil).preview.minimumWidth == 140)
    try root.write("theme: dark\n", at: "none.yml")
    let none = ConfigFile(path: root.path + "/none.yml", homeDirectory: "/nowhere").load()
    #expect(LaunchOptions(loaded: none, section: nil).preview == .standard)
    try root.write("preview:\n  enabled: maybe\n", at: "bad.yml")
    let bad = ConfigFile(path: root.path + "/bad.yml", homeDirectory: root.path).load()
    #expect(bad.preview == .standard)
    let found = try #require(bad.problem)
    #expect(found.message.hasPrefix("~/bad.yml:2: preview.enabled: must be true or false"))
  }
}
