import Testing

@testable import ActionsFeature

@Suite struct LogLineTests {
  private func parse(_ text: String) -> LogLine {
    LogLine(parsing: Array(text.utf8))
  }

  private func kind(_ text: String) -> LogLine.Kind {
    Array(text.utf8).withUnsafeBufferPointer { LogLine.kind(of: $0) }
  }

  @Test func timestampIsSplitFromTheText() {
    let line = parse("2024-05-01T12:00:00.1234567Z Run actions/checkout@v4")
    #expect(
      line
        == LogLine(
          kind: .plain, timestamp: "2024-05-01T12:00:00.1234567Z",
          text: "Run actions/checkout@v4", isCut: false))
  }

  @Test(arguments: ["2024-05-01T12:00:00.1Z", "2024-05-01T12:00:00.123456789Z"])
  func fractionOfOneToNineDigitsIsATimestamp(_ stamp: String) {
    let line = parse(stamp + " hello")
    #expect(line.timestamp == stamp)
    #expect(line.text == "hello")
  }

  @Test func timestampAloneIsAnEmptyLine() {
    #expect(parse("2024-05-01T12:00:00.5Z ").text == "")
    #expect(parse("2024-05-01T12:00:00.5Z").timestamp == "2024-05-01T12:00:00.5Z")
    #expect(parse("2024-05-01T12:00:00.5Z").text == "")
  }

  @Test func lineWithoutTimestampIsAllText() {
    let line = parse("just some output")
    #expect(line.timestamp == nil)
    #expect(line.text == "just some output")
    #expect(line.kind == .plain)
  }

  @Test(arguments: [
    "2024-05-01T12:00:00Z x",  // no fraction
    "2024-05-01T12:00:00.1234567890Z x",  // ten fraction digits
    "2024-05-01 12:00:00.1Z x",  // a space for the T
    "2024-5-01T12:00:00.1Z x",  // a one-digit month
    "2024-05-01T12:00:00.1 x",  // no Z
    "2024-05-01T12:00:00.1Zx",  // no space after the Z
    "2024-0a-01T12:00:00.1Z x",  // a letter for a digit
    "2024-05-01T12:00:00.1Z",  // (well-formed: checked below to be a timestamp)
  ])
  func malformedTimestampIsText(_ text: String) {
    let line = parse(text)
    if text == "2024-05-01T12:00:00.1Z" {
      #expect(line.timestamp == text)
    } else {
      #expect(line.timestamp == nil)
      #expect(line.text == text)
    }
  }

  @Test(arguments: [
    ("##[group]Run tests", LogLine.Kind.groupStart, "Run tests"),
    ("##[endgroup]", .groupEnd, ""),
    ("##[error]Process completed with exit code 1.", .error, "Process completed with exit code 1."),
    ("##[warning]Node 16 is deprecated", .warning, "Node 16 is deprecated"),
    ("##[notice]A note", .notice, "A note"),
    ("##[debug]Evaluating: success()", .debug, "Evaluating: success()"),
    ("##[command]/usr/bin/git version", .command, "/usr/bin/git version"),
  ])
  func markerSetsTheKindAndIsNotText(_ rest: String, _ expected: LogLine.Kind, _ text: String) {
    let stamped = parse("2024-05-01T12:00:00.1234567Z " + rest)
    #expect(stamped.kind == expected)
    #expect(stamped.text == text)
    #expect(stamped.timestamp == "2024-05-01T12:00:00.1234567Z")
    #expect(kind("2024-05-01T12:00:00.1234567Z " + rest) == expected)
    // A marker counts without a timestamp too.
    #expect(parse(rest).kind == expected)
    #expect(kind(rest) == expected)
  }

  @Test(arguments: ["##[grou]x", "#[group]x", "##[GROUP]x", " ##[group]x", "x ##[error]y"])
  func nearMarkerIsPlain(_ rest: String) {
    let line = parse("2024-05-01T12:00:00.1Z " + rest)
    #expect(line.kind == .plain)
    #expect(line.text == rest)
  }

  @Test func trailingCarriageReturnIsDropped() {
    let line = parse("2024-05-01T12:00:00.1Z ##[endgroup]\r")
    #expect(line.kind == .groupEnd)
    #expect(line.text == "")
    #expect(parse("hello\r").text == "hello")
    // Only the last one: a `\r` inside is the text's, for the styling to make visible.
    #expect(parse("a\rb\r").text == "a\rb")
    #expect(kind("2024-05-01T12:00:00.1Z ##[group]\r") == .groupStart)
  }

  @Test func invalidUTF8BecomesReplacementCharacters() {
    let bytes: [UInt8] = Array("2024-05-01T12:00:00.1Z a".utf8) + [0xFF, 0xC3] + Array("b".utf8)
    let line = LogLine(parsing: bytes)
    #expect(line.timestamp == "2024-05-01T12:00:00.1Z")
    #expect(line.text == "a\u{FFFD}\u{FFFD}b")
  }

  @Test func parsingANonContiguousCollectionGivesTheSameLine() {
    let text = "2024-05-01T12:00:00.1Z ##[warning]careful"
    let line = LogLine(parsing: Array(text.utf8).lazy.map { $0 }, isCut: true)
    #expect(
      line
        == LogLine(
          kind: .warning, timestamp: "2024-05-01T12:00:00.1Z", text: "careful", isCut: true))
  }

  @Test func kindCodesRoundTrip() {
    let kinds: [LogLine.Kind] = [
      .plain, .groupStart, .groupEnd, .error, .warning, .notice, .debug, .command,
    ]
    #expect(kinds.map { LogLine.Kind(code: $0.code) } == kinds)
    #expect(Set(kinds.map(\.code)).count == kinds.count)
    #expect(LogLine.Kind(code: 200) == .plain)
  }
}
