import AppCore
import IssueDomain

/// A workflow run of a repository, with the job to select first (the check Enter was pressed
/// on). The Actions feature's own destination, which the app routes by its type
/// (`ScreenRoute.workflowRun`).
public struct WorkflowRunDestination: Equatable, Sendable {
  public var repository: RepositoryName
  public var runID: Int64
  public var jobID: Int64?

  public init(_ repository: RepositoryName, runID: Int64, jobID: Int64? = nil) {
    self.repository = repository
    self.runID = runID
    self.jobID = jobID
  }
}

extension ScreenRoute {
  /// The workflow run's page, for a `WorkflowRunDestination`.
  public static let workflowRun = ScreenRoute(WorkflowRunDestination.self) { place, id, _ in
    AnyScreen(
      WorkflowRunScreen(
        repository: place.repository, runID: place.runID, selecting: place.jobID, id: id))
  }
}
