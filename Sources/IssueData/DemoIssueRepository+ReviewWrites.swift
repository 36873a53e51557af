import FoundationEssentials
import GitHubAPI
import IssueDomain
import Logging
import SystemSupport

/// The demo's review writes, through the same steps as its other writes (latency, offline, a
/// fault; `readonly` answers 403 to every one), then GitHub's own refusals: a comment on
/// a line outside its file's hunks (422, GitHub's words), on a commit that is no longer the
/// head (422), and one fault to be seen: every comment on the renamed file is refused as a
/// line outside the diff. A pull request whose base moved on (as its merge's fault) has its
/// head move under its first line comment, which is then refused as GitHub refuses a comment
/// on a commit the pull request moved from.
extension DemoIssueRepository: ReviewWriting {
  /// GitHub's words for a comment on a line outside the diff.
  public static let lineOutsideDiffMessage =
    "pull_request_review_thread.line must be part of the diff"
  /// GitHub's words for a comment on a commit the pull request no longer has.
  public static let commitGoneMessage = "commit_id is not part of the pull request"
  /// GitHub's words for a second pending review.
  public static let onePendingReviewMessage =
    "User can only have one pending review per pull request"
  /// The demo's words when a pull request holds all the threads it keeps.
  static let tooManyMessage = "The demo keeps no more comments on this pull request"
  /// The file the demo refuses comments on, to show that refusal.
  public static let refusingPath = "Sources/App/Profile.swift"
  /// The demo's own pending review of the account's, on the pull request under review.
  public static let demoPendingReview = "PRR_demoPending"

  public func reviewState(in repository: RepositoryName, pullRequest number: Int)
    async throws(IssueRepositoryError) -> ReviewState
  {
    do throws(GitHubServiceError) {
      let issue = try await servePullRequestIssue(in: repository, number: number)
      let scenario = DemoScenario(repository)
      return ReviewState(
        pullRequestID: "PR_demo\(issue.number)",
        pendingReviewID: reviews.pendingReview(
          of: issue.number, in: repository,
          initial: Self.initialPendingReview(issue.number, scenario)),
        viewedPaths: reviews.viewed(of: issue.number, in: repository, initial: []))
    } catch {
      throw IssueRepositoryError(error)
    }
  }

  /// The threads of `number` as the demo's writes left them.
  func servedThreads(_ number: Int, in repository: RepositoryName) -> [ReviewThread] {
    let scenario = DemoScenario(repository)
    let own =
      scenario == .busy || scenario == .readonly
      ? DemoReviewThreads.threads(number, now: serverTime) : []
    return reviews.applied(to: own, of: number, in: repository)
  }

  static func initialPendingReview(_ number: Int, _ scenario: DemoScenario?) -> String? {
    number == DemoReviewThreads.pullRequest && (scenario == .busy || scenario == .readonly)
      ? demoPendingReview : nil
  }

  public func write(_ write: ReviewWrite, pullRequest number: Int, in repository: RepositoryName)
    async throws(PullRequestWriteError) -> ReviewWritten
  {
    do throws(GitHubServiceError) {
      return try await serve(write, to: number, in: repository)
    } catch {
      let mapped = PullRequestWriteError(error, ofReview: write)
      logger.debug(
        "demo review write failed: \(error) → \(mapped)",
        metadata: ["repository": "\(repository)", "number": "\(number)"])
      throw mapped
    }
  }

  private func serve(_ write: ReviewWrite, to number: Int, in name: RepositoryName)
    async throws(GitHubServiceError) -> ReviewWritten
  {
    let scenario = try await prepareWrite(to: name, number: number)
    let issue = servedIssue(number, of: scenario)
    guard issue.isPullRequest else { throw .notFound }
    let threads = servedThreads(number, in: scenario.name)
    let pending = reviews.pendingReview(
      of: number, in: scenario.name, initial: Self.initialPendingReview(number, scenario))
    let written: ReviewWritten
    switch write {
    case .comment(let comment), .addToPendingReview(let comment, _):
      try check(comment, on: issue, in: scenario)
      var review: String?
      if case .addToPendingReview(_, let named) = write {
        if named == nil, pending != nil {
          throw .unprocessable([
            GitHubFieldError(code: "custom", message: Self.onePendingReviewMessage)
          ])
        }
        if let named, named != pending { throw .notFound }
        review = pending
      }
      let isPending = review != nil || write.isPendingStart
      let made = reviews.change(number, in: scenario.name) { change -> ReviewWritten? in
        guard !change.isFull else { return nil }
        let started = isPending && review == nil ? change.id("PRR") : review
        if started != review { change.setPendingReview(started) }
        change.add(
          ReviewThread(
            id: change.id("PRRT"), path: comment.path, line: comment.line,
            startLine: comment.isRange ? comment.startLine : nil, side: comment.side,
            comments: [
              ReviewComment(
                id: change.id("PRRC"), author: Self.signedInUser, body: comment.body,
                createdAt: serverTime, isPending: isPending, reviewID: started)
            ]))
        return ReviewWritten(pendingReviewID: started)
      }
      guard let made else {
        throw .unprocessable([GitHubFieldError(code: "custom", message: Self.tooManyMessage)])
      }
      written = made
    case .reply(let thread, let body, let review):
      guard threads.contains(where: { $0.id == thread }) else { throw .notFound }
      if let review, review != pending { throw .notFound }
      reviews.change(number, in: scenario.name) { change in
        change.reply(
          ReviewComment(
            id: change.id("PRRC"), author: Self.signedInUser, body: body, createdAt: serverTime,
            isPending: review != nil, reviewID: review), to: thread)
      }
      written = ReviewWritten(pendingReviewID: review)
    case .editComment(let id, let body):
      _ = try ownComment(id, in: threads)
      reviews.change(number, in: scenario.name) { $0.edit(id, to: body) }
      written = ReviewWritten()
    case .deleteComment(let id):
      _ = try ownComment(id, in: threads)
      reviews.change(number, in: scenario.name) { $0.delete(id) }
      written = ReviewWritten()
    case .resolve(let thread, let resolved):
      guard threads.contains(where: { $0.id == thread }) else { throw .notFound }
      reviews.change(number, in: scenario.name) { $0.resolve(thread, resolved) }
      written = ReviewWritten()
    case .submitPendingReview(let review, let event, let body):
      guard review == pending else { throw .notFound }
      if event.needsBody, body.trimmingWhitespaceAndNewlines().isEmpty {
        throw .unprocessable([
          GitHubFieldError(resource: "PullRequestReview", field: "body", code: "missing_field")
        ])
      }
      if let refusal = Self.ownReviewRefusal(event), Self.isSignedIn(issue.author) {
        throw .unprocessable([GitHubFieldError(code: "custom", message: refusal)])
      }
      let comments = Self.pendingComments(threads)
      let now = serverTime
      reviews.change(number, in: scenario.name) { change in
        change.submit(
          comments,
          as: SubmittedReview(
            id: change.reviewNumber(), nodeID: review,
            author: Self.signedInUser, standing: event.standing, body: body, submittedAt: now))
        change.setPendingReview(nil)
      }
      pullRequests.review(number, in: scenario.name, by: Self.signedInUser, event.standing)
      written = ReviewWritten()
    case .discardPendingReview(let review):
      guard review == pending else { throw .notFound }
      let comments = Self.pendingComments(threads)
      reviews.change(number, in: scenario.name) {
        $0.discard(comments)
        $0.setPendingReview(nil)
      }
      written = ReviewWritten()
    case .markViewed(let path, let viewed, let pull):
      guard pull == "PR_demo\(number)",
        DemoPullRequests.files(number).contains(where: { $0.filename == path })
      else { throw .notFound }
      reviews.change(number, in: scenario.name) { $0.view(path, viewed, initial: []) }
      written = ReviewWritten()
    }
    try answerAfterMaking(scenario)
    return written
  }

  /// GitHub's refusals of a comment on lines: a commit that isn't the head, a line outside the
  /// file's hunks, and the demo's own two faults.
  private func check(_ comment: LineComment, on issue: Issue, in scenario: DemoScenario)
    throws(GitHubServiceError)
  {
    let pull = pullRequests.applied(to: DemoPullRequests.pullRequest(issue), in: scenario.name)
    if pull.mergeability == .behind, pullRequests.moves(issue.number, in: scenario.name) == 0 {
      // Someone pushed while the user looked: the commit the comment names is no longer the
      // pull request's.
      pullRequests.moveHead(issue.number, in: scenario.name)
      throw .unprocessable([GitHubFieldError(code: "custom", message: Self.commitGoneMessage)])
    }
    guard comment.commitID == pull.headSHA else {
      throw .unprocessable([GitHubFieldError(code: "custom", message: Self.commitGoneMessage)])
    }
    guard comment.path != Self.refusingPath,
      let file = DemoPullRequests.files(issue.number).first(where: { $0.filename == comment.path }),
      let patch = file.patch,
      Self.hunksHold(patch, line: comment.line, side: comment.side),
      comment.startLine.map({
        Self.hunksHold(patch, line: $0, side: comment.startSide ?? comment.side)
      }) ?? true
    else {
      throw .unprocessable([
        GitHubFieldError(
          resource: "PullRequestReviewComment", field: "line", code: "custom",
          message: Self.lineOutsideDiffMessage)
      ])
    }
  }

  /// Whether a hunk of `patch` holds `line` on `side` (`@@ -a,b +c,d @@`).
  static func hunksHold(_ patch: String, line: Int, side: DiffSide) -> Bool {
    for header in patch.split(separator: "\n") where header.hasPrefix("@@ ") {
      let parts = header.split(separator: " ")
      guard parts.count >= 3 else { continue }
      let range = side == .left ? parts[1].dropFirst() : parts[2].dropFirst()
      let numbers = range.split(separator: ",").compactMap { Int($0) }
      guard let start = numbers.first else { continue }
      let count = numbers.count > 1 ? numbers[1] : 1
      if line >= start, line < start + count { return true }
    }
    return false
  }

  private func ownComment(_ id: String, in threads: [ReviewThread]) throws(GitHubServiceError)
    -> ReviewComment
  {
    guard let comment = threads.lazy.flatMap(\.comments).first(where: { $0.id == id }) else {
      throw .notFound
    }
    guard Self.isSignedIn(comment.author) else {
      throw .forbidden(message: "You can only edit your own comments.")
    }
    return comment
  }

  static func pendingComments(_ threads: [ReviewThread]) -> [String] {
    threads.flatMap(\.comments).filter(\.isPending).map(\.id)
  }
}

extension ReviewWrite {
  /// A comment that starts the pending review.
  var isPendingStart: Bool {
    if case .addToPendingReview(_, nil) = self { true } else { false }
  }
}
