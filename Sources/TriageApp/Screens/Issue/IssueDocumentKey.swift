import AppCore
import Foundation
import IssueDomain
import MarkdownView
import SharedWrites

/// Everything an issue's laid-out document depends on, as a `MemoCache` key: the issue, the
/// conversation loaded (and whether its events are shown), the line under them ("Loading comments…", an error), the width and the time
/// ages are measured from. The theme is not in it: a cache belongs to one program.
///
/// It hashes a few cheap fields only (a body can be 64 KiB); equality compares everything, which
/// costs a pointer check when the strings and arrays share storage with the cached key.
struct IssueDocumentKey: Hashable, Sendable {
  var issue: Issue
  var entries: [TimelineEntry]
  /// Whether the events between comments are drawn.
  var showsEvents = true
  var footer: MarkdownText.Line?
  /// The user's comment on its way to the server, drawn after the others and marked pending.
  var pendingComment: String?
  /// The comment with a change in flight (already applied to `entries`), marked as pending.
  var pendingCommentChange: Int?
  var width: Int
  var now: Date
  /// The parts with a write in flight, marked as pending.
  var pending: Set<IssueWrite.Kind> = []

  func hash(into hasher: inout Hasher) {
    hasher.combine(issue.number)
    hasher.combine(issue.body.utf8.count)
    hasher.combine(entries.count)
    hasher.combine(entries.last?.id)
    hasher.combine(showsEvents)
    hasher.combine(pendingComment?.utf8.count)
    hasher.combine(pendingCommentChange)
    hasher.combine(width)
    hasher.combine(now)
  }
}

/// A Markdown text at a width, as a `MemoCache` key; hashed by its length, compared whole.
struct MarkdownKey: Hashable, Sendable {
  var text: String
  var width: Int

  func hash(into hasher: inout Hasher) {
    hasher.combine(text.utf8.count)
    hasher.combine(width)
  }
}
