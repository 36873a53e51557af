import AppCore
import IssueDomain

/// A job's log in the viewer. The Actions feature's own destination, routed by its type
/// (`ScreenRoute.jobLog`).
public struct JobLogDestination: Equatable, Sendable {
  public var repository: RepositoryName
  public var jobID: Int64
  /// The job's name, for the breadcrumb. Untrusted text, made inert.
  public var jobName: String

  public init(_ repository: RepositoryName, jobID: Int64, jobName: String) {
    self.repository = repository
    self.jobID = jobID
    self.jobName = jobName
  }
}

extension ScreenRoute {
  /// The log viewer, for a `JobLogDestination`.
  public static let jobLog = ScreenRoute(JobLogDestination.self) { place, id, _ in
    AnyScreen(
      JobLogScreen(
        repository: place.repository, jobID: place.jobID, jobName: place.jobName, id: id))
  }
}
