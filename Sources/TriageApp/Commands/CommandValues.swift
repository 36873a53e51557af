import AppCore
import IssueDomain

/// What a command's placeholders stand for, from the focused item: its repository, number,
/// page, title and (on a pull request's page) its head branch, and the local clone of its
/// repository when Triage was started in one.
public struct CommandValues: Sendable, Equatable {
  public var repository: RepositoryName?
  public var number: Int?
  public var url: String?
  public var title: String?
  public var branch: String?
  public var path: String?

  public init(
    repository: RepositoryName? = nil, number: Int? = nil, url: String? = nil,
    title: String? = nil, branch: String? = nil, path: String? = nil
  ) {
    self.repository = repository
    self.number = number
    self.url = url
    self.title = title
    self.branch = branch
    self.path = path
  }

  /// The values of `issue` (a list's row, a page's issue), with the branch a page knows and
  /// the clone when its repository is the clone's.
  public init(
    issue: Issue?, repository fallback: RepositoryName?, branch: String?, clone: LocalClone?
  ) {
    let repository = issue?.repository ?? fallback
    self.init(
      repository: repository, number: issue?.number,
      url: issue?.url.isEmpty == false ? issue?.url : nil,
      title: issue?.title, branch: branch,
      path: repository.flatMap { clone?.contains($0) == true ? clone?.root : nil })
  }

  /// The value of the placeholder `name`; `nil` when there is none here.
  public subscript(name: String) -> String? {
    switch name {
    case "repo": repository.map { "\($0.owner)/\($0.name)" }
    case "owner": repository?.owner
    case "name": repository?.name
    case "number": number.map(String.init)
    case "url": url
    case "title": title
    case "branch": branch
    case "path": path
    default: nil
    }
  }
}
