import IssueDomain

/// The git checkout Triage was started in, as far as commands need it: where it is, and the
/// repositories its remotes name on the host signed in to.
public struct LocalClone: Sendable, Equatable {
  /// The directory holding `.git`.
  public var root: String
  public var repositories: [RepositoryName]

  public init(root: String, repositories: [RepositoryName]) {
    self.root = root
    self.repositories = repositories
  }

  /// Whether `repository` is one of the clone's remotes (names compare as GitHub's do, without
  /// case).
  public func contains(_ repository: RepositoryName) -> Bool {
    repositories.contains {
      $0.owner.lowercased() == repository.owner.lowercased()
        && $0.name.lowercased() == repository.name.lowercased()
    }
  }
}
