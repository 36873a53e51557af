/// A change to one issue, as one `PATCH /repos/{owner}/{repo}/issues/{number}`.
///
/// Labels and assignees are whole sets, and the milestone a whole value, (by name and by login), never additions or removals, so
/// sending the same change twice leaves the issue exactly as sending it once does: the write is
/// idempotent, which is what makes a re-send after an uncertain failure safe (DECISIONS.md).
/// `nil` leaves a part as it is.
public struct IssueChange: Hashable, Sendable {
  /// The new state, or `nil` to keep it.
  public var state: IssueState?
  /// Why: `completed` or `notPlanned` when closing, `reopened` when reopening; `nil` lets the
  /// server choose.
  public var stateReason: IssueStateReason?
  /// The complete set of label names the issue ends up with, or `nil` to keep its labels.
  public var labels: [String]?
  /// The complete set of logins the issue ends up assigned to, or `nil` to keep them.
  public var assignees: [String]?
  /// The milestone to set or clear, or `nil` to keep it.
  public var milestone: MilestoneChange?
  /// The new title, or `nil` to keep it.
  public var title: String?
  /// The new body, or `nil` to keep it.
  public var body: String?
  /// The title and body an edit of them began from. When set, the first attempt reads the
  /// issue and sends nothing if someone changed them since: GitHub has no `If-Match` on issues,
  /// and an edit must not write over another person's blindly. `nil` sends as it is (an
  /// overwrite the user chose, or no text edited).
  public var editedFrom: IssueText?

  /// Creates a change.
  public init(
    state: IssueState? = nil, stateReason: IssueStateReason? = nil, labels: [String]? = nil,
    assignees: [String]? = nil, milestone: MilestoneChange? = nil, title: String? = nil,
    body: String? = nil, editedFrom: IssueText? = nil
  ) {
    self.state = state
    self.stateReason = stateReason
    self.labels = labels
    self.assignees = assignees
    self.milestone = milestone
    self.title = title
    self.body = body
    self.editedFrom = editedFrom
  }

  /// Closes, saying why (`completed` or `notPlanned`).
  public static func close(_ reason: IssueStateReason) -> IssueChange {
    IssueChange(state: .closed, stateReason: reason)
  }

  /// Reopens.
  public static let reopen = IssueChange(state: .open, stateReason: .reopened)

  /// Whether nothing would change.
  public var isEmpty: Bool {
    state == nil && labels == nil && assignees == nil && milestone == nil && title == nil
      && body == nil
  }

  /// Whether `issue` already shows this change: its state, and its labels and assignees as
  /// sets (order and case of a server's answer aside), and its milestone by title (an issue
  /// knows only its milestone's title, unique in a repository). The reason is not compared, as GitHub
  /// may record another one (reopening sets `reopened` whatever was asked).
  public func isApplied(to issue: Issue) -> Bool {
    if let state, issue.state != state { return false }
    if let labels,
      Set(labels.map { $0.lowercased() }) != Set(issue.labels.map { $0.name.lowercased() })
    {
      return false
    }
    if let assignees,
      Set(assignees.map { $0.lowercased() }) != Set(issue.assignees.map { $0.login.lowercased() })
    {
      return false
    }
    if let milestone, issue.milestone != milestone.title { return false }
    if let title, !IssueText.same(title, issue.title) { return false }
    if let body, !IssueText.same(body, issue.body) { return false }
    return true
  }

  /// `issue` as it looks once the change is made: the optimistic value a screen shows while
  /// the write is pending. Labels keep the colours `known` gives them.
  public func applied(to issue: Issue, knownLabels known: [Label] = []) -> Issue {
    var result = issue
    if let state {
      result.state = state
      result.stateReason = stateReason
    }
    if let labels {
      let colours = Dictionary(
        (issue.labels + known).map { ($0.name.lowercased(), $0) }, uniquingKeysWith: { a, _ in a })
      result.labels = labels.map { colours[$0.lowercased()] ?? Label(name: $0) }
    }
    if let assignees {
      result.assignees = assignees.map(User.init(login:))
    }
    if let milestone { result.milestone = milestone.title }
    if let title { result.title = title }
    if let body { result.body = body }
    return result
  }
}
