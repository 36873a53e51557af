import AppCore
import ComposerFeature
import Destinations
import IssueDomain
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import TriageApp

/// A feature's destination type finds its screen by its type alone: its route takes its own
/// values and no other, and the app pushes what the route makes.
@Suite struct ScreenRouteTests {
  let review = ReviewDestination(Fixtures.repositoryName, number: 133, .requestChanges)

  @Test func aRouteTakesOnlyItsOwnType() {
    let environment = Fixtures.environment()
    #expect(ScreenRoute.review.screen(FeatureValue(review), environment) != nil)
    #expect(ScreenRoute.review.screen(FeatureValue(Destination.home), environment) == nil)
    #expect(ScreenRoute.review.screen(FeatureValue("a review"), environment) == nil)
  }

  @Test func theAppPushesTheScreenARouteMakes() throws {
    let program = Fixtures.program
    var state = program.initialState()
    program.apply(.input(.resize(Size(width: 80, height: 24))), to: &state)
    let before = state.navigation.count
    var update = state
    let effect = program.openFeatureScreen(FeatureValue(review), &update)
    #expect(effect != nil)
    #expect(update.navigation.count == before + 1)
    let composer = try #require(update.top.screen.as(ComposerScreen.self))
    #expect(composer.review == .requestChanges)
    #expect(composer.number == 133)
    #expect(program.openFeatureScreen(FeatureValue("nowhere"), &state) == nil)
    #expect(state.navigation.count == before, "a value no route takes opens nothing")
  }
}
