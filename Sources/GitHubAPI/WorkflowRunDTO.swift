import FoundationEssentials

/// `GET /repos/{owner}/{repo}/actions/runs/{id}`: one workflow run. Every field but the id may
/// be missing or of another type, and the run still shows.
public struct WorkflowRunDTO: Decodable, Sendable, Equatable {
  public var id: Int64
  public var name: String?
  /// The commit's title or the pull request's, as the web shows it.
  public var displayTitle: String?
  public var event: String?
  /// `queued`, `in_progress`, `completed`, `waiting`, `requested`, `pending`, `action_required`.
  public var status: String?
  public var conclusion: String?
  public var headBranch: String?
  public var headSHA: String?
  public var runNumber: Int?
  public var runAttempt: Int?
  public var htmlURL: String?
  public var createdAt: Date?
  public var updatedAt: Date?

  private enum CodingKeys: String, CodingKey {
    case id, name, event, status, conclusion
    case displayTitle = "display_title"
    case headBranch = "head_branch"
    case headSHA = "head_sha"
    case runNumber = "run_number"
    case runAttempt = "run_attempt"
    case htmlURL = "html_url"
    case createdAt = "created_at"
    case updatedAt = "updated_at"
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(Int64.self, forKey: .id)
    name = try? container.decodeIfPresent(String.self, forKey: .name)
    displayTitle = try? container.decodeIfPresent(String.self, forKey: .displayTitle)
    event = try? container.decodeIfPresent(String.self, forKey: .event)
    status = try? container.decodeIfPresent(String.self, forKey: .status)
    conclusion = try? container.decodeIfPresent(String.self, forKey: .conclusion)
    headBranch = try? container.decodeIfPresent(String.self, forKey: .headBranch)
    headSHA = try? container.decodeIfPresent(String.self, forKey: .headSHA)
    runNumber = try? container.decodeIfPresent(Int.self, forKey: .runNumber)
    runAttempt = try? container.decodeIfPresent(Int.self, forKey: .runAttempt)
    htmlURL = try? container.decodeIfPresent(String.self, forKey: .htmlURL)
    createdAt = try? container.decodeIfPresent(Date.self, forKey: .createdAt)
    updatedAt = try? container.decodeIfPresent(Date.self, forKey: .updatedAt)
  }
}
