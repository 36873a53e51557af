#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal thread's alarm clock: any thread or signal handler writes a byte, and the thread,
/// blocked in `poll` on this pipe and the tty, wakes. This is what keeps the idle loop at 0% CPU.
final class WakePipe: Sendable {
  let readEnd: Int32
  let writeEnd: Int32

  /// What one wait saw.
  struct Readiness {
    var wakeBytes: [UInt8] = []
    var inputReadable = false
    var inputHungUp = false
  }

  init() throws(CursesError) {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { throw .systemCall("pipe", errno: errno) }
    for fd in ends {
      _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
      _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
    }
    readEnd = ends[0]
    writeEnd = ends[1]
  }

  deinit {
    close(readEnd)
    close(writeEnd)
  }

  /// Wakes the waiting thread. Never blocks: a full pipe already guarantees a wake-up.
  func signal(_ byte: UInt8) {
    var value = byte
    _ = write(writeEnd, &value, 1)
  }

  /// Blocks until the pipe or `input` is readable, with no timeout: timers are the runtime's job.
  /// Not `blocking`, it only looks: the caller has work of its own waiting.
  func wait(alsoReading input: Int32?, blocking: Bool = true) -> Readiness {
    var fds = [pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)]
    if let input { fds.append(pollfd(fd: input, events: Int16(POLLIN), revents: 0)) }
    var readiness = Readiness()
    let result = poll(&fds, nfds_t(fds.count), blocking ? -1 : 0)
    guard result > 0 else { return readiness }
    if fds[0].revents & Int16(POLLIN) != 0 {
      readiness.wakeBytes = drain()
    }
    if fds.count > 1 {
      let events = fds[1].revents
      readiness.inputReadable = events & Int16(POLLIN) != 0
      // A hung-up tty also reports POLLIN (read returns 0): hang-up wins, or the loop would spin.
      readiness.inputHungUp = events & Int16(POLLHUP | POLLERR | POLLNVAL) != 0
    }
    return readiness
  }

  /// Waits until `byte` arrives or the timeout passes, consuming what arrives meanwhile. Used
  /// while suspended, when everything else the pipe says is re-derived after the resume.
  func waitFor(_ byte: UInt8, timeoutMilliseconds: Int32) {
    var fds = [pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)]
    var remaining = timeoutMilliseconds
    while remaining > 0 {
      let started = monotonicMilliseconds()
      let result = poll(&fds, 1, remaining)
      if result > 0, drain().contains(byte) { return }
      if result == 0 { return }
      remaining -= Int32(clamping: monotonicMilliseconds() - started)
    }
  }

  private func monotonicMilliseconds() -> Int64 {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Int64(now.tv_sec) * 1000 + Int64(now.tv_nsec) / 1_000_000
  }

  private func drain() -> [UInt8] {
    var collected: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 256)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
      if count <= 0 { break }
      collected.append(contentsOf: buffer[0..<count])
    }
    return collected
  }
}
