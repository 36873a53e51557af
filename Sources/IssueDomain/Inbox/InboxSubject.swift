/// What a thread is about: an issue, a pull request, a release, a discussion, a commit…
public struct InboxSubject: Hashable, Sendable {
  /// The kinds of subject GitHub sends as `subject.type`; one it doesn't list is kept as sent.
  public enum Kind: Hashable, Sendable {
    case issue
    case pullRequest
    case release
    case discussion
    case commit
    case checkSuite
    case vulnerabilityAlert
    case other(String)

    /// The kind GitHub calls `type` (`PullRequest`, `CheckSuite`…).
    public init(type: String) {
      switch type {
      case "Issue": self = .issue
      case "PullRequest": self = .pullRequest
      case "Release": self = .release
      case "Discussion": self = .discussion
      case "Commit": self = .commit
      case "CheckSuite": self = .checkSuite
      case "RepositoryVulnerabilityAlert", "RepositoryDependabotAlertsThread":
        self = .vulnerabilityAlert
      default: self = .other(type)
      }
    }
  }

  /// The subject's title, sanitised.
  public var title: String
  public var kind: Kind
  /// The issue's or pull request's number, when the subject has one.
  public var number: Int?

  public init(title: String, kind: Kind, number: Int? = nil) {
    self.title = title
    self.kind = kind
    self.number = number
  }
}
