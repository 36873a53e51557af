import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a program to completion with bounded time and output, for helpers such as
/// `gh auth token` that must never touch the terminal curses owns.
///
/// `posix_spawn` with an explicit argv (no shell); the child gets a new session, so it has no
/// controlling terminal and its whole process group can be killed; stdin is /dev/null; stdout and
/// stderr are pipes read with `poll` until the deadline. Signals the parent ignores or blocks are
/// reset to their defaults in the child.
enum ChildProcess {
  enum Result: Equatable, Sendable {
    /// Exited with `status`; `output` is stdout, `message` the first `maximumMessage` bytes of
    /// stderr.
    case exited(status: Int32, output: [UInt8], message: [UInt8])
    case signalled(Int32)
    /// Still running at the deadline, so killed.
    case timedOut
    /// Wrote more than `maximumOutput` bytes to stdout, so killed.
    case outputTooLarge
    /// `posix_spawn` (or a pipe) failed with this errno.
    case cannotStart(Int32)
  }

  #if canImport(Darwin)
    private static let newSession = Int32(POSIX_SPAWN_SETSID)
  #else
    /// glibc's (since 2.26) and musl's `POSIX_SPAWN_SETSID`, which Swift does not import
    /// because it is a GNU extension.
    private static let newSession: Int32 = 0x80
  #endif

  static func run(
    path: String, arguments: [String], environment: [String: String], timeout: Duration,
    maximumOutput: Int, maximumMessage: Int
  ) -> Result {
    var outPipe: [Int32] = [-1, -1]
    var errPipe: [Int32] = [-1, -1]
    guard pipe(&outPipe) == 0 else { return .cannotStart(errno) }
    guard pipe(&errPipe) == 0 else {
      let code = errno
      outPipe.forEach { close($0) }
      return .cannotStart(code)
    }
    for fd in outPipe + errPipe { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
    var spawned = spawn(
      path: path, arguments: arguments, environment: environment,
      stdout: outPipe[1], stderr: errPipe[1])
    // ETXTBSY: the program is open for writing somewhere (being installed or upgraded, or a file
    // descriptor another thread's child has not closed yet). It clears at once; try twice more.
    for _ in 0..<2 {
      guard case .failure(let error) = spawned, error.value == ETXTBSY else { break }
      _ = poll(nil, 0, 20)
      spawned = spawn(
        path: path, arguments: arguments, environment: environment,
        stdout: outPipe[1], stderr: errPipe[1])
    }
    close(outPipe[1])
    close(errPipe[1])
    guard case .success(let pid) = spawned else {
      close(outPipe[0])
      close(errPipe[0])
      if case .failure(let code) = spawned { return .cannotStart(code.value) }
      return .cannotStart(EINVAL)
    }
    let deadline = ContinuousClock.now.advanced(by: timeout)
    var reader = Reader(
      output: outPipe[0], message: errPipe[0], maximumOutput: maximumOutput,
      maximumMessage: maximumMessage)
    let finished = reader.readUntilClosed(deadline: deadline)
    reader.closeAll()
    if finished != .closed {
      kill(-pid, SIGKILL)
      kill(pid, SIGKILL)
      _ = waitBlocking(pid)
      return finished == .overflow ? .outputTooLarge : .timedOut
    }
    guard let status = waitUntil(deadline, pid) else {
      kill(-pid, SIGKILL)
      kill(pid, SIGKILL)
      _ = waitBlocking(pid)
      return .timedOut
    }
    if status & 0x7f == 0 {
      return .exited(
        status: (status >> 8) & 0xff, output: reader.outputBytes, message: reader.messageBytes)
    }
    return .signalled(status & 0x7f)
  }

  private struct SpawnError: Error { let value: Int32 }

  private static func spawn(
    path: String, arguments: [String], environment: [String: String], stdout: Int32,
    stderr: Int32
  ) -> Swift.Result<pid_t, SpawnError> {
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t? = nil
      var attributes: posix_spawnattr_t? = nil
    #else
      var actions = posix_spawn_file_actions_t()
      var attributes = posix_spawnattr_t()
    #endif
    guard posix_spawn_file_actions_init(&actions) == 0 else {
      return .failure(SpawnError(value: errno))
    }
    defer { posix_spawn_file_actions_destroy(&actions) }
    guard posix_spawnattr_init(&attributes) == 0 else { return .failure(SpawnError(value: errno)) }
    defer { posix_spawnattr_destroy(&attributes) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, stdout, 1)
    posix_spawn_file_actions_adddup2(&actions, stderr, 2)
    closeInheritedDescriptors(&actions, &attributes)
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGPIPE, SIGINT, SIGQUIT, SIGTERM, SIGHUP, SIGCHLD, SIGTSTP, SIGTTIN, SIGTTOU] {
      sigaddset(&defaults, signal)
    }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    var flags = Int32(POSIX_SPAWN_SETSIGMASK) | Int32(POSIX_SPAWN_SETSIGDEF) | newSession
    #if canImport(Darwin)
      flags |= Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
    #endif
    posix_spawnattr_setflags(&attributes, Int16(truncatingIfNeeded: flags))

    let argv = ([path] + arguments).map { strdup($0) }
    let envp = environment.map { strdup("\($0.key)=\($0.value)") }
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    var pid = pid_t()
    let code = posix_spawn(&pid, path, &actions, &attributes, argv + [nil], envp + [nil])
    return code == 0 ? .success(pid) : .failure(SpawnError(value: code))
  }

  #if canImport(Darwin)
    private static func closeInheritedDescriptors(
      _ actions: inout posix_spawn_file_actions_t?, _ attributes: inout posix_spawnattr_t?
    ) {
      // Set with the other flags in `spawn`.
    }
  #else
    private typealias CloseFrom =
      @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later), looked up at run
    /// time because Swift does not import GNU extensions.
    private static let closeFrom: CloseFrom? = {
      guard let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") else {
        return nil
      }
      return unsafeBitCast(symbol, to: CloseFrom.self)
    }()

    /// Closes every descriptor above stderr in the child (where the C library can), so no file
    /// the app has open (its log, a terminal) is handed to the program.
    private static func closeInheritedDescriptors(
      _ actions: inout posix_spawn_file_actions_t, _ attributes: inout posix_spawnattr_t
    ) {
      _ = closeFrom?(&actions, 3)
    }
  #endif

  /// The child's wait status once it has exited, or nil if it is still running at `deadline`.
  private static func waitUntil(_ deadline: ContinuousClock.Instant, _ pid: pid_t) -> Int32? {
    var status: Int32 = 0
    while true {
      let reaped = waitpid(pid, &status, WNOHANG)
      if reaped == pid { return status }
      // ECHILD: it was reaped elsewhere (SIGCHLD ignored), so its status is lost; what it
      // printed still has to pass as a token.
      if reaped < 0, errno != EINTR { return 0 }
      guard ContinuousClock.now < deadline else { return nil }
      // Stdout and stderr are closed but the child has not exited yet: check again shortly.
      _ = poll(nil, 0, 5)
    }
  }

  private static func waitBlocking(_ pid: pid_t) -> Int32 {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    return status
  }

  /// Reads both pipes until both are closed, the deadline passes, or stdout overflows.
  private struct Reader {
    enum End { case closed, deadline, overflow }

    var output: Int32
    var message: Int32
    let maximumOutput: Int
    let maximumMessage: Int
    var outputBytes: [UInt8] = []
    var messageBytes: [UInt8] = []

    init(output: Int32, message: Int32, maximumOutput: Int, maximumMessage: Int) {
      self.output = output
      self.message = message
      self.maximumOutput = maximumOutput
      self.maximumMessage = maximumMessage
    }

    mutating func readUntilClosed(deadline: ContinuousClock.Instant) -> End {
      var buffer = [UInt8](repeating: 0, count: 4096)
      while output >= 0 || message >= 0 {
        let remaining = ContinuousClock.now.duration(to: deadline)
        guard remaining > .zero else { return .deadline }
        let (seconds, attoseconds) = remaining.components
        let milliseconds = Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1)
        var fds = [
          pollfd(fd: output, events: Int16(POLLIN), revents: 0),
          pollfd(fd: message, events: Int16(POLLIN), revents: 0),
        ]
        let ready = poll(&fds, nfds_t(fds.count), milliseconds)
        if ready < 0 {
          if errno == EINTR { continue }
          return .deadline
        }
        if fds[0].revents != 0 {
          switch chunk(output, &buffer) {
          case nil:
            close(output)
            output = -1
          case let bytes?:
            outputBytes += bytes
            if outputBytes.count > maximumOutput { return .overflow }
          }
        }
        if fds[1].revents != 0 {
          switch chunk(message, &buffer) {
          case nil:
            close(message)
            message = -1
          case let bytes?:
            messageBytes += bytes.prefix(max(0, maximumMessage - messageBytes.count))
          }
        }
      }
      return .closed
    }

    /// One read: the bytes, or nil at end of file or on an error other than `EINTR`.
    private func chunk(_ fd: Int32, _ buffer: inout [UInt8]) -> [UInt8]? {
      while true {
        let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if count > 0 { return Array(buffer[0..<count]) }
        if count < 0, errno == EINTR { continue }
        return nil
      }
    }

    mutating func closeAll() {
      if output >= 0 { close(output) }
      if message >= 0 { close(message) }
      output = -1
      message = -1
    }
  }
}
