import Foundation
import TerminalUI
import Testing

@testable import CursesBackend

/// What the tty holds is read in one `read`: a key, a sequence, a character of several bytes,
/// a short paste. Curses read a byte per `read`, with a `poll` before each and one more that
/// found nothing; these count the reader's reads on a real pseudo-terminal.
@Suite(.serialized, .timeLimit(.minutes(1)))
struct OneReadPerBurstTests {
  @Test(arguments: [
    ("j", [InputEvent.key(.character("j"))]),
    ("\u{1B}OA", [.key(.up)]),
    ("\u{1B}[1;5C", [.key(.right)]),
    ("日本", [.key(.character("日")), .key(.character("本"))]),
    ("\u{1B}d", [.key(.alt("d"))]),
    ("\u{1B}[<65;10;5M", [.mouse(MouseEvent(.wheelDown, at: Point(x: 9, y: 4)))]),
    ("\u{1B}[200~two words\u{1B}[201~", [.paste("two words")]),
  ])
  func aBurstIsOneRead(text: String, expected: [InputEvent]) async throws {
    let screen = try await PseudoTerminalScreen()
    screen.typeNow(Array(text.utf8))
    let before = screen.reader.readCount
    #expect(screen.readOnceReadable() == expected)
    #expect(screen.reader.readCount - before == 1)
    #expect(!screen.hasPendingInput)
  }

  /// A lone Esc is one read and a wait that finds nothing: Esc, with no second read.
  @Test func aLoneEscIsOneReadAndTheEscDelay() async throws {
    let screen = try await PseudoTerminalScreen()
    screen.typeNow([0x1B])
    let before = screen.reader.readCount
    #expect(screen.readOnceReadable() == [.key(.escape)])
    #expect(screen.reader.readCount - before == 1)
  }

  /// A sequence whose rest comes in a later write is waited for and read whole: one read
  /// more, not one per byte.
  @Test func aSequenceCutByTheTerminalIsWaitedForAndReadWhole() async throws {
    let screen = try await PseudoTerminalScreen(patience: 2000)
    screen.typeNow(Array("\u{1B}[1;5".utf8))
    let terminal = screen.terminalDescriptor
    let rest = Thread { PseudoTerminalScreen.type(Array("C".utf8), to: terminal) }
    rest.start()
    let before = screen.reader.readCount
    #expect(screen.readOnceReadable() == [.key(.right)])
    #expect((1...2).contains(screen.reader.readCount - before))
  }
}
