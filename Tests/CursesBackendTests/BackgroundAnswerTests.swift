import Foundation
import Glibc
import SystemSupport
import TerminalUI
import Testing

@testable import CursesBackend

/// The terminal's answer to the background colour question arrives among the keys, on a real
/// pseudo-terminal through curses: it becomes one event while it is awaited, and is dropped
/// otherwise, never keys, whenever it comes and in its 7-bit or 8-bit form. Alt-] typed alone
/// or before another key is still Alt-].
@Suite(.serialized, .timeLimit(.minutes(1)))
struct BackgroundAnswerTests {
  static let white = Xterm256.RGB(red: 255, green: 255, blue: 255)

  func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  @Test func anAnswerEndedBySTOrBELIsOneEventAndTheKeysAfterItAreKeys() async throws {
    let screen = try await PseudoTerminalScreen(patience: 2000)
    screen.expectBackgroundColor()
    #expect(
      screen.send(bytes("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\j"))
        == [.backgroundColor(Self.white), .key(.character("j"))])
    screen.expectBackgroundColor()
    #expect(
      screen.send(bytes("k\u{1B}]11;rgb:00/2b/36\u{07}r"))
        == [
          .key(.character("k")), .backgroundColor(Xterm256.RGB(red: 0, green: 43, blue: 54)),
          .key(.character("r")),
        ])
  }

  /// An answer nobody awaited (a second one, or one sent unasked) is still an answer: it is
  /// dropped, and none of it becomes keys.
  @Test func anUnaskedAnswerIsDroppedAndNoneOfItIsKeys() async throws {
    let screen = try await PseudoTerminalScreen(patience: 2000)
    #expect(screen.send(bytes("\u{1B}]11;rgb:ffff/ffff/ffff\u{07}q")) == [.key(.character("q"))])
  }

  @Test func aSecondAnswerIsNotAwaited() async throws {
    let screen = try await PseudoTerminalScreen(patience: 2000)
    screen.expectBackgroundColor()
    #expect(
      screen.send(bytes("\u{1B}]11;rgb:ffff/ffff/ffff\u{07}")) == [.backgroundColor(Self.white)])
    #expect(
      screen.send(bytes("\u{1B}]11;rgb:0000/0000/0000\u{1B}\\j")) == [.key(.character("j"))])
  }

  @Test func aLateAnswerIsSwallowedButChangesNothing() async throws {
    let now = Locked<Int64>(0)
    let screen = try await PseudoTerminalScreen(patience: 2000, clock: { now.withLock { $0 } })
    screen.expectBackgroundColor()
    now.withLock { $0 = TerminalInputReader.backgroundAcceptMilliseconds + 1 }
    #expect(screen.send(bytes("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\q")) == [.key(.character("q"))])
  }

  /// However late it comes, an answer is never keys: its `:` once opened Go to.
  @Test func anAnswerLongAfterTheQuestionIsStillNoKeys() async throws {
    let now = Locked<Int64>(0)
    let screen = try await PseudoTerminalScreen(patience: 2000, clock: { now.withLock { $0 } })
    screen.expectBackgroundColor()
    now.withLock { $0 = 600_000 }
    #expect(
      screen.send(bytes("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\\u{1B}]11;rgba:1/2/3/4\u{07}q"))
        == [.key(.character("q"))])
  }

  /// The 8-bit form: OSC and ST as C1 controls, sent as bytes or as UTF-8, in any mix with
  /// the 7-bit ones, read as the answer they are.
  @Test func anAnswerInThe8BitFormIsAnAnswer() async throws {
    let screen = try await PseudoTerminalScreen(patience: 2000)
    let body = Array("11;rgb:ffff/ffff/ffff".utf8)
    let forms: [(String, [UInt8])] = [
      ("OSC … ST as bytes", [0x9D] + body + [0x9C]),
      ("OSC … BEL", [0x9D] + body + [0x07]),
      ("OSC … ESC \\", [0x9D] + body + [0x1B, 0x5C]),
      ("ESC ] … ST", [0x1B, 0x5D] + body + [0x9C]),
      ("OSC … ST as UTF-8", [0xC2, 0x9D] + body + [0xC2, 0x9C]),
    ]
    for (form, answer) in forms {
      screen.expectBackgroundColor()
      #expect(
        screen.send(answer + bytes("j")) == [.backgroundColor(Self.white), .key(.character("j"))],
        "\(form)")
      // Unasked, or late, the same bytes are no keys either.
      #expect(screen.send(answer + bytes("k")) == [.key(.character("k"))], "\(form)")
    }
  }

  /// Other control strings and answers in 8-bit form (DCS, APC, CSI reports) are dropped too.
  @Test func otherControlStringsAndReportsAreDroppedWhole() async throws {
    let screen = try await PseudoTerminalScreen(patience: 2000)
    let pieces: [[UInt8]] = [
      [0x90] + bytes("1$r0m") + [0x9C], [0x9F] + bytes("Gi=1;OK") + [0x9C],
      [0x9B] + bytes("?62;22c"), bytes("\u{1B}[?62;22c"), bytes("\u{1B}[12;40R"),
      bytes("\u{1B}]10;rgb:0/0/0\u{07}"), bytes("\u{1B}]4;1;rgb:cd/0/0\u{1B}\\"),
    ]
    for piece in pieces {
      #expect(screen.send(piece + bytes("q")) == [.key(.character("q"))], "\(piece)")
    }
  }

  /// Alt-] while an answer is awaited: a byte that can't begin an answer (anything but digits
  /// and `;`) gives Alt-] and what followed back as keys, and the answer is still awaited after.
  @Test func altBracketWhileAnAnswerIsAwaitedIsStillKeys() async throws {
    let screen = try await PseudoTerminalScreen(patience: 2000)
    screen.expectBackgroundColor()
    #expect(
      screen.send(bytes("\u{1B}]j")) == [.key(.alt("]")), .key(.character("j"))])
    #expect(
      screen.send(bytes("\u{1B}]1k"))
        == [.key(.alt("]")), .key(.character("1")), .key(.character("k"))])
    #expect(
      screen.send(bytes("\u{1B}]11;rgb:ffff/ffff/ffff\u{07}")) == [.backgroundColor(Self.white)])
  }

  @Test func altBracketAloneWhileAnAnswerIsAwaitedIsKeysAfterTheSilenceLimit() async throws {
    let screen = try await PseudoTerminalScreen(patience: 50)
    screen.expectBackgroundColor()
    screen.typeNow(bytes("\u{1B}]"))
    var events = screen.drain()
    events += screen.send(bytes("q"))
    #expect(events == [.key(.alt("]")), .key(.character("q"))])
  }

  @Test func garbageOrAnOverlongAnswerIsDroppedWholeAndNoneOfItIsKeys() async throws {
    let screen = try await PseudoTerminalScreen(patience: 2000)
    screen.expectBackgroundColor()
    let long = "\u{1B}]11;rgb:" + String(repeating: "f/", count: 3000) + "\u{07}"
    #expect(screen.send(bytes(long + "j")) == [.key(.character("j"))])
    screen.expectBackgroundColor()
    #expect(screen.send(bytes("\u{1B}]11;rgb:zz/zz/zz\u{07}j")) == [.key(.character("j"))])
    // An Esc in the answer that is not the start of ST drops it there, and begins what follows.
    screen.expectBackgroundColor()
    #expect(
      screen.send(bytes("\u{1B}]11;rgb:ff\u{1B}xj")) == [.key(.alt("x")), .key(.character("j"))])
  }

  @Test func anAnswerCutShortIsDroppedAfterTheSilenceLimit() async throws {
    let screen = try await PseudoTerminalScreen(patience: 50)
    screen.expectBackgroundColor()
    screen.typeNow(bytes("\u{1B}]11;rgb:ffff/ff"))
    var events = screen.drain()
    // The silence limit has passed in the drain's wait: the next bytes are keys.
    events += screen.send(bytes("q"))
    #expect(events == [.key(.character("q"))])
  }
}
