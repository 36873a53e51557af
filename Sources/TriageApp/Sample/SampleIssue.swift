/// An issue of the skeleton's in-process data source. The demo backend replaces it with the
/// domain's entities.
public struct SampleIssue: Identifiable, Hashable, Sendable {
  public var id: Int { number }
  public var number: Int
  public var title: String
  public var author: String
  public var labels: [String]
  public var commentCount: Int
  public var ageInDays: Int
  public var body: String

  public init(
    number: Int, title: String, author: String, labels: [String], commentCount: Int,
    ageInDays: Int, body: String
  ) {
    self.number = number
    self.title = title
    self.author = author
    self.labels = labels
    self.commentCount = commentCount
    self.ageInDays = ageInDays
    self.body = body
  }
}
