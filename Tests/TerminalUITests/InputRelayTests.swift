import SystemSupport
import Testing

@testable import TerminalUI

@Suite struct InputRelayTests {
  /// What a sink heard; `nil` stands for the end of input.
  private final class Heard: Sendable {
    let events = Locked<[InputEvent?]>([])
    var sink: InputRelay.Sink { { event in self.events.withLock { $0.append(event) } } }
    var all: [InputEvent?] { events.withLock { $0 } }
  }

  @Test func inputBeforeAnyListenerIsKeptAndDeliveredInOrder() {
    let relay = InputRelay()
    relay.yield(.key(.up))
    relay.yield(.paste("a"))
    let heard = Heard()
    relay.deliver(to: heard.sink)
    relay.yield(.key(.down))
    #expect(heard.all == [.key(.up), .paste("a"), .key(.down)])
  }

  @Test func theEndIsHeardOnceAndLaterInputIsIgnored() {
    let relay = InputRelay()
    let heard = Heard()
    relay.deliver(to: heard.sink)
    relay.yield(.key(.enter))
    relay.finish()
    relay.finish()
    relay.yield(.key(.escape))
    #expect(heard.all == [.key(.enter), nil])
  }

  @Test func aListenerThatComesAfterTheEndHearsTheKeptInputThenTheEnd() {
    let relay = InputRelay()
    relay.yield(.key(.home))
    relay.finish()
    let heard = Heard()
    relay.deliver(to: heard.sink)
    #expect(heard.all == [.key(.home), nil])
  }

  @Test func afterTheListenerLeavesInputIsKeptForTheNextOne() {
    let relay = InputRelay()
    let first = Heard()
    relay.deliver(to: first.sink)
    relay.yield(.key(.up))
    relay.deliver(to: nil)
    relay.yield(.key(.down))
    let second = Heard()
    relay.deliver(to: second.sink)
    #expect(first.all == [.key(.up)])
    #expect(second.all == [.key(.down)])
  }

  @Test func eventsFromManyThreadsAllArriveAndEachThreadsStayInOrder() async {
    let relay = InputRelay()
    let heard = Heard()
    relay.deliver(to: heard.sink)
    await withTaskGroup(of: Void.self) { group in
      for thread in 0..<4 {
        group.addTask {
          for index in 0..<200 { relay.yield(.paste("\(thread):\(index)")) }
        }
      }
    }
    let pastes = heard.all.compactMap { event -> String? in
      if case .paste(let text) = event { text } else { nil }
    }
    #expect(pastes.count == 800)
    for thread in 0..<4 {
      let mine = pastes.filter { $0.hasPrefix("\(thread):") }
      #expect(mine == (0..<200).map { "\(thread):\($0)" })
    }
  }
}
