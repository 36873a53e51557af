import FoundationEssentials

/// A GitHub Actions workflow run with its jobs: what Enter on an Actions check opens.
public struct WorkflowRun: Hashable, Sendable, Identifiable {
  public var id: Int64
  /// The workflow's name. Untrusted text, made inert, as every string here is.
  public var name: String
  /// The commit's or pull request's title the run is for.
  public var title: String
  /// What started it: `pull_request`, `push`, …
  public var event: String
  public var state: Check.State
  /// Whether it waits for a maintainer's approval (a first-time contributor's fork).
  public var isAwaitingApproval: Bool
  public var branch: String
  public var headSHA: String
  public var number: Int
  public var attempt: Int
  public var createdAt: Date?
  public var updatedAt: Date?
  /// Where it is on the web; empty when the server gave no usable URL.
  public var url: String
  public var jobs: [WorkflowJob]
  /// Whether it has more jobs than were read.
  public var hasMoreJobs: Bool

  public init(
    id: Int64, name: String, title: String = "", event: String = "", state: Check.State,
    isAwaitingApproval: Bool = false, branch: String = "", headSHA: String = "", number: Int = 0,
    attempt: Int = 1, createdAt: Date? = nil, updatedAt: Date? = nil, url: String = "",
    jobs: [WorkflowJob] = [], hasMoreJobs: Bool = false
  ) {
    self.id = id
    self.name = name
    self.title = title
    self.event = event
    self.state = state
    self.isAwaitingApproval = isAwaitingApproval
    self.branch = branch
    self.headSHA = headSHA
    self.number = number
    self.attempt = attempt
    self.createdAt = createdAt
    self.updatedAt = updatedAt
    self.url = url
    self.jobs = jobs
    self.hasMoreJobs = hasMoreJobs
  }
}
