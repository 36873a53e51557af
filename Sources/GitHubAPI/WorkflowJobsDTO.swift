import FoundationEssentials

/// `GET /repos/{owner}/{repo}/actions/runs/{id}/jobs`: `{total_count, jobs}`, each job with its
/// steps. A job that can't be read is left out and counted, as a page's items are.
public struct WorkflowJobsDTO: Decodable, Sendable, Equatable {
  public struct Job: Decodable, Sendable, Equatable {
    public var id: Int64
    public var name: String?
    public var status: String?
    public var conclusion: String?
    public var startedAt: Date?
    public var completedAt: Date?
    public var htmlURL: String?
    public var steps: [Step]

    private enum CodingKeys: String, CodingKey {
      case id, name, status, conclusion, steps
      case startedAt = "started_at"
      case completedAt = "completed_at"
      case htmlURL = "html_url"
    }

    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      id = try container.decode(Int64.self, forKey: .id)
      name = try? container.decodeIfPresent(String.self, forKey: .name)
      status = try? container.decodeIfPresent(String.self, forKey: .status)
      conclusion = try? container.decodeIfPresent(String.self, forKey: .conclusion)
      startedAt = try? container.decodeIfPresent(Date.self, forKey: .startedAt)
      completedAt = try? container.decodeIfPresent(Date.self, forKey: .completedAt)
      htmlURL = try? container.decodeIfPresent(String.self, forKey: .htmlURL)
      steps = (try? container.decodeIfPresent(PageItems<Step>.self, forKey: .steps))?.items ?? []
    }
  }

  public struct Step: Decodable, Sendable, Equatable {
    public var number: Int?
    public var name: String?
    public var status: String?
    public var conclusion: String?
    public var startedAt: Date?
    public var completedAt: Date?

    private enum CodingKeys: String, CodingKey {
      case number, name, status, conclusion
      case startedAt = "started_at"
      case completedAt = "completed_at"
    }

    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      number = try? container.decodeIfPresent(Int.self, forKey: .number)
      name = try? container.decodeIfPresent(String.self, forKey: .name)
      status = try? container.decodeIfPresent(String.self, forKey: .status)
      conclusion = try? container.decodeIfPresent(String.self, forKey: .conclusion)
      startedAt = try? container.decodeIfPresent(Date.self, forKey: .startedAt)
      completedAt = try? container.decodeIfPresent(Date.self, forKey: .completedAt)
    }
  }

  public var totalCount: Int?
  public var jobs: [Job]
  public var jobsDropped = 0
  public var firstProblem: String?

  private enum CodingKeys: String, CodingKey {
    case totalCount = "total_count"
    case jobs
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    totalCount = try? container.decodeIfPresent(Int.self, forKey: .totalCount)
    let page = try container.decode(PageItems<Job>.self, forKey: .jobs)
    jobs = page.items
    jobsDropped = page.droppedCount
    firstProblem = page.firstProblem
  }
}
