#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A value behind a lock, for state shared across threads. It stands in for the standard
/// library's `Mutex`, whose contended path on Linux waits in the kernel (`FUTEX_LOCK_PI`) inside
/// a library ThreadSanitizer can't see: TSan then reports races between correctly locked code.
/// A pthread mutex is intercepted by the sanitizer, so `scripts/sanitize.sh` reports only real
/// races (DECISIONS.md).
public final class Locked<Value>: @unchecked Sendable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  private var value: Value

  public init(_ value: Value) {
    self.value = value
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  /// Runs `body` with the value, holding the lock; `body` must not take the lock again.
  public func withLock<Result, Failure: Error>(
    _ body: (inout Value) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body(&value)
  }
}
