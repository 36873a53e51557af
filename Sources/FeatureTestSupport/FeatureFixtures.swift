import AppCore
import ErrorHandling
import FoundationEssentials
import IssueData
import Localization
import TerminalUI
import TestSupport

/// The environment a feature's screen is given in its tests: the demo backend, answering at
/// `referenceDate`, with nothing logged. The app's tests build theirs the same way.
public enum FeatureFixtures {
  /// The demo backend on `clock`.
  public static func repository(
    clock: any Clock<Duration> = ContinuousClock(), latency: Duration = .milliseconds(600)
  ) -> DemoIssueRepository {
    DemoIssueRepository(clock: clock, now: referenceDate, latency: latency, logger: silentLogger)
  }

  /// An environment on `repository`, in `language`, whose browser opens every link.
  public static func environment(
    _ repository: DemoIssueRepository = repository(), language: Language = .english,
    logger: any ErrorLogging = DevelopmentErrorLogger(logger: silentLogger),
    openURL: @escaping @Sendable (String) async -> Bool = { _ in true }
  ) -> AppEnvironment {
    AppEnvironment(
      repository: repository, logger: logger, domainLogger: silentLogger, language: language,
      now: { referenceDate }, openURL: openURL, demoSwitches: repository.switches)
  }

  /// What a screen is given to reduce and draw in, as the app gives it to the screen on top:
  /// `environment`, a body of `size` in the standard theme at `referenceDate`, and what the
  /// features share (`values`).
  public static func context(
    _ environment: AppEnvironment = environment(), size: Size = Size(width: 80, height: 20),
    values: ContextValues = ContextValues()
  ) -> ScreenContext {
    ScreenContext(
      environment: environment, theme: .standard, body: Rect(size: size), now: referenceDate,
      tick: 0,
      keys: Keymap.Context(
        canGoBack: true, isDemo: environment.demoSwitches != nil,
        canWrite: environment.canWrite, values: values),
      caches: ViewCaches())
  }
}
