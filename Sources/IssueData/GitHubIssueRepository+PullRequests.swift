import FoundationEssentials
import GitHubAPI
import IssueDomain
import Logging
import ScreenState

/// Pull requests from `GET /pulls/{n}` (and its reviews), `/pulls/{n}/files` and the head
/// commit's check runs and combined status. Every string is sanitised and every number bounded
/// on its way into an entity, as for issues.
extension GitHubIssueRepository: PullRequestReading {
  public func pullRequest(in repository: RepositoryName, number: Int)
    async throws(IssueRepositoryError) -> PullRequest
  {
    let token = currentToken
    let (owner, name) = (repository.owner, repository.name)
    let dto = try await request("pullRequest") { () async throws(GitHubServiceError) in
      try await client.pullRequest(owner: owner, name: name, number: number, token: token)
    }
    let reviews = try await request("reviews") { () async throws(GitHubServiceError) in
      try await client.reviews(owner: owner, name: name, number: number, token: token)
    }
    return Self.pullRequest(dto, reviews: reviews.items)
  }

  public func files(
    in repository: RepositoryName, pullRequest number: Int, after cursor: PageCursor?
  ) async throws(IssueRepositoryError) -> PullRequestFilePage {
    let token = currentToken
    let page = try await request("pullRequestFiles") { () async throws(GitHubServiceError) in
      try await client.pullRequestFiles(
        owner: repository.owner, name: repository.name, number: number, next: Self.url(cursor),
        token: token)
    }
    return Page(
      items: Self.withinPatchBudget(page.items.map(Self.file)), nextCursor: Self.cursor(page.next),
      isIncomplete: page.isCut)
  }

  /// The most bytes of patches one page of files keeps, and the most lines one patch does:
  /// GitHub's 30 pages then keep at most 15 MiB of patches, and no file lays out into more
  /// rows than a person scrolls through. A patch past either is let go, and its file says
  /// "Diff too large to show — o opens it on the web", as for a patch GitHub didn't send.
  static let pagePatchBytes = 512 * 1024
  static let patchLines = 20_000

  /// `files` with the patches that fit the page's budget, in order; the others without one.
  static func withinPatchBudget(_ files: [PullRequestFile]) -> [PullRequestFile] {
    var left = pagePatchBytes
    return files.map { file in
      guard let patch = file.patch else { return file }
      let bytes = patch.utf8.count
      var lines = 1
      for byte in patch.utf8 where byte == UInt8(ascii: "\n") {
        lines += 1
        if lines > patchLines { break }
      }
      guard bytes <= left, lines <= patchLines else {
        var cut = file
        cut.patch = nil
        return cut
      }
      left -= bytes
      return file
    }
  }

  public func diff(in repository: RepositoryName, pullRequest number: Int)
    async throws(IssueRepositoryError) -> PullRequestDiff
  {
    let token = currentToken
    let bytes = try await request("pullRequestDiff") { () async throws(GitHubServiceError) in
      try await client.pullRequestDiff(
        owner: repository.owner, name: repository.name, number: number, token: token)
    }
    // The pager gets the text, not the terminal, made inert a piece at a time on the way: a
    // control character in it shows as a symbol.
    return PullRequestDiff(bytes: bytes)
  }

  public func checks(in repository: RepositoryName, commit sha: String)
    async throws(IssueRepositoryError) -> CommitChecks
  {
    // A head that isn't a commit id never reaches a path.
    guard PullRequestText.isCommitID(sha) else { return CommitChecks(checks: []) }
    let token = currentToken
    let (owner, name) = (repository.owner, repository.name)
    let runs = try await request("checkRuns") { () async throws(GitHubServiceError) in
      try await client.checkRuns(owner: owner, name: name, ref: sha, token: token)
    }
    let combined = try await request("combinedStatus") { () async throws(GitHubServiceError) in
      try await client.combinedStatus(owner: owner, name: name, ref: sha, token: token)
    }
    let waiting = await runsAwaitingApproval(in: repository, commit: sha)
    let checks =
      runs.checkRuns.map(Self.check) + waiting + combined.statuses.map(Self.check)
    let counted = runs.totalCount.map { $0 > runs.checkRuns.count } ?? false
    return CommitChecks(
      checks: checks, isIncomplete: runs.runsCut || combined.statusesCut || counted)
  }

  /// The commit's runs that wait for approval, as pending checks that open the run. Best
  /// effort: a repository without Actions, or a token that can't read them, has none, and the
  /// checks still show.
  private func runsAwaitingApproval(in repository: RepositoryName, commit sha: String) async
    -> [Check]
  {
    let token = currentToken
    let (owner, name) = (repository.owner, repository.name)
    do throws(IssueRepositoryError) {
      let page = try await request("runsAwaitingApproval") {
        () async throws(GitHubServiceError) in
        try await client.runsAwaitingApproval(
          owner: owner, name: name, headSHA: sha, token: token)
      }
      return page.runs.prefix(GitHubClient.awaitingRunLimit).compactMap { run in
        guard run.id > 0 else { return nil }
        return Check(
          name: Self.clean(run.name ?? ""), state: .pending, url: run.htmlURL ?? "",
          actionsJob: ActionsJobReference(runID: run.id, jobID: 0), awaitsApproval: true)
      }
    } catch {
      logger.debug("github: the runs awaiting approval couldn't be read: \(error)")
      return []
    }
  }

  // MARK: - From the wire to entities

  static func pullRequest(_ dto: PullRequestDTO, reviews: [ReviewDTO]) -> PullRequest {
    let state = PullRequestState(
      isClosed: dto.state?.lowercased() == "closed",
      isMerged: dto.merged == true || dto.mergedAt != nil, isDraft: dto.draft == true)
    let reviewed = reviews.compactMap { review -> (user: User, standing: Reviewer.Standing)? in
      guard let login = review.user?.login, let standing = standing(review.state) else {
        return nil
      }
      return (User(login: clean(login)), standing)
    }
    let requested = (dto.requestedReviewers ?? []).prefix(100).map { User(login: clean($0.login)) }
    let sha = dto.head?.sha ?? ""
    return PullRequest(
      number: dto.number, state: state, author: User(login: clean(dto.user?.login ?? "ghost")),
      head: clean(dto.head?.label ?? dto.head?.ref ?? ""), base: clean(dto.base?.ref ?? ""),
      headSHA: PullRequestText.isCommitID(sha) ? sha : "",
      mergeability: mergeability(dto.mergeable, dto.mergeableState),
      reviewers: Reviewer.standings(reviews: reviewed, requested: requested),
      additions: count(dto.additions), deletions: count(dto.deletions),
      changedFiles: count(dto.changedFiles), url: dto.htmlURL ?? "",
      headRef: clean(dto.head?.ref ?? ""),
      nodeID: dto.nodeID.flatMap { isNodeID($0) ? $0 : nil } ?? "",
      autoMerge: dto.autoMerge.map {
        MergeMethod(rawValue: $0.mergeMethod?.lowercased() ?? "") ?? .merge
      })
  }

  /// A review's standing; a pending review (the reviewer's own unsent draft) says nothing.
  static func standing(_ state: String?) -> Reviewer.Standing? {
    switch state?.uppercased() {
    case "APPROVED": .approved
    case "CHANGES_REQUESTED": .changesRequested
    case "COMMENTED": .commented
    case "DISMISSED": .dismissed
    default: nil
    }
  }

  /// `mergeable_state` first, which says why; `mergeable` alone when it is missing.
  static func mergeability(_ mergeable: Bool?, _ state: String?) -> Mergeability {
    switch state?.lowercased() {
    case "clean", "has_hooks": return .clean
    case "dirty": return .conflicting
    case "blocked": return .blocked
    case "behind": return .behind
    case "unstable": return .unstable
    default:
      switch mergeable {
      case true?: return .clean
      case false?: return .conflicting
      case nil: return .unknown
      }
    }
  }

  static func file(_ dto: PullRequestFileDTO) -> PullRequestFile {
    PullRequestFile(
      filename: clean(dto.filename), previousFilename: dto.previousFilename.map(clean),
      status: PullRequestFile.Status(rawValue: dto.status?.lowercased() ?? "") ?? .modified,
      additions: count(dto.additions) ?? 0, deletions: count(dto.deletions) ?? 0,
      patch: dto.patch.map(PullRequestText.patch), url: dto.blobURL ?? "")
  }

  static func check(_ run: CheckRunsDTO.Run) -> Check {
    Check(
      name: clean(run.name ?? ""), state: checkState(run.status, run.conclusion),
      startedAt: run.startedAt, completedAt: run.completedAt, url: run.htmlURL ?? "",
      actionsJob: ActionsJobReference(
        appSlug: run.appSlug, id: run.id, detailsURL: run.detailsURL ?? run.htmlURL))
  }

  /// A check run's, job's, step's or workflow run's state from its status and conclusion:
  /// pending until completed, then what it concluded.
  static func checkState(_ status: String?, _ conclusion: String?) -> Check.State {
    switch (status?.lowercased(), conclusion?.lowercased()) {
    case ("completed", "success"): .success
    case ("completed", "neutral"): .neutral
    case ("completed", "skipped"): .skipped
    case ("completed", "cancelled"), ("completed", "stale"): .cancelled
    case ("completed", _): .failure
    default: .pending
    }
  }

  /// A status has no start: it is dated when posted and when last changed.
  static func check(_ status: CombinedStatusDTO.Status) -> Check {
    let state: Check.State =
      switch status.state?.lowercased() {
      case "success": .success
      case "failure", "error": .failure
      default: .pending
      }
    return Check(
      name: clean(status.context ?? ""), state: state, startedAt: status.createdAt,
      completedAt: state == .pending ? nil : status.updatedAt, url: status.targetURL ?? "",
      isStatus: true)
  }
}
