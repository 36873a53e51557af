import Foundation
import Glibc
import PseudoTerminalTestSupport
import Testing

@testable import SystemSupport

/// A program that had the terminal and failed, or exited at once, leaves what it printed
/// readable: a line says how it ended and the terminal waits for a key, in modes that deliver
/// one at once, put back after. Only while a terminal is handed over.
@Suite(.serialized, .timeLimit(.minutes(1)))
struct HandOverOnTerminalTests {
  @Test func aFailureOrAQuickExitIsHeldAndALongSuccessIsNot() {
    #expect(HandOver.holdsOutput(failed: true, ranFor: .seconds(30)))
    #expect(HandOver.holdsOutput(failed: false, ranFor: .milliseconds(20)))
    #expect(!HandOver.holdsOutput(failed: false, ranFor: .seconds(3)))
  }

  @Test func theHeldOutputWaitsForAKeyAndPutsTheModesBack() async throws {
    await ThreadHoldingTurn.shared.take()
    defer { ThreadHoldingTurn.shared.give() }
    let pty = try PseudoTerminal()
    let before = pty.modes()
    let done = DispatchSemaphore(value: 0)
    let device = pty.device
    let thread = Thread {
      HandOver.whileHandedOver {
        HandOver.holdOutput(saying: "ls: exited with status 2", input: device, output: device)
      }
      done.signal()
    }
    thread.start()
    var shown: [UInt8] = []
    while !String(decoding: shown, as: UTF8.self).contains("status 2") {
      #expect(pty.waitForOutput(milliseconds: 5000), "the line is shown")
      shown += pty.readAvailable()
    }
    #expect(done.wait(timeout: .now()) == .timedOut, "still waiting for a key")
    pty.type(Array("\u{1B}[A".utf8))
    #expect(done.wait(timeout: .now() + 5) == .success, "a key ends the wait")
    let after = pty.modes()
    #expect(after.c_lflag == before.c_lflag)
    #expect(!pty.hasPendingInput, "the key's whole sequence was taken")
  }

  @Test func nothingIsHeldWhenNoTerminalIsHandedOver() throws {
    let pty = try PseudoTerminal()
    HandOver.holdOutput(saying: "never shown", input: pty.device, output: pty.device)
    #expect(pty.readAvailable().isEmpty)
  }
}
