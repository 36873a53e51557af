import Localization
import SystemSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The user's pager, given a whole text to read: how a pull request's `D` shows its diff in
/// `less`, `delta` or `diff-so-fancy`. A service value, injected into the app's environment;
/// `show` blocks until the pager exits, so it belongs inside `Effect.runInTerminal`, which gives
/// it the terminal as the editor gets it.
///
/// - The command is `$GH_PAGER`, then `$PAGER` (each if set and not blank), then `less`: gh's
///   order, so a pager set up for `gh pr diff` is the one that runs.
/// - It runs as git runs pagers, through the shell (`/bin/sh -c '<command> <"$1"' <command>
///   <file>`), so a command with arguments works, and the file name is an argument, never
///   pasted into the command. The text is read from a file rather than a pipe so that nothing
///   here has to feed the pager while it holds the terminal.
/// - The file is made as the editor's is (a private directory, 0600, `O_EXCL | O_NOFOLLOW`) and
///   both are removed afterwards, whatever happened.
public struct ExternalPager: Sendable {
  /// What running the pager came to.
  public enum Outcome: Hashable, Sendable {
    /// The pager exited with this status (or was killed by this signal, negated); pagers
    /// report little through it, so any exit counts as read.
    case closed(status: Int32)
    case failed(ExternalEditorError)

    /// Whether the pager ran and exited of itself with status 0.
    var isRead: Bool { self == .closed(status: 0) }
  }

  /// The environment the command is chosen from and the child runs with.
  public var environment: [String: String]
  /// Where the private directory is made: `$TMPDIR`, else `/tmp`.
  public var temporaryDirectory: String
  /// The shell that runs the command.
  public var shell: String

  public init(
    environment: [String: String], temporaryDirectory: String? = nil, shell: String = "/bin/sh"
  ) {
    self.environment = environment
    let tmp = environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 }
    self.temporaryDirectory = temporaryDirectory ?? tmp ?? "/tmp"
    self.shell = shell
  }

  /// A pager for this process's own environment.
  public static func fromProcessEnvironment() -> ExternalPager {
    ExternalPager(environment: ExternalEditor.processEnvironment())
  }

  /// The command that will run: `$GH_PAGER`, `$PAGER`, else `less`.
  public var command: String {
    for name in ["GH_PAGER", "PAGER"] {
      if let value = environment[name], value.contains(where: { !$0.isWhitespace }) {
        return value
      }
    }
    return "less"
  }

  /// Runs the pager on `text` and waits for it.
  public func show(_ text: String, fileName: String = "pull-request.diff") -> Outcome {
    show(fileName: fileName) { write in _ = write(text) }
  }

  /// Runs the pager on the text `produce` hands to its `write` a piece at a time, and waits
  /// for it: the pieces go to the pager's file as they come, so no more than one is held here
  /// whatever the text's size. `write` returns `false` once the file can't be written, and
  /// `produce` should stop then.
  public func show(
    fileName: String = "pull-request.diff", _ produce: (_ write: (String) -> Bool) -> Void
  ) -> Outcome {
    switch write(fileName: fileName, produce) {
    case .success(let written): return show(written)
    case .failure(let error): return .failed(error)
    }
  }

  /// A text written to a private file of its own, for `show(_:)`: written before the terminal
  /// is handed over, so that the writing never holds the terminal.
  public struct WrittenText: Hashable, Sendable {
    public let directory: String
    public let path: String

    /// Removes the file and its directory, unshown.
    public func discard() {
      unlink(path)
      rmdir(directory)
    }
  }

  /// Writes the text `produce` hands over a piece at a time to a new private file (as
  /// `show(fileName:_:)` does), and returns it for `show(_:)`.
  public func write(
    fileName: String = "pull-request.diff", _ produce: (_ write: (String) -> Bool) -> Void
  ) -> Result<WrittenText, ExternalEditorError> {
    let directory: String
    switch ExternalEditor.makePrivateDirectory(in: temporaryDirectory) {
    case .success(let made): directory = made
    case .failure(let error): return .failure(error)
    }
    let name = fileName.filter { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" }
    let written = WrittenText(
      directory: directory, path: directory + "/" + (name.isEmpty ? "diff" : name))
    if let error = Self.write(produce, to: written.path) {
      written.discard()
      return .failure(error)
    }
    return .success(written)
  }

  /// Runs the pager on a written text and waits for it; the file and its directory are removed
  /// afterwards, whatever happened.
  public func show(_ written: WrittenText) -> Outcome {
    defer { written.discard() }
    let path = written.path
    let command = self.command
    let started = ContinuousClock.now
    let outcome = run(command, on: path)
    // A pager that failed, or quit at once (`less -F` on a short diff), leaves what it
    // printed readable until a key.
    if HandOver.holdsOutput(failed: !outcome.isRead, ranFor: ContinuousClock.now - started) {
      HandOver.holdOutput(saying: holdLine(outcome, command: command))
    }
    return outcome
  }

  /// The line under a held pager's output: how it ended, and the key that goes back.
  public func holdLine(_ outcome: Outcome, command: String) -> String {
    let ended: LocalizedText
    switch outcome {
    case .closed(let status) where status < 0:
      ended = LocalizedText(en: "stopped by signal \(-status)", ja: "シグナル \(-status) で停止")
    case .closed(0): ended = LocalizedText(en: "done", ja: "完了")
    case .closed(let status):
      ended = LocalizedText(en: "exited with status \(status)", ja: "終了ステータス \(status)")
    case .failed(.notFound):
      ended = LocalizedText(
        en: "program not found (status 127)", ja: "プログラムが見つかりません (ステータス 127)")
    case .failed:
      ended = LocalizedText(en: "couldn't start", ja: "起動できませんでした")
    }
    let language = Language.preferred(environment: environment)
    return "\(command): \(ended.text(in: language)) · \(Self.pressAKey.text(in: language))"
  }

  /// The last line under a program's output while it is held.
  public static let pressAKey = LocalizedText(
    en: "press a key to return to Triage", ja: "キーを押すと Triage に戻ります")

  private func run(_ command: String, on path: String) -> Outcome {
    let result = ChildProcess.run(
      ChildProcess.Configuration(
        path: shell, arguments: ["-c", command + " <\"$1\"", command, path],
        environment: environment, streams: .inherited, newSession: false))
    switch result {
    case .exited(let status, _, _):
      if status == 127 || status == 126 { return .failed(.notFound(command: command)) }
      return .closed(status: status)
    case .signalled(let signal): return .closed(status: -signal)
    case .cannotStart(let code): return .failed(.couldNotStart(errno: code))
    // Neither happens without a time limit or captured output.
    case .timedOut, .outputTooLarge: return .failed(.couldNotStart(errno: ECHILD))
    }
  }

  /// Writes the pieces to a new file at `path` (0600, `O_EXCL | O_NOFOLLOW`), ending with one
  /// newline: the text's own, or one added; an empty text is an empty file.
  static func write(_ produce: (_ write: (String) -> Bool) -> Void, to path: String)
    -> ExternalEditorError?
  {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return .temporaryFile(errno: errno) }
    defer { close(descriptor) }
    var failure: ExternalEditorError?
    var last: UInt8?
    func put(_ bytes: [UInt8]) -> Bool {
      var offset = 0
      while offset < bytes.count {
        let written = bytes[offset...].withUnsafeBytes {
          Glibc.write(descriptor, $0.baseAddress, $0.count)
        }
        if written < 0, errno == EINTR { continue }
        guard written > 0 else {
          failure = .temporaryFile(errno: errno)
          return false
        }
        offset += written
      }
      return true
    }
    produce { piece in
      guard failure == nil else { return false }
      let bytes = Array(piece.utf8)
      guard let final = bytes.last else { return true }
      last = final
      return put(bytes)
    }
    if failure == nil, let last, last != 0x0A { _ = put([0x0A]) }
    return failure
  }
}
