import FoundationEssentials

/// One thread of `GET /notifications`, decoded leniently: a field GitHub leaves out or sends as
/// null never fails the page.
public struct NotificationDTO: Decodable, Sendable, Equatable {
  public struct Subject: Decodable, Sendable, Equatable {
    public var title: String?
    /// The subject's API URL (`…/repos/o/r/issues/12`), from which its number is read.
    public var url: String?
    public var type: String?
  }

  public var id: String
  public var unread: Bool?
  public var reason: String?
  public var updatedAt: Date?
  public var subject: Subject?
  public var repository: RepositoryDTO?

  private enum CodingKeys: String, CodingKey {
    case id, unread, reason, subject, repository
    case updatedAt = "updated_at"
  }
}
