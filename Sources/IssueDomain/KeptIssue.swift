import Foundation

/// An issue's page as an earlier run kept it: the issue, the first page of its comments if
/// they were kept too, and the age of the older of the two (what the header's "as of" shows).
public struct KeptIssue: Sendable, Equatable {
  public var issue: Issue
  public var comments: CommentPage?
  public var asOf: Date

  public init(issue: Issue, comments: CommentPage?, asOf: Date) {
    self.issue = issue
    self.comments = comments
    self.asOf = asOf
  }
}
