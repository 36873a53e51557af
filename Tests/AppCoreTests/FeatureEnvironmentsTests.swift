import AppCore
import FeatureTestSupport
import IssueDomain
import Testing

/// A feature reaches the backend only through its own environment, made from the backend's
/// slice it names, and a test can put a slice of its own in its place.
@Suite struct FeatureEnvironmentsTests {
  /// A feature's environment that remembers which backend it was made from.
  struct Probe: FeatureEnvironment {
    var origin: String

    init(origin: String) { self.origin = origin }

    init(backend: any IssueBackend, logger: UseCaseLogger) {
      origin = String(describing: type(of: backend))
    }
  }

  @Test func aFeaturesEnvironmentIsMadeFromTheBackendUntilOneIsSet() {
    var environment = FeatureFixtures.environment()
    #expect(environment.features[Probe.self].origin == "DemoIssueRepository")
    environment.features.set(Probe(origin: "a test's own"))
    #expect(environment.features[Probe.self].origin == "a test's own")
  }

  @Test func settingOneFeaturesEnvironmentLeavesTheOthersMadeFromTheBackend() {
    struct Other: FeatureEnvironment {
      var made: Bool
      init(backend: any IssueBackend, logger: UseCaseLogger) { made = true }
      init() { made = false }
    }
    var environment = FeatureFixtures.environment()
    environment.features.set(Probe(origin: "set"))
    #expect(environment.features[Other.self].made)
    environment.features.set(Other())
    #expect(!environment.features[Other.self].made)
    #expect(environment.features[Probe.self].origin == "set")
  }
}
