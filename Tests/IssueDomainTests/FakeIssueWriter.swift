import Foundation
import IssueDomain
import ScreenState
import SystemSupport

/// A writer that answers from scripted results and records each call, so tests can prove a
/// re-send did or did not post.
final class FakeIssueWriter: IssueWriting {
  private struct State {
    var commentResults: [Result<Comment, IssueRepositoryError>] = []
    var recent: Result<[Comment], IssueRepositoryError> = .success([])
    /// Answers to the first looks, in order, before `recent` answers every later one.
    var firstLooks: [Result<[Comment], IssueRepositoryError>] = []
    var calls: [String] = []
  }

  private let state = Locked(State())

  init(
    comments: [Result<Comment, IssueRepositoryError>] = [],
    recent: Result<[Comment], IssueRepositoryError> = .success([]),
    firstLooks: [Result<[Comment], IssueRepositoryError>] = []
  ) {
    state.withLock {
      $0.commentResults = comments
      $0.recent = recent
      $0.firstLooks = firstLooks
    }
  }

  var calls: [String] { state.withLock { $0.calls } }

  func addComment(_ body: String, to number: Int, in repository: RepositoryName)
    async throws(IssueRepositoryError) -> Comment
  {
    let result = state.withLock { state in
      state.calls.append("addComment(\(body), #\(number))")
      return state.commentResults.isEmpty
        ? .failure(.notFound) : state.commentResults.removeFirst()
    }
    return try result.get()
  }

  func writingAccount() async throws(IssueRepositoryError) -> User {
    state.withLock { $0.calls.append("writingAccount") }
    return User(login: "octocat")
  }

  func updateIssue(_ number: Int, in repository: RepositoryName, change: IssueChange)
    async throws(IssueRepositoryError) -> Issue
  {
    state.withLock { $0.calls.append("updateIssue(#\(number))") }
    return change.applied(to: FakeIssueRepository.issue(number))
  }

  func labels(in repository: RepositoryName, after cursor: PageCursor?)
    async throws(IssueRepositoryError) -> Page<Label>
  {
    state.withLock { $0.calls.append("labels") }
    return Page(items: [Label(name: "bug")], nextCursor: nil)
  }

  func assignees(in repository: RepositoryName, after cursor: PageCursor?)
    async throws(IssueRepositoryError) -> Page<User>
  {
    state.withLock { $0.calls.append("assignees") }
    throw .forbidden
  }

  func milestones(in repository: RepositoryName, after cursor: PageCursor?)
    async throws(IssueRepositoryError) -> Page<Milestone>
  {
    state.withLock { $0.calls.append("milestones") }
    return Page(items: [Milestone(number: 1, title: "v1.0")], nextCursor: nil)
  }

  func reactions(toIssue number: Int, in repository: RepositoryName, by login: String)
    async throws(IssueRepositoryError) -> [Reaction: Int]
  {
    state.withLock { $0.calls.append("reactions") }
    return [:]
  }

  func addReaction(_ reaction: Reaction, toIssue number: Int, in repository: RepositoryName)
    async throws(IssueRepositoryError)
  {
    state.withLock { $0.calls.append("addReaction") }
  }

  func deleteReaction(_ id: Int, fromIssue number: Int, in repository: RepositoryName)
    async throws(IssueRepositoryError)
  {
    state.withLock { $0.calls.append("deleteReaction") }
  }

  func comments(in repository: RepositoryName, issue number: Int, since: Date)
    async throws(IssueRepositoryError) -> [Comment]
  {
    let result = state.withLock { state in
      state.calls.append("comments(since: \(Int(since.timeIntervalSince1970)))")
      return state.firstLooks.isEmpty ? state.recent : state.firstLooks.removeFirst()
    }
    return try result.get()
  }
}
