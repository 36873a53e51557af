import Foundation
import Locking
import TerminalUI
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
    let path = NSTemporaryDirectory() + "editor-pty-" + UUID().uuidString

    init() throws {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func editor(_ body: String) throws -> ExternalEditor {
      let file = path + "/editor.sh"
      try (body + "\n").write(toFile: file, atomically: true, encoding: .utf8)
      return ExternalEditor(
        environment: ["VISUAL": "/bin/sh \(file)", "PATH": "/usr/bin:/bin"],
        temporaryDirectory: path)
    }

    func read(_ name: String) -> String {
      (try? String(contentsOfFile: path + "/" + name, encoding: .utf8)) ?? ""
    }
  }

  /// Opens the real terminal on the pty, draws `text`, runs `editor` through the terminal,
  /// then draws `after`; returns the outcome, the events heard and the terminal's output.
  private func run(
    _ editor: ExternalEditor, before: String = "FRAME-ONE", after: String = "FRAME-TWO"
  ) async throws -> (ExternalEditor.Outcome, [InputEvent], String) {
    let streams = try StandardStreamsOnPseudoTerminal()
    defer { streams.restore() }
    let terminal = try await CursesTerminal.open(options: .init(colors: false, mouse: false))
    let events = Locked<[InputEvent]>([])
    terminal.deliverInput { event in
      if let event { events.withLock { $0.append(event) } }
    }
    var canvas = Canvas(size: terminal.size)
    canvas.draw(before, at: Point(x: 2, y: 1))
    terminal.draw(canvas)
    #expect(await streams.waitForOutput { $0.contains(before) })
    events.withLock { $0.removeAll() }
    let outcome = await terminal.runInForeground { editor.edit("draft") }
    let redrawn = await streams.waitForOutput { output in
      guard let marker = output.range(of: Self.enterScreen, options: .backwards) else {
        return false
      }
      return output[marker.upperBound...].contains(before)
    }
    #expect(redrawn, "the screen is redrawn after the editor")
    canvas = Canvas(size: terminal.size)
    canvas.draw(after, at: Point(x: 2, y: 3))
    terminal.draw(canvas)
    #expect(await streams.waitForOutput { $0.contains(after) }, "the terminal still draws")
    await terminal.close()
    return (outcome, events.withLock { $0 }, streams.output)
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
    let (outcome, events, output) = try await run(editor)
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
    // The program hears the size again, so it renders a fresh frame.
    #expect(events.contains { if case .resize = $0 { true } else { false } })
  }

  @Test func aFailingEditorIsACancelAndTheScreenComesBack() async throws {
    let workspace = try Workspace()
    let editor = try workspace.editor("printf 'changed' > \"$1\"; exit 3")
    let (outcome, _, _) = try await run(editor)
    #expect(outcome == .cancelled(status: 3))
  }

  @Test func anEditorThatIsNotFoundFailsAndTheScreenComesBack() async throws {
    let workspace = try Workspace()
    let editor = ExternalEditor(
      environment: ["VISUAL": workspace.path + "/missing-editor", "PATH": "/usr/bin:/bin"],
      temporaryDirectory: workspace.path)
    let (outcome, _, _) = try await run(editor)
    #expect(outcome == .failed(.notFound(command: workspace.path + "/missing-editor")))
  }
}
