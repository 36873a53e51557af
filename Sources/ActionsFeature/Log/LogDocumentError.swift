/// Why a job log couldn't be opened as a `LogDocument`.
public enum LogDocumentError: Error, Equatable, Sendable {
  /// Opening or reading the file failed with `errno`.
  case unreadable(errno: Int32)
  /// The log has more lines than `limit` (`LogDocument.lineLimit`).
  case tooManyLines(limit: Int)
  /// The log is larger than `limit` bytes (`LogDocument.byteLimit`).
  case tooLarge(limit: Int)
}
