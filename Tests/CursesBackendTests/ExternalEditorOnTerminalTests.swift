import Foundation
import SystemSupport
import TerminalUI
import TestSupport
import Testing

@testable import CursesBackend

/// The external editor on the real curses terminal, on a pseudo-terminal: the screen is left
/// (the editor sees the shell's terminal modes), the editor's text comes back, and the screen is
/// redrawn after. Editors are shell scripts the test writes.
@Suite(.serialized, .timeLimit(.minutes(1)))
struct ExternalEditorOnTerminalTests {
  static let leaveScreen = "\u{1B}[?1049l"
  static let enterScreen = "\u{1B}[?1049h"

  final class Workspace {
    let directory: TemporaryDirectory
    var path: String { directory.path }

    init() throws {
      directory = try TemporaryDirectory(prefix: "editor-pty")
    }

    deinit { directory.remove() }

    func editor(_ body: String) throws -> ExternalEditor {
      let file = try directory.write(body + "\n", at: "editor.sh")
      return ExternalEditor(
        environment: ["VISUAL": "/bin/sh \(file)", "PATH": "/usr/bin:/bin"],
        temporaryDirectory: path)
    }

    func read(_ name: String) -> String { directory.read(name) }
  }

  /// Opens the real curses session on the pty (as `CursesTerminal`'s thread does), draws
  /// `before`, runs `editor` through `CursesSession.runInForeground`, redraws as the terminal
  /// thread does, then draws `after`; returns the outcome and the terminal's output.
  private func run(
    _ editor: ExternalEditor, before: String = "FRAME-ONE", after: String = "FRAME-TWO"
  ) async throws -> (ExternalEditor.Outcome, String) {
    let streams = try await StandardStreamsOnPseudoTerminal()
    defer { streams.restore() }
    let wake = try WakePipe()
    let session = try CursesSession(
      options: .init(colors: false, mouse: false), wakeFD: wake.writeEnd)
    defer { session.end() }
    var renderer = session.makeRenderer()
    var canvas = Canvas(size: session.size)
    canvas.draw(before, at: Point(x: 2, y: 1))
    renderer.render(canvas)
    #expect(streams.waitForOutput { $0.contains(before) })
    let outcome = Locked<ExternalEditor.Outcome?>(nil)
    session.runInForeground { outcome.withLock { $0 = editor.edit("draft") } }
    renderer.invalidate()
    _ = session.redrawAll()
    let redrawn = streams.waitForOutput { output in
      guard let marker = output.range(of: Self.enterScreen, options: .backwards) else {
        return false
      }
      return output[marker.upperBound...].contains(before)
    }
    #expect(redrawn, "the screen is redrawn after the editor")
    canvas = Canvas(size: session.size)
    canvas.draw(after, at: Point(x: 2, y: 3))
    renderer.render(canvas)
    #expect(streams.waitForOutput { $0.contains(after) }, "the terminal still draws")
    let result = try #require(outcome.withLock { $0 })
    return (result, streams.output)
  }

  @Test func theEditorRunsOnTheShellsTerminalAndItsTextComesBack() async throws {
    let workspace = try Workspace()
    let editor = try workspace.editor(
      """
      stty -a > \(workspace.path)/modes
      cat "$1" > \(workspace.path)/seen
      printf 'EDITOR-RUNNING'
      printf '日本語の返信\\n' > "$1"
      """)
    let (outcome, output) = try await run(editor)
    #expect(outcome == .edited("日本語の返信"))
    #expect(workspace.read("seen") == "draft\n")
    let modes = workspace.read("modes")
    #expect(modes.contains(" icanon") && modes.contains(" echo"), "cooked, echoing: \(modes)")
    #expect(!modes.contains("-icanon"))
    // The screen was left before the editor ran and entered again after it.
    let running = try #require(output.range(of: "EDITOR-RUNNING"))
    let left = try #require(
      output.range(
        of: Self.leaveScreen, options: .backwards,
        range: output.startIndex..<running.lowerBound))
    #expect(!output[left.upperBound..<running.lowerBound].contains(Self.enterScreen))
    #expect(output[running.upperBound...].contains(Self.enterScreen))
  }

  @Test func aFailingEditorIsACancelAndTheScreenComesBack() async throws {
    let workspace = try Workspace()
    let editor = try workspace.editor("printf 'changed' > \"$1\"; exit 3")
    let (outcome, _) = try await run(editor)
    #expect(outcome == .cancelled(status: 3))
  }

  @Test func anEditorThatIsNotFoundFailsAndTheScreenComesBack() async throws {
    let workspace = try Workspace()
    let editor = ExternalEditor(
      environment: ["VISUAL": workspace.path + "/missing-editor", "PATH": "/usr/bin:/bin"],
      temporaryDirectory: workspace.path)
    let (outcome, _) = try await run(editor)
    #expect(outcome == .failed(.notFound(command: workspace.path + "/missing-editor")))
  }
}
