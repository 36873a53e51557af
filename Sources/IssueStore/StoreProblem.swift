import GRDB

/// Why a database file can't be used as it is, and is set aside: the one log line names it.
enum StoreProblem: Error, Sendable, Equatable, CustomStringConvertible {
  /// Another process holds a lock longer than the busy timeout.
  case locked
  /// Not a database, or a damaged one.
  case corrupt
  /// Owned by another user: its rows can't be trusted to be this account's.
  case foreignOwner(uid: UInt32)
  /// A directory, a link or a device where the file should be.
  case notAFile
  /// The file can't be opened, read or written.
  case unreadable
  /// Written by a later version of Triage, whose schema this one doesn't know.
  case newerSchema
  /// Any other failure of SQLite's, by its result code.
  case other(code: Int32)

  init(_ error: any Error) {
    guard let error = error as? DatabaseError else {
      self = .other(code: -1)
      return
    }
    switch error.resultCode {
    case .SQLITE_BUSY, .SQLITE_LOCKED: self = .locked
    case .SQLITE_CORRUPT, .SQLITE_NOTADB, .SQLITE_FORMAT: self = .corrupt
    case .SQLITE_CANTOPEN, .SQLITE_PERM, .SQLITE_READONLY, .SQLITE_AUTH, .SQLITE_IOERR:
      self = .unreadable
    default: self = .other(code: error.resultCode.rawValue)
    }
  }

  var description: String {
    switch self {
    case .locked: "locked by another process"
    case .corrupt: "corrupt"
    case .foreignOwner(let uid): "owned by another user (uid \(uid))"
    case .notAFile: "not a regular file"
    case .unreadable: "unreadable"
    case .newerSchema: "from a newer version of Triage"
    case .other(let code): "unusable (SQLite error \(code))"
    }
  }
}
