import Logging

/// What the executable decides about logging: the level and which error logger to use.
///
/// `--log-level debug` selects the development logger; any other level the production one.
/// Without the option the build decides: debug builds log at `debug` (development logger),
/// release builds at `notice` (production logger).
public struct LoggingConfiguration: Sendable, Equatable {
  /// The levels `--log-level` accepts, in increasing severity.
  public static let acceptedLevels: [Logger.Level] = [.debug, .info, .notice, .warning, .error]

  public var level: Logger.Level

  public init(level: Logger.Level) {
    self.level = level
  }

  /// The configuration for `--log-level name`, or the build default when `name` is nil.
  /// Returns nil for a name outside `acceptedLevels`.
  public init?(levelName name: String?) {
    guard let name else {
      self = .buildDefault
      return
    }
    guard let level = Logger.Level(rawValue: name.lowercased()),
      Self.acceptedLevels.contains(level)
    else { return nil }
    self.level = level
  }

  /// `debug` in debug builds, `notice` in release builds.
  public static var buildDefault: LoggingConfiguration {
    #if DEBUG
      LoggingConfiguration(level: .debug)
    #else
      LoggingConfiguration(level: .notice)
    #endif
  }

  /// True when the development (verbose) error logger should be used.
  public var usesDevelopmentLogger: Bool { level <= .debug }

  /// The error logger for this configuration, writing through `logger`.
  public func makeErrorLogger(logger: Logger) -> any ErrorLogging {
    usesDevelopmentLogger
      ? DevelopmentErrorLogger(logger: logger) : ProductionErrorLogger(logger: logger)
  }
}
