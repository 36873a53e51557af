import IssueDomain

/// What the review writes' effects send back: the attempt `serial` at a write on `reference`
/// ended.
public enum ReviewWriteEvent: Sendable {
  case written(IssueReference, serial: Int, Result<ReviewWritten, ReviewWriteFailure>)
}
