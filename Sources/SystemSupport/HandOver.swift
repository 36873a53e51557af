#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A program that had the terminal handed over (a custom command, `gh pr checkout`, the pager)
/// printed to it; when Triage takes the screen back that is gone. A program that failed, or
/// exited at once, leaves what it printed readable until a key: `holdOutput` says how it ended
/// and waits. It waits only while a real terminal is handed over (`whileHandedOver`, which the
/// curses backend wraps around the program), never in tests or with no terminal.
public enum HandOver {
  /// A program that ran for less than this exited at once: whatever it printed was on the
  /// screen too briefly to read.
  public static let readingTime: Duration = .seconds(1)

  private static let depth = Locked(0)

  /// Runs `body` with the terminal handed over to the programs it runs.
  public static func whileHandedOver(_ body: () -> Void) {
    depth.withLock { $0 += 1 }
    defer { depth.withLock { $0 -= 1 } }
    body()
  }

  /// Whether a terminal is handed over now.
  public static var isHandedOver: Bool { depth.withLock { $0 > 0 } }

  /// Whether a program that came to this should leave its output shown until a key.
  public static func holdsOutput(failed: Bool, ranFor elapsed: Duration) -> Bool {
    failed || elapsed < readingTime
  }

  /// Writes `line` after what the program printed and waits for one key on the terminal
  /// (its modes set to deliver a key at once, without echo, then put back). A key already
  /// typed while the program ran doesn't count: it was meant for the program. Returns at once
  /// unless a terminal is handed over and `input` is one; a signal or the terminal going away
  /// ends the wait too.
  public static func holdOutput(
    saying line: String, input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO
  ) {
    guard isHandedOver else { return }
    waitForKey(saying: line, input: input, output: output)
  }

  /// `holdOutput`'s wait, whether or not a terminal is handed over: for tests on a
  /// pseudo-terminal of their own.
  static func waitForKey(saying line: String, input: Int32, output: Int32) {
    guard isatty(input) == 1 else { return }
    var saved = termios()
    guard tcgetattr(input, &saved) == 0 else { return }
    var modes = saved
    modes.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
    withUnsafeMutableBytes(of: &modes.c_cc) { characters in
      characters[Int(VMIN)] = 1
      characters[Int(VTIME)] = 0
    }
    tcsetattr(input, TCSANOW, &modes)
    defer { tcsetattr(input, TCSANOW, &saved) }
    tcflush(input, TCIFLUSH)
    let text = Array(("\r\n" + line).utf8)
    _ = text.withUnsafeBytes { write(output, $0.baseAddress, $0.count) }
    var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
    guard poll(&descriptor, 1, -1) > 0, descriptor.revents & Int16(POLLIN) != 0 else { return }
    // One read takes a key's whole sequence (an arrow's three bytes) with it.
    var scratch = [UInt8](repeating: 0, count: 64)
    _ = scratch.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
  }
}
