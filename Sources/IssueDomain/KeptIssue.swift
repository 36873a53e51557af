import FoundationEssentials

/// An issue's page as an earlier run kept it: the issue, the first page of its conversation
/// (comments and the events between them) if it was kept too, and the age of the older of the
/// two (what the header's "as of" shows).
public struct KeptIssue: Sendable, Equatable {
  public var issue: Issue
  public var timeline: TimelinePage?
  public var asOf: Date

  public init(issue: Issue, timeline: TimelinePage?, asOf: Date) {
    self.issue = issue
    self.timeline = timeline
    self.asOf = asOf
  }

  /// A page kept from a backend without a timeline: its comments, with no events between them.
  public init(issue: Issue, comments: CommentPage?, asOf: Date) {
    self.init(issue: issue, timeline: comments.map(TimelinePage.init(comments:)), asOf: asOf)
  }
}
