import IssueDomain
import Logging

/// The features' environments, each by its type: a feature's slice of the backend, made from
/// the backend on each ask unless a test (or a composition) set one in its place. The backend
/// itself is private: no feature reads it whole.
public struct FeatureEnvironments: Sendable {
  private let backend: any IssueBackend
  private let logger: Logger
  private var replaced: [ObjectIdentifier: any Sendable] = [:]

  public init(backend: any IssueBackend, logger: Logger) {
    self.backend = backend
    self.logger = logger
  }

  /// The environment of the feature that declares `Environment`.
  public subscript<Environment: FeatureEnvironment>(_: Environment.Type) -> Environment {
    if let set = replaced[ObjectIdentifier(Environment.self)] as? Environment { return set }
    return Environment(backend: backend, logger: logger)
  }

  /// Gives the feature `environment` in place of the one made from the backend.
  public mutating func set<Environment: FeatureEnvironment>(_ environment: Environment) {
    replaced[ObjectIdentifier(Environment.self)] = environment
  }
}
