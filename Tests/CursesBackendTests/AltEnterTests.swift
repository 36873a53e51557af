import TerminalUI
import Testing

@testable import CursesBackend

/// Terminals send Alt-Enter as Esc then CR (or LF). The reader tells it from a lone Esc by
/// whether the CR arrives in the same burst, without waiting any longer than the reader's Esc
/// delay; Ctrl-J (LF) is a key of its own, so a multi-line field can take it as a newline.
@Suite(.serialized, .timeLimit(.minutes(1)))
struct AltEnterTests {
  @Test func escThenCarriageReturnOrLineFeedIsAltEnter() async throws {
    let screen = try await PseudoTerminalScreen()
    #expect(screen.send([0x1B, 0x0D]) == [.key(.altEnter)])
    #expect(screen.send([0x1B, 0x0A]) == [.key(.altEnter)])
    #expect(
      screen.send(Array("a\u{1B}\rb".utf8)) == [
        .key(.character("a")), .key(.altEnter), .key(.character("b")),
      ])
  }

  @Test func aLoneEscIsStillEscAndOtherKeysAfterItAreThemselves() async throws {
    let screen = try await PseudoTerminalScreen()
    #expect(screen.send([0x1B]) == [.key(.escape)])
    #expect(screen.send([0x1B, 0x1B, 0x0D]) == [.key(.escape), .key(.altEnter)])
    // Esc at once before a key is Alt with it (rxvt sends Alt-Up so): the key, never Esc.
    let up = try #require(PseudoTerminalScreen.capability("kcuu1"))
    #expect(screen.send([0x1B] + up) == [.key(.up)])
    #expect(screen.send(Array("\r\n".utf8)) == [.key(.enter), .key(.ctrl("j"))])
  }

  @Test func escInOneBurstAndEnterInTheNextAreTwoKeys() async throws {
    let screen = try await PseudoTerminalScreen()
    #expect(screen.send([0x1B]) == [.key(.escape)])
    #expect(screen.send([0x0D]) == [.key(.enter)])
  }

  @Test func newlinesInsideAPasteStayText() async throws {
    let screen = try await PseudoTerminalScreen()
    #expect(screen.send(Array("\u{1B}[200~a\u{1B}\rb\u{1B}[201~".utf8)) == [.paste("a\nb")])
  }
}
