/// What the runs' write effects send back: the attempt `serial` at `request` ended.
public struct WorkflowRunWriteEvent: Sendable {
  public var request: WorkflowRunWriteRequest
  public var serial: Int
  public var result: Result<Void, WorkflowRunWriteFailure>

  public init(
    request: WorkflowRunWriteRequest, serial: Int, result: Result<Void, WorkflowRunWriteFailure>
  ) {
    self.request = request
    self.serial = serial
    self.result = result
  }
}
