import AppCore
import IssueDomain

/// A write a run's page asks of `ActionsWrites`, after the user confirmed it: `write` on run
/// `runID` of `repository`, which the page names as `label` (“CI #1133”) in what it says.
public struct WorkflowRunWriteRequest: Hashable, Sendable {
  public var repository: RepositoryName
  public var runID: Int64
  public var label: String
  public var write: WorkflowRunWrite

  public init(repository: RepositoryName, runID: Int64, label: String, write: WorkflowRunWrite) {
    self.repository = repository
    self.runID = runID
    self.label = label
    self.write = write
  }
}
