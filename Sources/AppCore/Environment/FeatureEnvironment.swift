import IssueDomain
import Logging

/// What one feature is given to make its requests: the slice of the backend it uses, and the
/// use cases over it. The feature names the slice once, in `init(backend:logger:)`, the only
/// place it sees the whole backend; its screens and writes reach the backend through it alone,
/// and its tests can hand it a slice of their own (`FeatureEnvironments.set`).
public protocol FeatureEnvironment: Sendable {
  /// The feature's slice of `backend`; `logger` is where its use cases log.
  init(backend: any IssueBackend, logger: UseCaseLogger)
}

/// Where the domain's use cases log: named here so that a feature's environment can pass it on
/// without importing the logging library itself.
public typealias UseCaseLogger = Logger
