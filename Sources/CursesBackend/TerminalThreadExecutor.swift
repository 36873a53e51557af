import Dispatch
import SystemSupport

/// Runs tasks on the terminal thread, so a key is read, reduced, viewed and drawn by one thread
/// with no hand-off: the runtime's loop runs here under `withTaskExecutorPreference`. Jobs from
/// other threads wake the terminal thread; once that thread has finished, jobs run on a global
/// queue, so nothing waiting on this executor can hang.
public final class TerminalThreadExecutor: TaskExecutor, Sendable {
  private struct State {
    var jobs: [UnownedJob] = []
    var retired = false
  }

  /// Jobs run per `runPending` call, so a task that keeps re-enqueueing itself can't starve
  /// the thread's own input and drawing.
  static let batchLimit = 64

  private let state = Locked(State())
  private let wake: @Sendable () -> Void

  /// `wake` is called when the first job arrives at an empty queue: it must make the thread
  /// call `runPending` soon, from any thread, without blocking.
  init(wake: @escaping @Sendable () -> Void) {
    self.wake = wake
  }

  public func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let action = state.withLock { state -> Action in
      if state.retired { return .forward }
      state.jobs.append(job)
      return state.jobs.count == 1 ? .wake : .none
    }
    switch action {
    case .forward: runElsewhere(job)
    case .wake: wake()
    case .none: break
    }
  }

  private enum Action { case forward, wake, none }

  /// Whether jobs are waiting, so the thread polls without blocking before running them.
  var hasPendingJobs: Bool { state.withLock { !$0.jobs.isEmpty } }

  /// Runs the jobs queued so far (at most `batchLimit`) on the calling thread, which must be the
  /// terminal thread. Jobs they enqueue wait for the next call.
  func runPending() {
    let batch = state.withLock { state -> ArraySlice<UnownedJob> in
      let count = min(state.jobs.count, Self.batchLimit)
      defer { state.jobs.removeFirst(count) }
      return state.jobs.prefix(count)
    }
    let executor = asUnownedTaskExecutor()
    for job in batch { job.runSynchronously(on: executor) }
  }

  /// The terminal thread is finishing: what waits, and whatever comes later, runs on a global
  /// queue.
  func retire() {
    let leftover = state.withLock { state -> [UnownedJob] in
      state.retired = true
      defer { state.jobs.removeAll() }
      return state.jobs
    }
    for job in leftover { runElsewhere(job) }
  }

  /// A task executor need not be serial: once the thread is gone, a job may run on any thread,
  /// still as this executor's, so the task doesn't hop back here.
  private func runElsewhere(_ job: UnownedJob) {
    let executor = asUnownedTaskExecutor()
    DispatchQueue.global().async { job.runSynchronously(on: executor) }
  }
}
