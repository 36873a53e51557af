import IssueDomain

/// What a checkout says of the branch it is on, for a pull request from it: its name here and
/// on its remote, the repository that remote is, its commits since the base, and the
/// repository's pull request template as the checkout has it.
public struct CheckoutBranch: Sendable, Equatable {
  /// One commit: its subject line and the rest of its message.
  public struct Commit: Sendable, Equatable {
    public var subject: String
    public var body: String

    public init(subject: String, body: String) {
      self.subject = subject
      self.body = body
    }
  }

  /// The branch checked out.
  public var name: String
  /// Its name on the remote it tracks; its own name when it tracks none.
  public var remoteName: String
  /// The repository the remote it tracks is on the host; nil when it tracks none there, and
  /// the pull request's own repository is looked in.
  public var remoteRepository: RepositoryName?
  /// On the branch and not on the base, newest first, at most `maximumCommits`.
  public var commits: [Commit]
  /// `pull_request_template.md`, when the checkout has one.
  public var template: String?

  /// The most commits read: a title and a body are made from them, and a longer branch says
  /// its newest.
  public static let maximumCommits = 50

  public init(
    name: String, remoteName: String? = nil, remoteRepository: RepositoryName? = nil,
    commits: [Commit] = [], template: String? = nil
  ) {
    self.name = name
    self.remoteName = remoteName ?? name
    self.remoteRepository = remoteRepository
    self.commits = commits
    self.template = template
  }
}
