import FoundationEssentials
import GRDB
import IssueDomain

/// An issue's page as two records kept apart, because the screen asks for them apart: the issue
/// (the `issue` table, with its own `ETag`) and the first page of its conversation (a list of
/// kind `timeline`, comments and events, with another; or of kind `comments` from a backend
/// that pages comments alone). Either can be answered, or be unchanged, without the other.
extension IssueStore {
  static let commentsKind = "comments"
  static let timelineKind = "timeline"

  /// The first page of the conversation (comments and events) of the list `key`, if stored.
  public func timeline(forList key: String) async -> StoredList<TimelineEntry>? {
    await rows(of: key, kind: Self.timelineKind, as: TimelineRecord.self).map { list in
      list.replacingRows(list.rows.compactMap(\.entry))
    }
  }

  /// Replaces the conversation list `key` with `list`.
  public func saveTimeline(_ list: StoredList<TimelineEntry>, forList key: String) async {
    await save(list.mapRows(TimelineRecord.init), as: key, kind: Self.timelineKind)
  }

  /// The first page of comments of the list `key`, if stored.
  public func comments(forList key: String) async -> StoredList<Comment>? {
    await rows(of: key, kind: Self.commentsKind, as: CommentRecord.self).map { list in
      list.mapRows(\.comment)
    }
  }

  /// Replaces the comments list `key` with `list`.
  public func saveComments(_ list: StoredList<Comment>, forList key: String) async {
    await save(list.mapRows(CommentRecord.init), as: key, kind: Self.commentsKind)
  }

  /// The server said the issue is unchanged (a 304) at `date`: only its age changes, and the
  /// validators it sent, if any.
  public func markIssueUnchanged(
    _ number: Int, in repository: RepositoryName, at date: Date, validators: Validators
  ) async {
    let key = Self.issueKey(number, repository)
    await perform("mark \(key) unchanged") { db in
      try db.execute(
        sql: """
          UPDATE issue SET storedAt = ?, usedAt = ?, etag = COALESCE(?, etag),
            lastModified = COALESCE(?, lastModified) WHERE key = ?
          """,
        arguments: [
          date.timeIntervalSince1970, date.timeIntervalSince1970, validators.etag,
          validators.lastModified, key,
        ])
    }
  }
}
