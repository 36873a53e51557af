import FoundationEssentials

/// One entry of `GET /repos/{o}/{r}/issues/{n}/timeline`: an event (`labeled`, `closed`, …) or a
/// comment (`commented`). The entries differ in shape by type, and GitHub adds types, so every
/// field is read on its own and optional: an entry with a field missing or of another type keeps
/// the rest, and one page never fails for one odd entry.
public struct TimelineEventDTO: Decodable, Sendable, Equatable {
  public var event: String?
  public var id: Int?
  /// GitHub's global id; some entries (a commit on a pull request) have it and no `id`.
  public var nodeID: String?
  /// A commit's id (`committed`), which names it when nothing else does.
  public var sha: String?
  public var actor: UserDTO?
  /// A comment's author (`commented`); events name theirs in `actor`.
  public var user: UserDTO?
  public var createdAt: Date?
  /// A comment's last edit.
  public var updatedAt: Date?
  /// A comment's text (`commented`).
  public var body: String?
  public var reactions: ReactionsDTO?
  public var label: LabelDTO?
  public var assignee: UserDTO?
  public var stateReason: String?
  public var rename: Rename?
  public var milestone: MilestoneDTO?
  public var commitID: String?
  public var lockReason: String?
  public var source: Source?
  /// A review's standing (`reviewed`): `approved`, `changes_requested`, `commented`,
  /// `dismissed`.
  public var state: String?
  /// When a review was submitted (`reviewed`), which has no `created_at`.
  public var submittedAt: Date?

  /// A rename's titles.
  public struct Rename: Decodable, Sendable, Equatable {
    public var from: String?
    public var to: String?

    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      from = try? container.decodeIfPresent(String.self, forKey: .from)
      to = try? container.decodeIfPresent(String.self, forKey: .to)
    }

    private enum CodingKeys: String, CodingKey { case from, to }
  }

  /// What cross-referenced the issue: another issue or pull request.
  public struct Source: Decodable, Sendable, Equatable {
    public var number: Int?
    public var isPullRequest: Bool
    /// The referring issue's repository, `OWNER/NAME`.
    public var repositoryFullName: String?

    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      let issue = try? container.nestedContainer(keyedBy: IssueKeys.self, forKey: .issue)
      number = try? issue?.decodeIfPresent(Int.self, forKey: .number)
      isPullRequest = (try? issue?.decodeNil(forKey: .pullRequest)) == false
      let repository = try? issue?.nestedContainer(
        keyedBy: RepositoryKeys.self, forKey: .repository)
      repositoryFullName = try? repository?.decodeIfPresent(String.self, forKey: .fullName)
    }

    private enum CodingKeys: String, CodingKey { case issue }
    private enum IssueKeys: String, CodingKey {
      case number, repository
      case pullRequest = "pull_request"
    }
    private enum RepositoryKeys: String, CodingKey { case fullName = "full_name" }
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    event = try? container.decodeIfPresent(String.self, forKey: .event)
    id = try? container.decodeIfPresent(Int.self, forKey: .id)
    nodeID = try? container.decodeIfPresent(String.self, forKey: .nodeID)
    sha = try? container.decodeIfPresent(String.self, forKey: .sha)
    actor = try? container.decodeIfPresent(UserDTO.self, forKey: .actor)
    user = try? container.decodeIfPresent(UserDTO.self, forKey: .user)
    createdAt = try? container.decodeIfPresent(Date.self, forKey: .createdAt)
    updatedAt = try? container.decodeIfPresent(Date.self, forKey: .updatedAt)
    body = try? container.decodeIfPresent(String.self, forKey: .body)
    reactions = try? container.decodeIfPresent(ReactionsDTO.self, forKey: .reactions)
    label = try? container.decodeIfPresent(LabelDTO.self, forKey: .label)
    assignee = try? container.decodeIfPresent(UserDTO.self, forKey: .assignee)
    stateReason = try? container.decodeIfPresent(String.self, forKey: .stateReason)
    rename = try? container.decodeIfPresent(Rename.self, forKey: .rename)
    milestone = try? container.decodeIfPresent(MilestoneDTO.self, forKey: .milestone)
    commitID = try? container.decodeIfPresent(String.self, forKey: .commitID)
    lockReason = try? container.decodeIfPresent(String.self, forKey: .lockReason)
    source = try? container.decodeIfPresent(Source.self, forKey: .source)
    state = try? container.decodeIfPresent(String.self, forKey: .state)
    submittedAt = try? container.decodeIfPresent(Date.self, forKey: .submittedAt)
  }

  private enum CodingKeys: String, CodingKey {
    case event, id, actor, user, body, reactions, label, assignee, rename, milestone, source, sha
    case state
    case submittedAt = "submitted_at"
    case nodeID = "node_id"
    case createdAt = "created_at"
    case updatedAt = "updated_at"
    case stateReason = "state_reason"
    case commitID = "commit_id"
    case lockReason = "lock_reason"
  }
}
