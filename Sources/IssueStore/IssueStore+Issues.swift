import FoundationEssentials
import GRDB
import IssueDomain
import Logging

/// One issue's page: the issue and its comments, keyed by `owner/name#number`.
extension IssueStore {
  /// The issue `number` of `repository` with its comments, if stored.
  public func issue(_ number: Int, in repository: RepositoryName) async -> StoredIssue? {
    let key = Self.issueKey(number, repository)
    let usedAt = now().timeIntervalSince1970
    let found: (StoredList<Data>, Data)??
    do {
      found = try await database.write { db -> (StoredList<Data>, Data)? in
        try Self.readIssue(db, key: key, usedAt: usedAt)
      }
    } catch let tooLarge as StoredValueTooLarge {
      drop(tooLarge)
      return nil
    } catch {
      logger.warning("store: read \(key) failed: \(StoreProblem(error))")
      return nil
    }
    guard let (comments, payload) = found ?? nil else { return nil }
    return decodedIssue(key, payload: payload, comments: comments)
  }

  /// The issue `key`'s row and its comments, still JSON, marked used at `usedAt`; a value
  /// larger than any kept is `StoredValueTooLarge`, and is not read.
  private static func readIssue(_ db: Database, key: String, usedAt: Double) throws
    -> (StoredList<Data>, Data)?
  {
    guard
      let size = try Int.fetchOne(
        db, sql: "SELECT length(payload) FROM issue WHERE key = ?", arguments: [key])
    else { return nil }
    if size > StoredValueTooLarge.maximumRowBytes {
      throw StoredValueTooLarge(key: key, bytes: size)
    }
    try checkSizes(db, of: "comment", where: "issueKey", is: key)
    guard
      let row = try Row.fetchOne(db, sql: "SELECT * FROM issue WHERE key = ?", arguments: [key])
    else { return nil }
    try db.execute(sql: "UPDATE issue SET usedAt = ? WHERE key = ?", arguments: [usedAt, key])
    let comments = try Data.fetchAll(
      db, sql: "SELECT payload FROM comment WHERE issueKey = ? ORDER BY position",
      arguments: [key])
    let list = StoredList(
      rows: comments,
      validators: Validators(etag: row["etag"], lastModified: row["lastModified"]),
      storedAt: Date(timeIntervalSince1970: row["storedAt"]))
    return (list, row["payload"])
  }

  /// The issue and its comments decoded, as `issue(_:in:)` returns them.
  private func decodedIssue(_ key: String, payload: Data, comments: StoredList<Data>)
    -> StoredIssue?
  {
    guard let issue = try? Self.decoder.decode(IssueRecord.self, from: payload).issue else {
      logger.warning("store: \(key) can't be read; it is fetched again")
      return nil
    }
    // A comment that can't be read is left out and the rest shown; without the validators,
    // the next request is unconditional and brings the whole page back.
    let (decoded, dropped) = Self.decode(CommentRecord.self, comments.rows)
    if dropped > 0 {
      logger.warning("store: \(dropped) comment(s) of \(key) can't be read; it is fetched again")
    }
    return StoredIssue(
      issue: issue, comments: decoded.map(\.comment),
      validators: dropped > 0 ? Validators() : comments.validators, storedAt: comments.storedAt)
  }

  /// Replaces the stored page of `stored.issue`, which must name its repository.
  public func saveIssue(_ stored: StoredIssue) async {
    guard let repository = stored.issue.repository else { return }
    let key = Self.issueKey(stored.issue.number, repository)
    let payload: Data
    let comments: [Data]
    do {
      payload = try Self.encoder.encode(IssueRecord(stored.issue))
      comments = try stored.comments.map { try Self.encoder.encode(CommentRecord($0)) }
    } catch {
      logger.warning("store: \(key) can't be encoded; not stored")
      return
    }
    let usedAt = now().timeIntervalSince1970
    let bytes = comments.reduce(payload.count) { $0 + $1.count }
    await perform("save \(key)") { [maximumBytes] db in
      try db.execute(sql: "DELETE FROM issue WHERE key = ?", arguments: [key])
      try db.execute(
        sql: """
          INSERT INTO issue (key, payload, etag, lastModified, storedAt, usedAt, bytes)
          VALUES (?, ?, ?, ?, ?, ?, ?)
          """,
        arguments: [
          key, payload, stored.validators.etag, stored.validators.lastModified,
          stored.storedAt.timeIntervalSince1970, usedAt, bytes,
        ])
      let insert = try db.makeStatement(
        sql: "INSERT INTO comment (issueKey, position, payload) VALUES (?, ?, ?)")
      for (position, comment) in comments.enumerated() {
        try insert.execute(arguments: [key, position, comment])
      }
      try Self.evict(db, toFit: maximumBytes)
    }
  }

  static func issueKey(_ number: Int, _ repository: RepositoryName) -> String {
    "\(repository.owner)/\(repository.name)#\(number)"
  }
}
