import SystemSupport
import Testing

/// The one schedule of retries nobody asked for.
@Suite struct AutomaticRetryTests {
  /// `Retry-After: 0` (or a reset already past) is honoured once, at a second; then at least a
  /// minute, doubling; then no more.
  @Test func aRateLimitThatAsksForNoWaitIsSpacedThenStopped() {
    let waits = (0...AutomaticRetry.limit).map { AutomaticRetry.wait(before: $0, asked: .zero) }
    #expect(waits == [.seconds(1), .seconds(60), .seconds(120), .seconds(240), nil])
  }

  /// A longer wait the server asks for always wins; the count still ends the run.
  @Test func theServersWaitIsNeverShortened() {
    #expect(AutomaticRetry.wait(before: 0, asked: .seconds(900)) == .seconds(900))
    #expect(AutomaticRetry.wait(before: 3, asked: .seconds(900)) == .seconds(900))
    #expect(AutomaticRetry.wait(before: AutomaticRetry.limit, asked: .seconds(900)) == nil)
    #expect(AutomaticRetry.wait(before: -1, asked: .seconds(1)) == nil)
  }

  @Test func aGatewaysFailureIsRetriedTwiceQuickly() {
    let waits = (0...AutomaticRetry.gatewayLimit).map(AutomaticRetry.gatewayWait(before:))
    #expect(waits == [.seconds(1), .seconds(2), nil])
  }
}
