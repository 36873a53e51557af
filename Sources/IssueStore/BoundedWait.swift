import Dispatch
import FoundationEssentials
import SystemSupport

/// A wait that gives up: for work the caller can't cut short (a C call already under way) but
/// must not wait on for ever, such as quitting while the store frees a huge value.
enum BoundedWait {
  /// Whether `work` finished within `limit`. Past it the caller goes on, and `work` is left
  /// running, not cancelled: what it does must be safe to be cut short by the process's end.
  static func finishes(
    within limit: Duration, _ work: @escaping @Sendable () async -> Void
  ) async -> Bool {
    let answered = Locked(false)
    return await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
      let answer: @Sendable (Bool) -> Void = { finished in
        let isFirst = answered.withLock { answered -> Bool in
          defer { answered = true }
          return !answered
        }
        if isFirst { continuation.resume(returning: finished) }
      }
      Task {
        await work()
        answer(true)
      }
      DispatchQueue.global().asyncAfter(deadline: .now() + max(0, limit.timeInterval)) {
        answer(false)
      }
    }
  }
}
