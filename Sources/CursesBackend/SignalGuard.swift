import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Process-wide signal handling while the screen is active. A signal handler may only call
/// async-signal-safe functions, so everything it needs is prepared up front: the bytes that
/// undo the screen setup, the shell's terminal modes, and a pipe that wakes the terminal thread.
///
/// Every signal whose default action ends the process restores the terminal, lets the previous
/// handler run (Swift's backtracer, for crashes), then dies by the same signal, so the exit
/// status and crash report are the ones the user would get without us. Resize, stop and continue
/// only wake the terminal thread. Signals the user chose to ignore (`nohup`, `trap ''`) stay
/// ignored. SIGKILL and SIGSTOP can't be caught; nothing can restore the terminal after them.
enum SignalGuard {
  /// Termination and crash signals, handled whatever was there before: a previous handler (Swift's
  /// backtracer) runs after the restore.
  static let fatalSignals: [Int32] = [
    SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP,
  ]
  /// The other signals whose default action ends the process. Handled only while they have that
  /// default action: a handler someone else installed may mean the signal is not fatal at all.
  static let otherTerminatingSignals: [Int32] = {
    var signals: [Int32] = [
      SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGSYS,
    ]
    #if os(Linux)
      // Linux only: a stack fault, power failure and I/O possible (ignored by default elsewhere).
      signals += [SIGSTKFLT, SIGPWR, SIGIO]
      // Real-time signals also end the process by default.
      signals += Array(__libc_current_sigrtmin()...__libc_current_sigrtmax())
    #endif
    return signals.filter { $0 > 0 && $0 < signalSlots }
  }()
  /// Every signal whose default action ends the process and that can be caught.
  static var terminatingSignals: [Int32] { fatalSignals + otherTerminatingSignals }
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
  static func install(wakeFD: Int32, shellModes: termios, quitsOnTermination: Bool = false) {
    storage.shellModes.pointee = shellModes
    quitsGracefully.store(quitsOnTermination, ordering: .releasing)
    hasShellModes.store(true, ordering: .releasing)
    wakeDescriptor.store(wakeFD, ordering: .releasing)
    for signal in terminatingSignals {
      var action = sigaction()
      #if canImport(Glibc)
        action.__sigaction_handler.sa_sigaction = fatalSignalHandler
      #else
        action.__sigaction_u.__sa_sigaction = fatalSignalHandler
      #endif
      sigemptyset(&action.sa_mask)
      action.sa_flags = SA_SIGINFO | SA_ONSTACK
      let previous = storage.previousActions + Int(signal)
      sigaction(signal, &action, previous)
      let bits = handlerBits(previous.pointee)
      let someoneElses = bits > ignoredHandlerBits && !fatalSignals.contains(signal)
      if bits == ignoredHandlerBits || someoneElses {
        sigaction(signal, previous, nil)
      }
    }
    for signal in wakeSignals { install(wakeSignalHandler, for: signal) }
    atexit(atExitHandler)
  }

  /// From now on SIGTERM, SIGHUP and SIGINT quit the ordinary way first (`on`), or restore the
  /// terminal and end the process at once.
  static func setQuitsGracefully(_ on: Bool) {
    quitsGracefully.store(on, ordering: .releasing)
  }

  /// The quitting signal (SIGTERM, SIGHUP or SIGINT, with `quitsOnTermination`) that ended the input, if one did (the first: a second one kills).
  static var pendingTermination: Int32? {
    let signal = terminationRequest.load(ordering: .acquiring)
    return signal > 0 ? signal : nil
  }

  /// Dies by `signal` with its default action, unblocked; returns only if it can't.
  static func die(by signal: Int32) -> Never {
    var defaultAction = sigaction()
    sigemptyset(&defaultAction.sa_mask)
    sigaction(signal, &defaultAction, nil)
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, signal)
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
    raise(signal)
    exit(128 + signal)
  }

  /// Records the bytes that leave the alternate screen and reset modes; read by the handlers.
  /// The count is published after the bytes, so a handler never writes a half-copied sequence.
  static func setRestoreSequence(_ bytes: [UInt8]) {
    restoreCount.store(0, ordering: .releasing)
    let count = min(bytes.count, storage.restoreCapacity)
    bytes.withUnsafeBufferPointer { source in
      if let base = source.baseAddress {
        storage.restoreBytes.update(from: base, count: count)
      }
    }
    restoreCount.store(count, ordering: .releasing)
  }

  /// Puts back the handlers that were there before `install`. After this no handler touches
  /// the terminal, because the screen has been closed normally.
  static func uninstall() {
    quitsGracefully.store(false, ordering: .releasing)
    restoreCount.store(0, ordering: .releasing)
    hasShellModes.store(false, ordering: .releasing)
    for signal in terminatingSignals + wakeSignals {
      sigaction(signal, storage.previousActions + Int(signal), nil)
    }
    wakeDescriptor.store(-1, ordering: .releasing)
  }

  /// Stops the job (the whole process group, as the shell's Ctrl-Z would) with the default
  /// SIGTSTP action, and keeps that action until SIGCONT is seen on the wake pipe: the stop is
  /// delivered to whichever thread the kernel picks, so putting our handler back any earlier
  /// could catch it and turn the stop into a no-op.
  static func stopJob(wake: WakePipe) {
    var defaultAction = sigaction()
    var ours = sigaction()
    setHandler(&defaultAction, SIG_DFL)
    sigaction(SIGTSTP, &defaultAction, &ours)
    kill(0, SIGTSTP)
    // An orphaned process group never stops; don't wait for a SIGCONT that won't come.
    wake.waitFor(UInt8(ascii: "C"), timeoutMilliseconds: 1000)
    sigaction(SIGTSTP, &ours, nil)
  }

  /// Runs `body` (which waits for a child in the foreground, such as the editor) the way git and
  /// shells run one: Ctrl-C and Ctrl-\\ reach the whole process group, so this process ignores
  /// SIGINT and SIGQUIT meanwhile and only the child acts on them; Ctrl-Z (SIGTSTP) gets its
  /// default action, so the whole job stops together and `fg` resumes both. Our handlers are put
  /// back afterwards.
  static func whileRunningChild(_ body: () -> Void) {
    var ignore = sigaction()
    setHandler(&ignore, SIG_IGN)
    sigemptyset(&ignore.sa_mask)
    var stop = sigaction()
    setHandler(&stop, SIG_DFL)
    sigemptyset(&stop.sa_mask)
    var savedInterrupt = sigaction()
    var savedQuit = sigaction()
    var savedStop = sigaction()
    sigaction(SIGINT, &ignore, &savedInterrupt)
    sigaction(SIGQUIT, &ignore, &savedQuit)
    sigaction(SIGTSTP, &stop, &savedStop)
    body()
    sigaction(SIGINT, &savedInterrupt, nil)
    sigaction(SIGQUIT, &savedQuit, nil)
    sigaction(SIGTSTP, &savedStop, nil)
  }

  /// Threads started from Swift's concurrency pool inherit a mask that blocks nearly every
  /// signal; the terminal thread unblocks the ones it relies on.
  static func unblockOnCurrentThread() {
    var set = sigset_t()
    sigemptyset(&set)
    for signal in terminatingSignals + wakeSignals { sigaddset(&set, signal) }
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
  }

  private static func install(
    _ handler: @convention(c) (Int32) -> Void, for signal: Int32
  ) {
    var action = sigaction()
    setHandler(&action, handler)
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    sigaction(signal, &action, storage.previousActions + Int(signal))
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

/// Signal numbers the handler tables have room for (1 through 64).
private let signalSlots: Int32 = 65

/// SIG_IGN as the bits of a handler pointer (SIG_DFL is 0).
private let ignoredHandlerBits = 1

private func handlerBits(_ action: sigaction) -> Int {
  #if canImport(Glibc)
    return unsafeBitCast(action.__sigaction_handler, to: Int.self)
  #else
    return unsafeBitCast(action.__sigaction_u, to: Int.self)
  #endif
}

/// Memory the handlers read, allocated once and never freed, so a handler never races a
/// deallocation. The pointers never change; what they point to is published through atomics.
private final class SignalGuardStorage: Sendable {
  let restoreCapacity = 256
  nonisolated(unsafe) let restoreBytes: UnsafeMutablePointer<UInt8>
  nonisolated(unsafe) let shellModes: UnsafeMutablePointer<termios>
  nonisolated(unsafe) let previousActions: UnsafeMutablePointer<sigaction>

  init() {
    restoreBytes = .allocate(capacity: restoreCapacity)
    restoreBytes.initialize(repeating: 0, count: restoreCapacity)
    shellModes = .allocate(capacity: 1)
    shellModes.initialize(to: termios())
    previousActions = .allocate(capacity: Int(signalSlots))
    previousActions.initialize(repeating: sigaction(), count: Int(signalSlots))
  }
}

private let storage = SignalGuardStorage()
private let restoreCount = Atomic<Int>(0)
private let hasShellModes = Atomic<Bool>(false)
private let wakeDescriptor = Atomic<Int32>(-1)
private let quitsGracefully = Atomic<Bool>(false)
private let terminationRequest = Atomic<Int32>(0)

/// With `quitsOnTermination`, the first SIGTERM, SIGHUP or SIGINT wakes the terminal thread
/// ("T"), which ends the input so the program quits the ordinary way; returns whether it did.
private func requestQuit(_ signal: Int32) -> Bool {
  guard quitsGracefully.load(ordering: .acquiring),
    signal == SIGTERM || signal == SIGHUP || signal == SIGINT
  else { return false }
  let fd = wakeDescriptor.load(ordering: .acquiring)
  guard fd >= 0 else { return false }
  let (first, _) = terminationRequest.compareExchange(
    expected: 0, desired: signal, ordering: .acquiringAndReleasing)
  guard first else { return false }
  let savedErrno = errno
  var byte = UInt8(ascii: "T")
  _ = write(fd, &byte, 1)
  errno = savedErrno
  return true
}

/// Restores what the user's shell expects: leaves the alternate screen, shows the cursor, resets
/// attributes and mouse reporting, and puts back the shell's terminal modes. Runs at most once.
private func restoreTerminalFromHandler() {
  let count = restoreCount.exchange(0, ordering: .acquiring)
  if count > 0 {
    _ = write(STDOUT_FILENO, storage.restoreBytes, count)
  }
  if hasShellModes.exchange(false, ordering: .acquiring) {
    tcsetattr(STDIN_FILENO, TCSANOW, storage.shellModes)
  }
}

/// Restores the terminal, lets the previous handler (Swift's backtracer, for crashes) run, then
/// dies by the same signal with the default action, so the exit status is the signal's even
/// when the previous handler returns.
private func fatalSignalHandler(
  _ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
) {
  if requestQuit(signal) { return }
  restoreTerminalFromHandler()
  guard signal > 0, signal < signalSlots else { return }
  let previous = storage.previousActions[Int(signal)]
  if handlerBits(previous) > ignoredHandlerBits {
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
  let fd = wakeDescriptor.load(ordering: .acquiring)
  guard fd >= 0 else { return }
  let savedErrno = errno
  var byte = SignalGuard.wakeByte(for: signal)
  _ = write(fd, &byte, 1)
  errno = savedErrno
}

private func atExitHandler() {
  restoreTerminalFromHandler()
}
