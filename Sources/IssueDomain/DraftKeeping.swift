/// Keeps the text of a comment that wasn't sent, one per issue, so nothing typed is lost: a
/// comment that failed, or was still open when the program quit, comes back on the next `c`.
///
/// A protocol in the domain so the app can save and offer drafts without knowing about files;
/// `DraftStore` in IssueData keeps them on disk. Calls are synchronous and small (a draft is
/// bounded), so they can run when the program is about to exit.
public protocol DraftKeeping: Sendable {
  /// The draft for `key`, or `nil` when there is none.
  func load(_ key: DraftKey) throws(DraftError) -> String?
  /// Saves `text` as the draft for `key`, replacing any earlier one.
  func save(_ text: String, for key: DraftKey) throws(DraftError)
  /// Deletes the draft for `key`; deleting one that isn't there succeeds.
  func delete(_ key: DraftKey) throws(DraftError)
  /// The draft for `key` with what is known of its sending, or `nil` when there is none.
  func loadDraft(_ key: DraftKey) throws(DraftError) -> CommentDraft?
  /// Saves `draft` for `key`, replacing any earlier one, with what is known of its sending.
  func save(_ draft: CommentDraft, for key: DraftKey) throws(DraftError)
}

extension DraftKeeping {
  /// A keeper that stores only texts forgets whether a send was on its way.
  public func loadDraft(_ key: DraftKey) throws(DraftError) -> CommentDraft? {
    try load(key).map { CommentDraft(text: $0) }
  }

  public func save(_ draft: CommentDraft, for key: DraftKey) throws(DraftError) {
    try save(draft.text, for: key)
  }
}
