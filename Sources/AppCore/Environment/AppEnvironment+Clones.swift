import IssueDomain

extension AppEnvironment {
  /// The local clone of `repository`: the checkout Triage was started in when it is one, else
  /// the one `repo_paths:` maps it to; nil when there is none. Without a repository, the
  /// checkout Triage was started in.
  public func clone(of repository: RepositoryName?) -> LocalClone? {
    guard let repository else { return localClone }
    if let localClone, localClone.contains(repository) { return localClone }
    return mappedClones.first { $0.contains(repository) }
  }
}
