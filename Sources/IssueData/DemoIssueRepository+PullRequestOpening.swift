import FoundationEssentials
import GitHubAPI
import IssueDomain
import Logging

/// The demo's pull request opening, through the same steps as its other writes (latency,
/// offline, a fault; `readonly` answers 403), with GitHub's own refusals: a blank title, a head
/// that is the base, and a second pull request from a head that has one (422). Its server has
/// every branch but those named `local/…`, which stand for a branch never pushed. Reviewers
/// are asked as the demo's other writes ask them; unknown labels are refused after the pull
/// request is open, as GitHub's separate request would be.
extension DemoIssueRepository: PullRequestOpening {
  /// The branches the demo's server doesn't have begin so.
  public static let unpushedBranchPrefix = "local/"

  public func defaultBranch(of repository: RepositoryName)
    async throws(IssueRepositoryError) -> String
  {
    do throws(GitHubServiceError) {
      _ = try await respond(about: repository, serving: .repository)
      return "main"
    } catch {
      throw IssueRepositoryError(error)
    }
  }

  public func hasBranch(_ branch: String, in repository: RepositoryName)
    async throws(IssueRepositoryError) -> Bool
  {
    do throws(GitHubServiceError) {
      _ = try await respond(about: repository, serving: .repository)
      return !branch.hasPrefix(Self.unpushedBranchPrefix)
    } catch {
      throw IssueRepositoryError(error)
    }
  }

  public func openPullRequest(_ pullRequest: NewPullRequest, in repository: RepositoryName)
    async throws(IssueRepositoryError) -> OpenedPullRequest
  {
    try await mapping("openPullRequest", repository, nil) { () async throws(GitHubServiceError) in
      try await serveOpen(pullRequest, in: repository)
    }
  }

  private func serveOpen(_ new: NewPullRequest, in name: RepositoryName)
    async throws(GitHubServiceError) -> OpenedPullRequest
  {
    let scenario = try await prepareWrite(to: name, number: nil)
    func refused(_ field: String?, _ code: String, _ message: String? = nil) -> GitHubServiceError {
      .unprocessable([
        GitHubFieldError(resource: "PullRequest", field: field, code: code, message: message)
      ])
    }
    guard !new.title.allSatisfy(\.isWhitespace) else { throw refused("title", "missing_field") }
    let headBranch = new.head.split(separator: ":").last.map(String.init) ?? new.head
    guard !headBranch.hasPrefix(Self.unpushedBranchPrefix) else { throw refused("head", "invalid") }
    guard new.head != new.base else {
      throw refused(nil, "custom", "No commits between \(new.base) and \(new.head)")
    }
    if pullRequests.opened(from: new.head, in: scenario.name) != nil {
      throw refused(
        nil, "custom", "A pull request already exists for \(scenario.name.owner):\(new.head).")
    }
    let known = Dictionary(
      labels(of: scenario).map { ($0.name.lowercased(), $0) }, uniquingKeysWith: { a, _ in a })
    let created = serverTime
    let opened = writes.createIssue(in: scenario.name, after: scenario.issueCount) { number in
      Issue(
        number: number, title: new.title, state: .open, author: Self.signedInUser,
        labels: new.labels.compactMap { known[$0.lowercased()] }, commentCount: 0,
        createdAt: created, body: new.body, isPullRequest: true,
        url: "https://github.com/\(scenario.name)/pull/\(number)", updatedAt: created,
        isDraft: new.isDraft)
    }
    guard let opened else {
      throw refused(nil, "custom", "this demo repository has no room for more pull requests")
    }
    pullRequests.opened(opened.number, head: new.head, base: new.base, in: scenario.name)
    var answer = OpenedPullRequest(number: opened.number)
    if !new.reviewers.isEmpty {
      let assignable = Set(assignees(of: scenario).map { $0.login.lowercased() })
      let own = Self.signedInUser.login.lowercased()
      let asked = new.reviewers.filter {
        assignable.contains($0.lowercased()) && $0.lowercased() != own
      }
      answer.reviewersRefused = asked.count != new.reviewers.count
      if !answer.reviewersRefused {
        pullRequests.request(asked.map(User.init(login:)), on: opened.number, in: scenario.name)
      }
    }
    answer.labelsRefused = new.labels.contains { known[$0.lowercased()] == nil }
    try answerAfterMaking(scenario)
    return answer
  }
}
