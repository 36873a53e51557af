import FoundationEssentials
import GitHubAPI
import IssueDomain
import IssueStore
import Logging

/// Reviews, merges and requested reviewers on GitHub, and the merge methods a repository
/// allows (`GET /repos/{o}/{r}`).
extension GitHubIssueRepository: PullRequestWriting {
  public func mergeMethods(in repository: RepositoryName)
    async throws(IssueRepositoryError) -> [MergeMethod]
  {
    let token = currentToken
    let dto = try await request("mergeMethods") { () async throws(GitHubServiceError) in
      try await client.repository(owner: repository.owner, name: repository.name, token: token)
    }
    return Self.mergeMethods(dto)
  }

  public func autoMergeMethods(in repository: RepositoryName)
    async throws(IssueRepositoryError) -> [MergeMethod]
  {
    let token = currentToken
    let dto = try await request("autoMergeMethods") { () async throws(GitHubServiceError) in
      try await client.repository(owner: repository.owner, name: repository.name, token: token)
    }
    return dto.allowAutoMerge == true ? Self.mergeMethods(dto) : []
  }

  public func write(_ write: PullRequestWrite, to number: Int, in repository: RepositoryName)
    async throws(PullRequestWriteError) -> Reviewer?
  {
    let token = currentToken
    let (owner, name) = (repository.owner, repository.name)
    do throws(GitHubServiceError) {
      switch write {
      case .review(let event, let body):
        let dto = try await client.submitReview(
          owner: owner, name: name, number: number, event: event.rawValue, body: body,
          token: token)
        let login = dto.user.map { Self.clean($0.login) } ?? ""
        return login.isEmpty ? nil : Reviewer(user: User(login: login), standing: event.standing)
      case .merge(let method, let sha):
        // A head that isn't a commit id is never sent: the merge would name nothing.
        guard PullRequestText.isCommitID(sha) else { throw GitHubServiceError.conflict }
        try await client.mergePullRequest(
          owner: owner, name: name, number: number, method: method.rawValue, sha: sha,
          token: token)
        await accounts?.store()?.closeIssue(number, in: repository)
        return nil
      case .requestReviewers(let logins):
        try await client.requestReviewers(
          owner: owner, name: name, number: number, logins: logins, token: token)
        return nil
      case .updateBranch(let sha):
        guard PullRequestText.isCommitID(sha) else { throw GitHubServiceError.conflict }
        try await client.updateBranch(
          owner: owner, name: name, number: number, expectedHeadSHA: sha, token: token)
        return nil
      case .markReady, .convertToDraft, .enableAutoMerge, .disableAutoMerge:
        // GraphQL's mutations name the pull request's node, whose id the pull request gives.
        let dto = try await client.pullRequest(
          owner: owner, name: name, number: number, token: token)
        guard let id = dto.nodeID, Self.isNodeID(id) else { throw GitHubServiceError.notFound }
        try await client.mutatePullRequest(
          Self.mutation(write), nodeID: id, owner: owner, name: name, number: number,
          token: token)
        return nil
      }
    } catch {
      let mapped = PullRequestWriteError(error, of: write)
      logger.debug("github pull request write failed: \(error) → \(mapped)")
      throw mapped
    }
  }

  /// The methods the repository's settings allow; GitHub sends the settings only to accounts
  /// that can push, and without them every method is offered (GitHub's defaults) and the
  /// server decides.
  static func mergeMethods(_ dto: RepositoryDTO) -> [MergeMethod] {
    let flags: [(Bool?, MergeMethod)] = [
      (dto.allowMergeCommit, .merge), (dto.allowSquashMerge, .squash),
      (dto.allowRebaseMerge, .rebase),
    ]
    guard flags.contains(where: { $0.0 != nil }) else { return MergeMethod.allCases }
    return flags.filter { $0.0 == true }.map(\.1)
  }

  /// A node id is GitHub's opaque token: letters, digits, `_`, `-` and `=`, not long. Anything
  /// else is never sent.
  static func isNodeID(_ id: String) -> Bool {
    !id.isEmpty && id.utf8.count <= 100
      && id.unicodeScalars.allSatisfy {
        $0.isASCII
          && ($0.properties.isAlphabetic || ("0"..."9").contains($0)
            || "_-=".unicodeScalars.contains($0))
      }
  }

  static func mutation(_ write: PullRequestWrite) -> PullRequestMutation {
    switch write {
    case .convertToDraft: .convertToDraft
    case .enableAutoMerge(let method): .enableAutoMerge(method.rawValue)
    case .disableAutoMerge: .disableAutoMerge
    default: .markReady
    }
  }
}
