import SystemSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Which thread is the terminal thread, so that work that thread hands itself (a frame its own
/// runtime loop drew, a job it enqueued) skips the wake pipe: it looks at both before it sleeps.
/// Two `write`s, a `poll` and two `read`s a key fewer.
final class ThreadMark: Sendable {
  private let marked = Locked<pthread_t?>(nil)

  /// Marks the calling thread; `nil` once it is gone, so nothing is skipped after.
  func mark(_ current: Bool) {
    marked.withLock { $0 = current ? pthread_self() : nil }
  }

  /// Whether the caller runs on the marked thread.
  var isCurrent: Bool {
    marked.withLock { marked in marked.map { pthread_equal($0, pthread_self()) != 0 } ?? false }
  }
}
