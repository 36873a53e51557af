import AppCore
import IssueDomain

/// The runs' writes in flight, as the app keeps them for this feature: one at a time per run,
/// so a key pressed twice never sends twice. A run's page reads it to say what it waits for.
public struct WorkflowRunWritesState: Equatable, Sendable, ContextValue {
  public struct Run: Hashable, Sendable {
    public var repository: RepositoryName
    public var id: Int64
  }

  public struct Attempt: Hashable, Sendable {
    public var write: WorkflowRunWrite
    /// Tags the attempt's answer: an answer with another serial is stale and dropped.
    public var serial: Int
  }

  /// The write in flight on each run.
  public private(set) var inFlight: [Run: Attempt] = [:]
  private var serials = 0

  public init() {}

  public static var defaultValue: WorkflowRunWritesState { WorkflowRunWritesState() }

  /// The write in flight on run `id` of `repository`, if one is.
  public func pending(_ id: Int64, in repository: RepositoryName) -> WorkflowRunWrite? {
    inFlight[Run(repository: repository, id: id)]?.write
  }

  /// Starts `request`'s attempt: its serial, or nil while another write to the run is in
  /// flight.
  public mutating func begin(_ request: WorkflowRunWriteRequest) -> Int? {
    let run = Run(repository: request.repository, id: request.runID)
    guard inFlight[run] == nil else { return nil }
    serials += 1
    inFlight[run] = Attempt(write: request.write, serial: serials)
    return serials
  }

  /// The attempt `serial` ended: false when it is stale (another attempt took its place).
  public mutating func end(_ request: WorkflowRunWriteRequest, serial: Int) -> Bool {
    let run = Run(repository: request.repository, id: request.runID)
    guard inFlight[run]?.serial == serial else { return false }
    inFlight[run] = nil
    return true
  }

}
