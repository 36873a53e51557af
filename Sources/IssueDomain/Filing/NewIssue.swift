/// An issue to file: what `POST /repos/{o}/{r}/issues` sends. Labels and assignees by name,
/// the milestone by number (its title is for the form to show).
public struct NewIssue: Equatable, Sendable {
  public var title: String
  public var body: String
  public var labels: [String]
  public var assignees: [String]
  public var milestone: Milestone?

  /// Creates an issue to file.
  public init(
    title: String, body: String = "", labels: [String] = [], assignees: [String] = [],
    milestone: Milestone? = nil
  ) {
    self.title = title
    self.body = body
    self.labels = labels
    self.assignees = assignees
    self.milestone = milestone
  }
}
