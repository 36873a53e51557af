import Foundation
import Glibc
import TerminalUI
import Testing

@testable import CursesBackend

/// Only the end marker or the silence limit ends a paste. A read that a signal interrupts (as
/// SIGWINCH or SIGCONT do on the terminal thread) returns early with an error; that must not end
/// the paste, or the rest of it would be read as commands (a 0x03 as Ctrl-C, which quits).
@Suite(.serialized, .timeLimit(.minutes(1)))
struct PasteEndTests {
  @Test func aSignalDuringAPasteDoesNotEndIt() async throws {
    let screen = try await PseudoTerminalScreen(patience: 2000)
    // A handler without SA_RESTART, as the terminal's own wake handlers are installed.
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { _ in }
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    var previous = sigaction()
    sigaction(SIGUSR2, &action, &previous)
    defer { sigaction(SIGUSR2, &previous, nil) }
    var unblock = sigset_t()
    sigemptyset(&unblock)
    sigaddset(&unblock, SIGUSR2)
    var previousMask = sigset_t()
    pthread_sigmask(SIG_UNBLOCK, &unblock, &previousMask)
    defer { pthread_sigmask(SIG_SETMASK, &previousMask, nil) }

    screen.typeNow(Array("\u{1B}[200~abc".utf8))
    // While the reader waits for the rest, signals interrupt its reads; then the rest comes.
    let reader = pthread_self()
    let terminal = screen.terminalDescriptor
    let interrupter = Thread {
      for _ in 0..<20 {
        pthread_kill(reader, SIGUSR2)
        usleep(5000)
      }
      PseudoTerminalScreen.type(Array("def\u{03}\u{1B}[201~q".utf8), to: terminal)
    }
    interrupter.start()
    var events = screen.drain()
    // Whatever the first drain returned, the rest arrives on the next ones.
    for _ in 0..<50 where !events.contains(.key(.character("q"))) {
      var descriptor = pollfd(fd: 0, events: 0, revents: 0)
      _ = poll(&descriptor, 0, 20)
      events += screen.drain()
    }
    let text = events.compactMap { event -> String? in
      if case .paste(let piece) = event { return piece }
      return nil
    }.joined()
    #expect(text == "abcdef")
    #expect(events.filter { if case .key = $0 { true } else { false } } == [.key(.character("q"))])
  }
}
