import AppCore
import IssueDomain
import Localization

/// What the new-pull-request form begins from: a branch it can open a pull request from, or
/// why there is none.
public enum NewPullRequestStart: Equatable, Sendable {
  /// The checkout's `branch`, on the server as `head`, into the repository's default `base`.
  case ready(base: String, head: String, branch: CheckoutBranch)
  /// Nothing can be opened: said, with nothing offered but looking again.
  case stopped(LocalizedText)

  /// The start from what the checkout and the server said: the branch must be on the server
  /// (in the repository itself, or the fork it tracks), and not be the base itself.
  static func from(
    _ branch: Result<CheckoutBranch, CheckoutProblem>, base: String, repository: RepositoryName,
    isOnServer: (RepositoryName, String) async throws(IssueRepositoryError) -> Bool
  ) async throws(IssueRepositoryError) -> NewPullRequestStart {
    let checkout: CheckoutBranch
    switch branch {
    case .success(let found): checkout = found
    case .failure(.detachedHead): return .stopped(.detachedHead)
    case .failure(.gitUnavailable): return .stopped(.gitUnavailable)
    case .failure(.gitFailed(let said)): return .stopped(.gitFailed(said))
    }
    let headRepository = checkout.remoteRepository ?? repository
    let isFork = headRepository.owner.lowercased() != repository.owner.lowercased()
    let head = isFork ? "\(headRepository.owner):\(checkout.remoteName)" : checkout.remoteName
    if !isFork, checkout.remoteName == base { return .stopped(.onBaseBranch(base)) }
    guard try await isOnServer(headRepository, checkout.remoteName) else {
      return .stopped(.branchNotOnRemote(checkout.name, headRepository.description))
    }
    return .ready(base: base, head: head, branch: checkout)
  }
}
