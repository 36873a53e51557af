import Foundation
import Logging
import Testing

@testable import FileLogging

struct FileLogHandlerTests {
  @Test("creates the file 0600 and its missing parents 0700")
  func createsPrivateFile() throws {
    try withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("state/triage/triage.log").path
      let file = try LogFile(path: path)
      #expect(file.path == path)
      #expect(permissions(of: path) == 0o600)
      #expect(permissions(of: directory.appendingPathComponent("state/triage").path) == 0o700)
      #expect(permissions(of: directory.path) == 0o700)
    }
  }

  @Test("makes an existing 0644 file private and appends to it")
  func rechmodsAndAppends() throws {
    try withTemporaryDirectory { directory in
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      let path = directory.appendingPathComponent("triage.log").path
      #expect(
        FileManager.default.createFile(
          atPath: path, contents: Data("old line\n".utf8), attributes: [.posixPermissions: 0o644]))
      #expect(permissions(of: path) == 0o644)
      let file = try LogFile(path: path)
      #expect(permissions(of: path) == 0o600)
      let logger = Logger(label: "t") { label in
        FileLogHandler(label: label, file: file, logLevel: .debug)
      }
      logger.info("first", metadata: ["k": "v"])
      logger.debug("second\nforged line")
      logger.trace("below the level")
      let lines = try String(contentsOfFile: path, encoding: .utf8)
        .split(separator: "\n").map(String.init)
      #expect(lines.count == 3)
      #expect(lines[0] == "old line")
      #expect(lines[1].hasSuffix(" info t: first k=v"))
      #expect(lines[2].hasSuffix(" debug t: second\\nforged line"))
    }
  }

  @Test(
    "every CR and LF is escaped, a CR LF pair as both",
    arguments: [
      ("one line", "one line"), ("a\nb", #"a\nb"#), ("a\rb", #"a\rb"#),
      ("a\r\nb", #"a\r\nb"#), ("\n\n日本語\r", #"\n\n日本語\r"#), ("é\u{301}\n", "é\u{301}\\n"),
    ])
  func escapesLineBreaks(text: String, expected: String) {
    #expect(FileLogHandler.escapeNewlines(text) == expected)
  }

  /// What a hostile server sends ends up in log messages (a title, an error's words): in the
  /// file, ESC, the 8-bit CSI, other C1 controls, bidi overrides and isolates, DEL and the
  /// Unicode line separators are written as `\u{…}`, so `cat` or `less -R` on the log shows
  /// them and can't be steered or reordered by them.
  @Test("controls and bidi overrides are escaped in the file")
  func escapesControlsAndBidiOverrides() throws {
    try withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("triage.log").path
      let file = try LogFile(path: path)
      let logger = Logger(label: "t") { FileLogHandler(label: $0, file: file) }
      logger.error(
        "t \u{1B}]0;PWNED\u{7} \u{9B}31m \u{85}x \u{202E}gnp.exe \u{2066}i\u{2069} \u{7F} \u{2028}l\tb"
      )
      let text = try String(contentsOfFile: path, encoding: .utf8)
      let raw = text.unicodeScalars.filter {
        ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value)
          || (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value)
          || $0.value == 0x2028
      }
      #expect(raw.isEmpty, "raw: \(raw.map { String($0.value, radix: 16) })")
      #expect(
        text.contains(
          #"t \u{1B}]0;PWNED\u{7} \u{9B}31m \u{85}x \u{202E}gnp.exe \u{2066}i\u{2069} \u{7F} \u{2028}l\tb"#
        ))
      #expect(text.split(separator: "\n").count == 1, "one record, one line")
    }
  }

  @Test("redacts whatever a plain swift-log logger writes")
  func handlerRedacts() throws {
    try withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("triage.log").path
      let file = try LogFile(path: path)
      let logger = Logger(label: "t") { FileLogHandler(label: $0, file: file) }
      logger.error("leak ghp_abcdef123", metadata: ["auth": "Bearer q"])
      let text = try String(contentsOfFile: path, encoding: .utf8)
      #expect(!text.contains("ghp_abcdef123"))
      #expect(!text.contains("Bearer q"))
    }
  }

  @Test("concurrent records never interleave")
  func concurrentWrites() throws {
    try withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("triage.log").path
      let file = try LogFile(path: path)
      DispatchQueue.concurrentPerform(iterations: 8) { task in
        for index in 0..<50 { file.append(line: "task\(task)-\(index)") }
      }
      let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
      #expect(lines.count == 400)
      #expect(lines.allSatisfy { $0.hasPrefix("task") && $0.count <= 9 })
    }
  }

  @Test("a path beneath a regular file is a typed error")
  func unwritablePath() throws {
    try withTemporaryDirectory { directory in
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      let blocker = directory.appendingPathComponent("plain-file").path
      #expect(FileManager.default.createFile(atPath: blocker, contents: Data()))
      #expect(throws: LogFileError.self) { try LogFile(path: blocker + "/triage.log") }
      do throws(LogFileError) {
        _ = try LogFile(path: blocker + "/sub/triage.log")
        Issue.record("expected an error")
      } catch {
        #expect(error == .cannotCreateDirectory(path: blocker + "/sub", errno: ENOTDIR))
        #expect(error.description.contains(blocker))
      }
    }
  }

  @Test("a directory path is a typed open error")
  func directoryPath() throws {
    try withTemporaryDirectory { directory in
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      #expect(throws: LogFileError.cannotOpen(path: directory.path, errno: EISDIR)) {
        try LogFile(path: directory.path)
      }
    }
  }

  @Test("the log never goes to stdin, stdout or stderr")
  func neverStandardStreams() throws {
    try withTemporaryDirectory { directory in
      let file = try LogFile(path: directory.appendingPathComponent("triage.log").path)
      #expect(file.fileDescriptor > 2)
    }
    // No code path in the logging sources may print or touch the standard streams.
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let forbidden = [
      "print(", "standardError", "standardOutput", "stderr", "stdout", "STDERR_FILENO",
      "STDOUT_FILENO", "FileHandle", "StreamLogHandler", "debugPrint(", "dump(",
    ]
    for folder in [
      "Sources/FileLogging", "Sources/SecretRedaction", "Sources/ErrorHandling/Logging",
    ] {
      let sources = root.appendingPathComponent(folder)
      let names = try FileManager.default.contentsOfDirectory(atPath: sources.path)
      #expect(!names.isEmpty, "\(folder) has sources")
      for name in names where name.hasSuffix(".swift") {
        // Only code counts: comments may well explain that nothing goes to stderr.
        let code = try String(contentsOf: sources.appendingPathComponent(name), encoding: .utf8)
          .split(separator: "\n")
          .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
          .joined(separator: "\n")
        for word in forbidden {
          #expect(!code.contains(word), "\(name) mentions \(word)")
        }
      }
    }
  }
}
