import Foundation
import IssueDomain

/// What a screen asks of the writes feature.
public enum WriteRequest: Equatable, Sendable {
  /// Post `body` as a comment on the issue: shown at once as pending, sent once.
  case sendComment(RepositoryName, number: Int, body: String)
  /// A composer closed on `text` (nil: on nothing): kept until the program ends.
  case closedDraft(RepositoryName, number: Int, text: String?)
  /// Make `change` to the inbox: shown at once, sent once. `seen` is the thread's
  /// `updatedAt` as the screen had it.
  case changeInbox(InboxChange, seen: Date?)
  /// A restored draft's send, begun at `since` in an earlier run, may have reached the server:
  /// sending `body` there again looks for the stored comment first.
  case draftMaybeSent(RepositoryName, number: Int, body: String, since: Date)
}
