import TerminalUI
import TerminalUITestSupport
import Testing

@testable import AppCore
@testable import IssueListFeature
@testable import TriageApp

/// `keys:` in the config file: each problem names its line; a remapped action answers to its
/// new keys only, the keys it takes leave the other bindings of the table, and the footer and
/// the help say the new keys.
@Suite struct KeyRemapTests {
  typealias Entry = KeyRemap.Entry

  static func problem(_ entries: [Entry]) -> KeyRemap.Problem? {
    do throws(KeyRemap.Problem) {
      _ = try KeyRemap(entries)
      return nil
    } catch {
      return error
    }
  }

  @Test func eachProblemNamesItsLine() {
    #expect(
      Self.problem([Entry(context: "listz", action: "move-down", keys: ["n"], line: 3)])
        == .unknownContext("listz", line: 3))
    #expect(
      Self.problem([Entry(context: "lists", action: "fly", keys: ["n"], line: 4)])
        == .unknownAction("fly", context: "lists", line: 4))
    #expect(
      Self.problem([Entry(context: "lists", action: "move-down", keys: ["hyper-x"], line: 5)])
        == .unknownKey("hyper-x", line: 5))
    #expect(
      Self.problem([Entry(context: "lists", action: "move-down", keys: [], line: 6)])
        == .noKeys(action: "move-down", line: 6))
    #expect(
      Self.problem([
        Entry(context: "lists", action: "move-down", keys: ["n"], line: 7),
        Entry(context: "lists", action: "move-up", keys: ["N", "n"], line: 8),
      ]) == .conflict(key: "n", context: "lists", first: "move-down", second: "move-up", line: 8))
    #expect(KeyRemap.Problem.unknownKey("hyper-x", line: 5).message.contains("not a key name"))
  }

  @Test(arguments: [
    ("x", Key.character("x")), ("ctrl-n", .ctrl("n")), ("Enter", .enter), ("f5", .function(5)),
    ("shift-tab", .backTab), ("space", .character(" ")), ("pgdn", .pageDown),
    ("alt-d", .alt("d")), ("alt-D", .alt("D")), ("alt-enter", .altEnter),
  ])
  func keyNames(name: String, key: Key) {
    #expect(KeyName.key(name) == key)
  }

  /// Keys the terminal sends as the same byte as another key can't be bound: each is a
  /// problem at its line, in `keys:` and in a command's `key:`.
  @Test(arguments: [
    ("ctrl-m", "enter"), ("Ctrl-I", "tab"), ("ctrl-h", "backspace"), ("ctrl-[", "esc"),
  ])
  func keysTheTerminalSendsAsAnotherAreProblemsAtTheirLine(name: String, other: String) {
    let problem = Self.problem([Entry(context: "lists", action: "refresh", keys: [name], line: 9)])
    #expect(problem == .keySentAsAnother(name, sentAs: other, line: 9))
    #expect(problem?.message.contains("sends \(name) as \(other)") == true)
    do throws(CustomCommand.Problem) {
      _ = try CustomCommand.commands([
        CustomCommand.Entry(
          key: name, context: "issue", title: nil, template: ["true"], shell: false, line: 4)
      ])
      Issue.record("\(name) was accepted")
    } catch {
      #expect(error == .keySentAsAnother(name, sentAs: other, line: 4))
    }
  }

  @Test func badKeyNamesAreRefused() {
    for name in ["", "ctrl-", "ctrl-1", "f13", "f0", "\u{1B}", "two words", "alt-", "alt-ab"] {
      #expect(KeyName.key(name) == nil, "\(name)")
    }
  }

  /// On the demo's list: `n` moves down in place of ↓ and j, and `j` no longer does.
  @Test func aRemappedActionAnswersToItsNewKeysOnly() async throws {
    var program = Fixtures.program
    program.keyRemap = try KeyRemap([
      Entry(context: "lists", action: "move-down", keys: ["n"], line: 1),
      Entry(context: "global", action: "quit", keys: ["ctrl-q"], line: 2),
      Entry(context: "lists", action: "search", keys: ["ctrl-f"], line: 3),
    ])
    let size = Size(width: 80, height: 24)
    let store = TestStore(
      program: program, initialState: Fixtures.loadedState(size: size, program: program))
    let start = store.state.top.screen.listPosition?.index ?? -1
    await store.press(.character("n")) {
      $0.modifyTop(as: IssueListScreen.self) { $0.selectRow(start + 1) }
    }
    #expect(store.state.top.screen.listPosition?.index == start + 1)
    // Nothing changes: `j` is no longer bound.
    await store.press(.character("j"))
    let footer = program.view(store.state, in: Size(width: 120, height: 40)).lines.last ?? ""
    #expect(footer.contains("Ctrl-f search"), "the footer says the new key: \(footer)")
    let help = program.helpRows(store.state, size: Size(width: 120, height: 40))
    #expect(help.contains { $0.keys == "n" })
    #expect(help.contains { $0.keys == "Ctrl-q" })
    await store.finish()
  }

  /// A key the user gives one action is taken from another that had it.
  @Test func aTakenKeyLeavesItsOldBinding() throws {
    var program = Fixtures.program
    program.keyRemap = try KeyRemap([
      Entry(context: "lists", action: "refresh", keys: ["j"], line: 1)
    ])
    let store = TestStore(
      program: program,
      initialState: Fixtures.loadedState(size: Size(width: 80, height: 24), program: program))
    let table = program.topBindings(store.state)
    let owners = table.filter { $0.keys.contains(.character("j")) }.map(\.action.name)
    #expect(owners == ["refresh"])
  }

  /// After a remap the help and the footer name only keys in effect: a key given to another
  /// action leaves the labels of the bindings it was taken from.
  @Test func theHelpAndTheFooterShowOnlyTheKeysInEffect() throws {
    var program = Fixtures.program
    program.keyRemap = try KeyRemap([
      Entry(context: "lists", action: "refresh", keys: ["j", "k"], line: 1)
    ])
    let state = Fixtures.loadedState(size: Size(width: 120, height: 40), program: program)
    let help = program.helpRows(state, size: Size(width: 120, height: 40))
    let naming = help.filter { row in
      row.keys.split(whereSeparator: { $0 == " " || $0 == "/" }).contains { $0 == "j" || $0 == "k" }
    }
    #expect(naming.count == 1, "only refresh's row names j and k: \(naming)")
    for binding in program.footerBindings(state)
    where binding.footer == "j" || binding.footer == "k" {
      #expect(binding.action.name == "refresh")
    }
    for binding in program.footerBindings(state) {
      for key in binding.keys where key == .character("j") || key == .character("k") {
        #expect(binding.action.name == "refresh")
      }
    }
  }
}
