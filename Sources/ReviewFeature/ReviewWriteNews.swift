import IssueDomain

/// News for every screen: a review write was made on `reference`. The pull request's page
/// keeps it shown from its own threads at once, then reads them again.
public struct ReviewWriteNews: Equatable, Sendable {
  public var reference: IssueReference
  public var write: ReviewWrite
  public var written: ReviewWritten

  public init(reference: IssueReference, write: ReviewWrite, written: ReviewWritten) {
    self.reference = reference
    self.write = write
    self.written = written
  }
}
