import Glibc

/// A thread of its own, for work that blocks for long (curses's read loop, waiting on a
/// browser) and must not hold one of the concurrency pool's few: Foundation's `Thread`, over
/// pthreads, detached, with the default stack.
public enum DedicatedThread {
  /// Runs `body` on a new thread named `name` (its first 15 bytes, as Linux keeps).
  public static func start(name: String? = nil, _ body: @escaping @Sendable () -> Void) {
    let context = Unmanaged.passRetained(Work(name: name, body: body)).toOpaque()
    var thread = pthread_t()
    let result = pthread_create(&thread, nil, runWork, context)
    // Without a thread the work can't wait where it was meant to, and the caller is waiting
    // on it: as with Foundation's `Thread`, there is no way on.
    precondition(result == 0, "pthread_create failed: errno \(result)")
    pthread_detach(thread)
  }

  fileprivate static func run(_ context: UnsafeMutableRawPointer) {
    let work = Unmanaged<Work>.fromOpaque(context).takeRetainedValue()
    if let name = work.name { nameThisThread(name) }
    work.body()
  }

  /// Names the calling thread, as `ps` and debuggers show it: the C library's
  /// `pthread_setname_np` is a GNU extension Swift's Glibc module doesn't declare, and
  /// `/proc/thread-self/comm` does the same. Best effort: a name is only a help.
  private static func nameThisThread(_ name: String) {
    let fd = open("/proc/thread-self/comm", O_WRONLY | O_CLOEXEC)
    guard fd >= 0 else { return }
    Descriptor.writeAll(Array(name.utf8.prefix(15)), to: fd)
    close(fd)
  }

  private final class Work: Sendable {
    let name: String?
    let body: @Sendable () -> Void

    init(name: String?, body: @escaping @Sendable () -> Void) {
      self.name = name
      self.body = body
    }
  }
}

/// The thread's start, as C calls it: the context is the retained `Work`.
private func runWork(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
  if let context { DedicatedThread.run(context) }
  return nil
}
