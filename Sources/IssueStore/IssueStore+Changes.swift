import FoundationEssentials
import GRDB
import IssueDomain

/// What the user did, kept: after a write the server took, the rows kept of what it changed
/// are changed the same way, so a later run (offline too) shows what the server was told, not
/// what it said before. Each change is one transaction; the lists' validators and ages stay, so
/// a conditional request still asks whether anything changed since.
extension IssueStore {
  /// Changes every kept inbox thread as `transform` says: a thread it returns `nil` for leaves
  /// the inbox (marked done).
  public func changeThreads(_ transform: @escaping @Sendable (InboxThread) -> InboxThread?) async {
    await rewriteRows(
      "change threads", kind: Self.threadsKind, containing: nil, as: ThreadRecord.self
    ) { record in
      let thread = record.thread
      guard let changed = transform(thread) else { return .remove }
      return changed == thread ? .keep : .replace(ThreadRecord(changed))
    }
  }

  /// `issue` as the server now has it, in its kept page and in every kept list that shows it.
  /// It must name its repository.
  public func changeIssue(_ issue: Issue) async {
    guard let repository = issue.repository else { return }
    let record = IssueRecord(issue)
    await rewriteIssue(issue.number, in: repository) { _ in record }
  }

  /// The pull request `number` merged: closed wherever it is kept.
  public func closeIssue(_ number: Int, in repository: RepositoryName) async {
    await rewriteIssue(number, in: repository) { kept in
      var closed = kept
      closed.isOpen = false
      return closed
    }
  }

  /// A comment the server took on issue `number`: added at the end of its kept conversation
  /// (`conversations`, its timeline's and comments' list keys) where the kept page is the whole
  /// of it, and counted in its kept page and the lists that show it.
  public func addComment(
    _ comment: Comment, toIssue number: Int, in repository: RepositoryName,
    conversations: [String]
  ) async {
    for key in conversations {
      if let timeline = await readRows(of: key, kind: Self.timelineKind, as: TimelineRecord.self),
        timeline.nextCursor == nil, !timeline.rows.contains(where: { $0.comment?.id == comment.id })
      {
        await save(
          timeline.replacingRows(timeline.rows + [TimelineRecord(.comment(comment))]), as: key,
          kind: Self.timelineKind)
      }
      if let comments = await readRows(of: key, kind: Self.commentsKind, as: CommentRecord.self),
        comments.nextCursor == nil, !comments.rows.contains(where: { $0.id == comment.id })
      {
        await save(
          comments.replacingRows(comments.rows + [CommentRecord(comment)]), as: key,
          kind: Self.commentsKind)
      }
    }
    await rewriteIssue(number, in: repository) { kept in
      var counted = kept
      counted.commentCount = (kept.commentCount ?? 0) + 1
      return counted
    }
  }

  /// The comment `id` as the server now has it (edited), or gone (`nil`, deleted), in every
  /// kept conversation that shows it.
  public func changeComment(_ id: Int, to comment: Comment?) async {
    let needle = Data("\"id\":\(id)".utf8)
    await rewriteRows(
      "change comment \(id)", kind: Self.timelineKind, containing: needle,
      as: TimelineRecord.self
    ) { kept in
      guard kept.comment?.id == id else { return .keep }
      return comment.map { .replace(TimelineRecord(.comment($0))) } ?? .remove
    }
    await rewriteRows(
      "change comment \(id)", kind: Self.commentsKind, containing: needle, as: CommentRecord.self
    ) { kept in
      guard kept.id == id else { return .keep }
      return comment.map { .replace(CommentRecord($0)) } ?? .remove
    }
  }

  /// Changes the issue `number` of `repository` as `change` says, in its kept page and in every
  /// kept list that shows it.
  func rewriteIssue(
    _ number: Int, in repository: RepositoryName,
    _ change: @escaping @Sendable (IssueRecord) -> IssueRecord
  ) async {
    let key = Self.issueKey(number, repository)
    let owner = repository.owner.lowercased()
    let name = repository.name.lowercased()
    await perform("change \(key)") { db in
      // A value larger than any kept is left as it is, unread, for the read that drops it.
      guard
        let payload = try Data.fetchOne(
          db, sql: "SELECT payload FROM issue WHERE key = ? AND length(payload) <= ?",
          arguments: [key, StoredValueTooLarge.maximumRowBytes]),
        let kept = try? Self.decoder.decode(IssueRecord.self, from: payload)
      else { return }
      let encoded = try Self.encoder.encode(change(kept))
      try db.execute(
        sql: "UPDATE issue SET payload = ?, bytes = bytes - length(payload) + ? WHERE key = ?",
        arguments: [encoded, encoded.count, key])
    }
    // Only rows whose JSON holds the number are decoded to compare.
    await rewriteRows(
      "change lists of \(key)", kind: Self.issuesKind,
      containing: Data("\"number\":\(number)".utf8), as: IssueRecord.self
    ) { kept in
      guard kept.number == number, kept.owner?.lowercased() == owner,
        kept.name?.lowercased() == name
      else { return .keep }
      return .replace(change(kept))
    }
  }

  /// What to do with one kept row.
  enum RowChange<Record> {
    case keep
    case replace(Record)
    case remove
  }

  /// Reads every row of the lists of `kind` (those whose JSON holds `needle`, when given),
  /// and replaces or removes each as `change` says, in one transaction; the lists' byte counts
  /// follow. A row this version can't read is kept as it is.
  func rewriteRows<Record: Codable & Sendable>(
    _ what: String, kind: String, containing needle: Data?, as type: Record.Type,
    _ change: @escaping @Sendable (Record) -> RowChange<Record>
  ) async {
    let changed = await perform(what) { db -> Bool in
      var sql = """
        SELECT listRow.listKey, listRow.position, listRow.payload FROM listRow
        JOIN list ON list.key = listRow.listKey WHERE list.kind = ?
        """
      // A row larger than any kept is never read, nor searched (`instr` reads all of it); it
      // is left as it is for the read that drops its list.
      var arguments: StatementArguments = [kind, StoredValueTooLarge.maximumRowBytes]
      if let needle {
        sql += " AND CASE WHEN length(listRow.payload) <= ? THEN instr(listRow.payload, ?) > 0 END"
        arguments += [needle]
      } else {
        sql += " AND length(listRow.payload) <= ?"
      }
      let rows = try Row.fetchAll(db, sql: sql, arguments: arguments)
      var touched = Set<String>()
      for row in rows {
        let key: String = row["listKey"]
        let position: Int = row["position"]
        let payload: Data = row["payload"]
        guard let record = try? Self.decoder.decode(Record.self, from: payload) else { continue }
        switch change(record) {
        case .keep:
          continue
        case .replace(let replacement):
          let encoded = try Self.encoder.encode(replacement)
          try db.execute(
            sql: "UPDATE listRow SET payload = ? WHERE listKey = ? AND position = ?",
            arguments: [encoded, key, position])
        case .remove:
          try db.execute(
            sql: "DELETE FROM listRow WHERE listKey = ? AND position = ?",
            arguments: [key, position])
        }
        touched.insert(key)
      }
      for key in touched {
        try db.execute(
          sql: """
            UPDATE list SET bytes = (SELECT COALESCE(SUM(length(payload)), 0) FROM listRow
              WHERE listKey = ?) WHERE key = ?
            """,
          arguments: [key, key])
      }
      return !touched.isEmpty
    }
    // A list read ahead before the change would show what it was.
    if changed == true, Self.screenKinds.contains(kind) { dropReadAhead() }
  }
}
