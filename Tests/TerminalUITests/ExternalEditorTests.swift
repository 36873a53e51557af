import Foundation
import TestSupport
import Testing

@testable import TerminalUI

/// Scripts written by the test play the editor: real processes, real files.
@Suite struct ExternalEditorTests {
  /// A directory of its own for each test, removed at the end.
  final class Workspace {
    let directory: TemporaryDirectory
    var path: String { directory.path }

    init() throws {
      directory = try TemporaryDirectory(prefix: "editor-test")
    }

    deinit { directory.remove() }

    /// A shell script named `name`, as an editor command. Run through `sh`, not executed
    /// itself: a file just written can't be executed while another test's child still holds
    /// it open for writing (ETXTBSY).
    func script(_ name: String, _ body: String) throws -> String {
      "/bin/sh " + (try directory.write(body + "\n", at: name))
    }

    func editor(_ environment: [String: String]) -> ExternalEditor {
      var environment = environment
      environment["PATH"] = "/usr/bin:/bin"
      return ExternalEditor(environment: environment, temporaryDirectory: path)
    }

    func read(_ name: String) -> String { directory.read(name) }
  }

  @Test func theEditedTextComesBackWithoutTheFinalNewline() throws {
    let workspace = try Workspace()
    let script = try workspace.script(
      "edit", "cat \"$1\" > \(workspace.path)/seen; printf 'edited 日本語\\n\\n\\n' > \"$1\"")
    let outcome = workspace.editor(["VISUAL": script]).edit("original\ntext")
    #expect(outcome == .edited("edited 日本語"))
    #expect(workspace.read("seen") == "original\ntext\n", "the editor got the text")
  }

  @Test func anEditorCommandWithArgumentsRunsAsTheShellWouldRunIt() throws {
    let workspace = try Workspace()
    let script = try workspace.script(
      "edit", "[ \"$1\" = '-w' ] && [ \"$2\" = 'two words' ] && printf ok > \"$3\"")
    let outcome = workspace.editor(["EDITOR": "\(script) -w 'two words'"]).edit("")
    #expect(outcome == .edited("ok"))
  }

  @Test func visualComesBeforeEditorAndBlankOnesAreSkipped() throws {
    let workspace = try Workspace()
    #expect(workspace.editor(["VISUAL": "a", "EDITOR": "b"]).command == "a")
    #expect(workspace.editor(["VISUAL": "  ", "EDITOR": "b"]).command == "b")
    #expect(workspace.editor(["EDITOR": ""]).command == "vi")
  }

  @Test func theFileIsPrivateAndRemovedAfterwards() throws {
    let workspace = try Workspace()
    let script = try workspace.script(
      "edit",
      """
      stat -c '%a' "$1" > \(workspace.path)/mode
      stat -c '%a' "$(dirname "$1")" >> \(workspace.path)/mode
      echo "$1" > \(workspace.path)/name
      """)
    _ = workspace.editor(["VISUAL": script]).edit("secret")
    #expect(workspace.read("mode") == "600\n700\n")
    let file = workspace.read("name").trimmingCharacters(in: .newlines)
    #expect(file.hasSuffix("/comment.md"))
    #expect(!FileManager.default.fileExists(atPath: file))
    #expect(!FileManager.default.fileExists(atPath: (file as NSString).deletingLastPathComponent))
  }

  @Test func aFailingEditorIsACancel() throws {
    let workspace = try Workspace()
    let script = try workspace.script("edit", "printf changed > \"$1\"; exit 3")
    #expect(workspace.editor(["VISUAL": script]).edit("kept") == .cancelled(status: 3))
    // The shell reports a killed editor as 128 + the signal.
    let killed = try workspace.script("die", "kill -9 $$")
    #expect(workspace.editor(["VISUAL": killed]).edit("kept") == .cancelled(status: 137))
  }

  @Test func anEditorThatIsNotFoundSaysSo() throws {
    let workspace = try Workspace()
    let missing = workspace.path + "/no-such-editor"
    #expect(
      workspace.editor(["VISUAL": missing]).edit("kept") == .failed(.notFound(command: missing)))
    // A file that is not a program: 126 from the shell.
    let notExecutable = workspace.path + "/plain"
    try "not a program".write(toFile: notExecutable, atomically: true, encoding: .utf8)
    #expect(
      workspace.editor(["VISUAL": notExecutable]).edit("kept")
        == .failed(.notFound(command: notExecutable)))
  }

  @Test func aFileLargerThanTheLimitIsRefusedWhole() throws {
    let workspace = try Workspace()
    let script = try workspace.script("edit", "head -c 5000 /dev/zero | tr '\\000' x > \"$1\"")
    var editor = workspace.editor(["VISUAL": script])
    editor.readLimit = 4096
    #expect(editor.edit("") == .failed(.tooLarge(limit: 4096)))
    editor.readLimit = 5000
    let whole = editor.edit("")
    #expect(
      whole == .edited(String(repeating: "x", count: 5000)),
      "\(String(describing: whole).prefix(80))")
  }

  @Test func aMissingTemporaryDirectoryFails() {
    let editor = ExternalEditor(
      environment: ["VISUAL": "true"], temporaryDirectory: "/nonexistent/dir")
    guard case .failed(.temporaryFile) = editor.edit("x") else {
      Issue.record("expected a temporary-file failure")
      return
    }
  }

  @Test func theEffectRunsTheJobOnTheTerminalAndSendsItsAction() async {
    let terminal = HeadlessTerminal(size: Size(width: 20, height: 5))
    let effect = Effect<Int>.runInTerminal { 42 }
    #expect(effect.terminalJobCount == 1)
    #expect(effect.map { $0 + 1 }.runTerminalJobs() == [43])
    #expect(await terminal.runInForeground { 7 } == 7)
    #expect(terminal.foregroundJobCount == 1)
  }
}
