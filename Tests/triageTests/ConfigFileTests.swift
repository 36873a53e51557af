import Foundation
import IssueDomain
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

/// `config.yml`: where it is, what a good one gives, and for each way it can be wrong, one
/// problem naming the file, the line and the key, with the defaults in use.
@Suite("Config file", .timeLimit(.minutes(1)))
struct ConfigFileTests {
  static let file = "~/.config/triage/config.yml"

  /// The problem `yaml` has; nil when it is good.
  private func problem(_ yaml: String) -> ConfigurationProblem? {
    do throws(ConfigurationProblem) {
      _ = try ConfigFile.sections(in: yaml, file: Self.file)
      return nil
    } catch {
      return error
    }
  }

  private func sections(_ yaml: String) throws -> SectionsConfiguration? {
    try ConfigFile.sections(in: yaml, file: Self.file)
  }

  // MARK: Where

  @Test func theStandardPathFollowsXDG() {
    let home = "/home/ada"
    let xdg = ConfigFile.standard(
      environment: ["XDG_CONFIG_HOME": "/etc/ada"], homeDirectory: home)
    #expect(xdg?.path == "/etc/ada/triage/config.yml")
    #expect(xdg?.displayPath == "/etc/ada/triage/config.yml")
    // Relative XDG_CONFIG_HOME is ignored, as the specification says; empty is unset.
    for value in ["relative/config", ""] {
      let fallback = ConfigFile.standard(
        environment: ["XDG_CONFIG_HOME": value], homeDirectory: home)
      #expect(fallback?.path == "/home/ada/.config/triage/config.yml")
      #expect(fallback?.displayPath == "~/.config/triage/config.yml")
    }
    #expect(ConfigFile.standard(environment: [:], homeDirectory: "") == nil)
    #expect(ConfigFile.standard(environment: [:], homeDirectory: "ada") == nil)
    // Drawn in the footer, so made inert.
    #expect(
      ConfigFile.standard(environment: ["XDG_CONFIG_HOME": "/x\u{1B}]0;t"], homeDirectory: home)?
        .displayPath == "/x\u{241B}]0;t/triage/config.yml")
    // A home that merely prefixes the path is not abbreviated.
    #expect(
      ConfigFile(path: "/home/adam/c.yml", homeDirectory: "/home/ada").displayPath
        == "/home/adam/c.yml")
  }

  // MARK: Good files

  @Test func theReadmeExampleGivesItsSections() throws {
    let yaml = """
      sections:
        - title: Assigned to me
          query: is:open assignee:@me sort:updated-desc
        - title: Bugs nobody owns
          query: is:open label:bug no:assignee repo:octo/app
          limit: 100
        - title: Repositories
          kind: repositories
      """
    let configuration = try #require(try sections(yaml))
    #expect(
      configuration.sections == [
        .search("Assigned to me", query: "is:open assignee:@me sort:updated-desc"),
        .search(
          "Bugs nobody owns", query: "is:open label:bug no:assignee repo:octo/app", limit: 100),
        .repositories("Repositories"),
      ])
  }

  @Test(arguments: ["", "# nothing yet\n", "---\n", "{}\n"])
  func aFileThatConfiguresNothingMeansTheDefaults(_ yaml: String) throws {
    #expect(try sections(yaml) == nil)
  }

  @Test func limitsAtTheBoundsAndNineSectionsAreAccepted() throws {
    let nine = (1...9).map { "  - {title: S\($0), query: is:open, limit: \($0 == 1 ? 1 : 1000)}" }
    let configuration = try #require(try sections("sections:\n" + nine.joined(separator: "\n")))
    #expect(configuration.sections.count == 9)
    #expect(configuration.sections.first?.limit == 1)
    #expect(configuration.sections.last?.limit == 1000)
  }

  @Test func aTitleIsTrimmedAndMadeSafeToDraw() throws {
    let configuration = try #require(
      try sections("sections:\n  - title: \"  Red \\e[31mAlert\\u202E  \"\n    query: x\n"))
    #expect(configuration.sections[0].title == "Red \u{241B}[31mAlert\u{FFFD}")
  }

  // MARK: Problems, each with its line and key

  @Test func theMessageNamesFileLineAndKey() throws {
    let yaml = """
      sections:
        - title: Assigned to me
          query: is:open assignee:@me
        - title: Bugs nobody owns
          query: is:open label:bug
          # the limit:
          limit: 0
      """
    let found = try #require(problem(yaml))
    #expect(
      found.description
        == "~/.config/triage/config.yml:7: sections[2].limit: must be a whole number from 1 to 1000"
    )
    #expect(found.message.hasSuffix("(sections[2] left out; the rest applies)"))
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let yaml: String
    let line: Int?
    let key: String?
    let reason: ConfigurationProblem.Reason
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "syntax", yaml: "sections:\n  - title: A\n    query: \"unterminated\n", line: 3,
      key: nil, reason: .syntax("found unexpected end of stream")),
    Case(
      name: "bad indentation", yaml: "sections:\n  - title: A\n   query: b\n", line: 3, key: nil,
      reason: .syntax("did not find expected '-' indicator")),
    Case(
      name: "duplicate key", yaml: "sections:\n  - title: A\n    query: b\n    title: C\n",
      line: 4, key: "title", reason: .duplicateKey),
    Case(
      name: "control character", yaml: "sections:\n  - title: A\u{01}\n", line: 2, key: nil,
      reason: .syntax("control characters are not allowed")),
    Case(
      name: "top level not a mapping", yaml: "# c\n- title: A\n", line: 2, key: nil,
      reason: .wrongType(expected: "a mapping with a sections list")),
    Case(
      name: "top-level typo", yaml: "# c\nsection:\n  - title: A\n", line: 2, key: "section",
      reason: .unknownKey(
        expected: ConfigFile.topLevelKeys)),
    Case(
      name: "sections not a list", yaml: "sections:\n  title: A\n", line: 2, key: "sections",
      reason: .wrongType(expected: "a list")),
    Case(
      name: "no sections", yaml: "\nsections: []\n", line: 2, key: "sections",
      reason: .noSections),
    Case(
      name: "section not a mapping", yaml: "sections:\n  - title: A\n    query: b\n  - Bugs\n",
      line: 4, key: "sections[2]", reason: .wrongType(expected: "a mapping (title, query)")),
    Case(
      name: "unknown key", yaml: "sections:\n  - title: A\n    query: b\n    lmit: 5\n", line: 4,
      key: "sections[1].lmit",
      reason: .unknownKey(expected: [
        "title", "kind", "query", "limit", "participating", "reasons", "refresh",
      ])),
    Case(
      name: "missing title", yaml: "sections:\n  - title: A\n    query: b\n  - query: c\n",
      line: 4, key: "sections[2].title", reason: .missing),
    Case(
      name: "null title", yaml: "sections:\n  - title: A\n    query: b\n  - title:\n    query: c\n",
      line: 4, key: "sections[2].title", reason: .wrongType(expected: "text")),
    Case(
      name: "list title", yaml: "sections:\n  - title: [a, b]\n    query: c\n", line: 2,
      key: "sections[1].title", reason: .wrongType(expected: "text")),
    Case(
      name: "blank title", yaml: "sections:\n  - query: b\n    title: \"   \"\n", line: 3,
      key: "sections[1].title", reason: .empty),
    Case(
      name: "long title",
      yaml: "sections:\n  - title: \(String(repeating: "x", count: 41))\n    query: b\n", line: 2,
      key: "sections[1].title", reason: .tooLong(maximum: 40)),
    Case(
      name: "missing query", yaml: "sections:\n  - title: A\n", line: 2, key: "sections[1].query",
      reason: .missing),
    Case(
      name: "empty query", yaml: "sections:\n  - title: A\n    query: ''\n", line: 3,
      key: "sections[1].query", reason: .empty),
    Case(
      name: "query with a line break", yaml: "sections:\n  - title: A\n    query: \"a\\nb\"\n",
      line: 3, key: "sections[1].query", reason: .controlCharacter),
    Case(
      name: "long query",
      yaml: "sections:\n  - title: A\n    query: \(String(repeating: "q", count: 1025))\n",
      line: 3, key: "sections[1].query", reason: .tooLong(maximum: 1024)),
    Case(
      name: "query on repositories",
      yaml: "sections:\n  - title: R\n    kind: repositories\n    query: is:open\n", line: 4,
      key: "sections[1].query", reason: .queryNotAllowed),
    Case(
      name: "unknown kind", yaml: "sections:\n  - title: R\n    kind: repos\n", line: 3,
      key: "sections[1].kind", reason: .unknownKind),
    Case(
      name: "query on notifications",
      yaml: "sections:\n  - title: N\n    kind: notifications\n    query: is:open\n", line: 4,
      key: "sections[1].query", reason: .queryNotAllowed),
    Case(
      name: "participating on a search",
      yaml: "sections:\n  - title: A\n    query: b\n    participating: true\n", line: 4,
      key: "sections[1].participating", reason: .onlyForNotifications),
    Case(
      name: "reasons on repositories",
      yaml: "sections:\n  - title: R\n    kind: repositories\n    reasons: [mention]\n",
      line: 4, key: "sections[1].reasons", reason: .onlyForNotifications),
    Case(
      name: "participating not a flag",
      yaml: "sections:\n  - title: N\n    kind: notifications\n    participating: \"yes\"\n",
      line: 4, key: "sections[1].participating", reason: .wrongType(expected: "true or false")),
    Case(
      name: "reasons not a list",
      yaml: "sections:\n  - title: N\n    kind: notifications\n    reasons: mention\n", line: 4,
      key: "sections[1].reasons", reason: .wrongType(expected: "a list of reasons")),
    Case(
      name: "an unknown reason",
      yaml: "sections:\n  - title: N\n    kind: notifications\n    reasons:\n      - mention\n"
        + "      - mentoin\n",
      line: 6, key: "sections[1].reasons", reason: .unknownReason("mentoin")),
    Case(
      name: "too many sections",
      yaml: "sections:\n"
        + (1...10).map { "  - {title: S\($0), query: q}" }.joined(separator: "\n"),
      line: 11, key: "sections", reason: .tooManySections(count: 10)),
  ]

  @Test func anInboxSectionReadsItsFilter() throws {
    let configuration = try #require(
      try sections(
        """
        sections:
          - title: Inbox
            kind: notifications
            participating: true
            reasons: [mention, review_requested]
        """))
    #expect(
      configuration.sections == [
        .notifications("Inbox", participating: true, reasons: [.mention, .reviewRequested])
      ])
  }

  @Test(arguments: cases)
  func eachProblemNamesItsLineAndKey(_ item: Case) throws {
    let found = try #require(problem(item.yaml))
    #expect(found.file == Self.file)
    #expect(found.line == item.line)
    #expect(found.key == item.key)
    #expect(found.reason == item.reason)
  }

  @Test(arguments: [
    "0", "1001", "-1", "\"100\"", "'5'", "1.5", "1e3", "0x10", "1_000", "ten", "~", "[1]",
  ])
  func aLimitOutsideOneToAThousandIsRefused(_ value: String) throws {
    let found = try #require(
      problem("sections:\n  - title: A\n    query: b\n    limit: \(value)\n"))
    #expect(found.line == 4)
    #expect(found.key == "sections[1].limit")
    #expect(found.reason == .limitOutOfRange)
  }

  @Test func anUnknownKeyIsQuotedSafelyAndShort() throws {
    let key = "\\e]52;c;" + String(repeating: "k", count: 100)
    let found = try #require(problem("sections:\n  - title: A\n    \"\(key)\": 1\n"))
    let quoted = try #require(found.key)
    #expect(!quoted.unicodeScalars.contains { $0.value < 0x20 })
    #expect(quoted.hasPrefix("sections[1].\u{241B}]52;c;"))
    #expect(quoted.count <= "sections[1].".count + ConfigFile.maximumQuotedKeyLength)
  }

  /// The deepest nesting that fits under the size cap is a problem, never a stack overflow.
  @Test(arguments: ["[", "- "])
  func deepNestingDoesNotCrash(_ opener: String) throws {
    let depth = (ConfigFile.maximumSize - 16) / 2
    let yaml =
      opener == "["
      ? "sections: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
      : "sections:\n" + String(repeating: "- ", count: depth) + "x\n"
    // The composer stops at its own depth, long before any stack could overflow.
    let found = try #require(problem(yaml))
    #expect(found.reason == .tooDeep(maximum: BoundedYAML.maximumDepth))
  }

  /// Aliases that would expand to a billion nodes (YAML's "billion laughs") are not expanded:
  /// used as a key, as a title or as the list, they are a problem at once, at the line where
  /// the expansion crosses the bound.
  @Test(arguments: ["? *i\n: 1\n", "sections: *i\n", "sections:\n  - title: *i\n    query: q\n"])
  func aliasesThatWouldExplodeAreNotExpanded(_ tail: String) throws {
    var yaml = "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
    let names = Array("abcdefghi")
    for (previous, name) in zip(names, names.dropFirst()) {
      yaml +=
        "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ")
        + "]\n"
    }
    let found = try #require(problem(yaml + tail))
    #expect(found.reason == .tooManyNodes(maximum: BoundedYAML.maximumNodes))
    #expect(found.line == 4)  // d's aliases expand past the bound
  }

  @Test(arguments: [
    "Fix *all* bugs", "a*b", "'*quoted*'", "\"*quoted*\"", "x # *comment*", "R&D",
    "'multi\n      *line*'",
  ])
  func starsInTextAreNotAliases(_ title: String) {
    let yaml = "sections:\n  - title: \(title)\n    query: label:*bug\n"
    #expect(problem(yaml) == nil, "\(yaml)")
  }

  // MARK: Reading the file

  @Test func aMissingFileIsTheDefaultsSilently() throws {
    let root = try TemporaryDirectory()
    defer { root.remove() }
    for path in [root.path + "/triage/config.yml", root.path + "/file/config.yml"] {
      try root.write("not a directory", at: "file")
      let loaded = ConfigFile(path: path, homeDirectory: root.path).load()
      #expect(loaded.sections == .defaults)
      #expect(loaded.problem == nil)
    }
  }

  @Test func aGoodFileIsRead() throws {
    let root = try TemporaryDirectory()
    defer { root.remove() }
    try root.write("sections:\n  - title: Mine\n    query: author:@me\n", at: "config.yml")
    let loaded = ConfigFile(path: root.path + "/config.yml", homeDirectory: "/nowhere").load()
    #expect(loaded.sections.sections == [.search("Mine", query: "author:@me")])
    #expect(loaded.problem == nil)
  }

  private func loadProblem(_ path: String, home: String) throws -> ConfigurationProblem {
    let loaded = ConfigFile(path: path, homeDirectory: home).load()
    #expect(loaded.sections == .defaults)
    return try #require(loaded.problem)
  }

  @Test func aBadFileIsTheDefaultsAndItsProblemWithTheDisplayPath() throws {
    let root = try TemporaryDirectory()
    defer { root.remove() }
    try root.write(
      "sections:\n  - title: A\n    query: b\n    limit: 0\n", at: ".config/triage/config.yml")
    let found = try loadProblem(root.path + "/.config/triage/config.yml", home: root.path)
    #expect(found.description.hasPrefix("~/.config/triage/config.yml:4: sections[1].limit: "))
  }

  @Test func aDirectoryIsAProblem() throws {
    let root = try TemporaryDirectory()
    defer { root.remove() }
    try FileManager.default.createDirectory(
      atPath: root.path + "/config.yml", withIntermediateDirectories: true)
    let found = try loadProblem(root.path + "/config.yml", home: "/nowhere")
    #expect(found.reason == .isDirectory)
    #expect(found.line == nil)
    #expect(found.description == root.path + "/config.yml: is a directory, not a file")
  }

  @Test func aFIFOIsAProblemAndDoesNotHang() throws {
    let root = try TemporaryDirectory()
    defer { root.remove() }
    #expect(mkfifo(root.path + "/config.yml", 0o600) == 0)
    #expect(try loadProblem(root.path + "/config.yml", home: "/").reason == .notRegularFile)
  }

  @Test func anUnopenableFileIsAProblemWithTheOSReason() throws {
    let root = try TemporaryDirectory()
    defer { root.remove() }
    // A symlink loop fails to open even for root, unlike a mode-000 file.
    #expect(symlink(root.path + "/config.yml", root.path + "/config.yml") == 0)
    let found = try loadProblem(root.path + "/config.yml", home: "/")
    #expect(found.reason == .unreadable(String(cString: strerror(ELOOP))))
  }

  @Test func aFileOverTheCapIsAProblemAndOneAtTheCapIsRead() throws {
    let root = try TemporaryDirectory()
    defer { root.remove() }
    let good = "sections:\n  - title: A\n    query: b\n"
    let atCap = good + String(repeating: "#", count: ConfigFile.maximumSize - good.utf8.count)
    try root.write(atCap, at: "at.yml")
    let loaded = ConfigFile(path: root.path + "/at.yml", homeDirectory: "/").load()
    #expect(loaded.problem == nil)
    #expect(loaded.sections.sections.count == 1)
    try root.write(atCap + "#", at: "over.yml")
    #expect(
      try loadProblem(root.path + "/over.yml", home: "/").reason
        == .tooLarge(maximumBytes: ConfigFile.maximumSize))
  }

  @Test func aFileThatIsNotUTF8IsAProblem() throws {
    let root = try TemporaryDirectory()
    defer { root.remove() }
    let path = root.path + "/config.yml"
    #expect(
      FileManager.default.createFile(
        atPath: path, contents: Data("sections:\n  - title: caf".utf8 + [0xE9, 0x0A])))
    #expect(try loadProblem(path, home: "/").reason == .notUTF8)
  }
}
