import Foundation
import IssueDomain
import IssueStore
import TestSupport
import Testing

@testable import triage

/// `cache.max_size`: the sizes it takes, and for each bad value one problem naming the file,
/// the line and the key, with the defaults in use, as every other config problem.
@Suite("cache.max_size", .timeLimit(.minutes(1)))
struct CacheSizeConfigTests {
  static let file = "~/.config/triage/config.yml"

  private func problem(_ yaml: String) -> ConfigurationProblem? {
    ConfigFile.problem(in: yaml, file: Self.file)
  }

  @Test(arguments: [
    ("200MB", 200 * 1024 * 1024), ("1GB", 1024 * 1024 * 1024), ("1 GB", 1024 * 1024 * 1024),
    ("512MiB", 512 * 1024 * 1024), ("1024KB", 1024 * 1024), ("2gb", 2 * 1024 * 1024 * 1024),
    ("1000GB", 1000 * 1024 * 1024 * 1024),
  ])
  func aSizeWithAUnitIsItsBytes(_ text: String, _ bytes: Int) throws {
    #expect(ConfigFile.byteSize(text) == bytes)
    let settings = try ConfigFile.settings(in: "cache:\n  max_size: \(text)\n", file: Self.file)
    #expect(settings?.cacheMaximumBytes == bytes)
    #expect(settings?.sections == nil)
  }

  @Test(arguments: [
    "200", "0MB", "1023KB", "1001GB", "-1MB", "1.5GB", "1e3MB", "MB", "200  MB",
    "200TB", "200M", "99999999999999GB", "\"\"", "~", "[1]", "{a: 1}",
  ])
  func aBadSizeIsAProblemAtItsLine(_ value: String) throws {
    let yaml = """
      sections:
        - title: A
          query: b
      cache:
        max_size: \(value)
      """
    let found = try #require(problem(yaml))
    #expect(found.line == 5)
    #expect(found.key == "cache.max_size")
    #expect(found.reason == .invalidSize)
    #expect(
      found.description
        == "\(Self.file):5: cache.max_size: must be a size from 1MB to 1000GB, a whole number and KB, MB or GB (such as 200MB or 1GB)"
    )
  }

  @Test func cacheMustBeAMappingOfKnownKeys() throws {
    let notMapping = try #require(problem("cache: 200MB\n"))
    #expect(notMapping.line == 1)
    #expect(notMapping.key == "cache")
    #expect(notMapping.reason == .wrongType(expected: "a mapping (max_size)"))
    let typo = try #require(problem("cache:\n  maxsize: 200MB\n"))
    #expect(typo.line == 2)
    #expect(typo.key == "cache.maxsize")
    #expect(typo.reason == .unknownKey(expected: ["max_size"]))
  }

  @Test func withoutTheKeyTheDefaultIs200MB() throws {
    let root = try TemporaryDirectory()
    defer { root.remove() }
    try root.write("sections:\n  - title: Mine\n    query: author:@me\n", at: "config.yml")
    let loaded = ConfigFile(path: root.path + "/config.yml", homeDirectory: "/nowhere").load()
    #expect(loaded.cacheMaximumBytes == 200 * 1024 * 1024)
    #expect(loaded.cacheMaximumBytes == IssueStore.defaultMaximumBytes)
    let empty = try ConfigFile.settings(in: "cache: {}\n", file: Self.file)
    #expect(empty?.cacheMaximumBytes == nil)
  }

  /// The file's cap reaches the launch options (and from them the account's store); a bad one
  /// leaves the whole file unused, with its line in the footer's message.
  @Test func theLoadedCapReachesTheLaunchOptionsAndABadOneIsTheDefaults() throws {
    let root = try TemporaryDirectory()
    defer { root.remove() }
    try root.write("cache:\n  max_size: 1GB\n", at: "good.yml")
    let good = ConfigFile(path: root.path + "/good.yml", homeDirectory: "/nowhere").load()
    #expect(good.problem == nil)
    #expect(good.sections == .defaults)
    #expect(LaunchOptions(loaded: good, section: nil).cacheMaximumBytes == 1024 * 1024 * 1024)
    try root.write(
      "sections:\n  - title: Mine\n    query: author:@me\ncache:\n  max_size: lots\n",
      at: "bad.yml")
    let bad = ConfigFile(path: root.path + "/bad.yml", homeDirectory: root.path).load()
    // Only the bad key is left out: the sections still apply.
    #expect(bad.sections.sections.map(\.title) == ["Mine"])
    #expect(bad.cacheMaximumBytes == IssueStore.defaultMaximumBytes)
    let found = try #require(bad.problem)
    #expect(found.message.hasPrefix("~/bad.yml:5: cache.max_size: must be a size"))
  }

  /// The first problem in file order is the one reported, whichever key it is under.
  @Test func theFirstProblemInTheFileIsReported() throws {
    let found = try #require(
      problem("cache:\n  max_size: 1TB\nsections:\n  - title: A\n    limit: 0\n"))
    #expect(found.key == "cache.max_size")
  }
}
