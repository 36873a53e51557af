import FoundationEssentials
import GitHubAPI
import IssueDomain
import Logging
import SystemSupport

/// The demo's reviews, merges and asked reviewers, through the same steps as its other writes
/// (latency, offline, a fault; `readonly` answers 403), then GitHub's own refusals by the
/// pull request's number: one that conflicts (every fifth) is a 405, one a protected branch
/// holds (the next) a 405 with the rule's words, and one whose base moved on (the next) has
/// its head move under the first merge: a 409, after which the refreshed head merges. As
/// GitHub does, it refuses an approval or a request for changes on the account's own pull
/// request, and a review asked of the pull request's author, with GitHub's own words (422).
extension DemoIssueRepository: PullRequestWriting {
  /// What the demo's protected branch says when it refuses a merge.
  public static let protectedBranchMessage =
    "At least 1 approving review is required by reviewers with write access."
  static let notMergeableMessage = "Pull Request is not mergeable"
  /// GitHub's words for a review its author may not give.
  public static let ownApprovalMessage = "Can not approve your own pull request"
  public static let ownChangesMessage = "Can not request changes on your own pull request"
  /// GitHub's words for a review asked of the pull request's author.
  public static let authorReviewMessage = "Review cannot be requested from pull request author."

  public func mergeMethods(in repository: RepositoryName)
    async throws(IssueRepositoryError) -> [MergeMethod]
  {
    do throws(GitHubServiceError) {
      _ = try await respond(about: repository, serving: .repository)
      return MergeMethod.allCases
    } catch {
      throw IssueRepositoryError(error)
    }
  }

  /// Only `demo/busy` allows auto-merge: every other repository shows the step isn't offered.
  public func autoMergeMethods(in repository: RepositoryName)
    async throws(IssueRepositoryError) -> [MergeMethod]
  {
    do throws(GitHubServiceError) {
      let scenario = try await respond(about: repository, serving: .repository)
      return scenario == .busy ? MergeMethod.allCases : []
    } catch {
      throw IssueRepositoryError(error)
    }
  }

  /// GitHub's words for the steps of a pull request's life it refuses.
  public static let notDraftMessage = "Pull request is not a draft"
  public static let alreadyDraftMessage = "Pull request is already a draft"
  public static let upToDateMessage = "There are no new commits on the base branch."
  public static let headMovedMessage = "expected head sha didn't match current head ref."
  public static let autoMergeNotAllowedMessage =
    "Pull request Auto merge is not allowed for this repository"
  public static let cleanStatusMessage = "Pull request is in clean status"
  public static let autoMergeOffMessage = "Auto merge is not enabled for this pull request"

  public func write(_ write: PullRequestWrite, to number: Int, in repository: RepositoryName)
    async throws(PullRequestWriteError) -> Reviewer?
  {
    do throws(GitHubServiceError) {
      return try await serve(write, to: number, in: repository)
    } catch {
      let mapped = PullRequestWriteError(error, of: write)
      logger.debug(
        "demo pull request write failed: \(error) → \(mapped)",
        metadata: ["repository": "\(repository)", "number": "\(number)"])
      throw mapped
    }
  }

  private func serve(_ write: PullRequestWrite, to number: Int, in name: RepositoryName)
    async throws(GitHubServiceError) -> Reviewer?
  {
    let scenario = try await prepareWrite(to: name, number: number)
    let issue = servedIssue(number, of: scenario)
    guard issue.isPullRequest else { throw .notFound }
    switch write {
    case .review(let event, let body):
      if event.needsBody, body.trimmingWhitespaceAndNewlines().isEmpty {
        throw .unprocessable([
          GitHubFieldError(resource: "PullRequestReview", field: "body", code: "missing_field")
        ])
      }
      if let refusal = Self.ownReviewRefusal(event), Self.isSignedIn(issue.author) {
        throw .unprocessable([GitHubFieldError(code: "custom", message: refusal)])
      }
      pullRequests.review(number, in: scenario.name, by: Self.signedInUser, event.standing)
      let now = serverTime
      reviews.change(number, in: scenario.name) { change in
        change.record(
          SubmittedReview(
            id: change.reviewNumber(), nodeID: change.id("PRR"), author: Self.signedInUser,
            standing: event.standing, body: body, submittedAt: now))
      }
      try answerAfterMaking(scenario)
      return Reviewer(user: Self.signedInUser, standing: event.standing)
    case .merge(_, let sha):
      let pull = pullRequests.applied(
        to: DemoPullRequests.pullRequest(issue), in: scenario.name)
      guard pull.state == .open else { throw .notAllowed(message: Self.notMergeableMessage) }
      guard sha == pull.headSHA else { throw .conflict }
      switch pull.mergeability {
      case .conflicting: throw .notAllowed(message: Self.notMergeableMessage)
      case .blocked: throw .notAllowed(message: Self.protectedBranchMessage)
      case .behind where pullRequests.moves(number, in: scenario.name) == 0:
        // Someone pushed while the user looked: the head the merge names is gone.
        pullRequests.moveHead(number, in: scenario.name)
        throw .conflict
      default: break
      }
      writes.edit(
        number, in: scenario.name,
        with: DemoWriteLedger.Edit(state: .closed, isMerged: true, updatedAt: serverTime))
      try answerAfterMaking(scenario)
      return nil
    case .requestReviewers(let logins):
      let known = Dictionary(
        assignees(of: scenario).map { ($0.login.lowercased(), $0) },
        uniquingKeysWith: { first, _ in first })
      if logins.contains(where: { $0.lowercased() == issue.author.login.lowercased() }) {
        throw .unprocessable([GitHubFieldError(code: "custom", message: Self.authorReviewMessage)])
      }
      let users = logins.compactMap { known[$0.lowercased()] }
      guard users.count == logins.count else {
        throw .unprocessable([
          GitHubFieldError(
            resource: "PullRequest", field: "reviewers", code: "custom",
            message: "Reviews may only be requested from collaborators.")
        ])
      }
      pullRequests.request(users, on: number, in: scenario.name)
      try answerAfterMaking(scenario)
      return nil
    case .markReady, .convertToDraft, .updateBranch, .enableAutoMerge, .disableAutoMerge:
      let pull = pullRequests.applied(
        to: DemoPullRequests.pullRequest(issue), in: scenario.name)
      if let refusal = Self.lifeRefusal(write, pull, scenario) {
        throw .unprocessable([GitHubFieldError(code: "custom", message: refusal)])
      }
      if case .updateBranch = write { pullRequests.moveHead(number, in: scenario.name) }
      pullRequests.live(number, in: scenario.name) { life in
        switch write {
        case .markReady: life.isDraft = false
        case .convertToDraft: life.isDraft = true
        case .updateBranch: life.isUpdated = true
        case .enableAutoMerge(let method): life.autoMerge = .some(method)
        default: life.autoMerge = .some(nil)
        }
      }
      try answerAfterMaking(scenario)
      return nil
    }
  }

  /// What GitHub answers a step of `pull`'s life it won't take, in its words; nil when it
  /// takes it.
  private static func lifeRefusal(
    _ write: PullRequestWrite, _ pull: PullRequest, _ scenario: DemoScenario
  ) -> String? {
    switch write {
    case .markReady: return pull.state == .draft ? nil : notDraftMessage
    case .convertToDraft: return pull.state == .open ? nil : alreadyDraftMessage
    case .updateBranch(let sha):
      guard sha == pull.headSHA else { return headMovedMessage }
      return pull.mergeability == .behind ? nil : upToDateMessage
    case .enableAutoMerge:
      guard scenario == .busy else { return autoMergeNotAllowedMessage }
      return pull.mergeability == .clean ? cleanStatusMessage : nil
    case .disableAutoMerge: return pull.autoMerge == nil ? autoMergeOffMessage : nil
    case .review, .merge, .requestReviewers: return nil
    }
  }

  /// What GitHub answers when the author gives this review: only a comment is theirs to give.
  static func ownReviewRefusal(_ event: ReviewEvent) -> String? {
    switch event {
    case .approve: ownApprovalMessage
    case .requestChanges: ownChangesMessage
    case .comment: nil
    }
  }

  static func isSignedIn(_ user: User) -> Bool {
    user.login.lowercased() == signedInUser.login.lowercased()
  }
}
