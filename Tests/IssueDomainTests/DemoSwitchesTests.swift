import IssueDomain
import Testing

@Suite struct DemoSwitchesTests {
  @Test func anArmedFaultIsTakenOnce() {
    let switches = DemoSwitches()
    switches.armedFault = .rateLimited
    #expect(switches.takeOutcome(isFirstPage: false) == .init(fault: .rateLimited))
    #expect(switches.armedFault == nil)
    #expect(switches.takeOutcome(isFirstPage: false) == .init())
  }

  @Test func emptyNextWaitsForAFirstPage() {
    let switches = DemoSwitches()
    switches.emptyNext = true
    #expect(switches.takeOutcome(isFirstPage: false) == .init(), "a later page is not emptied")
    #expect(switches.emptyNext)
    #expect(switches.takeOutcome(isFirstPage: true) == .init(isEmpty: true))
    #expect(!switches.emptyNext)
  }

  @Test func aFaultWinsAndLeavesEmptyNextArmed() {
    let switches = DemoSwitches()
    switches.emptyNext = true
    switches.armedFault = .offline
    #expect(switches.takeOutcome(isFirstPage: true) == .init(fault: .offline))
    #expect(switches.takeOutcome(isFirstPage: true) == .init(isEmpty: true))
  }

  @Test func requestsAreCounted() {
    let switches = DemoSwitches()
    switches.recordRequest()
    switches.recordRequest()
    #expect(switches.requestCount == 2)
  }

  @Test func labelsAreShortAndDistinct() {
    let labels = DemoFault.allCases.map(\.label)
    #expect(Set(labels).count == DemoFault.allCases.count)
    #expect(labels.allSatisfy { !$0.isEmpty && $0.count <= 10 })
    #expect(DemoFault.serviceUnavailable.label == "503")
    #expect(DemoFault.serverError.label == "502")
  }
}

@Suite struct DemoSwitchesOfflineTests {
  @Test func offlineIsAToggleThatStaysOn() {
    let switches = DemoSwitches()
    #expect(!switches.isOffline)
    switches.isOffline = true
    _ = switches.takeOutcome(isFirstPage: true)
    _ = switches.takeOutcome(isFirstPage: false)
    #expect(switches.isOffline, "not consumed by answers")
    switches.isOffline = false
    #expect(!switches.isOffline)
  }

  @Test func offlineLeavesTheOneShotsAlone() {
    let switches = DemoSwitches()
    switches.armedFault = .notFound
    switches.emptyNext = true
    switches.isOffline = true
    #expect(switches.armedFault == .notFound)
    #expect(switches.emptyNext)
  }
}
