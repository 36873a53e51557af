import Foundation
import IssueDomain
import PropertyBased
import TestSupport
import Testing

@testable import triage

/// Nothing in a config file can hold up the start: aliases are bounded where the YAML is
/// composed, whatever line breaks the file uses, and any generated file is read fast.
@Suite("Config files never hold up the start", .timeLimit(.minutes(2)))
struct ConfigStartBoundTests {
  /// YAML's line breaks: libyaml reads each of them as one.
  static let lineBreaks = ["\n", "\r\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"]

  /// Nine levels of ten aliases each: a billion values when expanded.
  static func laughs(_ newline: String, tail: String) -> String {
    var yaml = "a: &a [x, x, x, x, x, x, x, x, x, x]" + newline
    let names = Array("abcdefghi")
    for (previous, name) in zip(names, names.dropFirst()) {
      yaml +=
        "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ")
        + "]" + newline
    }
    return yaml + tail.replacingOccurrences(of: "\n", with: newline)
  }

  @Test(arguments: lineBreaks)
  func aBillionLaughsIsAProblemAtTheAliasThatCrossesTheBound(_ newline: String) throws {
    for tail in ["sections: *i\n", "sections:\n  - title: *i\n    query: q\n", "? *i\n: 1\n"] {
      let yaml = Self.laughs(newline, tail: tail)
      let started = ContinuousClock.now
      let settings = try #require(ConfigFile.parse(yaml, file: "c.yml"))
      #expect(ContinuousClock.now - started < .seconds(1))
      let problem = try #require(settings.problems.first)
      #expect(settings.problems.count == 1)
      #expect(problem.reason == .tooManyNodes(maximum: BoundedYAML.maximumNodes))
      #expect(problem.consequence == .usingDefaults)
      // d's aliases expand to 10,000 values: the bound is crossed on its line (the fourth).
      #expect(problem.line == 4, "\(newline.unicodeScalars.map(\.value))")
    }
  }

  /// A comment ended by a line break other than `\n`: a scan of the text that ends comments
  /// only at `\n` sees no alias after it, and Yams then hashed a billion values.
  @Test(arguments: lineBreaks)
  func aliasesAfterACommentEndedByAnyLineBreakAreBounded(_ newline: String) throws {
    let yaml = "# shared values" + newline + Self.laughs(newline, tail: "? *i\n: 1\n")
    let settings = try #require(ConfigFile.parse(yaml, file: "c.yml"))
    #expect(settings.problems.map(\.reason) == [.tooManyNodes(maximum: BoundedYAML.maximumNodes)])
    #expect(settings.problems.first?.line == 5)
  }

  @Test func aFewAliasesAreRead() throws {
    let settings = try #require(
      ConfigFile.parse(
        "sections:\n  - &mine {title: Mine, query: author:@me}\n  - *mine\n", file: "c.yml"))
    #expect(settings.problems == [])
    #expect(settings.sections?.sections.count == 2)
  }

  @Test func anUndefinedAliasIsAProblemAtItsLine() throws {
    let settings = try #require(ConfigFile.parse("theme: light\nsections: *none\n", file: "c.yml"))
    #expect(settings.problems.map(\.line) == [2])
    #expect(settings.problems.first?.reason == .undefinedAlias("none"))
  }

  @Test(arguments: ["[", "- ", "{a: "])
  func deepNestingIsAProblemAtTheLevelPastTheBound(_ opener: String) throws {
    let depth = 10_000
    let yaml: String
    switch opener {
    case "[": yaml = "sections: " + String(repeating: "[", count: depth)
    case "- ": yaml = "sections:\n" + String(repeating: "- ", count: depth) + "x\n"
    default: yaml = "sections: " + String(repeating: "{a: ", count: depth)
    }
    let settings = try #require(ConfigFile.parse(yaml, file: "c.yml"))
    #expect(settings.problems.first?.reason == .tooDeep(maximum: BoundedYAML.maximumDepth))
  }

  /// Random files: nesting, anchors and aliases, every line break, long scalars, stray bytes
  /// of YAML's syntax. Each is read, with its includes, in well under a second.
  @Test func anyGeneratedFileIsReadWithinASecond() async throws {
    let root = try TemporaryDirectory()
    defer { root.remove() }
    await propertyCheck(count: 150, input: Gen.int(in: 0...Int.max)) { seed in
      var generator = HostileConfig(seed: UInt64(truncatingIfNeeded: seed))
      let text = generator.text()
      let path = root.path(of: "config-\(seed).yml")
      guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
        Issue.record("could not write \(path)")
        return
      }
      defer { try? FileManager.default.removeItem(atPath: path) }
      let started = ContinuousClock.now
      let loaded = ConfigFile(path: path, homeDirectory: root.path).load()
      let elapsed = ContinuousClock.now - started
      #expect(elapsed < .seconds(1), "seed \(seed): \(elapsed)")
      // Whatever the file, what is used is a configuration the app can start with.
      #expect(!loaded.sections.sections.isEmpty)
      #expect(loaded.sections.sections.count <= SectionsConfiguration.maximumSections)
    }
  }
}

/// A config file made of YAML's hostile parts, from a seed.
private struct HostileConfig: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) { state = seed | 1 }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  private mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

  private mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }

  mutating func text() -> String {
    let newline = pick(ConfigStartBoundTests.lineBreaks)
    var anchors: [String] = []
    var lines: [String] = []
    for index in 0..<(1 + below(12)) {
      let key = pick(["sections", "theme", "keys", "commands", "cache", "preview", "k\(index)"])
      lines.append("\(key): " + value(depth: 0, anchors: &anchors))
    }
    return lines.joined(separator: newline) + newline
  }

  private mutating func value(depth: Int, anchors: inout [String]) -> String {
    var text: String
    switch depth > 6 ? below(3) : below(7) {
    case 0: text = pick(["light", "x", "~", "''", "\"q\"", "12", "*x", "&", "!!str y"])
    case 1:
      text = String(repeating: pick(["a", "é", "\u{2028}", "#", "*", "-"]), count: below(4000))
    case 2:
      if let name = anchors.randomElement(using: &self) { text = "*\(name)" } else { text = "y" }
    case 3, 4:
      let items = (0..<below(11)).map { _ in value(depth: depth + 1, anchors: &anchors) }
      text = "[" + items.joined(separator: ", ") + "]"
    default:
      let pairs = (0..<below(6)).map { index in
        "k\(index): " + value(depth: depth + 1, anchors: &anchors)
      }
      text = "{" + pairs.joined(separator: ", ") + "}"
    }
    if below(3) == 0 {
      let name = "a\(anchors.count)"
      anchors.append(name)
      text = "&\(name) " + text
    }
    return text
  }
}
