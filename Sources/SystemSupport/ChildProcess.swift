#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a program and waits for it: the one way this program starts another (the editor, gh,
/// the browser).
///
/// `posix_spawn` with an explicit argv (no shell); every signal is at its default action and
/// none is blocked in the child, and no descriptor above stderr is inherited (where the C
/// library can close them). The standard streams are the caller's choice (`Streams`):
/// captured through pipes read with `poll` (stdin on /dev/null), all on /dev/null, or the
/// parent's own, for an editor that needs the real terminal. With `newSession` the child has no
/// controlling terminal and its whole process group can be killed, which a time limit does.
public enum ChildProcess {
  /// Where the child's standard streams go.
  public enum Streams: Equatable, Sendable {
    /// stdin on /dev/null; stdout kept up to `maximumOutput` bytes (more kills the child) and
    /// the first `maximumMessage` bytes of stderr.
    case captured(maximumOutput: Int, maximumMessage: Int)
    /// All three on /dev/null, so nothing the child prints can reach the screen.
    case nullDevice
    /// This process's own stdin, stdout and stderr: the terminal, for an editor.
    case inherited
  }

  /// What to run and how.
  public struct Configuration: Sendable {
    public var path: String
    public var arguments: [String]
    public var environment: [String: String]
    public var streams: Streams
    /// Starts the child in a session of its own, with no controlling terminal.
    public var newSession: Bool
    /// How long the child may run before its process group (and it) is killed; nil waits for
    /// as long as it takes.
    public var timeLimit: Duration?
    /// The directory the child starts in; nil, the parent's.
    public var directory: String?

    public init(
      path: String, arguments: [String], environment: [String: String], streams: Streams,
      newSession: Bool, timeLimit: Duration? = nil
    ) {
      self.path = path
      self.arguments = arguments
      self.environment = environment
      self.streams = streams
      self.newSession = newSession
      self.timeLimit = timeLimit
    }
  }

  public enum Result: Equatable, Sendable {
    /// Exited with `status`; `output` is stdout, `message` the first `maximumMessage` bytes of
    /// stderr (both empty unless the streams are captured).
    case exited(status: Int32, output: [UInt8], message: [UInt8])
    case signalled(Int32)
    /// Still running at the time limit, so killed.
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

  /// Runs the program and waits for it (and, with a time limit, for no longer than that plus
  /// the moment a killed process takes to be reaped). Blocks the calling thread.
  public static func run(_ configuration: Configuration) -> Result {
    switch configuration.streams {
    case .captured(let maximumOutput, let maximumMessage):
      return runCaptured(
        configuration, maximumOutput: maximumOutput, maximumMessage: maximumMessage)
    case .nullDevice, .inherited:
      return runUncaptured(configuration)
    }
  }

  private static func runCaptured(
    _ configuration: Configuration, maximumOutput: Int, maximumMessage: Int
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
    let spawned = spawnRetrying(configuration, output: (outPipe[1], errPipe[1]))
    close(outPipe[1])
    close(errPipe[1])
    guard case .success(let pid) = spawned else {
      close(outPipe[0])
      close(errPipe[0])
      if case .failure(let code) = spawned { return .cannotStart(code.value) }
      return .cannotStart(EINVAL)
    }
    let deadline = configuration.timeLimit.map { ContinuousClock.now.advanced(by: $0) }
    var reader = Reader(
      output: outPipe[0], message: errPipe[0], maximumOutput: maximumOutput,
      maximumMessage: maximumMessage)
    let finished = reader.readUntilClosed(deadline: deadline)
    reader.closeAll()
    if finished != .closed {
      killAll(pid)
      return finished == .overflow ? .outputTooLarge : .timedOut
    }
    guard let status = waitUntil(deadline, pid) else {
      killAll(pid)
      return .timedOut
    }
    return result(status, output: reader.outputBytes, message: reader.messageBytes)
  }

  private static func runUncaptured(_ configuration: Configuration) -> Result {
    let spawned = spawnRetrying(configuration, output: nil)
    guard case .success(let pid) = spawned else {
      if case .failure(let code) = spawned { return .cannotStart(code.value) }
      return .cannotStart(EINVAL)
    }
    let deadline = configuration.timeLimit.map { ContinuousClock.now.advanced(by: $0) }
    guard let status = waitUntil(deadline, pid) else {
      killAll(pid)
      return .timedOut
    }
    return result(status, output: [], message: [])
  }

  private static func result(_ status: Int32, output: [UInt8], message: [UInt8]) -> Result {
    if status & 0x7f == 0 {
      return .exited(status: (status >> 8) & 0xff, output: output, message: message)
    }
    return .signalled(status & 0x7f)
  }

  /// Kills the child's process group (when it leads one) and the child, and reaps it.
  private static func killAll(_ pid: pid_t) {
    kill(-pid, SIGKILL)
    kill(pid, SIGKILL)
    _ = waitBlocking(pid)
  }

  private struct SpawnError: Error { let value: Int32 }

  /// `spawn`, tried twice more on ETXTBSY: the program is open for writing somewhere (being
  /// installed or upgraded, or a file descriptor another thread's child has not closed yet). It
  /// clears at once.
  private static func spawnRetrying(
    _ configuration: Configuration, output: (stdout: Int32, stderr: Int32)?
  ) -> Swift.Result<pid_t, SpawnError> {
    var spawned = spawn(configuration, output: output)
    for _ in 0..<2 {
      guard case .failure(let error) = spawned, error.value == ETXTBSY else { break }
      _ = poll(nil, 0, 20)
      spawned = spawn(configuration, output: output)
    }
    return spawned
  }

  /// Spawns the child; `output` is the pipes' write ends for captured streams.
  private static func spawn(
    _ configuration: Configuration, output: (stdout: Int32, stderr: Int32)?
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
    switch configuration.streams {
    case .captured:
      posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
      if let output {
        posix_spawn_file_actions_adddup2(&actions, output.stdout, 1)
        posix_spawn_file_actions_adddup2(&actions, output.stderr, 2)
      }
    case .nullDevice:
      posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
      posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
      posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    case .inherited:
      break
    }
    if let directory = configuration.directory {
      let status = directory.withCString { spawnChangingDirectory(&actions, $0) }
      if status != 0 { return .failure(SpawnError(value: status)) }
    }
    closeInheritedDescriptors(&actions, &attributes)
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    // Every signal at its default action: what the parent ignores (SIGPIPE, or SIGINT while
    // the editor has the terminal) must not stay ignored in the child.
    var everySignal = sigset_t()
    sigfillset(&everySignal)
    posix_spawnattr_setsigdefault(&attributes, &everySignal)
    var flags = Int32(POSIX_SPAWN_SETSIGMASK) | Int32(POSIX_SPAWN_SETSIGDEF)
    if configuration.newSession { flags |= newSession }
    #if canImport(Darwin)
      flags |= Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
    #endif
    posix_spawnattr_setflags(&attributes, Int16(truncatingIfNeeded: flags))

    let argv = ([configuration.path] + configuration.arguments).map { strdup($0) }
    let envp = configuration.environment.map { strdup("\($0.key)=\($0.value)") }
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    var pid = pid_t()
    let code = posix_spawn(
      &pid, configuration.path, &actions, &attributes, argv + [nil], envp + [nil])
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
  private static func waitUntil(_ deadline: ContinuousClock.Instant?, _ pid: pid_t) -> Int32? {
    guard let deadline else { return waitBlocking(pid) }
    var status: Int32 = 0
    while true {
      let reaped = waitpid(pid, &status, WNOHANG)
      if reaped == pid { return status }
      // ECHILD: it was reaped elsewhere (SIGCHLD ignored), so its status is lost; what it
      // printed still has to pass on its own (a token, say).
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

    /// Reads until both pipes close; with no `deadline`, for as long as that takes.
    mutating func readUntilClosed(deadline: ContinuousClock.Instant?) -> End {
      var buffer = [UInt8](repeating: 0, count: 4096)
      while output >= 0 || message >= 0 {
        var milliseconds: Int32 = -1
        if let deadline {
          let remaining = ContinuousClock.now.duration(to: deadline)
          guard remaining > .zero else { return .deadline }
          let (seconds, attoseconds) = remaining.components
          milliseconds = Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1)
        }
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

#if canImport(Darwin)
  private func spawnChangingDirectory(
    _ actions: UnsafeMutablePointer<posix_spawn_file_actions_t?>, _ path: UnsafePointer<CChar>
  ) -> Int32 {
    posix_spawn_file_actions_addchdir_np(actions, path)
  }
#else
  /// glibc (2.29 and later) has it, but declares it only for `_GNU_SOURCE`, which the Glibc
  /// module isn't built with: the child starts in `path`, set between fork and exec.
  @_silgen_name("posix_spawn_file_actions_addchdir_np")
  private func spawnChangingDirectory(
    _ actions: UnsafeMutablePointer<posix_spawn_file_actions_t>, _ path: UnsafePointer<CChar>
  ) -> Int32
#endif
