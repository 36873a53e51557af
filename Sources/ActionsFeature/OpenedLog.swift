import IssueDomain

/// A job's log, fetched and indexed: the file it was kept in and the document that reads it.
/// Two are the same when they read the same document: a document is a file, not a value.
public struct OpenedLog: Equatable, Sendable {
  public var log: JobLog
  public var document: LogDocument

  public init(log: JobLog, document: LogDocument) {
    self.log = log
    self.document = document
  }

  public static func == (lhs: OpenedLog, rhs: OpenedLog) -> Bool {
    lhs.log == rhs.log && lhs.document === rhs.document
  }
}
