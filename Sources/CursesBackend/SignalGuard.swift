#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Process-wide signal handling while the screen is active. A signal handler may only call
/// async-signal-safe functions, so everything it needs is prepared up front: the bytes that
/// undo the screen setup, the shell's terminal modes, and a pipe that wakes the terminal thread.
///
/// Fatal signals (termination and crashes) restore the terminal, put back the previous handler
/// (Swift's backtracer, for crashes) and re-raise, so the exit status and crash report are the
/// ones the user would get without us. Resize, stop and continue only wake the terminal thread.
enum SignalGuard {
  static let fatalSignals: [Int32] = [
    SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP,
  ]
  static let wakeSignals: [Int32] = [SIGWINCH, SIGTSTP, SIGCONT]

  /// Byte written to the wake pipe for each wake signal.
  static func wakeByte(for signal: Int32) -> UInt8 {
    switch signal {
    case SIGWINCH: return UInt8(ascii: "W")
    case SIGTSTP: return UInt8(ascii: "Z")
    default: return UInt8(ascii: "C")
    }
  }

  /// Installs handlers. Must run before `newterm`, so that curses sees them and leaves its own
  /// SIGINT, SIGTERM, SIGTSTP and SIGWINCH handlers uninstalled.
  static func install(wakeFD: Int32, shellModes: termios) {
    guardState.wakeFD = wakeFD
    guardState.shellModes.pointee = shellModes
    guardState.hasShellModes = true
    for signal in fatalSignals {
      var action = sigaction()
      #if canImport(Glibc)
        action.__sigaction_handler.sa_sigaction = fatalSignalHandler
      #else
        action.__sigaction_u.__sa_sigaction = fatalSignalHandler
      #endif
      sigemptyset(&action.sa_mask)
      action.sa_flags = SA_SIGINFO
      sigaction(signal, &action, guardState.previousActions + Int(signal))
    }
    for signal in wakeSignals { install(wakeSignalHandler, for: signal) }
    atexit(atExitHandler)
  }

  /// Records the bytes that leave the alternate screen and reset modes; read by the handlers.
  static func setRestoreSequence(_ bytes: [UInt8]) {
    let count = min(bytes.count, guardState.restoreCapacity)
    bytes.withUnsafeBufferPointer { source in
      if let base = source.baseAddress {
        guardState.restoreBytes.update(from: base, count: count)
      }
    }
    guardState.restoreCount = count
  }

  /// Puts back the handlers that were there before `install`. After this no handler touches
  /// the terminal, because the screen has been closed normally.
  static func uninstall() {
    guardState.restoreCount = 0
    guardState.hasShellModes = false
    for signal in fatalSignals + wakeSignals {
      sigaction(signal, guardState.previousActions + Int(signal), nil)
    }
    guardState.wakeFD = -1
  }

  /// Temporarily restores the default SIGTSTP action and stops the job (the whole process
  /// group, as a shell's Ctrl-Z would); returns on SIGCONT.
  static func stopProcess() {
    var defaultAction = sigaction()
    var ours = sigaction()
    setHandler(&defaultAction, SIG_DFL)
    sigaction(SIGTSTP, &defaultAction, &ours)
    kill(0, SIGTSTP)
    sigaction(SIGTSTP, &ours, nil)
  }

  /// Threads started from Swift's concurrency pool inherit a mask that blocks nearly every
  /// signal; the terminal thread unblocks the ones it relies on.
  static func unblockOnCurrentThread() {
    var set = sigset_t()
    sigemptyset(&set)
    for signal in fatalSignals + wakeSignals { sigaddset(&set, signal) }
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
  }

  private static func install(
    _ handler: @convention(c) (Int32) -> Void, for signal: Int32
  ) {
    var action = sigaction()
    setHandler(&action, handler)
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    sigaction(signal, &action, guardState.previousActions + Int(signal))
  }

  private static func setHandler(
    _ action: inout sigaction, _ handler: (@convention(c) (Int32) -> Void)?
  ) {
    #if canImport(Glibc)
      action.__sigaction_handler.sa_handler = handler
    #else
      action.__sigaction_u.__sa_handler = handler
    #endif
  }
}

/// Storage the handlers read. Allocated once and never freed, so a handler never races a
/// deallocation; written only on the setup thread before handlers can run.
private struct SignalGuardState: @unchecked Sendable {
  let restoreCapacity = 256
  let restoreBytes: UnsafeMutablePointer<UInt8>
  var restoreCount = 0
  let shellModes: UnsafeMutablePointer<termios>
  var hasShellModes = false
  var wakeFD: Int32 = -1
  let previousActions: UnsafeMutablePointer<sigaction>

  init() {
    restoreBytes = .allocate(capacity: restoreCapacity)
    shellModes = .allocate(capacity: 1)
    shellModes.initialize(to: termios())
    previousActions = .allocate(capacity: 65)
    previousActions.initialize(repeating: sigaction(), count: 65)
  }
}

nonisolated(unsafe) private var guardState = SignalGuardState()

/// Restores what the user's shell expects: leaves the alternate screen, shows the cursor, resets
/// attributes and mouse reporting, and puts back the shell's terminal modes.
private func restoreTerminalFromHandler() {
  let count = guardState.restoreCount
  if count > 0 {
    _ = write(STDOUT_FILENO, guardState.restoreBytes, count)
  }
  if guardState.hasShellModes {
    tcsetattr(STDIN_FILENO, TCSANOW, guardState.shellModes)
  }
}

/// Restores the terminal, lets the previous handler (Swift's backtracer, for crashes) run, then
/// dies by the same signal with the default action, so the exit status is the signal's even
/// when the previous handler returns.
private func fatalSignalHandler(
  _ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
) {
  restoreTerminalFromHandler()
  guardState.restoreCount = 0
  guard signal > 0, signal < 65 else { return }
  let previous = guardState.previousActions[Int(signal)]
  #if canImport(Glibc)
    let handlerBits = unsafeBitCast(previous.__sigaction_handler, to: Int.self)
  #else
    let handlerBits = unsafeBitCast(previous.__sigaction_u, to: Int.self)
  #endif
  // 0 and 1 are SIG_DFL and SIG_IGN: nothing to chain to.
  if handlerBits > 1 {
    if previous.sa_flags & SA_SIGINFO != 0 {
      #if canImport(Glibc)
        previous.__sigaction_handler.sa_sigaction?(signal, info, context)
      #else
        previous.__sigaction_u.__sa_sigaction?(signal, info, context)
      #endif
    } else {
      #if canImport(Glibc)
        previous.__sigaction_handler.sa_handler?(signal)
      #else
        previous.__sigaction_u.__sa_handler?(signal)
      #endif
    }
  }
  var defaultAction = sigaction()
  sigemptyset(&defaultAction.sa_mask)
  sigaction(signal, &defaultAction, nil)
  var set = sigset_t()
  sigemptyset(&set)
  sigaddset(&set, signal)
  pthread_sigmask(SIG_UNBLOCK, &set, nil)
  raise(signal)
}

private func wakeSignalHandler(_ signal: Int32) {
  let fd = guardState.wakeFD
  guard fd >= 0 else { return }
  let savedErrno = errno
  var byte = SignalGuard.wakeByte(for: signal)
  _ = write(fd, &byte, 1)
  errno = savedErrno
}

private func atExitHandler() {
  restoreTerminalFromHandler()
  guardState.restoreCount = 0
  guardState.hasShellModes = false
}
