import FoundationEssentials

/// Filing an issue: the repository's issue templates through the contents API, and the `POST`.
extension GitHubClient {
  /// Where GitHub looks for a repository's issue templates.
  public static let issueTemplatePath = [".github", "ISSUE_TEMPLATE"]

  /// `GET /repos/{owner}/{repo}/contents/.github/ISSUE_TEMPLATE`: the directory's entries. A
  /// repository without the directory answers 404.
  public func issueTemplateEntries(owner: String, name: String, token: String?)
    async throws(GitHubServiceError) -> [ContentEntryDTO]
  {
    let segments = ["repos", owner, name, "contents"] + Self.issueTemplatePath
    let response = try await get(url(segments: segments), token: token)
    return try decode([ContentEntryDTO].self, from: response)
  }

  /// `GET /repos/{owner}/{repo}/contents/.github/ISSUE_TEMPLATE/{file}`: one file, its text
  /// inline (base64).
  public func issueTemplateFile(owner: String, name: String, file: String, token: String?)
    async throws(GitHubServiceError) -> ContentFileDTO
  {
    let segments = ["repos", owner, name, "contents"] + Self.issueTemplatePath + [file]
    let response = try await get(url(segments: segments), token: token)
    return try decode(ContentFileDTO.self, from: response)
  }

  /// `POST /repos/{owner}/{repo}/issues`: answered 201 with the new issue.
  public func createIssue(owner: String, name: String, issue: NewIssueDTO, token: String?)
    async throws(GitHubServiceError) -> IssueDTO
  {
    let response = try await send(
      "POST", url("repos", owner, name, "issues"), json: try Self.json(issue), token: token,
      invalidating: affectedByWrite(toIssue: 0, owner: owner, name: name))
    return try decode(IssueDTO.self, from: response)
  }
}

/// One entry of a contents directory listing.
public struct ContentEntryDTO: Decodable, Sendable, Equatable {
  public var name: String
  /// `file`, `dir`, `symlink` or `submodule`.
  public var type: String?
  public var size: Int?

  public init(name: String, type: String?, size: Int?) {
    self.name = name
    self.type = type
    self.size = size
  }
}

/// One file from the contents API: its text is `content`, in `encoding` (`base64`).
public struct ContentFileDTO: Decodable, Sendable, Equatable {
  public var content: String?
  public var encoding: String?
  public var size: Int?

  public init(content: String?, encoding: String?, size: Int?) {
    self.content = content
    self.encoding = encoding
    self.size = size
  }
}

/// The body of `POST /repos/{owner}/{repo}/issues`: empty lists and no milestone are left out.
public struct NewIssueDTO: Encodable, Sendable, Equatable {
  public var title: String
  public var body: String?
  public var labels: [String]?
  public var assignees: [String]?
  public var milestone: Int?

  public init(
    title: String, body: String?, labels: [String]?, assignees: [String]?, milestone: Int?
  ) {
    self.title = title
    self.body = body
    self.labels = labels
    self.assignees = assignees
    self.milestone = milestone
  }
}
