import FoundationEssentials
import Glibc
import SystemSupport

/// A fresh directory under the system's temporary directory. Each test gets its own, so tests
/// can run in parallel without seeing each other's files; `remove()` (or `with`) deletes it.
public struct TemporaryDirectory: Sendable {
  public let path: String

  /// Creates the directory, named `prefix` and a UUID.
  public init(prefix: String = "triage-test") throws {
    path =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("\(prefix)-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  /// Runs `body` with a fresh directory and removes it afterwards, whatever `body` did.
  public static func with<T>(
    prefix: String = "triage-test", _ body: (TemporaryDirectory) throws -> T
  ) throws -> T {
    let directory = try TemporaryDirectory(prefix: prefix)
    defer { directory.remove() }
    return try body(directory)
  }

  /// Runs `body` with the path of a directory that does not exist yet, inside a fresh one
  /// removed afterwards: for code under test that creates its own directory, with its own modes.
  public static func withNewPath<T>(
    prefix: String = "triage-test", _ body: (String) throws -> T
  ) throws -> T {
    try with(prefix: prefix) { try body($0.path(of: "new")) }
  }

  public var url: URL { URL(fileURLWithPath: path, isDirectory: true) }

  /// The path of `relative` inside the directory.
  public func path(of relative: String) -> String {
    url.appendingPathComponent(relative).path
  }

  /// Writes `text` at `relative`, creating parent directories; returns the file's path.
  @discardableResult
  public func write(_ text: String, at relative: String) throws -> String {
    let file = url.appendingPathComponent(relative)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: file, atomically: false, encoding: .utf8)
    return file.path
  }

  /// Writes an executable shell script with `body` at `relative`; returns its path.
  @discardableResult
  public func writeScript(_ body: String, at relative: String) throws -> String {
    try writeExecutable("#!/bin/sh\n\(body)\n", at: relative, mode: 0o700)
  }

  /// Writes `text` as a new program at `relative` (parents created), with `mode`; returns its
  /// path.
  ///
  /// Written through a close-on-exec descriptor opened with its mode, never a temporary file
  /// renamed into place: tests run in parallel, and a child another test spawns while the file
  /// is open inherits a descriptor without close-on-exec and keeps the program open for
  /// writing, so running it fails with ETXTBSY (the shell's status 126) for as long as that
  /// child lives.
  @discardableResult
  public func writeExecutable(_ text: String, at relative: String, mode: mode_t = 0o755)
    throws -> String
  {
    let file = url.appendingPathComponent(relative)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    let descriptor = open(file.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode)
    guard descriptor >= 0 else { throw CocoaError(.fileWriteNoPermission) }
    defer { close(descriptor) }
    guard Descriptor.writeAll(Array(text.utf8), to: descriptor) == nil else {
      throw CocoaError(.fileWriteUnknown)
    }
    // O_CREAT's mode is narrowed by the umask; an existing file keeps its old one.
    guard fchmod(descriptor, mode) == 0 else { throw CocoaError(.fileWriteNoPermission) }
    return file.path
  }

  /// The text of the file at `relative`, or "" if there is none.
  public func read(_ relative: String) -> String {
    (try? String(contentsOfFile: path(of: relative), encoding: .utf8)) ?? ""
  }

  public func remove() {
    try? FileManager.default.removeItem(atPath: path)
  }
}
