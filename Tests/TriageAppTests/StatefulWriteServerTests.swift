import Foundation
import GitHubAPI
import GitHubStubServer
import SharedWrites
import SystemSupport
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import AppCore
@testable import TriageApp

/// A server with state, over real HTTP on 127.0.0.1, that answers each write at random: it may
/// store a comment or a close and then answer 201, a 5xx, a cut-off body or nothing in time, or
/// refuse it with a rate limit, a secondary limit or a 5xx; its reads fail now and then. The user
/// dismisses, re-sends with `R` and closes the issue along the way, then the server turns honest.
/// However the answers fall, the server never holds the comment twice, and once things settle
/// and `r` has run the screen shows what the server holds: the comment as often as it is stored,
/// and the issue open or closed as it is.
@Suite(.timeLimit(.minutes(3))) struct StatefulWriteServerTests {
  static let body = "Zebra note 42"

  @Test func aStatefulRandomServerNeverHoldsACommentTwiceAndTheScreenSettlesOnIt() async throws {
    var seeds = SplitMix64(seed: 0x5354_4154)
    var writes: [Int] = []
    for round in 0..<20 {
      let model = RandomIssueServer(seed: seeds.next())
      let backend = try await GitHubBackendTests.Backend.start(
        [], limits: .init(connect: .seconds(5), request: .milliseconds(300)),
        responder: model.answer)
      let store = await WriteTrustTests.started(backend)
      var user = SplitMix64(seed: seeds.next())
      await WriteTrustTests.compose(Self.body, store)
      await store.press(.enter)
      for _ in 0..<6 { await Self.act(&user, store) }
      model.turnHonest()
      for _ in 0..<4 { await Self.settle(store) }
      await store.press(.character("r"))
      let held = model.held
      writes.append(
        backend.server.receivedRequests().filter { $0.method.lowercased() != "get" }.count)
      let text = WriteTrustTests.text(store)
      try await backend.stop()
      let stored = held.comments.filter { $0 == Self.body }.count
      #expect(stored <= 1, "round \(round): the server holds the comment \(stored) times")
      let shown = text.components(separatedBy: Self.body).count - 1
      #expect(shown == stored, "round \(round): shown \(shown), stored \(stored)\n\(text)")
      let closedShown = text.contains("· closed issue ·")
      #expect(closedShown || text.contains("· open issue ·"), "round \(round): \(text)")
      #expect(closedShown == held.isClosed, "round \(round): closed \(held.isClosed)\n\(text)")
      #expect(!store.state.writes.pending.isWaiting, "round \(round): still counting down")
    }
    // The rounds must have met the misbehaviour: writes re-sent after failures.
    #expect(writes.contains { $0 >= 3 }, "writes per round: \(writes)")
  }

  /// One step of a user on a server that misbehaves: the clock runs, then whatever the screen
  /// offers is taken at random: an alert's first button or Dismiss, the banner's re-send, or a
  /// close of the issue.
  static func act(_ random: inout SplitMix64, _ store: TestStore<TriageProgram>) async {
    for _ in 0..<(BoundedRequestsTests.longestRun + 40) { await store.send(.countdown) }
    if store.state.alerts.current != nil {
      await store.press(random.int(in: 0...1) == 0 ? .enter : .escape)
    } else if store.state.writes.pending.banner != nil, random.int(in: 0...2) > 0 {
      await store.press(.character("R"))
    } else if random.int(in: 0...3) == 0 {
      await store.press(.character("x"))
      await store.press(.enter)
    }
  }

  /// What a user does once the server answers truthfully: let the clock run, dismiss what is
  /// up, and re-send what failed.
  static func settle(_ store: TestStore<TriageProgram>) async {
    for _ in 0..<(BoundedRequestsTests.longestRun + 40) { await store.send(.countdown) }
    if store.state.alerts.current != nil {
      await store.press(.escape)
    } else if store.state.writes.pending.banner != nil {
      await store.press(.character("R"))
    }
  }
}
