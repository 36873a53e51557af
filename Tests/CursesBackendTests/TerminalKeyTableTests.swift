import TerminalUI
import Testing

@testable import CursesBackend

/// The keys as real terminals send them, typed into a real pseudo-terminal through curses
/// under every `TERM` installed here but the terminal's own: each comes out as the one key it
/// is, whichever terminfo entry curses drives. A sequence curses doesn't know was once Esc and
/// then letters, which closed editors and ran commands (End under tmux with
/// `TERM=xterm-256color`).
@Suite(.serialized, .timeLimit(.minutes(3)))
struct TerminalKeyTableTests {
  struct Sent: CustomStringConvertible {
    let terminal: String
    let name: String
    let bytes: [UInt8]
    let key: Key?

    init(_ terminal: String, _ name: String, _ text: String, _ key: Key?) {
      self.terminal = terminal
      self.name = name
      bytes = Array(text.utf8)
      self.key = key
    }

    var description: String {
      "\(terminal) \(name): "
        + bytes.map { $0 == 0x1B ? "ESC" : String(UnicodeScalar($0)) }
        .joined(separator: " ")
    }
  }

  /// What each terminal sends, from its documentation and by trying it: xterm in both cursor
  /// modes, tmux and screen with their VT220 forms, rxvt's own, kitty (legacy and CSI u),
  /// foot and Windows Terminal.
  static let table: [Sent] = [
    // xterm
    Sent("xterm", "Up", "\u{1B}[A", .up), Sent("xterm", "Up (application)", "\u{1B}OA", .up),
    Sent("xterm", "Home", "\u{1B}[H", .home), Sent("xterm", "End", "\u{1B}[F", .end),
    Sent("xterm", "Home (application)", "\u{1B}OH", .home),
    Sent("xterm", "End (application)", "\u{1B}OF", .end),
    Sent("xterm", "Insert", "\u{1B}[2~", .insert), Sent("xterm", "Delete", "\u{1B}[3~", .delete),
    Sent("xterm", "PgUp", "\u{1B}[5~", .pageUp), Sent("xterm", "PgDn", "\u{1B}[6~", .pageDown),
    Sent("xterm", "Ctrl-Right", "\u{1B}[1;5C", .right),
    Sent("xterm", "Shift-Up", "\u{1B}[1;2A", .up), Sent("xterm", "Alt-Left", "\u{1B}[1;3D", .left),
    Sent("xterm", "Ctrl-Home", "\u{1B}[1;5H", .home),
    Sent("xterm", "Shift-End", "\u{1B}[1;2F", .end),
    Sent("xterm", "Ctrl-Delete", "\u{1B}[3;5~", .delete),
    Sent("xterm", "Shift-PgUp", "\u{1B}[5;2~", .pageUp),
    Sent("xterm", "Ctrl-Alt-PgDn", "\u{1B}[6;7~", .pageDown),
    Sent("xterm", "F1", "\u{1B}OP", .function(1)), Sent("xterm", "F5", "\u{1B}[15~", .function(5)),
    Sent("xterm", "F12", "\u{1B}[24~", .function(12)),
    Sent("xterm", "Shift-Tab", "\u{1B}[Z", .backTab),
    Sent("xterm", "Alt-d", "\u{1B}d", .alt("d")), Sent("xterm", "Alt-D", "\u{1B}D", .alt("D")),
    Sent("xterm", "Alt-d (modifyOtherKeys)", "\u{1B}[27;3;100~", .alt("d")),
    Sent("xterm", "Ctrl-a (modifyOtherKeys)", "\u{1B}[27;5;97~", .ctrl("a")),
    Sent("xterm", "keypad Enter", "\u{1B}OM", .enter),
    Sent("xterm", "keypad Home", "\u{1B}Ow", .home),
    Sent("xterm", "keypad +", "\u{1B}Ok", .character("+")),
    // tmux
    Sent("tmux", "Home", "\u{1B}[1~", .home), Sent("tmux", "End", "\u{1B}[4~", .end),
    Sent("tmux", "Insert", "\u{1B}[2~", .insert), Sent("tmux", "Delete", "\u{1B}[3~", .delete),
    Sent("tmux", "PgUp", "\u{1B}[5~", .pageUp), Sent("tmux", "PgDn", "\u{1B}[6~", .pageDown),
    Sent("tmux", "Down", "\u{1B}OB", .down), Sent("tmux", "Ctrl-Right", "\u{1B}[1;5C", .right),
    Sent("tmux", "Ctrl-End", "\u{1B}[4;5~", .end), Sent("tmux", "F1", "\u{1B}OP", .function(1)),
    Sent("tmux", "Alt-x", "\u{1B}x", .alt("x")),
    // screen
    Sent("screen", "Home", "\u{1B}[1~", .home), Sent("screen", "End", "\u{1B}[4~", .end),
    Sent("screen", "Left", "\u{1B}OD", .left), Sent("screen", "F5", "\u{1B}[15~", .function(5)),
    // rxvt
    Sent("rxvt", "Home", "\u{1B}[7~", .home), Sent("rxvt", "End", "\u{1B}[8~", .end),
    Sent("rxvt", "Shift-Home", "\u{1B}[7$", .home), Sent("rxvt", "Ctrl-End", "\u{1B}[8^", .end),
    Sent("rxvt", "Ctrl-Shift-Home", "\u{1B}[7@", .home),
    Sent("rxvt", "Shift-Delete", "\u{1B}[3$", .delete),
    Sent("rxvt", "Ctrl-PgUp", "\u{1B}[5^", .pageUp),
    Sent("rxvt", "Shift-Up", "\u{1B}[a", .up), Sent("rxvt", "Ctrl-Up", "\u{1B}Oa", .up),
    Sent("rxvt", "Ctrl-Right", "\u{1B}Oc", .right),
    Sent("rxvt", "Alt-Up", "\u{1B}\u{1B}[A", .up),
    Sent("rxvt", "Alt-End", "\u{1B}\u{1B}[8~", .end),
    Sent("rxvt", "F1", "\u{1B}[11~", .function(1)),
    // kitty
    Sent("kitty", "Home", "\u{1B}[H", .home), Sent("kitty", "End", "\u{1B}[F", .end),
    Sent("kitty", "Insert", "\u{1B}[2~", .insert), Sent("kitty", "PgDn", "\u{1B}[6~", .pageDown),
    Sent("kitty", "Ctrl-Left", "\u{1B}[1;5D", .left), Sent("kitty", "F3", "\u{1B}OR", .function(3)),
    Sent("kitty", "Ctrl-Enter", "\u{1B}[13;5u", .enter),
    Sent("kitty", "Alt-d (CSI u)", "\u{1B}[100;3u", .alt("d")),
    Sent("kitty", "Ctrl-a (CSI u)", "\u{1B}[97;5u", .ctrl("a")),
    Sent("kitty", "Shift-Tab (CSI u)", "\u{1B}[9;2u", .backTab),
    Sent("kitty", "Shift-a (CSI u, alternates)", "\u{1B}[97:65;2u", .character("A")),
    // foot
    Sent("foot", "Home", "\u{1B}[H", .home), Sent("foot", "End", "\u{1B}[F", .end),
    Sent("foot", "Delete", "\u{1B}[3~", .delete),
    Sent("foot", "Shift-Right", "\u{1B}[1;2C", .right),
    Sent("foot", "Ctrl-Shift-End", "\u{1B}[1;6F", .end),
    // Windows Terminal
    Sent("Windows Terminal", "Home", "\u{1B}[H", .home),
    Sent("Windows Terminal", "End", "\u{1B}[F", .end),
    Sent("Windows Terminal", "Insert", "\u{1B}[2~", .insert),
    Sent("Windows Terminal", "PgUp", "\u{1B}[5~", .pageUp),
    Sent("Windows Terminal", "Ctrl-Right", "\u{1B}[1;5C", .right),
    Sent("Windows Terminal", "F5", "\u{1B}[15~", .function(5)),
    Sent("Windows Terminal", "Alt-d", "\u{1B}d", .alt("d")),
    // the Linux console
    Sent("linux", "F1", "\u{1B}[[A", .function(1)), Sent("linux", "F5", "\u{1B}[[E", .function(5)),
    // Unknown sequences and reports, dropped whole.
    Sent("unknown", "CSI 99 ~", "\u{1B}[99~", nil),
    Sent("unknown", "CSI with an intermediate", "\u{1B}[1 q", nil),
    Sent("unknown", "CSI X with modifiers", "\u{1B}[1;5X", nil),
    Sent("unknown", "keypad 5 (CSI E)", "\u{1B}[E", nil),
    Sent("unknown", "SS3 z", "\u{1B}Oz", nil),
    Sent("unknown", "SS3 with modifier", "\u{1B}O5z", nil),
    Sent("unknown", "focus in", "\u{1B}[I", nil), Sent("unknown", "focus out", "\u{1B}[O", nil),
    Sent("unknown", "device attributes", "\u{1B}[?64;1;2;6;22c", nil),
    Sent("unknown", "cursor report", "\u{1B}[24;80R", nil),
    Sent("unknown", "overlong", "\u{1B}[" + String(repeating: "1;", count: 40) + "C", nil),
    Sent("unknown", "8-bit CSI", "\u{9B}99~", nil),
  ]

  /// Every entry installed here, to run each terminal's keys under the others'.
  static let terminfoEntries = [
    "xterm-256color", "screen", "rxvt-unicode", "tmux-256color", "linux",
  ]

  @Test(arguments: terminfoEntries)
  func everyTerminalsKeysDecodeUnder(entry: String) async throws {
    let screen = try await PseudoTerminalScreen(patience: 2000, terminal: entry)
    for sent in Self.table {
      // A key after each sequence shows nothing of the sequence was left to be read as keys.
      let events = screen.send(sent.bytes + Array("q".utf8))
      let expected: [InputEvent] = (sent.key.map { [.key($0)] } ?? []) + [.key(.character("q"))]
      #expect(events == expected, "TERM=\(entry), \(sent)")
    }
  }

  /// Esc with a letter within the Esc delay is Alt with it; Esc, then a pause, then the letter
  /// are two keys.
  @Test func altWithALetterIsItsOwnKeyAndEscThenALetterAreTwo() async throws {
    let screen = try await PseudoTerminalScreen(patience: 50)
    #expect(screen.send(Array("\u{1B}d".utf8)) == [.key(.alt("d"))])
    #expect(screen.send(Array("\u{1B}é".utf8)) == [.key(.alt("é"))])
    #expect(screen.send([0x1B]) == [.key(.escape)])
    #expect(screen.send(Array("d".utf8)) == [.key(.character("d"))])
    // Alt-[ and Alt-O alone, after the wait for a sequence's rest.
    #expect(screen.send(Array("\u{1B}[".utf8)) == [.key(.alt("["))])
    #expect(screen.send(Array("\u{1B}O".utf8)) == [.key(.alt("O"))])
    // A sequence cut short is dropped, and the next key is a key.
    #expect(screen.send(Array("\u{1B}[1;5".utf8)) == [])
    #expect(screen.send(Array("j".utf8)) == [.key(.character("j"))])
  }

  /// Inside a paste a sequence is no key: Alt with a letter is the letter, the rest dropped.
  @Test func sequencesInsideAPasteAreNotKeys() async throws {
    let screen = try await PseudoTerminalScreen(patience: 2000)
    #expect(
      screen.send(Array("\u{1B}[200~a\u{1B}[4~b\u{1B}xc\u{1B}[201~j".utf8))
        == [.paste("abxc"), .key(.character("j"))])
  }
}
