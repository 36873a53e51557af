import AppCore
import ErrorHandling
import FoundationEssentials
import IssueDomain
import Localization
import SharedWrites
import TerminalUI
import Testing

@testable import InboxFeature
@testable import TriageApp

/// The app routes a feature's writes by type alone: a request or an event of another type
/// is left for another route, and the state a route's reducer moves is the one the screens
/// read among the context's values.
@Suite struct FeatureWritesRouteTests {
  let route = FeatureWritesRoute(InboxWrites.self)
  let environment = Fixtures.environment()
  let change = InboxChange.markRead(threadID: "11")
  let context = FeatureWritesContext(size: Size(width: 80, height: 24))

  @Test func aRequestOfTheFeaturesTypeMovesItsStateInTheValues() throws {
    var values = ContextValues()
    let request = FeatureValue(InboxWriteRequest(change, seen: nil))
    let update = try #require(route.perform(request, environment, &values, context))
    #expect(values[PendingInboxChanges.self].isPending(.thread("11")), "shown at once")
    #expect(update.requests.count == 1, "the inboxes are told")
  }

  @Test func aValueOfAnotherTypeIsNotTaken() {
    var values = ContextValues()
    let other = FeatureValue(WriteRequest.learnAccount)
    #expect(route.perform(other, environment, &values, context) == nil)
    #expect(
      route.handle(FeatureWritesEvent("not an inbox event"), environment, &values, context) == nil)
    #expect(values == ContextValues(), "nothing moved")
  }

  /// Begins `request` through the route, then fails its attempt offline: the update the
  /// failure gave.
  func failOffline(
    _ request: InboxWriteRequest, _ values: inout ContextValues
  ) throws -> FeatureWritesUpdate<FeatureWritesEvent> {
    _ = route.perform(FeatureValue(request), environment, &values, context)
    let serial = try #require(values[PendingInboxChanges.self].entries[.thread("11")]?.serial)
    let failed = InboxWriteEvent(
      request: request, serial: serial, result: .failure(.network(.offline)))
    return try #require(route.handle(FeatureWritesEvent(failed), environment, &values, context))
  }

  @Test func theEventOfAnAttemptReachesTheStateItBegan() throws {
    var values = ContextValues()
    let update = try failOffline(InboxWriteRequest(change, seen: nil), &values)
    #expect(values[PendingInboxChanges.self].entries.isEmpty, "rolled back exactly")
    guard case .raise(let error, _)? = update.requests.last else {
      Issue.record("a refusal is raised through the chain: \(update.requests)")
      return
    }
    #expect(error == .network(.offline))
  }

  @Test func anOfflineChangeThatOpenedAPageIsSaidInTheFooter() throws {
    var values = ContextValues()
    let update = try failOffline(InboxWriteRequest(change, seen: nil, opensPage: true), &values)
    guard case .screen(.status(let text))? = update.requests.last else {
      Issue.record("the page's own alert says it: \(update.requests)")
      return
    }
    #expect(text.english.hasPrefix("Not marked read: "))
  }
}
