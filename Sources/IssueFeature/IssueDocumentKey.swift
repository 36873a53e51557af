import AppCore
import FoundationEssentials
import IssueDomain
import MarkdownView
import SharedWrites

/// Everything an issue's laid-out document depends on, as a `MemoCache` key: the issue, the
/// conversation loaded (and whether its events are shown), the line under them ("Loading comments…", an error), the width and the time
/// ages are measured from. The theme is not in it: a cache belongs to one program.
///
/// It hashes a few cheap fields only (a body can be 64 KiB); equality compares everything, which
/// costs a pointer check when the strings and arrays share storage with the cached key.
public struct IssueDocumentKey: Hashable, Sendable {
  public var issue: Issue
  public var entries: [TimelineEntry]
  /// Whether the events between comments are drawn.
  public var showsEvents = true
  public var footer: MarkdownText.Line?
  /// The user's comment on its way to the server, drawn after the others and marked pending.
  public var pendingComment: String?
  /// The comment with a change in flight (already applied to `entries`), marked as pending.
  public var pendingCommentChange: Int?
  /// A pull request's review threads, each drawn under the review it was begun in.
  public var threads = ConversationThreads.none
  public var width: Int
  public var now: Date
  /// The parts with a write in flight, marked as pending.
  public var pending: Set<IssueWrite.Kind> = []

  public func hash(into hasher: inout Hasher) {
    hasher.combine(issue.number)
    hasher.combine(issue.body.utf8.count)
    hasher.combine(entries.count)
    hasher.combine(entries.last?.id)
    hasher.combine(showsEvents)
    hasher.combine(pendingComment?.utf8.count)
    hasher.combine(pendingCommentChange)
    hasher.combine(threads)
    hasher.combine(width)
    hasher.combine(now)
  }
}

/// A Markdown text at a width, as a `MemoCache` key; hashed by its length, compared whole.
public struct MarkdownKey: Hashable, Sendable {
  public var text: String
  public var width: Int

  public func hash(into hasher: inout Hasher) {
    hasher.combine(text.utf8.count)
    hasher.combine(width)
  }
}
