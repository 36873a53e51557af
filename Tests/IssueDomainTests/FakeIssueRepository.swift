import Foundation
import IssueDomain
import ScreenState
import SystemSupport
import TestSupport

/// A repository that fails with a chosen error or answers with fixed values, and records every
/// call, so tests can prove a use case did or did not reach it.
final class FakeIssueRepository: IssueRepository {
  private let failure: IssueRepositoryError?
  private let issuePage: IssuePage
  private let calls = Locked<[String]>([])

  init(failing failure: IssueRepositoryError? = nil, issuePage: IssuePage? = nil) {
    self.failure = failure
    self.issuePage =
      issuePage ?? IssuePage(items: [Self.sampleIssue], nextCursor: PageCursor("next"))
  }

  /// The calls so far, e.g. `["issues(in: octo/busy, state: open, after: 30)"]`. Tokens are
  /// recorded, this is a test.
  var recordedCalls: [String] { calls.withLock { $0 } }

  static let name = RepositoryName(owner: "octo", name: "busy")

  static let sampleIssue = issue(7)

  static func issue(_ number: Int, isPullRequest: Bool = false) -> Issue {
    Issue(
      number: number, title: "A title", state: .open, author: User(login: "octocat"),
      labels: [Label(name: "bug", color: "d73a4a")], commentCount: 2,
      createdAt: Date(timeIntervalSince1970: 1_700_000_000), body: "Body",
      isPullRequest: isPullRequest, url: "https://github.com/octo/busy/issues/\(number)")
  }

  static let sampleRepository = Repository(
    name: name, summary: "Busy", openIssueCount: 1,
    updatedAt: Date(timeIntervalSince1970: 1_700_000_000))

  static let sampleComment = Comment(
    id: 1, author: User(login: "hubot"), body: "Me too",
    createdAt: Date(timeIntervalSince1970: 1_700_000_000))

  func signIn(token: String) async throws(IssueRepositoryError) -> User {
    try record("signIn(token: \(token))")
    return User(login: "octocat")
  }

  func repositories(after cursor: PageCursor?) async throws(IssueRepositoryError)
    -> RepositoryPage
  {
    try record("repositories(after: \(cursor?.rawValue ?? "nil"))")
    return RepositoryPage(items: [Self.sampleRepository], nextCursor: nil)
  }

  func repository(named name: RepositoryName) async throws(IssueRepositoryError) -> Repository {
    try record("repository(named: \(name))")
    return Self.sampleRepository
  }

  func issues(in repository: RepositoryName, state: IssueStateFilter, after cursor: PageCursor?)
    async throws(IssueRepositoryError) -> IssuePage
  {
    try record(
      "issues(in: \(repository), state: \(state.rawValue), after: \(cursor?.rawValue ?? "nil"))")
    return issuePage
  }

  func issue(in repository: RepositoryName, number: Int) async throws(IssueRepositoryError)
    -> Issue
  {
    try record("issue(in: \(repository), number: \(number))")
    return Self.sampleIssue
  }

  func comments(in repository: RepositoryName, issue number: Int, after cursor: PageCursor?)
    async throws(IssueRepositoryError) -> CommentPage
  {
    try record(
      "comments(in: \(repository), issue: \(number), after: \(cursor?.rawValue ?? "nil"))")
    return CommentPage(items: [Self.sampleComment], nextCursor: PageCursor("c2"))
  }

  private func record(_ call: String) throws(IssueRepositoryError) {
    calls.withLock { $0.append(call) }
    if let failure { throw failure }
  }

  func signOut(_ end: SessionEnd) async {
    calls.withLock { $0.append("signOut(\(end))") }
  }
}
