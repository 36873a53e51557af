import SystemSupport

/// A counter of changes that a task can wait on: the test store waits on it for an effect to
/// send, finish or start sleeping, instead of polling or sleeping.
final class ChangeSignal: Sendable {
  private struct State {
    var version = 0
    var waiters: [(id: Int, continuation: CheckedContinuation<Void, Never>)] = []
    var nextID = 0
  }

  private let state = Locked(State())

  var version: Int { state.withLock { $0.version } }

  func notify() {
    let waiters = state.withLock { state in
      state.version += 1
      defer { state.waiters.removeAll() }
      return state.waiters
    }
    for waiter in waiters { waiter.continuation.resume() }
  }

  /// Returns once the version has moved past `version`, or once `deadline` (wall-clock time) has
  /// passed: the deadline only bounds a test whose effect hangs, it never paces one that works.
  func wait(after version: Int, until deadline: ContinuousClock.Instant) async {
    let watchdog = Task { [weak self] in
      try? await Task.sleep(until: deadline, clock: .continuous)
      self?.notify()
    }
    defer { watchdog.cancel() }
    await withCheckedContinuation { continuation in
      let ready = state.withLock { state -> Bool in
        if state.version != version { return true }
        state.nextID += 1
        state.waiters.append((state.nextID, continuation))
        return false
      }
      if ready { continuation.resume() }
    }
  }
}
