import FoundationEssentials

/// The shapes of GitHub's JSON that Triage reads, decoded leniently: optional wherever GitHub
/// may send null or leave a field out, so an unexpected null never fails a whole page.
public struct UserDTO: Decodable, Sendable, Equatable {
  public var login: String
}

public struct LabelDTO: Decodable, Sendable, Equatable {
  public var name: String
  public var color: String?

  /// Labels come as objects, but some payloads list bare names.
  public init(from decoder: any Decoder) throws {
    if let name = try? decoder.singleValueContainer().decode(String.self) {
      self.name = name
      color = nil
      return
    }
    let container = try decoder.container(keyedBy: CodingKeys.self)
    name = try container.decode(String.self, forKey: .name)
    color = try container.decodeIfPresent(String.self, forKey: .color)
  }

  private enum CodingKeys: String, CodingKey { case name, color }
}

public struct RepositoryDTO: Decodable, Sendable, Equatable {
  public var name: String
  public var fullName: String
  public var owner: UserDTO?
  public var description: String?
  public var openIssuesCount: Int?
  public var updatedAt: Date?
  public var isPrivate: Bool?
  public var hasIssues: Bool?
  /// The merge methods its pull requests may use; present only for an account that can push.
  public var allowMergeCommit: Bool?
  public var allowSquashMerge: Bool?
  public var allowRebaseMerge: Bool?
  /// Whether its pull requests may merge themselves once their requirements are met.
  public var allowAutoMerge: Bool?
  /// The branch pull requests go into unless they say otherwise.
  public var defaultBranch: String?

  private enum CodingKeys: String, CodingKey {
    case name, owner, description
    case fullName = "full_name"
    case openIssuesCount = "open_issues_count"
    case updatedAt = "updated_at"
    case isPrivate = "private"
    case hasIssues = "has_issues"
    case allowMergeCommit = "allow_merge_commit"
    case allowSquashMerge = "allow_squash_merge"
    case allowRebaseMerge = "allow_rebase_merge"
    case allowAutoMerge = "allow_auto_merge"
    case defaultBranch = "default_branch"
  }
}

public struct IssueDTO: Decodable, Sendable, Equatable {
  public var number: Int
  public var title: String
  public var state: String?
  public var user: UserDTO?
  public var labels: [LabelDTO]?
  public var assignees: [UserDTO]?
  public var milestone: MilestoneDTO?
  public var stateReason: String?
  /// The API URL of the repository (`…/repos/OWNER/NAME`): search results carry no other name
  /// of their repository.
  public var repositoryURL: String?
  public var comments: Int?
  public var createdAt: Date?
  public var updatedAt: Date?
  public var body: String?
  public var htmlURL: String?
  /// Present only on pull requests.
  public var pullRequest: PullRequestMarker?
  /// A pull request's draft flag; search and the issue listing both carry it, so a row can say
  /// "draft" without a request of its own.
  public var draft: Bool?
  /// The counts of each reaction to the body.
  public var reactions: ReactionsDTO?

  public var isPullRequest: Bool { pullRequest != nil }

  private enum CodingKeys: String, CodingKey {
    case number, title, state, user, labels, comments, body, assignees, milestone, draft
    case reactions
    case stateReason = "state_reason"
    case repositoryURL = "repository_url"
    case createdAt = "created_at"
    case updatedAt = "updated_at"
    case htmlURL = "html_url"
    case pullRequest = "pull_request"
  }
}

public struct MilestoneDTO: Decodable, Sendable, Equatable {
  /// What a change names it by; `nil` when the server didn't say (it can't be chosen then).
  public var number: Int?
  public var title: String?

  public init(number: Int? = nil, title: String? = nil) {
    self.number = number
    self.title = title
  }

  // Each member on its own: a milestone with an odd member is still read for the rest.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    number = try? container.decodeIfPresent(Int.self, forKey: .number)
    title = try? container.decodeIfPresent(String.self, forKey: .title)
  }

  private enum CodingKeys: String, CodingKey {
    case number, title
  }
}

/// The `pull_request` object of an issue: that it is there marks a pull request, and its
/// `merged_at` tells a merged one from one closed unmerged. Anything else in it is ignored, and
/// a `merged_at` that isn't a date reads as not merged rather than failing the page.
public struct PullRequestMarker: Decodable, Sendable, Equatable {
  public var mergedAt: Date?

  public init(mergedAt: Date? = nil) {
    self.mergedAt = mergedAt
  }

  public init(from decoder: any Decoder) throws {
    let container = try? decoder.container(keyedBy: CodingKeys.self)
    mergedAt = try? container?.decodeIfPresent(Date.self, forKey: .mergedAt)
  }

  private enum CodingKeys: String, CodingKey {
    case mergedAt = "merged_at"
  }
}

public struct CommentDTO: Decodable, Sendable, Equatable {
  public var id: Int
  public var user: UserDTO?
  public var body: String?
  public var createdAt: Date?
  /// When the comment was last edited: what an edit compares before it writes.
  public var updatedAt: Date?
  /// The counts of each reaction to the comment.
  public var reactions: ReactionsDTO?

  private enum CodingKeys: String, CodingKey {
    case id, user, body, reactions
    case createdAt = "created_at"
    case updatedAt = "updated_at"
  }
}

/// GitHub's error body: `{message, documentation_url, errors?, status?}`, where `status` may be
/// a string, a number, or absent.
public struct ErrorBodyDTO: Decodable, Sendable, Equatable {
  public var message: String?
  public var documentationURL: String?
  public var errors: [GitHubFieldError]?
  public var status: String?

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    message = try? container.decodeIfPresent(String.self, forKey: .message)
    documentationURL = try? container.decodeIfPresent(String.self, forKey: .documentationURL)
    errors = try? container.decodeIfPresent([GitHubFieldError].self, forKey: .errors)
    if let text = try? container.decodeIfPresent(String.self, forKey: .status) {
      status = text
    } else if let number = try? container.decodeIfPresent(Int.self, forKey: .status) {
      status = String(number)
    } else {
      status = nil
    }
  }

  private enum CodingKeys: String, CodingKey {
    case message, errors, status
    case documentationURL = "documentation_url"
  }
}
