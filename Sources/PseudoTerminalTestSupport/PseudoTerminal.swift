import CNcurses

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A pseudo-terminal pair a test owns: what the test writes to the terminal side reaches the
/// program on the device side as if typed, and what the program writes to the device can be
/// read back. Both descriptors close on exec and when the pair goes; the terminal side never
/// blocks.
public final class PseudoTerminal: @unchecked Sendable {
  public struct SetupError: Error, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
      self.description = description
    }
  }

  /// The terminal (master) side: the keyboard and the screen.
  public let terminal: Int32
  /// The device (slave) side, where the program under test reads and writes.
  public private(set) var device: Int32
  /// The device's path, for a child to open as its controlling terminal.
  public let devicePath: String

  public init() throws {
    var terminal: Int32 = -1
    var device: Int32 = -1
    // `ttyname_r`, not `ttyname`: tests open terminals in parallel, and the shared buffer let one
    // test spawn on another's half-written path.
    var name = [CChar](repeating: 0, count: 128)
    guard triage_openpty(&terminal, &device) == 0 else {
      throw SetupError("no pseudo-terminal: errno \(errno)")
    }
    guard ttyname_r(device, &name, name.count) == 0 else {
      let error = errno
      close(terminal)
      close(device)
      throw SetupError("the pseudo-terminal has no name: errno \(error)")
    }
    for descriptor in [terminal, device] { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
    _ = fcntl(terminal, F_SETFL, fcntl(terminal, F_GETFL) | O_NONBLOCK)
    self.terminal = terminal
    self.device = device
    devicePath = String(
      decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  deinit {
    closeDevice()
    close(terminal)
  }

  /// Closes the device side early, as a program that hands it over would.
  public func closeDevice() {
    guard device >= 0 else { return }
    close(device)
    device = -1
  }

  /// Types `bytes` on the terminal side; returns how many the terminal took.
  @discardableResult
  public func type(_ bytes: [UInt8]) -> Int {
    bytes.withUnsafeBytes { write(terminal, $0.baseAddress, $0.count) }
  }

  /// Everything written to the device that the terminal side has not read yet.
  public func readAvailable() -> [UInt8] {
    var bytes: [UInt8] = []
    var scratch = [UInt8](repeating: 0, count: 16384)
    while true {
      let count = scratch.withUnsafeMutableBytes { read(terminal, $0.baseAddress, $0.count) }
      guard count > 0 else { return bytes }
      bytes += scratch[0..<count]
    }
  }

  /// Waits up to `milliseconds` for the device to have written something; returns whether it
  /// had.
  @discardableResult
  public func waitForOutput(milliseconds: Int32) -> Bool {
    var descriptor = pollfd(fd: terminal, events: Int16(POLLIN), revents: 0)
    return poll(&descriptor, 1, milliseconds) > 0
  }

  /// Whether bytes typed on the terminal wait on the device, unread.
  public var hasPendingInput: Bool {
    var descriptor = pollfd(fd: device, events: Int16(POLLIN), revents: 0)
    return poll(&descriptor, 1, 0) > 0 && descriptor.revents & Int16(POLLIN) != 0
  }

  /// Waits up to `milliseconds` for typed bytes to reach the device.
  public func waitForInput(milliseconds: Int32) {
    var descriptor = pollfd(fd: device, events: Int16(POLLIN), revents: 0)
    _ = poll(&descriptor, 1, milliseconds)
  }

  /// The device's modes now, read as the shell would.
  public func modes() -> termios {
    var modes = termios()
    tcgetattr(device, &modes)
    return modes
  }
}
