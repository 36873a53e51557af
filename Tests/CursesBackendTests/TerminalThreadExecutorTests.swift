import Dispatch
import Foundation
import SystemSupport
import Testing

@testable import CursesBackend

/// The executor the runtime loop runs on: its jobs run on the thread that drains it (the
/// terminal thread), that thread is woken once per burst, and after `retire` nothing that
/// prefers it can hang.
@Suite(.timeLimit(.minutes(1)))
struct TerminalThreadExecutorTests {
  /// A stand-in for the terminal thread: sleeps until woken, then drains the executor.
  final class DrainingThread: @unchecked Sendable {
    let wakes: Locked<Int>
    let executor: TerminalThreadExecutor
    private let signal: DispatchSemaphore
    private let stopped = Locked(false)
    private let identity = Locked<pthread_t?>(nil)

    init() {
      let wakes = Locked(0)
      let signal = DispatchSemaphore(value: 0)
      self.wakes = wakes
      self.signal = signal
      executor = TerminalThreadExecutor {
        wakes.withLock { $0 += 1 }
        signal.signal()
      }
      let thread = Thread { [self] in
        identity.withLock { $0 = pthread_self() }
        while !stopped.withLock({ $0 }) {
          signal.wait()
          executor.runPending()
        }
      }
      thread.start()
    }

    func isCurrent() -> Bool {
      identity.withLock { $0.map { pthread_equal($0, pthread_self()) != 0 } ?? false }
    }

    func stop() {
      stopped.withLock { $0 = true }
      signal.signal()
    }
  }

  @Test func aTaskThatPrefersItRunsOnTheDrainingThread() async {
    let thread = DrainingThread()
    defer { thread.stop() }
    let (before, after) = await withTaskExecutorPreference(thread.executor) {
      let before = thread.isCurrent()
      await Task.yield()
      return (before, thread.isCurrent())
    }
    #expect(before && after)
    #expect(thread.wakes.withLock { $0 } >= 1)
  }

  @Test func jobsQueuedWhileOthersWaitDoNotWakeTheThreadAgain() {
    let woken = Locked(0)
    let executor = TerminalThreadExecutor { woken.withLock { $0 += 1 } }
    let finished = Locked(0)
    for _ in 0..<3 {
      Task(executorPreference: executor) { finished.withLock { $0 += 1 } }
    }
    #expect(woken.withLock { $0 } == 1, "one wake for a burst of jobs")
    // The test's thread drains them, as the terminal thread would.
    for _ in 0..<10 where finished.withLock({ $0 }) < 3 { executor.runPending() }
    #expect(finished.withLock { $0 } == 3)
    #expect(!executor.hasPendingJobs)
  }

  @Test func aBatchIsBoundedSoTheThreadCanDrawBetweenBatches() {
    let executor = TerminalThreadExecutor {}
    let finished = Locked(0)
    let count = TerminalThreadExecutor.batchLimit + 5
    for _ in 0..<count {
      Task(executorPreference: executor) { finished.withLock { $0 += 1 } }
    }
    executor.runPending()
    #expect(finished.withLock { $0 } == TerminalThreadExecutor.batchLimit)
    #expect(executor.hasPendingJobs)
    executor.runPending()
    #expect(finished.withLock { $0 } == count)
  }

  @Test func afterRetiringWaitingAndLaterJobsStillRun() async {
    let executor = TerminalThreadExecutor {}
    // Queued while nobody drains: it would wait for ever without `retire`.
    let waiting = Task(executorPreference: executor) { 1 }
    executor.retire()
    let later = await withTaskExecutorPreference(executor) {
      await Task.yield()
      return 2
    }
    #expect(await waiting.value + later == 3)
  }
}
