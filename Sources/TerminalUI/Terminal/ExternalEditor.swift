import SystemSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The user's own editor, run on a temporary file: how the composer's `c` and Ctrl-E edit a
/// comment. A service value, injected into the app's environment; `edit` blocks until the editor
/// exits, so it belongs inside `Effect.runInTerminal`, which gives it the terminal.
///
/// - The command is `$VISUAL`, then `$EDITOR` (each if set and not blank), then `vi`.
/// - It runs as git runs editors: `/bin/sh -c '<command> "$@"' <command> <file>`, so a command
///   with arguments (`code -w`, `emacs -nw`) or quoting works as it would in the shell, and the
///   file name is passed as an argument, never pasted into the command.
/// - The file lives in a private directory (0700, made by `mkdtemp`) and is created 0600 with
///   `O_EXCL | O_NOFOLLOW`; both are removed afterwards, whatever happened.
/// - The child gets every signal at its default action and none blocked; the caller (the
///   terminal) decides what this process does with Ctrl-C meanwhile.
/// - Exit status 0 delivers the file's text, read up to `readLimit` bytes, with trailing blank
///   lines and the editor's final newline removed. Any other status is a cancel: the caller
///   keeps the text it had. Status 127 or 126 from the shell means the command was not found
///   or could not run, reported as `.failed(.notFound)` so the user learns why.
public struct ExternalEditor: Sendable {
  /// What running the editor came to.
  public enum Outcome: Hashable, Sendable {
    case edited(String)
    /// The editor exited with this non-zero status (or was killed by this signal, negated).
    case cancelled(status: Int32)
    case failed(ExternalEditorError)
  }

  /// The environment the command is chosen from and the child runs with.
  public var environment: [String: String]
  /// Where the private directory is made: `$TMPDIR`, else `/tmp`.
  public var temporaryDirectory: String
  /// The most bytes read back; a larger file fails with `.tooLarge`, never half-read.
  public var readLimit: Int
  /// The shell that runs the command.
  public var shell: String

  public init(
    environment: [String: String], temporaryDirectory: String? = nil,
    readLimit: Int = 1 << 20, shell: String = "/bin/sh"
  ) {
    self.environment = environment
    let tmp = environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 }
    self.temporaryDirectory = temporaryDirectory ?? tmp ?? "/tmp"
    self.readLimit = max(0, readLimit)
    self.shell = shell
  }

  /// An editor for this process's own environment.
  public static func fromProcessEnvironment() -> ExternalEditor {
    ExternalEditor(environment: processEnvironment())
  }

  /// The command that will run: `$VISUAL`, `$EDITOR`, else `vi`.
  public var command: String {
    for name in ["VISUAL", "EDITOR"] {
      if let value = environment[name], value.contains(where: { !$0.isWhitespace }) {
        return value
      }
    }
    return "vi"
  }

  /// Runs the editor on `text` and waits for it. `fileExtension` lets the editor pick a mode
  /// (`md` for a comment).
  public func edit(_ text: String, fileExtension: String = "md") -> Outcome {
    let directory: String
    switch Self.makePrivateDirectory(in: temporaryDirectory) {
    case .success(let made): directory = made
    case .failure(let error): return .failed(error)
    }
    let path = directory + "/comment." + fileExtension.filter { $0.isLetter || $0.isNumber }
    defer {
      unlink(path)
      rmdir(directory)
    }
    if let error = Self.write(text, to: path) { return .failed(error) }
    let status: Int32
    switch run(path: path) {
    case .success(let code): status = code
    case .failure(let error): return .failed(error)
    }
    if status == 127 || status == 126 { return .failed(.notFound(command: command)) }
    guard status == 0 else { return .cancelled(status: status) }
    return read(path).map { .edited(Self.trimmed($0)) } ?? .failed(.tooLarge(limit: readLimit))
  }

  /// The editor's final newline and trailing blank lines are not part of the comment.
  static func trimmed(_ text: String) -> String {
    var result = Substring(text)
    while let last = result.last, last.isNewline { result.removeLast() }
    return String(result)
  }

  // MARK: - Files

  /// A new directory only this user can enter (0700, made by `mkdtemp`) in `temporaryDirectory`.
  static func makePrivateDirectory(in temporaryDirectory: String)
    -> Result<String, ExternalEditorError>
  {
    var template = Array((temporaryDirectory + "/triage-XXXXXX").utf8CString)
    let made = template.withUnsafeMutableBufferPointer { buffer -> String? in
      guard let base = buffer.baseAddress, let made = mkdtemp(base) else { return nil }
      return String(cString: made)
    }
    guard let made else { return .failure(.temporaryFile(errno: errno)) }
    return .success(made)
  }

  /// `text` and a final newline in a new file at `path`, 0600, refusing a link or a file that
  /// is already there.
  static func write(_ text: String, to path: String) -> ExternalEditorError? {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return .temporaryFile(errno: errno) }
    defer { close(descriptor) }
    var bytes = Array(text.utf8)
    if !bytes.isEmpty { bytes.append(0x0A) }
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes {
        Glibc.write(descriptor, $0.baseAddress, $0.count)
      }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else { return .temporaryFile(errno: errno) }
      offset += written
    }
    return nil
  }

  /// The file's text, or nil when it holds more than `readLimit` bytes.
  private func read(_ path: String) -> String? {
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
    // An editor that removed the file (some save by rename and fail) left nothing: empty text.
    guard descriptor >= 0 else { return "" }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while bytes.count <= readLimit {
      let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      bytes += chunk[0..<count]
    }
    guard bytes.count <= readLimit else { return nil }
    return String(decoding: bytes, as: UTF8.self)
  }

  // MARK: - The child

  /// Runs the shell on the terminal (this process's own standard streams, in its session, so
  /// the editor has the terminal) and waits for it; the exit status, or minus the signal that
  /// killed it.
  private func run(path: String) -> Result<Int32, ExternalEditorError> {
    let command = self.command
    let result = ChildProcess.run(
      ChildProcess.Configuration(
        path: shell, arguments: ["-c", command + " \"$@\"", command, path],
        environment: environment, streams: .inherited, newSession: false))
    switch result {
    case .exited(let status, _, _): return .success(status)
    case .signalled(let signal): return .success(-signal)
    case .cannotStart(let code): return .failure(.couldNotStart(errno: code))
    // Neither happens without a time limit or captured output.
    case .timedOut, .outputTooLarge: return .failure(.couldNotStart(errno: ECHILD))
    }
  }

  static func processEnvironment() -> [String: String] {
    var result: [String: String] = [:]
    var entry = environ
    while let pointer = entry.pointee {
      let pair = String(cString: pointer)
      if let equals = pair.firstIndex(of: "=") {
        result[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
      }
      entry += 1
    }
    return result
  }
}
