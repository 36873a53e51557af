import Testing

@testable import TerminalUI

@Suite(.timeLimit(.minutes(1))) struct DispatchTimerClockTests {
  @Test func aSleepEndsAtItsDeadlineOrLater() async throws {
    let clock = DispatchTimerClock()
    let deadline = clock.now.advanced(by: .milliseconds(20))
    try await clock.sleep(until: deadline)
    #expect(clock.now >= deadline)
  }

  @Test func aDeadlineInThePastReturnsWithoutWaiting() async throws {
    let clock = DispatchTimerClock()
    try await clock.sleep(until: clock.now.advanced(by: .seconds(-1)))
    try await clock.sleep(for: .zero)
  }

  @Test func cancellingAWaitingSleepThrowsAtOnce() async throws {
    let (armed, arm) = AsyncStream<Void>.makeStream()
    let clock = DispatchTimerClock { arm.yield() }
    let sleeping = Task { try await clock.sleep(for: .seconds(3600)) }
    var waits = armed.makeAsyncIterator()
    _ = await waits.next()
    sleeping.cancel()
    await #expect(throws: CancellationError.self) { try await sleeping.value }
  }

  @Test func aSleepOfCenturiesIsCancellableToo() async throws {
    let (armed, arm) = AsyncStream<Void>.makeStream()
    let clock = DispatchTimerClock { arm.yield() }
    let sleeping = Task { try await clock.sleep(for: .seconds(Int64.max / 2)) }
    var waits = armed.makeAsyncIterator()
    _ = await waits.next()
    sleeping.cancel()
    await #expect(throws: CancellationError.self) { try await sleeping.value }
  }

  @Test func aCancelledTaskDoesNotStartASleep() async throws {
    let clock = DispatchTimerClock { Issue.record("a timer was armed") }
    let sleeping = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await clock.sleep(for: .seconds(3600))
    }
    await #expect(throws: CancellationError.self) { try await sleeping.value }
  }
}

extension DispatchTimerClockTests {
  /// Cancellation racing the start of a sleep, from either side: whichever comes first, the
  /// sleep throws and no timer is left behind (libdispatch traps on releasing one that was
  /// never started).
  @Test func sleepsCancelledAsTheyStartAllThrow() async {
    let clock = DispatchTimerClock()
    for _ in 0..<2_000 {
      let sleeping = Task { try await clock.sleep(for: .seconds(60)) }
      sleeping.cancel()
      await #expect(throws: CancellationError.self) { try await sleeping.value }
    }
  }
}
