import FoundationEssentials
import IssueDomain

/// One issue as it was last seen, with its comments and the validators of its answer.
public struct StoredIssue: Sendable, Hashable {
  public var issue: Issue
  public var comments: [Comment]
  public var validators: Validators
  public var storedAt: Date

  public init(issue: Issue, comments: [Comment], validators: Validators, storedAt: Date) {
    self.issue = issue
    self.comments = comments
    self.validators = validators
    self.storedAt = storedAt
  }
}
