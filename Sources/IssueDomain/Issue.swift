/// An issue (or pull request) as the screens need it: what a list row and the detail view show.
///
/// It is the domain's entity, independent of GitHub's JSON, so repositories of any kind (the demo
/// data, the REST API) produce the same value and screens never see a DTO.
public struct Issue: Identifiable, Hashable, Sendable {
  /// The issue number, unique within a repository, so it identifies a row across pages.
  public var id: Int { number }
  /// The number shown as `#123`.
  public var number: Int
  /// The title. Untrusted text: sanitise before drawing.
  public var title: String
  /// The author's login. Untrusted text.
  public var author: String
  /// Label names, in the order the server gave them. Untrusted text.
  public var labels: [String]
  /// How many comments the issue has.
  public var commentCount: Int
  /// Whole days since the issue was opened, so rows need no clock to render.
  public var ageInDays: Int
  /// The body in Markdown source form. Untrusted text.
  public var body: String
  /// Whether this is a pull request: GitHub's issues endpoint returns those too.
  public var isPullRequest: Bool

  /// Creates an issue.
  public init(
    number: Int, title: String, author: String, labels: [String], commentCount: Int,
    ageInDays: Int, body: String, isPullRequest: Bool = false
  ) {
    self.number = number
    self.title = title
    self.author = author
    self.labels = labels
    self.commentCount = commentCount
    self.ageInDays = ageInDays
    self.body = body
    self.isPullRequest = isPullRequest
  }
}
