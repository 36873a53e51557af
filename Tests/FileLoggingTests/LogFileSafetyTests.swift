import Foundation
import Testing

@testable import FileLogging

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The log path can't be turned against the user: no symlink is followed, nothing but a regular
/// file is written, someone else's file is neither used nor chmod'ed, and the file stays bounded.
struct LogFileSafetyTests {
  private func makeDirectory(_ directory: URL) throws -> String {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory.path
  }

  @Test("a symlink is refused, and the file it points to is left alone")
  func symlinkRefused() throws {
    try withTemporaryDirectory { directory in
      let root = try makeDirectory(directory)
      let target = root + "/victim"
      #expect(
        FileManager.default.createFile(
          atPath: target, contents: Data("precious\n".utf8),
          attributes: [.posixPermissions: 0o644]))
      let link = root + "/triage.log"
      #expect(symlink(target, link) == 0)
      #expect(throws: LogFileError.symbolicLink(path: link)) { try LogFile(path: link) }
      #expect(try String(contentsOfFile: target, encoding: .utf8) == "precious\n")
      #expect(permissions(of: target) == 0o644)
      #expect(LogFileError.symbolicLink(path: link).description.contains("symbolic link"))
    }
  }

  @Test("a FIFO is refused at once, with or without a reader")
  func fifoRefused() throws {
    try withTemporaryDirectory { directory in
      let fifo = try makeDirectory(directory) + "/triage.log"
      #expect(mkfifo(fifo, 0o600) == 0)
      // No reader: opening for writing would block forever without O_NONBLOCK.
      #expect(throws: LogFileError.notRegularFile(path: fifo, kind: "a FIFO or socket")) {
        try LogFile(path: fifo)
      }
      let reader = open(fifo, O_RDONLY | O_NONBLOCK)
      #expect(reader >= 0)
      defer { close(reader) }
      #expect(throws: LogFileError.notRegularFile(path: fifo, kind: "a FIFO")) {
        try LogFile(path: fifo)
      }
    }
  }

  @Test("a device is refused")
  func deviceRefused() throws {
    #expect(throws: LogFileError.notRegularFile(path: "/dev/null", kind: "a character device")) {
      try LogFile(path: "/dev/null")
    }
    let message = LogFileError.notRegularFile(path: "/dev/null", kind: "a character device")
    #expect(
      message.description == """
        log file /dev/null is a character device, not a regular file; give --log-file a regular file
        """)
  }

  @Test(
    "someone else's file is refused and never chmod'ed",
    .enabled(if: geteuid() == 0, "needs root to give a file to another user"))
  func foreignOwnerRefused() throws {
    try withTemporaryDirectory { directory in
      let path = try makeDirectory(directory) + "/triage.log"
      #expect(
        FileManager.default.createFile(
          atPath: path, contents: Data("theirs\n".utf8), attributes: [.posixPermissions: 0o666]))
      #expect(chown(path, 4242, 4242) == 0)
      #expect(throws: LogFileError.ownedByAnotherUser(path: path, owner: 4242)) {
        try LogFile(path: path)
      }
      #expect(permissions(of: path) == 0o666)
      #expect(try String(contentsOfFile: path, encoding: .utf8) == "theirs\n")
    }
  }

  @Test("a file at its size limit is rotated at open, keeping one old file")
  func rotatesAtOpen() throws {
    try withTemporaryDirectory { directory in
      let path = try makeDirectory(directory) + "/triage.log"
      #expect(FileManager.default.createFile(atPath: path + ".1", contents: Data("oldest\n".utf8)))
      #expect(
        FileManager.default.createFile(
          atPath: path, contents: Data(String(repeating: "x", count: 100).utf8)))
      let file = try LogFile(path: path, sizeLimit: 100)
      file.append(line: "fresh")
      #expect(try String(contentsOfFile: path, encoding: .utf8) == "fresh\n")
      #expect(try String(contentsOfFile: path + ".1", encoding: .utf8).count == 100)
      #expect(permissions(of: path) == 0o600)
    }
  }

  @Test("the file rotates while writing and never passes its limit")
  func rotatesWhileWriting() throws {
    try withTemporaryDirectory { directory in
      let path = try makeDirectory(directory) + "/triage.log"
      let file = try LogFile(path: path, sizeLimit: 64)
      for index in 0..<40 { file.append(line: "line \(index) of the log") }
      let current = try String(contentsOfFile: path, encoding: .utf8)
      let previous = try String(contentsOfFile: path + ".1", encoding: .utf8)
      #expect(current.utf8.count <= 64)
      #expect(previous.utf8.count <= 64)
      // Nothing lost at the seam: the old file ends where the current one begins.
      #expect(
        (previous + current).hasSuffix(
          "line 37 of the log\nline 38 of the log\nline 39 of the log\n"))
      #expect(previous.hasPrefix("line 3"))
      let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
      #expect(names == ["triage.log", "triage.log.1"])
      // A line longer than the limit is cut, not written whole.
      file.append(line: String(repeating: "y", count: 500))
      #expect(try Data(contentsOf: URL(fileURLWithPath: path)).count == 64)
    }
  }

  @Test("a symlink planted at the path before a rotation stops the log, not redirects it")
  func rotationRefusesAPlantedSymlink() throws {
    try withTemporaryDirectory { directory in
      let root = try makeDirectory(directory)
      let path = root + "/triage.log"
      let target = root + "/victim"
      #expect(FileManager.default.createFile(atPath: target, contents: Data()))
      let file = try LogFile(path: path, sizeLimit: 32)
      file.append(line: "first line, twenty")
      // The attacker replaces the file's name once it has been opened.
      #expect(rename(path, root + "/moved") == 0)
      #expect(symlink(target, path) == 0)
      file.append(line: "second line, rotates")
      #expect(try Data(contentsOf: URL(fileURLWithPath: target)).isEmpty)
    }
  }
}
