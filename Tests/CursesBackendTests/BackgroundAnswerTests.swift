import Foundation
import Glibc
import SystemSupport
import TerminalUI
import Testing

@testable import CursesBackend

/// The terminal's answer to the background colour question arrives among the keys, on a real
/// pseudo-terminal through curses: it becomes one event, never keys, and only while it is
/// awaited, so Alt-] still types Esc and `]` the rest of the time.
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

  @Test func unaskedEscAndBracketAreStillKeys() async throws {
    let screen = try await PseudoTerminalScreen(patience: 2000)
    #expect(
      screen.send(bytes("\u{1B}]11;rgb:ffff/ffff/ffff\u{07}"))
        .prefix(2) == [.key(.escape), .key(.character("]"))])
  }

  @Test func aSecondAnswerIsNotAwaited() async throws {
    let screen = try await PseudoTerminalScreen(patience: 2000)
    screen.expectBackgroundColor()
    #expect(
      screen.send(bytes("\u{1B}]11;rgb:ffff/ffff/ffff\u{07}")) == [.backgroundColor(Self.white)])
    #expect(screen.send(bytes("\u{1B}]")) == [.key(.escape), .key(.character("]"))])
  }

  @Test func aLateAnswerIsSwallowedButChangesNothing() async throws {
    let now = Locked<Int64>(0)
    let screen = try await PseudoTerminalScreen(patience: 2000, clock: { now.withLock { $0 } })
    screen.expectBackgroundColor()
    now.withLock { $0 = CursesInputReader.backgroundAcceptMilliseconds + 1 }
    #expect(screen.send(bytes("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\q")) == [.key(.character("q"))])
  }

  @Test func afterTheWindowEscAndBracketAreKeysAgain() async throws {
    let now = Locked<Int64>(0)
    let screen = try await PseudoTerminalScreen(patience: 2000, clock: { now.withLock { $0 } })
    screen.expectBackgroundColor()
    now.withLock { $0 = CursesInputReader.backgroundRecogniseMilliseconds + 1 }
    #expect(screen.send(bytes("\u{1B}]")) == [.key(.escape), .key(.character("]"))])
  }

  /// Alt-] while an answer is awaited: a byte that can't begin an answer (anything but `11;`)
  /// gives Esc, `]` and what followed back as keys, and the answer is still awaited after.
  @Test func altBracketWhileAnAnswerIsAwaitedIsStillKeys() async throws {
    let screen = try await PseudoTerminalScreen(patience: 2000)
    screen.expectBackgroundColor()
    #expect(
      screen.send(bytes("\u{1B}]j")) == [
        .key(.escape), .key(.character("]")), .key(.character("j")),
      ])
    #expect(
      screen.send(bytes("\u{1B}]1k"))
        == [
          .key(.escape), .key(.character("]")), .key(.character("1")), .key(.character("k")),
        ])
    #expect(
      screen.send(bytes("\u{1B}]11;rgb:ffff/ffff/ffff\u{07}")) == [.backgroundColor(Self.white)])
  }

  @Test func altBracketAloneWhileAnAnswerIsAwaitedIsKeysAfterTheSilenceLimit() async throws {
    let screen = try await PseudoTerminalScreen(patience: 50)
    screen.expectBackgroundColor()
    screen.typeNow(bytes("\u{1B}]"))
    var events = screen.drain()
    events += screen.send(bytes("q"))
    #expect(events == [.key(.escape), .key(.character("]")), .key(.character("q"))])
  }

  @Test func garbageOrAnOverlongAnswerIsDroppedWholeAndNoneOfItIsKeys() async throws {
    let screen = try await PseudoTerminalScreen(patience: 2000)
    screen.expectBackgroundColor()
    let long = "\u{1B}]11;rgb:" + String(repeating: "f/", count: 3000) + "\u{07}"
    #expect(screen.send(bytes(long + "j")) == [.key(.character("j"))])
    screen.expectBackgroundColor()
    #expect(screen.send(bytes("\u{1B}]11;rgb:zz/zz/zz\u{07}j")) == [.key(.character("j"))])
    // An Esc in the answer that is not the start of ST drops it there.
    screen.expectBackgroundColor()
    #expect(screen.send(bytes("\u{1B}]11;rgb:ff\u{1B}xj")) == [.key(.character("j"))])
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
