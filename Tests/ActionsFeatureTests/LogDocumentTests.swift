import FoundationEssentials
import Glibc
import TestSupport
import Testing

@testable import ActionsFeature

extension TemporaryDirectory {
  /// Writes `bytes` as they are at `relative` (`write` takes text, which can't be invalid UTF-8).
  @discardableResult
  fileprivate func writeBytes(_ bytes: [UInt8], at relative: String) throws -> String {
    let file = path(of: relative)
    guard FileManager.default.createFile(atPath: file, contents: Data(bytes)) else {
      throw CocoaError(.fileWriteUnknown)
    }
    return file
  }
}

@Suite struct LogDocumentTests {
  private static let stamp = "2024-05-01T12:00:00.1234567Z "

  /// A document of `text` written to a fresh file, opened.
  private func document(_ text: String) throws -> LogDocument {
    try document(bytes: Array(text.utf8))
  }

  private func document(bytes: [UInt8]) throws -> LogDocument {
    let directory = try TemporaryDirectory(prefix: "triage-log")
    defer { directory.remove() }
    // The document keeps its descriptor, so the file may go as soon as it is open.
    return try LogDocument.open(path: directory.writeBytes(bytes, at: "job.log"))
  }

  private func lines(of document: LogDocument) -> [LogLine] {
    (0..<document.lineCount).map { document.line($0) }
  }

  @Test func linesAreParsedWithTheirKinds() throws {
    let text =
      [
        "\(Self.stamp)##[group]Run tests",
        "\(Self.stamp)##[command]swift test",
        "\(Self.stamp)compiling",
        "\(Self.stamp)##[warning]deprecated",
        "\(Self.stamp)##[error]failed",
        "\(Self.stamp)##[endgroup]",
        "\(Self.stamp)##[notice]note",
        "\(Self.stamp)##[debug]dbg",
        "no timestamp",
      ].joined(separator: "\n") + "\n"
    let log = try document(text)
    #expect(log.lineCount == 9)
    #expect(log.byteCount == text.utf8.count)
    let kinds: [LogLine.Kind] = [
      .groupStart, .command, .plain, .warning, .error, .groupEnd, .notice, .debug, .plain,
    ]
    #expect((0..<9).map { log.kind(ofLine: $0) } == kinds)
    #expect(lines(of: log).map(\.kind) == kinds)
    #expect(
      lines(of: log).map(\.text) == [
        "Run tests", "swift test", "compiling", "deprecated", "failed", "", "note", "dbg",
        "no timestamp",
      ])
    #expect(log.line(0).timestamp == "2024-05-01T12:00:00.1234567Z")
    #expect(log.line(8).timestamp == nil)
    #expect(log.groups == [LogGroup(start: 0, end: 5)])
    #expect(log.errorLines == [4])
    #expect(log.warningLines == [3])
    #expect(log.kind(ofLine: 9) == .plain)
    #expect(log.line(9) == LogLine(kind: .plain, timestamp: nil, text: "", isCut: false))
    #expect(log.line(-1).text == "")
  }

  @Test func carriageReturnLineEndsAreDropped() throws {
    let log = try document(
      "\(Self.stamp)##[group]A\r\n\(Self.stamp)x\r\n\(Self.stamp)##[endgroup]\r\n")
    #expect(log.lineCount == 3)
    #expect(lines(of: log).map(\.text) == ["A", "x", ""])
    #expect(log.groups == [LogGroup(start: 0, end: 2)])
  }

  @Test func invalidUTF8IsReplaced() throws {
    let bytes = Array("\(Self.stamp)ok\n\(Self.stamp)bad ".utf8) + [0xC3, 0x28, 0xFF] + [0x0A]
    let log = try document(bytes: bytes)
    #expect(log.lineCount == 2)
    #expect(log.line(1).text == "bad \u{FFFD}(\u{FFFD}")
    #expect(log.line(1).timestamp == "2024-05-01T12:00:00.1234567Z")
  }

  @Test func longLineIsCutAndMarked() throws {
    let limit = LogDocument.lineByteLimit
    let long = Self.stamp + String(repeating: "x", count: limit * 2)
    let exact = String(repeating: "y", count: limit)
    let log = try document("\(long)\nafter\n\(exact)\r\n")
    #expect(log.lineCount == 3)
    let cut = log.line(0)
    #expect(cut.isCut)
    #expect(cut.timestamp == "2024-05-01T12:00:00.1234567Z")
    #expect(cut.text.utf8.count == limit - Self.stamp.utf8.count)
    #expect(log.line(1) == LogLine(kind: .plain, timestamp: nil, text: "after", isCut: false))
    // Exactly the limit, its `\r` aside, isn't cut.
    #expect(log.line(2).isCut == false)
    #expect(log.line(2).text.utf8.count == limit)
  }

  @Test func cutBacksOffAScalarItWouldSplit() throws {
    let limit = LogDocument.lineByteLimit
    // "é" is two bytes; with one byte of padding the limit falls between them.
    let text = "a" + String(repeating: "é", count: limit)
    let log = try document(text + "\n")
    let line = log.line(0)
    #expect(line.isCut)
    #expect(line.text.utf8.count == limit - 1)
    #expect(!line.text.unicodeScalars.contains("\u{FFFD}"))
    #expect(line.text.hasSuffix("é"))
  }

  @Test func markerOfALongLineSplitAcrossChunksIsFound() throws {
    // Lines straddling the 1 MiB chunk boundary still get their kind.
    let filler = String(repeating: "f", count: 1000)
    var text = ""
    var expectedErrors: [Int] = []
    var index = 0
    while text.utf8.count < LogDocument.chunkSize + 50_000 {
      if index % 7 == 3 {
        text += "\(Self.stamp)##[error]\(filler)\n"
        expectedErrors.append(index)
      } else {
        text += "\(Self.stamp)\(filler.prefix(index % 13 * 61))\n"
      }
      index += 1
    }
    let log = try document(text)
    #expect(log.lineCount == index)
    #expect(log.errorLines == expectedErrors)
    #expect(log.byteCount == text.utf8.count)
  }

  @Test func markerExactlyAtAChunkBoundaryIsFound() throws {
    // Put a line's start a few bytes before the boundary so its timestamp and marker straddle it.
    for before in [1, 5, 28, 35, 40] {
      let padding = LogDocument.chunkSize - before - 1
      let text = String(repeating: "p", count: padding) + "\n\(Self.stamp)##[warning]w\nlast"
      let log = try document(text)
      #expect(log.lineCount == 3)
      #expect(log.warningLines == [1], "boundary \(before) bytes into the line")
      #expect(log.line(1).text == "w")
      #expect(log.line(2).text == "last")
    }
  }

  @Test func groupsCloseExplicitlyImplicitlyAndAtTheEnd() throws {
    let text = [
      "##[group]one",  // 0
      "a",  // 1
      "##[endgroup]",  // 2
      "between",  // 3
      "##[group]two",  // 4
      "b",  // 5
      "##[group]three",  // 6: closes two at 5
      "c",  // 7
      "##[endgroup]",  // 8
      "##[endgroup]",  // 9: stray, ignored
      "##[group]four",  // 10
      "d",  // 11: left open, ends the log
    ].joined(separator: "\n")
    let log = try document(text + "\n")
    #expect(
      log.groups == [
        LogGroup(start: 0, end: 2), LogGroup(start: 4, end: 5), LogGroup(start: 6, end: 8),
        LogGroup(start: 10, end: 11),
      ])
  }

  @Test func groupStartOnTheLastLineIsAOneLineGroup() throws {
    let log = try document("x\n##[group]last")
    #expect(log.groups == [LogGroup(start: 1, end: 1)])
  }

  @Test func errorAndWarningLinesAreAscending() throws {
    let text = (0..<50).map { $0 % 5 == 0 ? "##[error]e\($0)" : $0 % 3 == 0 ? "##[warning]w" : "p" }
    let log = try document(text.joined(separator: "\n"))
    #expect(log.errorLines == [0, 5, 10, 15, 20, 25, 30, 35, 40, 45])
    #expect(log.warningLines == [3, 6, 9, 12, 18, 21, 24, 27, 33, 36, 39, 42, 48])
    #expect(log.line(45).text == "e45")
  }

  @Test func emptyFileHasNoLines() throws {
    let log = try document("")
    #expect(log.lineCount == 0)
    #expect(log.byteCount == 0)
    #expect(log.groups.isEmpty)
    #expect(log.search("x").isEmpty)
    #expect(log.line(0).text == "")
  }

  @Test func lastLineWithoutNewlineIsCounted() throws {
    let log = try document("first\nsecond")
    #expect(log.lineCount == 2)
    #expect(lines(of: log).map(\.text) == ["first", "second"])
    let terminated = try document("first\nsecond\n")
    #expect(terminated.lineCount == 2)
    #expect(lines(of: terminated).map(\.text) == ["first", "second"])
    let blank = try document("\n\n")
    #expect(blank.lineCount == 2)
    #expect(lines(of: blank).map(\.text) == ["", ""])
  }

  @Test func missingFileIsUnreadable() throws {
    let directory = try TemporaryDirectory(prefix: "triage-log")
    defer { directory.remove() }
    #expect(throws: LogDocumentError.unreadable(errno: ENOENT)) {
      try LogDocument.open(path: directory.path(of: "absent.log"))
    }
  }

  @Test func directoryIsUnreadable() throws {
    let directory = try TemporaryDirectory(prefix: "triage-log")
    defer { directory.remove() }
    #expect(throws: LogDocumentError.unreadable(errno: EISDIR)) {
      try LogDocument.open(path: directory.path)
    }
  }

  @Test func tooManyLinesIsRefused() throws {
    let limit = LogDocument.lineLimit
    let most = try document(bytes: Array(repeating: 0x0A, count: limit))
    #expect(most.lineCount == limit)
    #expect(throws: LogDocumentError.tooManyLines(limit: limit)) {
      try document(bytes: Array(repeating: 0x0A, count: limit) + [0x78])
    }
  }

  @Test func tooLargeIsRefusedBeforeReading() throws {
    let directory = try TemporaryDirectory(prefix: "triage-log")
    defer { directory.remove() }
    let path = directory.path(of: "huge.log")
    // A sparse file: its size says too large without a byte written.
    let descriptor = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o600)
    #expect(descriptor >= 0)
    #expect(ftruncate(descriptor, off_t(LogDocument.byteLimit + 1)) == 0)
    close(descriptor)
    #expect(throws: LogDocumentError.tooLarge(limit: LogDocument.byteLimit)) {
      try LogDocument.open(path: path)
    }
  }

  @Test func lineCacheIsBounded() throws {
    let count = LogDocument.cacheCapacity * 2
    let log = try document((0..<count).map { "line \($0)" }.joined(separator: "\n"))
    for index in 0..<count {
      #expect(log.line(index).text == "line \(index)")
    }
    #expect(log.cachedLineCount == LogDocument.cacheCapacity)
    // Evicted lines are read again, the same.
    #expect(log.line(0).text == "line 0")
    #expect(log.line(count - 1).text == "line \(count - 1)")
  }

  @Test func linesReadConcurrentlyAreTheSame() async throws {
    let log = try document((0..<2_000).map { "\(Self.stamp)n\($0)" }.joined(separator: "\n"))
    let texts = await withTaskGroup(of: [String].self) { group in
      for worker in 0..<4 {
        group.addTask {
          (0..<2_000).map { log.line(($0 * 7 + worker * 13) % 2_000).text }
        }
      }
      var all: [[String]] = []
      for await texts in group { all.append(texts) }
      return all
    }
    #expect(texts.count == 4)
    for texts in texts {
      #expect(texts.allSatisfy { $0.hasPrefix("n") })
    }
    #expect(log.line(1_234).text == "n1234")
  }

  // MARK: Search

  @Test func searchIgnoresCaseAndSequences() throws {
    let log = try document(
      [
        "\(Self.stamp)\u{1B}[31mFAIL\u{1B}[0m: testOne",  // 0
        "\(Self.stamp)pass",  // 1
        "\(Self.stamp)##[error]Failure in build",  // 2
        "F\u{1B}[1mA\u{1B}[0mIL split by SGR",  // 3
        "\(Self.stamp)all good",  // 4
        "\(Self.stamp)ÉCHEC fail\u{07}",  // 5: not ASCII, and a control
        "\(Self.stamp)fai l",  // 6
      ].joined(separator: "\n"))
    #expect(log.search("fail") == [0, 2, 3, 5])
    #expect(log.search("FAIL") == [0, 2, 3, 5])
    #expect(log.search("échec") == [5])
    #expect(log.search("Échec") == [5])
    #expect(log.search("good") == [4])
    #expect(log.search("missing").isEmpty)
    #expect(log.search("").isEmpty)
  }

  @Test func searchLooksAtTheTextNotTheTimestampOrMarker() throws {
    let log = try document("\(Self.stamp)##[error]boom\n\(Self.stamp)2024 was a year")
    #expect(log.search("2024") == [1])
    #expect(log.search("error").isEmpty)
    #expect(log.search("boom") == [0])
  }

  @Test func searchMatchesTheSanitisedText() throws {
    let log = try document("a\tb\nc\u{1B}]0;hidden\u{07}d\ne\u{202E}f")
    // A tab is drawn as a space; a sequence's payload isn't there to find.
    #expect(log.search("a b") == [0])
    #expect(log.search("hidden").isEmpty)
    #expect(log.search("cd") == [1])
    #expect(log.search("e\u{FFFD}f") == [2])
  }

  @Test func searchHonoursItsLimit() throws {
    let log = try document((0..<100).map { "match \($0)" }.joined(separator: "\n"))
    #expect(log.search("match", limit: 5) == [0, 1, 2, 3, 4])
    #expect(log.search("match").count == 100)
    #expect(log.search("match", limit: 0).isEmpty)
    #expect(log.search("match 9") == [9] + Array(90...99))
  }

  @Test func searchReadsAcrossChunks() throws {
    let filler = String(repeating: "z", count: 900)
    var text = ""
    var expected: [Int] = []
    var index = 0
    while text.utf8.count < LogDocument.chunkSize * 2 + 10_000 {
      if index % 97 == 0 {
        text += "\(Self.stamp)\(filler) Needle \(index)\n"
        expected.append(index)
      } else {
        text += "\(Self.stamp)\(filler)\n"
      }
      index += 1
    }
    let log = try document(text)
    #expect(log.search("needle") == expected)
  }

  @Test func searchOfACutLineSeesOnlyWhatIsShown() throws {
    let limit = LogDocument.lineByteLimit
    let log = try document(String(repeating: "a", count: limit) + "tail\nshort tail")
    #expect(log.search("tail") == [1])
    #expect(log.line(0).isCut)
  }
}
