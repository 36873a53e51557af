import AppCore
import IssueDomain
import Testing

@testable import Destinations

/// A destination travels to the app's router as a feature value: `open` pushes it, `replace`
/// takes the asking screen's place, and the router gets back exactly the destination sent.
@Suite struct DestinationRequestTests {
  static let busy = RepositoryName(owner: "demo", name: "busy")

  static let destinations: [Destination] = [
    .home, .repositories, .issues(busy), .issue(busy, number: 42),
    .pullRequest(busy, number: 7), .composer(busy, number: 42), .newIssue(busy),
    .inbox(InboxFilter(participating: true, reasons: [.mention])),
  ]

  @Test(arguments: destinations)
  func openPushesTheDestination(destination: Destination) throws {
    guard case .push(let value) = ScreenRequest.open(destination) else {
      Issue.record("open(\(destination)) is not a push")
      return
    }
    #expect(value.as(Destination.self) == destination)
  }

  @Test(arguments: destinations)
  func replaceTakesThePlaceOfTheScreenThatAsks(destination: Destination) throws {
    guard case .takePlace(let value) = ScreenRequest.replace(destination) else {
      Issue.record("replace(\(destination)) does not take the screen's place")
      return
    }
    #expect(value.as(Destination.self) == destination)
  }

  @Test func twoDestinationsAreDifferentRequests() {
    #expect(ScreenRequest.open(.issue(Self.busy, number: 1)) != .open(.issue(Self.busy, number: 2)))
    #expect(ScreenRequest.open(.repositories) != .replace(.repositories))
  }
}
