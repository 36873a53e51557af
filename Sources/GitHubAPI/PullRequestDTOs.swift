import FoundationEssentials

/// The shapes of GitHub's pull request, review, file and check JSON that Triage reads, decoded
/// as leniently as the issue shapes: optional wherever GitHub may send null or leave a field out.
public struct PullRequestDTO: Decodable, Sendable, Equatable {
  public struct Branch: Decodable, Sendable, Equatable {
    public var ref: String?
    /// `owner:branch`: names the fork a head is in.
    public var label: String?
    public var sha: String?
  }

  public var number: Int
  public var state: String?
  public var draft: Bool?
  public var merged: Bool?
  public var mergedAt: Date?
  /// `nil` while GitHub works it out in the background.
  public var mergeable: Bool?
  public var mergeableState: String?
  public var user: UserDTO?
  public var head: Branch?
  public var base: Branch?
  public var additions: Int?
  public var deletions: Int?
  public var changedFiles: Int?
  public var htmlURL: String?
  public var requestedReviewers: [UserDTO]?
  /// GitHub's global id, which GraphQL's mutations name.
  public var nodeID: String?
  /// Set while auto-merge is on.
  public var autoMerge: AutoMerge?

  public struct AutoMerge: Decodable, Sendable, Equatable {
    public var mergeMethod: String?

    private enum CodingKeys: String, CodingKey {
      case mergeMethod = "merge_method"
    }
  }

  private enum CodingKeys: String, CodingKey {
    case number, state, draft, merged, mergeable, user, head, base, additions, deletions
    case nodeID = "node_id"
    case autoMerge = "auto_merge"
    case mergedAt = "merged_at"
    case mergeableState = "mergeable_state"
    case changedFiles = "changed_files"
    case htmlURL = "html_url"
    case requestedReviewers = "requested_reviewers"
  }
}

/// One review: who, and `APPROVED`, `CHANGES_REQUESTED`, `COMMENTED`, `DISMISSED` or `PENDING`.
public struct ReviewDTO: Decodable, Sendable, Equatable {
  public var user: UserDTO?
  public var state: String?
  /// GitHub's global id, which GraphQL's review mutations name.
  public var nodeID: String?

  private enum CodingKeys: String, CodingKey {
    case user, state
    case nodeID = "node_id"
  }
}

/// One file of `GET /pulls/{n}/files`; `patch` is absent for binary and too-large files.
public struct PullRequestFileDTO: Decodable, Sendable, Equatable {
  public var filename: String
  public var previousFilename: String?
  public var status: String?
  public var additions: Int?
  public var deletions: Int?
  public var patch: String?
  public var blobURL: String?

  private enum CodingKeys: String, CodingKey {
    case filename, status, additions, deletions, patch
    case previousFilename = "previous_filename"
    case blobURL = "blob_url"
  }
}

/// `GET /commits/{ref}/check-runs`: `{total_count, check_runs}`.
public struct CheckRunsDTO: Decodable, Sendable, Equatable {
  public struct Run: Decodable, Sendable, Equatable {
    public var name: String?
    /// `queued`, `in_progress`, `completed` (and a few waiting states).
    public var status: String?
    /// Set once completed: `success`, `failure`, `neutral`, `cancelled`, `skipped`,
    /// `timed_out`, `action_required`, `stale`.
    public var conclusion: String?
    public var startedAt: Date?
    public var completedAt: Date?
    public var htmlURL: String?
    /// The check run's id; for a GitHub Actions check, the job's id too.
    public var id: Int64?
    /// Where the app that made it shows its details: an Actions job's page names its run.
    public var detailsURL: String?
    /// The app that made it (`github-actions` for Actions).
    public var appSlug: String?

    private enum CodingKeys: String, CodingKey {
      case name, status, conclusion, id, app
      case startedAt = "started_at"
      case completedAt = "completed_at"
      case htmlURL = "html_url"
      case detailsURL = "details_url"
    }

    private struct App: Decodable {
      var slug: String?
    }

    public init(
      name: String?, status: String?, conclusion: String?, startedAt: Date?, completedAt: Date?,
      htmlURL: String?
    ) {
      self.name = name
      self.status = status
      self.conclusion = conclusion
      self.startedAt = startedAt
      self.completedAt = completedAt
      self.htmlURL = htmlURL
    }

    /// A time that isn't one (malformed, or of another type) is no time: the run, and whether
    /// it passed, still show.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      name = try container.decodeIfPresent(String.self, forKey: .name)
      status = try container.decodeIfPresent(String.self, forKey: .status)
      conclusion = try container.decodeIfPresent(String.self, forKey: .conclusion)
      startedAt = try? container.decodeIfPresent(Date.self, forKey: .startedAt)
      completedAt = try? container.decodeIfPresent(Date.self, forKey: .completedAt)
      htmlURL = try? container.decodeIfPresent(String.self, forKey: .htmlURL)
      id = try? container.decodeIfPresent(Int64.self, forKey: .id)
      detailsURL = try? container.decodeIfPresent(String.self, forKey: .detailsURL)
      appSlug = (try? container.decodeIfPresent(App.self, forKey: .app))?.slug
    }
  }

  public var totalCount: Int?
  public var checkRuns: [Run]
  /// The answer had more runs than `GitHubClient.pageItemLimit`; the rest were let go.
  public var runsCut = false
  /// Runs that couldn't be read and were left out, and why the first couldn't.
  public var runsDropped = 0
  public var firstProblem: String?

  private enum CodingKeys: String, CodingKey {
    case totalCount = "total_count"
    case checkRuns = "check_runs"
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    totalCount = try? container.decodeIfPresent(Int.self, forKey: .totalCount)
    let page = try container.decode(PageItems<Run>.self, forKey: .checkRuns)
    checkRuns = page.items
    runsCut = page.isCut
    runsDropped = page.droppedCount
    firstProblem = page.firstProblem
  }
}

/// `GET /commits/{ref}/status`: the combined state and each context's latest status.
public struct CombinedStatusDTO: Decodable, Sendable, Equatable {
  public struct Status: Decodable, Sendable, Equatable {
    public var context: String?
    /// `error`, `failure`, `pending` or `success`.
    public var state: String?
    public var targetURL: String?
    public var createdAt: Date?
    public var updatedAt: Date?

    private enum CodingKeys: String, CodingKey {
      case context, state
      case targetURL = "target_url"
      case createdAt = "created_at"
      case updatedAt = "updated_at"
    }
  }

  public var state: String?
  public var statuses: [Status]
  public var statusesCut = false
  /// Statuses that couldn't be read and were left out, and why the first couldn't.
  public var statusesDropped = 0
  public var firstProblem: String?

  private enum CodingKeys: String, CodingKey { case state, statuses }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    state = try? container.decodeIfPresent(String.self, forKey: .state)
    let page =
      try container.decodeIfPresent(PageItems<Status>.self, forKey: .statuses)
    statuses = page?.items ?? []
    statusesCut = page?.isCut ?? false
    statusesDropped = page?.droppedCount ?? 0
    firstProblem = page?.firstProblem
  }
}
