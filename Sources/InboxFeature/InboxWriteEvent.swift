import ErrorHandling
import IssueDomain

/// What came of one attempt at an inbox change: the attempt `serial` of `request` ended.
public struct InboxWriteEvent: Sendable {
  public var request: InboxWriteRequest
  public var serial: Int
  public var result: Result<InboxChange, AppError>
}
