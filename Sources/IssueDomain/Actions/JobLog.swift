/// A job's log as it was kept: an owner-only file that the viewer reads in windows, so the
/// log's size never becomes memory.
public struct JobLog: Hashable, Sendable {
  public var jobID: Int64
  /// The file's path.
  public var path: String
  public var byteCount: Int

  public init(jobID: Int64, path: String, byteCount: Int) {
    self.jobID = jobID
    self.path = path
    self.byteCount = byteCount
  }
}
