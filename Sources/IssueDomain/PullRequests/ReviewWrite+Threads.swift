import FoundationEssentials

extension ReviewWrite {
  /// `threads` (of one file, or every file) as they are once the write is made, for showing it
  /// before the server answers. A new thread or reply is `author`'s, with `provisionalID` in
  /// place of the id the server will give it; a write naming nothing among them changes
  /// nothing.
  public func applied(
    to threads: [ReviewThread], author: User, provisionalID: String, now: Date? = nil
  ) -> [ReviewThread] {
    switch self {
    case .comment(let comment), .addToPendingReview(let comment, _):
      let pending = if case .addToPendingReview = self { true } else { false }
      let range = comment.isRange
      return threads + [
        ReviewThread(
          id: provisionalID, path: comment.path, line: comment.line,
          startLine: range ? comment.startLine : nil, side: comment.side,
          comments: [
            ReviewComment(
              id: provisionalID, author: author, body: comment.body, createdAt: now,
              isPending: pending)
          ])
      ]
    case .reply(let id, let body, let review):
      return threads.map { thread in
        guard thread.id == id else { return thread }
        var thread = thread
        thread.comments.append(
          ReviewComment(
            id: provisionalID, author: author, body: body, createdAt: now,
            isPending: review != nil))
        thread.commentCount += 1
        return thread
      }
    case .editComment(let id, let body):
      return threads.map { thread in
        var thread = thread
        for index in thread.comments.indices where thread.comments[index].id == id {
          thread.comments[index].body = body
        }
        return thread
      }
    case .deleteComment(let id):
      return threads.compactMap { thread in
        var thread = thread
        let before = thread.comments.count
        thread.comments.removeAll { $0.id == id }
        thread.commentCount -= before - thread.comments.count
        return thread.comments.isEmpty ? nil : thread
      }
    case .resolve(let id, let resolved):
      return threads.map { thread in
        guard thread.id == id else { return thread }
        var thread = thread
        thread.isResolved = resolved
        return thread
      }
    case .submitPendingReview:
      return threads.map { thread in
        var thread = thread
        for index in thread.comments.indices { thread.comments[index].isPending = false }
        return thread
      }
    case .discardPendingReview:
      return threads.compactMap { thread in
        var thread = thread
        let before = thread.comments.count
        thread.comments.removeAll(where: \.isPending)
        thread.commentCount -= before - thread.comments.count
        return thread.comments.isEmpty ? nil : thread
      }
    case .markViewed:
      return threads
    }
  }

  /// The file whose threads the write changes, when only one file's can change.
  public var path: String? {
    switch self {
    case .comment(let comment), .addToPendingReview(let comment, _): comment.path
    case .markViewed(let path, _, _): path
    default: nil
    }
  }
}
