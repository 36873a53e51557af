import Foundation
import IssueDomain
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import AppCore
@testable import SharedWrites
@testable import TriageApp

/// `keys: pickers:` moves every picker's and choice's keys at once: a remapped key is handed to
/// the overlay as the key it stands for, a default key its action gave up is typed into the
/// filter (a character) or ignored, and the hints name the keys in effect.
@Suite struct PickerKeysTests {
  static func remap(_ entries: [(String, [String])]) throws -> KeyRemap {
    try KeyRemap(
      entries.map { KeyRemap.Entry(context: "pickers", action: $0.0, keys: $0.1, line: 1) })
  }

  @Test func withNoRemappingEveryKeyPassesAsItIs() {
    let keys = PickerKeys()
    for key in [Key.enter, .escape, .character(" "), .character("j"), .ctrl("s")] {
      #expect(keys.translated(.key(key)) == .key(key))
    }
    #expect(
      keys.hint("Space toggle · Enter apply · Esc cancel")
        == "Space toggle · Enter apply · Esc cancel")
  }

  @Test func remappedKeysStandForTheOverlaysOwn() throws {
    let keys = PickerKeys(
      remap: try Self.remap([
        ("apply", ["ctrl-s"]), ("toggle", ["tab"]), ("move-down", ["ctrl-j", "down"]),
        ("close", ["ctrl-g"]),
      ]))
    #expect(keys.translated(.key(.ctrl("s"))) == .key(.enter))
    #expect(keys.translated(.key(.tab)) == .key(.character(" ")))
    #expect(keys.translated(.key(.ctrl("j"))) == .key(.down))
    #expect(keys.translated(.key(.ctrl("g"))) == .key(.escape))
    // Given up: Space types (the filter drops spaces), Enter and Esc do nothing.
    #expect(keys.translated(.key(.character(" "))) == .paste(" "))
    #expect(keys.translated(.key(.enter)) == nil)
    #expect(keys.translated(.key(.escape)) == nil)
    // Not a picker key at all: typed into the filter as before.
    #expect(keys.translated(.key(.character("b"))) == .key(.character("b")))
    #expect(
      keys.hint("Space toggle · Enter apply · Esc cancel")
        == "Tab toggle · Ctrl-s apply · Ctrl-g cancel")
    #expect(
      keys.hint("↑↓ choose · Enter · Esc cancel") == "↑/Ctrl-j choose · Enter · Ctrl-g cancel")
  }

  /// Through the app: with `apply` on Ctrl-S, Enter no longer applies the labels picker and
  /// Ctrl-S does; its hint says so.
  @Test func theLabelsPickerAppliesOnTheRemappedKey() async throws {
    var program = Fixtures.program
    program.keyRemap = try Self.remap([("apply", ["ctrl-s"]), ("toggle", ["tab"])])
    let size = Size(width: 80, height: 24)
    var state = Fixtures.loadedState(size: size, program: program)
    program.press(.character("L"), on: &state)  // a fixture: the picker, its labels not asked for
    #expect(state.writes.overlay != nil)
    #expect(program.view(state, in: size).lines.joined().contains("Tab toggle · Ctrl-s apply"))
    let store = TestStore(program: program, initialState: state)
    // Enter gave up applying: nothing changes.
    await store.press(.enter)
    // Ctrl-S applied: the picker closes, and as nothing changed, nothing is sent.
    await store.press(.ctrl("s")) { $0.writes.overlay = nil }
    await store.finish()
  }

  @Test func aPickerKeyGivenTwiceIsAConfigProblem() {
    #expect(throws: KeyRemap.Problem.self) {
      try Self.remap([("apply", ["ctrl-s"]), ("close", ["ctrl-s"])])
    }
  }
}
